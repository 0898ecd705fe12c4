/**
 * The account record as go-algorand prints it into apply errors with `%+v` (the `data` of `overspend (account A,
 * data {...}, tried to spend 1mA)` and of `balance overflow (...)`).
 *
 * Invariants:
 * - The record is rendered as upstream's ledgercore.AccountData: two embedded structs, AccountBaseData then
 *   VotingData, fields in Go declaration order, resource maps reduced to their counts (TotalAssets etc.).
 * - Go `%+v` rules applied: `Name:value` pairs separated by one space inside `{}`; Stringer fields (Status,
 *   MicroAlgos, Address, StateSchema) use their String(); fixed byte arrays print as `[b0 b1 ...]` in decimal, zero
 *   filled to their Go size when absent; integers and bools print plainly.
 * - Amounts, addresses and schemas use the shared Go renderings of ../go-format.ts.
 */
import type { AccountData } from '../account.js';
import { Status } from '../account.js';
import { formatAddress, formatMicroAlgos, formatStateSchema } from '../go-format.js';

/** basics.Status.String: unknown values print as the empty string. */
function formatStatus(status: number | undefined): string {
  switch (status ?? Status.Offline) {
    case Status.Offline:
      return 'Offline';
    case Status.Online:
      return 'Online';
    case Status.NotParticipating:
      return 'Not Participating';
    default:
      return '';
  }
}

/** A Go byte array of `size` printed with %v: decimal bytes in brackets. */
function formatByteArray(bytes: Uint8Array | undefined, size: number): string {
  const out = new Array<number>(size).fill(0);
  if (bytes !== undefined) for (let i = 0; i < size && i < bytes.length; i++) out[i] = bytes[i]!;
  return `[${out.join(' ')}]`;
}

function fields(pairs: readonly (readonly [string, string | number | bigint | boolean])[]): string {
  return `{${pairs.map(([name, value]) => `${name}:${String(value)}`).join(' ')}}`;
}

/** ledgercore.AccountBaseData printed with %+v. */
function formatBase(data: AccountData): string {
  return fields([
    ['Status', formatStatus(data.status)],
    ['MicroAlgos', formatMicroAlgos(data.microAlgos ?? 0n)],
    ['RewardsBase', data.rewardsBase ?? 0n],
    ['RewardedMicroAlgos', formatMicroAlgos(data.rewardedMicroAlgos ?? 0n)],
    ['AuthAddr', formatAddress(data.authAddr)],
    ['IncentiveEligible', data.incentiveEligible ?? false],
    ['TotalAppSchema', formatStateSchema(data.totalAppSchema)],
    ['TotalExtraAppPages', data.totalExtraAppPages ?? 0],
    ['TotalAppParams', data.appParams?.size ?? 0],
    ['TotalAppLocalStates', data.appLocalStates?.size ?? 0],
    ['TotalAssetParams', data.assetParams?.size ?? 0],
    ['TotalAssets', data.assets?.size ?? 0],
    ['TotalBoxes', data.totalBoxes ?? 0n],
    ['TotalBoxBytes', data.totalBoxBytes ?? 0n],
    ['LastProposed', data.lastProposed ?? 0n],
    ['LastHeartbeat', data.lastHeartbeat ?? 0n],
  ]);
}

/** basics.VotingData printed with %+v. */
function formatVoting(data: AccountData): string {
  return fields([
    ['VoteID', formatByteArray(data.voteId, 32)],
    ['SelectionID', formatByteArray(data.selectionId, 32)],
    ['StateProofID', formatByteArray(data.stateProofId, 64)],
    ['VoteFirstValid', data.voteFirstValid ?? 0n],
    ['VoteLastValid', data.voteLastValid ?? 0n],
    ['VoteKeyDilution', data.voteKeyDilution ?? 0n],
  ]);
}

/** The record as go-algorand prints a ledgercore.AccountData with `%+v` (an absent account is the zero record). */
export function formatAccountDump(data: AccountData | undefined): string {
  const record = data ?? {};
  return `{AccountBaseData:${formatBase(record)} VotingData:${formatVoting(record)}}`;
}
