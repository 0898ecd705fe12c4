/**
 * Payment (go-algorand ledger/apply/payment.go, docs/spec/protocol.md §9.1).
 *
 * Invariants:
 * - The amount moves when it is non-zero or a receiver is named; a zero payment to the zero address moves nothing.
 * - Close-to moves the sender's whole remaining balance (recorded as ApplyData `ca`), then requires that the
 *   account holds nothing else, then deletes the record (AuthAddr, status and keys go with it).
 */
import { isAllZero } from '../../bytes.js';
import type { AccountData } from '../account.js';
import type { StateOverlay } from '../state.js';
import type { ApplyData, Transaction } from '../../txn/types.js';
import { moveAlgos, readAccount } from './balance.js';
import { rejected, type ApplyContext } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);

/** The first thing that keeps a drained account from closing, as upstream words it; undefined when none. */
function closeBlocker(record: AccountData): string | undefined {
  const assets = record.assets?.size ?? 0;
  if (assets > 0) return `cannot close: ${assets} outstanding assets`;
  const created = record.assetParams?.size ?? 0;
  if (created > 0) return `cannot close: ${created} outstanding created assets`;
  const optedIn = record.appLocalStates?.size ?? 0;
  if (optedIn > 0) return `cannot close: ${optedIn} outstanding applications opted in. Please opt out or clear them`;
  const boxes = record.totalBoxes ?? 0n;
  if (boxes > 0n) return `cannot close: ${boxes} outstanding boxes`;
  const boxBytes = record.totalBoxBytes ?? 0n;
  if (boxBytes > 0n) return `cannot close: ${boxBytes} outstanding box bytes`;
  const apps = record.appParams?.size ?? 0;
  if (apps > 0) return `cannot close: ${apps} outstanding created applications`;
  return undefined;
}

/**
 * Apply a `pay` transaction's own effects (the fee is already taken).
 * @throws ALGOD_TXN_REJECTED overspend/overflow texts of moveAlgos, `balance %d still not zero after
 *         CloseRemainderTo`, `cannot close: %d outstanding ...`
 */
export function applyPayment(state: StateOverlay, txn: Transaction, ad: ApplyData, ctx: ApplyContext): void {
  const sender = txn.sender ?? ZERO_ADDRESS;
  const amount = txn.amount ?? 0n;
  if (amount !== 0n || !isAllZero(txn.receiver)) {
    moveAlgos(state, sender, txn.receiver ?? ZERO_ADDRESS, amount, ctx);
  }
  if (isAllZero(txn.closeRemainderTo)) return;
  const closeAmount = readAccount(state, sender).microAlgos ?? 0n;
  if (closeAmount !== 0n) ad.closingAmount = closeAmount;
  moveAlgos(state, sender, txn.closeRemainderTo!, closeAmount, ctx);
  const drained = readAccount(state, sender);
  const left = drained.microAlgos ?? 0n;
  if (left !== 0n) throw rejected(`balance ${left} still not zero after CloseRemainderTo`);
  const blocker = closeBlocker(drained);
  if (blocker !== undefined) throw rejected(blocker);
  state.put(sender, {});
}
