/**
 * Read-side views of the ledger for the algod service (docs/spec/algod.md §5.1–§5.3, §10.1–§10.3): pure functions
 * that turn core ledger records into the generated `algorun.algod.v2` messages that GET /v2/accounts/{address},
 * /v2/assets/{id} and /v2/applications/{id} answer with. No I/O: the service looks the records up and calls these.
 *
 * Invariants:
 * - Messages are `__Output` shapes: uint64 as decimal strings, bytes as Buffers, addresses as 58-char text;
 *   `optional` fields are left unset where upstream writes a nil pointer (the REST renderer then omits them).
 * - Rewards never accrue on our dev network (no rewards rate is ever set), so `amount` equals
 *   `amount-without-pending-rewards` and `pending-rewards` is always 0; `rewards` and `reward-base` are the
 *   record's stored values.
 * - A never-funded address is the empty record: amount 0, `Offline`, empty lists and the base minimum balance
 *   (upstream MinBalance of an empty AccountData).
 * - Resource lists are sorted by id; totals are the sizes of the record's maps (our record keeps no separate
 *   counters, so the `exclude=all` totals are the same numbers).
 */
import { isAllZero } from '../../core/bytes.js';
import { encodeAddress } from '../../core/crypto/address.js';
import { AppError } from '../../core/errors.js';
import { minBalance, Status, type AccountData } from '../../core/ledger/account.js';
import type { ConsensusParams } from '../../core/ledger/consensus.js';
import type { Account__Output } from '../../generated/algorun/algod/v2/Account.js';
import type { AccountParticipation__Output } from '../../generated/algorun/algod/v2/AccountParticipation.js';
import type { Application__Output } from '../../generated/algorun/algod/v2/Application.js';
import type { Asset__Output } from '../../generated/algorun/algod/v2/Asset.js';
import { appLocalStateView, applicationView, schemaView } from './views-app.js';
import { assetHoldingView, assetView } from './views-asset.js';
import { byId, bytesOut, u64 } from './views-common.js';

export {
  applicationView,
  applicationParamsView,
  appLocalStateView,
  schemaView,
  tealKeyValueView,
} from './views-app.js';
export { assetView, assetParamsView, assetHoldingView, printableText } from './views-asset.js';

export interface AccountViewContext {
  /** latest round */
  readonly round: bigint;
  readonly params: ConsensusParams;
}

/** What `exclude` leaves out. The default (nothing excluded) is the empty set. */
export type AccountExclude = 'all' | 'created-apps-params' | 'created-assets-params';

const EXCLUDE_ERROR = 'failed to parse exclude';

/**
 * Parse the `exclude` query values (already split on commas). Values are trimmed; no values, or a single `none`
 * or empty value, is the default; `all` must be alone; `none` and `all` never combine with other values.
 * @throws ALGOD_BAD_REQUEST `failed to parse exclude` on an unknown value or a forbidden combination
 */
export function parseExclude(values: readonly string[]): Set<AccountExclude> {
  const out = new Set<AccountExclude>();
  if (values.length === 1) {
    const only = (values[0] ?? '').trim();
    if (only === 'all') return out.add('all');
    if (only === 'none' || only === '') return out;
  }
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed !== 'created-apps-params' && trimmed !== 'created-assets-params') {
      throw new AppError('ALGOD_BAD_REQUEST', EXCLUDE_ERROR);
    }
    out.add(trimmed);
  }
  return out;
}

/**
 * The resource-count guard of GET /v2/accounts/{address} (config MaxAPIResourcesPerAccount; 0 = unlimited; the
 * service skips it for exclude=all): opted-in + created assets and apps must not exceed `limit`.
 * @throws ALGOD_BAD_REQUEST `Result limit exceeded` with upstream's `data` counters
 */
export function checkResourceLimit(data: AccountData | undefined, limit: number): void {
  if (limit === 0 || data === undefined) return;
  const counts = {
    'max-results': limit,
    'total-apps-opted-in': data.appLocalStates?.size ?? 0,
    'total-assets-opted-in': data.assets?.size ?? 0,
    'total-created-apps': data.appParams?.size ?? 0,
    'total-created-assets': data.assetParams?.size ?? 0,
  };
  const total =
    counts['total-apps-opted-in'] +
    counts['total-assets-opted-in'] +
    counts['total-created-apps'] +
    counts['total-created-assets'];
  if (total > limit) throw new AppError('ALGOD_BAD_REQUEST', 'Result limit exceeded', { data: counts });
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  [Status.Offline]: 'Offline',
  [Status.Online]: 'Online',
  [Status.NotParticipating]: 'Not Participating',
};

