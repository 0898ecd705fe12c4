/**
 * Asset configuration: create, reconfigure, destroy (go-algorand ledger/apply/asset.go AssetConfig,
 * docs/spec/protocol.md §9.3).
 *
 * Invariants:
 * - A created asset's id is the transaction counter before this txn + 1 (the caller passes the counter); its params
 *   are stored under the creator, who gets a holding of the whole supply that is never frozen (whatever `df` says).
 * - Only the manager reconfigures or destroys. Reconfiguring changes only the four role addresses, and only those
 *   currently set: a cleared role stays cleared. Every other field of the transaction's `apar` is ignored.
 * - `apar` with every field zero means destroy; the creator must hold the whole supply.
 */
import { bytesEqual, isAllZero } from '../../bytes.js';
import type { StateOverlay } from '../state.js';
import type { ApplyData, AssetParams, Transaction } from '../../txn/types.js';
import { formatAddress } from '../go-format.js';
import { ownBytes, readAccount } from './balance.js';
import { assetInfo, deleteHolding, deleteParams, holdingOf, makeHolding, type AssetInfo } from './asset-state.js';
import { rejected } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);
const ROLES = ['manager', 'reserve', 'freeze', 'clawback'] as const;
type Text = Uint8Array | string | undefined;

function textLength(value: Text): number {
  return value === undefined ? 0 : value.length;
}

function ownText(value: Uint8Array | string): Uint8Array | string {
  return typeof value === 'string' ? value : ownBytes(value);
}

/** Go's `cc.AssetParams == (basics.AssetParams{})`: strings empty, fixed arrays all zero, numbers zero. */
function isZeroAssetParams(p: AssetParams | undefined): boolean {
  if (p === undefined) return true;
  return (
    (p.total ?? 0n) === 0n &&
    (p.decimals ?? 0) === 0 &&
    p.defaultFrozen !== true &&
    textLength(p.unitName) === 0 &&
    textLength(p.assetName) === 0 &&
    textLength(p.url) === 0 &&
    isAllZero(p.metadataHash) &&
    ROLES.every((role) => isAllZero(p[role]))
  );
}

/** The params as the ledger stores them: private byte copies, zero fields left out. */
function storedParams(p: AssetParams): AssetParams {
  const out: AssetParams = {};
  if ((p.total ?? 0n) !== 0n) out.total = p.total!;
  if ((p.decimals ?? 0) !== 0) out.decimals = p.decimals!;
  if (p.defaultFrozen === true) out.defaultFrozen = true;
  if (textLength(p.unitName) > 0) out.unitName = ownText(p.unitName!);
  if (textLength(p.assetName) > 0) out.assetName = ownText(p.assetName!);
  if (textLength(p.url) > 0) out.url = ownText(p.url!);
  if (!isAllZero(p.metadataHash)) out.metadataHash = ownBytes(p.metadataHash!);
  for (const role of ROLES) if (!isAllZero(p[role])) out[role] = ownBytes(p[role]!);
  return out;
}

function createAsset(state: StateOverlay, txn: Transaction, ad: ApplyData, counter: bigint): void {
  const sender = txn.sender ?? ZERO_ADDRESS;
  const id = counter + 1n;
  if (readAccount(state, sender).assetParams?.has(id) === true) {
    throw rejected(`already found asset with index ${id}`);
  }
  const params = storedParams(txn.assetParams ?? {});
  const record = state.modify(sender);
  (record.assetParams ??= new Map()).set(id, params);
  (record.assets ??= new Map()).set(id, makeHolding(params.total ?? 0n, false));
  state.setCreatable(id, { kind: 'asset', creator: ownBytes(sender) });
  ad.configAsset = id;
}

function destroyAsset(state: StateOverlay, id: bigint, { params, creator }: AssetInfo): void {
  const record = readAccount(state, creator);
  if ((record.assets?.size ?? 0) === 0) {
    throw rejected(`cannot destroy asset: account ${formatAddress(creator)} holds no assets`);
  }
  if ((record.assetParams?.size ?? 0) === 0) {
    throw rejected(`cannot destroy asset: account ${formatAddress(creator)} created no assets`);
  }
  const held = holdingOf(state, creator, id)?.amount ?? 0n;
  const total = params.total ?? 0n;
  if (held !== total) throw rejected(`cannot destroy asset: creator is holding only ${held}/${total}`);
  const writable = state.modify(creator);
  deleteHolding(writable, id);
  deleteParams(writable, id);
  state.setCreatable(id, undefined);
}

function reconfigureAsset(state: StateOverlay, id: bigint, info: AssetInfo, requested: AssetParams): void {
  const next: AssetParams = { ...info.params };
  for (const role of ROLES) {
    if (isAllZero(info.params[role])) continue;
    const value = requested[role];
    if (isAllZero(value)) delete next[role];
    else next[role] = ownBytes(value!);
  }
  const record = state.modify(info.creator);
  (record.assetParams ??= new Map()).set(id, next);
}

/**
 * Apply an `acfg` transaction's own effects; `counter` is the transaction counter before this transaction.
 * @throws ALGOD_TXN_REJECTED `asset %d does not exist or has been deleted`, `this transaction should be issued by
 *         the manager. It is issued by %v, manager key %v`, `cannot destroy asset: creator is holding only %d/%d`,
 *         `already found asset with index %d`
 */
export function applyAssetConfig(state: StateOverlay, txn: Transaction, ad: ApplyData, counter: bigint): void {
  const id = txn.configAsset ?? 0n;
  if (id === 0n) {
    createAsset(state, txn, ad, counter);
    return;
  }
  const info = assetInfo(state, id);
  const sender = txn.sender ?? ZERO_ADDRESS;
  const manager = info.params.manager;
  if (isAllZero(manager) || !bytesEqual(sender, manager)) {
    throw rejected(
      `this transaction should be issued by the manager. It is issued by ${formatAddress(sender)}, manager key ${formatAddress(manager)}`,
    );
  }
  if (isZeroAssetParams(txn.assetParams)) destroyAsset(state, id, info);
  else reconfigureAsset(state, id, info, txn.assetParams ?? {});
}
