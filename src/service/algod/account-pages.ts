/**
 * Paged account resources: GET /v2/accounts/{address}/assets and …/applications (`limit`, `next`).
 *
 * Invariants (upstream's AccountAssetsInformation / AccountApplicationsInformation):
 * - `next` is the last id of the previous page (decimal); results are the ids above it in ascending order.
 * - `limit` absent = 1000; 0 → `limit parameter must be a positive integer`; above the maximum (assets 1000,
 *   applications 1000 with include=params, else 100000) → `limit <n> exceeds max … single batch limit <max>`.
 * - `next-token` is set only when more ids remain (the last id returned).
 * - Asset entries carry the asset's params while the asset exists; application entries carry the app's params only
 *   with include=params, `deleted: true` when the app no longer exists, and the account's local state if any.
 */
import { AppError } from '../../core/errors.js';
import { goParseUintError } from '../../core/ledger/app-call-bytes.js';
import type { AccountData } from '../../core/ledger/account.js';
import type { AlgodRequest, AlgodResponse } from '../algod-api.js';
import type { Ledger } from './ledger.js';
import { appLocalStateView, applicationParamsView, assetHoldingView, assetParamsView } from './views.js';

const DEFAULT_LIMIT = 1000n;
const MAX_ASSETS = 1000n;
const MAX_APPS_WITH_PARAMS = 1000n;
const MAX_APPS = 100_000n;

/** The ids above `next`, ascending, cut to `limit` (+ whether more remain). @throws ALGOD_BAD_REQUEST */
function page(ids: Iterable<bigint>, next: string | undefined, limitIn: string | undefined, max: bigint, what: string) {
  let after = -1n;
  if (next !== undefined) {
    const error = goParseUintError(next);
    if (error !== undefined) throw new AppError('ALGOD_BAD_REQUEST', `unable to parse next token: ${error}`);
    after = BigInt(next);
  }
  let limit = DEFAULT_LIMIT;
  if (limitIn !== undefined) {
    limit = BigInt(limitIn);
    if (limit === 0n) throw new AppError('ALGOD_BAD_REQUEST', 'limit parameter must be a positive integer');
    if (limit > max)
      throw new AppError('ALGOD_BAD_REQUEST', `limit ${limit} exceeds max ${what} single batch limit ${max}`);
  }
  const sorted = [...ids].filter((id) => id > after).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const chosen = sorted.slice(0, Number(limit));
  const nextToken = sorted.length > chosen.length ? String(chosen.at(-1)) : undefined;
  return { chosen, nextToken };
}

/** GET /v2/accounts/{address}/assets. */
export function accountAssetsPage(
  ledger: Ledger,
  data: AccountData | undefined,
  r: AlgodRequest<'GetAccountAssetsInformation'>,
): AlgodResponse<'GetAccountAssetsInformation'> {
  const { chosen, nextToken } = page(data?.assets?.keys() ?? [], r.next, r.limit, MAX_ASSETS, 'assets');
  const round = String(ledger.durableRound);
  const holdings = chosen.map((id) => {
    const c = ledger.creatable(id);
    const params = c?.kind === 'asset' ? ledger.account(c.creator)?.assetParams?.get(id) : undefined;
    return {
      asset_holding: assetHoldingView(id, data!.assets!.get(id)!),
      asset_params: params === undefined ? null : assetParamsView(params, c!.creator),
    };
  });
  return nextToken === undefined
    ? { asset_holdings: holdings, round }
    : { asset_holdings: holdings, next_token: nextToken, round };
}

/** GET /v2/accounts/{address}/applications. */
export function accountApplicationsPage(
  ledger: Ledger,
  data: AccountData | undefined,
  r: AlgodRequest<'GetAccountApplicationsInformation'>,
): AlgodResponse<'GetAccountApplicationsInformation'> {
  const includeParams = r.include.includes('params');
  const max = includeParams ? MAX_APPS_WITH_PARAMS : MAX_APPS;
  const ids = new Set([...(data?.appLocalStates?.keys() ?? []), ...(data?.appParams?.keys() ?? [])]);
  const { chosen, nextToken } = page(ids, r.next, r.limit, max, 'applications');
  const round = String(ledger.durableRound);
  const resources = chosen.map((id) => {
    const c = ledger.creatable(id);
    const params = c?.kind === 'app' ? ledger.account(c.creator)?.appParams?.get(id) : undefined;
    const local = data?.appLocalStates?.get(id);
    const entry: AlgodResponse<'GetAccountApplicationsInformation'>['application_resources'][number] = {
      app_local_state: local === undefined ? null : appLocalStateView(id, local),
      id: String(id),
      params: includeParams && params !== undefined ? applicationParamsView(params, c!.creator) : null,
    };
    if (params === undefined) entry.deleted = true;
    return entry;
  });
  return nextToken === undefined
    ? { application_resources: resources, round }
    : { application_resources: resources, next_token: nextToken, round };
}
