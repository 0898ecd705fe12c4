/**
 * Moving µAlgos between accounts (go-algorand roundCowState.Move, ledger/eval/eval.go) and the field helpers the
 * transaction types share.
 *
 * Invariants:
 * - Rewards never accrue on the dev network (rewards level stays 0), so balances move without a rewards update
 *   and ApplyData's rs/rr/rc stay absent.
 * - UnfundedSenders (V34+): a side of a move is written only when the amount is non-zero or the account holds at
 *   least one reward unit (1 Algo); a zero move from a small or absent account leaves no trace.
 * - The sender side is debited (and written) before the receiver side is read, so a self-payment is a no-op.
 * - An account whose Online, incentive-eligible balance at least doubles gets LastHeartbeat := round + 320
 *   (upstream's autoHeartbeat), so a large deposit is not mistaken for absenteeism.
 */
import { MAX_UINT64 } from '../../crypto/accounts.js';
import type { AccountData } from '../account.js';
import { Status } from '../account.js';
import type { StateOverlay } from '../state.js';
import { formatAddress, formatMicroAlgos } from '../go-format.js';
import { formatAccountDump } from './account-dump.js';
import { rejected, type ApplyContext } from './context.js';

/** The record at `address`, or the zero record for an absent account (upstream lookups never fail). */
export function readAccount(state: StateOverlay, address: Uint8Array): AccountData {
  return state.account(address) ?? {};
}

/** A private copy of a byte field taken from a transaction (decoded Buffers may view a whole request body). */
export function ownBytes(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes);
}

function isWritten(amount: bigint, record: AccountData, ctx: ApplyContext): boolean {
  return amount !== 0n || (record.microAlgos ?? 0n) / ctx.params.rewardUnit > 0n;
}

function setBalance(record: AccountData, before: bigint, after: bigint, ctx: ApplyContext): void {
  if (after === 0n) delete record.microAlgos;
  else record.microAlgos = after;
  if (record.status !== Status.Online || record.incentiveEligible !== true) return;
  const twice = before * 2n;
  if (twice <= MAX_UINT64 && after >= twice) record.lastHeartbeat = ctx.round + ctx.params.balanceLookback;
}

/**
 * Move `amount` µAlgos from `from` to `to`.
 * @throws ALGOD_TXN_REJECTED `overspend (account %v, data %+v, tried to spend %v)`,
 *         `balance overflow (account %v, data %+v, was going to receive %v)`
 */
export function moveAlgos(
  state: StateOverlay,
  from: Uint8Array,
  to: Uint8Array,
  amount: bigint,
  ctx: ApplyContext,
): void {
  const fromData = readAccount(state, from);
  if (isWritten(amount, fromData, ctx)) {
    const before = fromData.microAlgos ?? 0n;
    if (before < amount) {
      const dump = formatAccountDump(fromData);
      throw rejected(
        `overspend (account ${formatAddress(from)}, data ${dump}, tried to spend ${formatMicroAlgos(amount)})`,
      );
    }
    setBalance(state.modify(from), before, before - amount, ctx);
  }
  const toData = readAccount(state, to);
  if (isWritten(amount, toData, ctx)) {
    const before = toData.microAlgos ?? 0n;
    if (before + amount > MAX_UINT64) {
      const dump = formatAccountDump(toData);
      throw rejected(
        `balance overflow (account ${formatAddress(to)}, data ${dump}, was going to receive ${formatMicroAlgos(amount)})`,
      );
    }
    setBalance(state.modify(to), before, before + amount, ctx);
  }
}
