/**
 * Asset lookups and record edits shared by acfg, axfer and afrz (go-algorand ledger/apply/asset.go `getParams` and
 * the cow's asset accessors).
 *
 * Invariants:
 * - An asset exists iff the creatable index names it as an asset AND its creator's record holds its params.
 * - Holdings and params are replaced in their maps, never mutated (state.ts: records' nested values are shared
 *   with the parent overlays). A map left empty is removed from the record.
 */
import type { AccountData, AssetHolding } from '../account.js';
import type { StateOverlay } from '../state.js';
import type { AssetParams } from '../../txn/types.js';
import { formatAddress } from '../go-format.js';
import { rejected } from './context.js';

export interface AssetInfo {
  readonly params: AssetParams;
  readonly creator: Uint8Array;
}

/**
 * Params and creator of asset `id`.
 * @throws ALGOD_TXN_REJECTED `asset %d does not exist or has been deleted`, `asset index %d not found in account %s`
 */
export function assetInfo(state: StateOverlay, id: bigint): AssetInfo {
  const creatable = state.creatable(id);
  if (creatable === undefined || creatable.kind !== 'asset') {
    throw rejected(`asset ${id} does not exist or has been deleted`);
  }
  const params = state.account(creatable.creator)?.assetParams?.get(id);
  if (params === undefined) {
    throw rejected(`asset index ${id} not found in account ${formatAddress(creatable.creator)}`);
  }
  return { params, creator: creatable.creator };
}

/** The holding of asset `id` in `address`, or undefined when the account has not opted in. */
export function holdingOf(state: StateOverlay, address: Uint8Array, id: bigint): AssetHolding | undefined {
  return state.account(address)?.assets?.get(id);
}

/** Store `holding` (a fresh object) as `address`'s holding of `id`. */
export function putHolding(state: StateOverlay, address: Uint8Array, id: bigint, holding: AssetHolding): void {
  const record = state.modify(address);
  (record.assets ??= new Map()).set(id, holding);
}

export function deleteHolding(record: AccountData, id: bigint): void {
  record.assets?.delete(id);
  if (record.assets?.size === 0) delete record.assets;
}

export function deleteParams(record: AccountData, id: bigint): void {
  record.assetParams?.delete(id);
  if (record.assetParams?.size === 0) delete record.assetParams;
}

/** A holding with `amount` and `frozen`, zero fields left out (the model's absent = zero rule). */
export function makeHolding(amount: bigint, frozen: boolean): AssetHolding {
  const holding: AssetHolding = {};
  if (amount !== 0n) holding.amount = amount;
  if (frozen) holding.frozen = true;
  return holding;
}
