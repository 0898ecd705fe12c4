/**
 * Key registration (go-algorand ledger/apply/keyreg.go, docs/spec/protocol.md §9.2), under V42 rules
 * (EnableKeyregCoherencyCheck, EnableStateProofKeyregCheck, SupportBecomeNonParticipatingTransactions, Payouts).
 *
 * Invariants:
 * - A NotParticipating account can never change status.
 * - `vote`, `sel`, `stprf` are replaced by the transaction's values in every case (cleared when absent).
 * - Going offline (vote or selection key empty) zeroes the voting rounds and dilution and keeps LastHeartbeat and
 *   IncentiveEligible; going online sets them from the transaction, sets LastHeartbeat := round + lookback, and
 *   makes the account incentive-eligible when the fee is at least PayoutsGoOnlineFee.
 * - The fee sink's ban on keyreg is stateless and checked elsewhere.
 */
import { isAllZero } from '../../bytes.js';
import type { AccountData } from '../account.js';
import { Status } from '../account.js';
import type { StateOverlay } from '../state.js';
import type { Transaction } from '../../txn/types.js';
import { formatAddress } from '../go-format.js';
import { ownBytes } from './balance.js';
import { rejected, type ApplyContext } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);

function setKeys(record: AccountData, txn: Transaction): void {
  if (isAllZero(txn.voteKey)) delete record.voteId;
  else record.voteId = ownBytes(txn.voteKey!);
  if (isAllZero(txn.selectionKey)) delete record.selectionId;
  else record.selectionId = ownBytes(txn.selectionKey!);
  if (isAllZero(txn.stateProofKey)) delete record.stateProofId;
  else record.stateProofId = ownBytes(txn.stateProofKey!);
}

function setRound(record: AccountData, key: 'voteFirstValid' | 'voteLastValid' | 'voteKeyDilution', v?: bigint): void {
  if (v === undefined || v === 0n) delete record[key];
  else record[key] = v;
}

function checkOnline(txn: Transaction, ctx: ApplyContext): void {
  if ((txn.voteLast ?? 0n) <= ctx.round) {
    throw rejected('transaction tries to mark an account as online with last voting round in the past');
  }
  if ((txn.voteFirst ?? 0n) > ctx.round + 1n) {
    throw rejected(
      'transaction tries to mark an account as online with first voting round beyond the next voting round',
    );
  }
}

function goOnline(record: AccountData, txn: Transaction, ctx: ApplyContext): void {
  record.status = Status.Online;
  record.lastHeartbeat = ctx.round + ctx.params.balanceLookback;
  setRound(record, 'voteFirstValid', txn.voteFirst);
  setRound(record, 'voteLastValid', txn.voteLast);
  setRound(record, 'voteKeyDilution', txn.voteKeyDilution);
  if ((txn.fee ?? 0n) >= ctx.params.payoutsGoOnlineFee) record.incentiveEligible = true;
}

/**
 * Apply a `keyreg` transaction's own effects.
 * @throws ALGOD_TXN_REJECTED `cannot change online/offline status of non-participating account %v`,
 *         `transaction tries to mark an account as online with last voting round in the past`,
 *         `transaction tries to mark an account as online with first voting round beyond the next voting round`
 */
export function applyKeyreg(state: StateOverlay, txn: Transaction, ctx: ApplyContext): void {
  const sender = txn.sender ?? ZERO_ADDRESS;
  if (state.account(sender)?.status === Status.NotParticipating) {
    throw rejected(`cannot change online/offline status of non-participating account ${formatAddress(sender)}`);
  }
  const online = !isAllZero(txn.voteKey) && !isAllZero(txn.selectionKey);
  if (online) checkOnline(txn, ctx);
  const record = state.modify(sender);
  setKeys(record, txn);
  if (!online) {
    if (txn.nonParticipation === true) record.status = Status.NotParticipating;
    else delete record.status;
    delete record.voteFirstValid;
    delete record.voteLastValid;
    delete record.voteKeyDilution;
    return;
  }
  goOnline(record, txn, ctx);
}
