/**
 * Applying one top-level transaction to ledger state (go-algorand BlockEvaluator.applyTransaction,
 * ledger/eval/eval.go; docs/spec/protocol.md §9): fee, rekey, then the type's own logic, then the counter.
 *
 * Invariants:
 * - Order is upstream's: the fee moves sender → fee sink first (an unaffordable fee is an overspend whatever the
 *   type), then the rekey, then the type logic; so a txn that both rekeys and closes leaves no record behind.
 * - The transaction counter is read before and bumped by exactly one after a successful apply; an asset created
 *   here gets id = counter + 1.
 * - On a throw, `state` may hold part of the transaction's changes: callers apply into a scratch overlay and drop
 *   it (the evaluator does so per group), as upstream drops its cow.
 * - Min balances are not checked here (the evaluator checks touched accounts after each transaction).
 * - ApplyData carries only non-zero fields; rewards fields never appear (no rewards on the dev network).
 */
import { bytesEqual, isAllZero } from '../../bytes.js';
import type { StateOverlay } from '../state.js';
import type { ApplyData, SignedTxn, Transaction } from '../../txn/types.js';
import { moveAlgos, ownBytes } from './balance.js';
import { applyAssetConfig } from './asset-config.js';
import { applyAssetFreeze } from './asset-freeze.js';
import { applyApplicationCall } from './application.js';
import { applyAssetTransfer } from './asset-transfer.js';
import { rejected, type ApplyContext } from './context.js';
import { applyKeyreg } from './keyreg.js';
import { applyPayment } from './pay.js';

export type { ApplyContext } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);

/** Rekey (ledger/apply/apply.go): AuthAddr := `rekey`, or cleared when `rekey` is the sender itself. */
function rekey(state: StateOverlay, txn: Transaction): void {
  if (isAllZero(txn.rekeyTo)) return;
  const sender = txn.sender ?? ZERO_ADDRESS;
  const record = state.modify(sender);
  if (bytesEqual(txn.rekeyTo, sender)) delete record.authAddr;
  else record.authAddr = ownBytes(txn.rekeyTo!);
}

function applyByType(state: StateOverlay, txn: Transaction, ad: ApplyData, ctx: ApplyContext, counter: bigint): void {
  switch (txn.type) {
    case 'pay':
      return applyPayment(state, txn, ad, ctx);
    case 'keyreg':
      return applyKeyreg(state, txn, ctx);
    case 'acfg':
      return applyAssetConfig(state, txn, ad, counter);
    case 'axfer':
      return applyAssetTransfer(state, txn, ad);
    case 'afrz':
      return applyAssetFreeze(state, txn);
    case 'appl':
      return applyApplicationCall(state, txn, ad, ctx, counter);
    case 'stpf':
      throw rejected('state proof transactions are not supported by this node');
    case 'hb':
      throw rejected('heartbeat transactions are not supported by this node');
    default:
      throw rejected(`unknown transaction type ${String(txn.type ?? '')}`);
  }
}

/**
 * Apply one top-level transaction to `state`: fee (sender → fee sink), rekey, the type's logic, counter + 1.
 * Returns its ApplyData (`ca`, `aca`, `caid` when non-zero). Does not check min balances.
 * @throws ALGOD_TXN_REJECTED with go-algorand's bare text (no `transaction <txid>: ` prefix): overspend and
 *         overflow, close, keyreg, asset and application texts (see each type's module); a refusal for stpf and hb
 */
export function applyTransaction(state: StateOverlay, stxn: SignedTxn, ctx: ApplyContext): ApplyData {
  const txn = stxn.txn ?? {};
  const counter = state.txnCounter();
  const ad: ApplyData = {};
  moveAlgos(state, txn.sender ?? ZERO_ADDRESS, ctx.feeSink, txn.fee ?? 0n, ctx);
  rekey(state, txn);
  applyByType(state, txn, ad, ctx, counter);
  state.setTxnCounter(counter + 1n);
  return ad;
}