/** Upstream Status.String(): unknown values print as "". */
function statusText(status: number | undefined): string {
  return STATUS_TEXT[status ?? Status.Offline] ?? '';
}

/** The registered participation keys, or null when no vote key is set. */
function participationView(data: AccountData): AccountParticipation__Output | null {
  if (isAllZero(data.voteId)) return null;
  const out: AccountParticipation__Output = {
    selection_participation_key: data.selectionId === undefined ? Buffer.alloc(32) : bytesOut(data.selectionId),
    vote_first_valid: u64(data.voteFirstValid),
    vote_key_dilution: u64(data.voteKeyDilution),
    vote_last_valid: u64(data.voteLastValid),
    vote_participation_key: bytesOut(data.voteId),
  };
  if (!isAllZero(data.stateProofId)) out.state_proof_key = bytesOut(data.stateProofId);
  return out;
}

function createdAssetsView(data: AccountData, creator: Uint8Array, isParamsExcluded: boolean): Asset__Output[] {
  return byId(data.assetParams).map(([id, params]) =>
    isParamsExcluded ? { index: u64(id), params: null } : assetView(id, params, creator),
  );
}

function createdAppsView(data: AccountData, creator: Uint8Array, isParamsExcluded: boolean): Application__Output[] {
  return byId(data.appParams).map(([id, params]) =>
    isParamsExcluded ? { id: u64(id), params: null } : applicationView(id, params, creator),
  );
}

/** Sets the fields upstream writes only when non-zero / true. */
function setOptionals(out: Account__Output, data: AccountData): void {
  if ((data.totalExtraAppPages ?? 0) !== 0) out.apps_total_extra_pages = u64(data.totalExtraAppPages);
  if (data.authAddr !== undefined && !isAllZero(data.authAddr)) out.auth_addr = encodeAddress(data.authAddr);
  if (data.incentiveEligible === true) out.incentive_eligible = true;
  if ((data.lastHeartbeat ?? 0n) !== 0n) out.last_heartbeat = u64(data.lastHeartbeat);
  if ((data.lastProposed ?? 0n) !== 0n) out.last_proposed = u64(data.lastProposed);
  if ((data.totalBoxBytes ?? 0n) !== 0n) out.total_box_bytes = u64(data.totalBoxBytes);
  if ((data.totalBoxes ?? 0n) !== 0n) out.total_boxes = u64(data.totalBoxes);
}

/**
 * GET /v2/accounts/{address} JSON model of the record at the 32-byte `address` (`undefined` = never funded).
 * With `all` excluded the four resource lists stay empty (the REST gateway leaves their keys out); with
 * `created-*-params` excluded the created entries carry only their id.
 */
export function accountView(
  address: Uint8Array,
  data: AccountData | undefined,
  ctx: AccountViewContext,
  exclude: ReadonlySet<AccountExclude>,
): Account__Output {
  const record = data ?? {};
  const text = encodeAddress(address);
  const isAll = exclude.has('all');
  const amount = u64(record.microAlgos);
  const out: Account__Output = {
    address: text,
    amount,
    amount_without_pending_rewards: amount,
    apps_local_state: isAll ? [] : byId(record.appLocalStates).map(([id, state]) => appLocalStateView(id, state)),
    apps_total_schema: schemaView(record.totalAppSchema),
    assets: isAll ? [] : byId(record.assets).map(([id, holding]) => assetHoldingView(id, holding)),
    created_apps: isAll ? [] : createdAppsView(record, address, exclude.has('created-apps-params')),
    created_assets: isAll ? [] : createdAssetsView(record, address, exclude.has('created-assets-params')),
    min_balance: u64(minBalance(record, ctx.params)),
    participation: participationView(record),
    pending_rewards: '0',
    reward_base: u64(record.rewardsBase),
    rewards: u64(record.rewardedMicroAlgos),
    round: u64(ctx.round),
    status: statusText(record.status),
    total_apps_opted_in: u64(record.appLocalStates?.size),
    total_assets_opted_in: u64(record.assets?.size),
    total_created_apps: u64(record.appParams?.size),
    total_created_assets: u64(record.assetParams?.size),
  };
  setOptionals(out, record);
  return out;
}
