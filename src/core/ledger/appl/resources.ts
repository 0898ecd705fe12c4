/**
 * Which accounts, apps, assets, holdings and local states a program may touch (upstream logic `accountReference`,
 * `mutableAccountReference`, `appReference`, `assetReference`, `localsReference`, `holdingReference`,
 * `availableAccount/App/Asset`, `allowsHolding/Locals`).
 *
 * Invariants:
 * - Before v4 references are slots (indexes into the txn's arrays) or bare ids, depending on the op; from v4 ids
 *   and addresses are accepted when available, slots still work as a fallback; from v9 anything another
 *   transaction of the group made available counts too (`SharedResources`, state-shared.ts), but holdings and
 *   local states must then be available as pairs.
 * - Ids ≤ 255 that resolve are refused (AppForbidLowResources, on in every supported protocol): `low App lookup N`.
 * - Local-delta account index: 0 sender, then the position in Accounts (or in the access list); an available
 *   account outside those gets len(Accounts) + 1, which state-ops turns into a `sharedAccounts` position (v9+) and
 *   which refuses mutation before v9.
 * - Every function returns upstream's error text instead of throwing.
 * - Under simulate's allow-unnamed-resources (`group.sim.unnamed`) a resource that is not otherwise available is
 *   allowed and recorded by the policy, as upstream's UnnamedResourcePolicy fallback does.
 */
import { encodeAddress } from '../../crypto/address.js';
import { applicationAddress } from '../../crypto/accounts.js';
import type { Machine, StackValue } from '../../avm/index.js';
import type { Transaction } from '../../txn/types.js';
import { addressKey } from '../state.js';
import type { AppProgram } from './context.js';
import { pairKey } from './state-shared.js';

export { newSharedResources, shareCreatedApp, shareCreatedAsset } from './state-shared.js';

const DIRECT_REFS = 4;
const APP_ADDRESS_AVAILABLE = 5;
const CREATED_RESOURCES = 6;
const SHARED_RESOURCES = 9;
const LAST_FORBIDDEN = 255n;
const ZERO_ADDRESS = new Uint8Array(32);

/** An account reference: the address and its local-delta index (see the module invariants). */
export interface AccountRef {
  readonly address: Uint8Array;
  readonly index: number;
}

function txnOf(m: Machine<AppProgram>): Transaction {
  return m.context.txn.txn ?? {};
}

function sameAddress(a: Uint8Array, b: Uint8Array | undefined): boolean {
  return b !== undefined && Buffer.compare(a, b) === 0;
}

function isCreatedAppAccount(m: Machine<AppProgram>, address: Uint8Array): boolean {
  for (const id of m.context.group.shared.createdApps) if (sameAddress(address, applicationAddress(id))) return true;
  return false;
}

/** Position of `address` among sender (0) and the access list or Accounts (1..), or -1 (upstream IndexByAddress). */
function slotOf(txn: Transaction, address: Uint8Array): number {
  if (sameAddress(address, txn.sender ?? ZERO_ADDRESS)) return 0;
  const inAccess = (txn.access ?? []).findIndex((ref) => sameAddress(address, ref.address));
  if (inAccess >= 0) return inAccess + 1;
  const inAccounts = (txn.accounts ?? []).findIndex((a) => sameAddress(address, a));
  return inAccounts < 0 ? -1 : inAccounts + 1;
}

/** The address a slot names (upstream AddressByIndex). */
function addressBySlot(txn: Transaction, slot: bigint): Uint8Array | string {
  if (slot === 0n) return txn.sender ?? ZERO_ADDRESS;
  if (txn.access !== undefined) {
    if (slot > BigInt(txn.access.length)) {
      return `invalid Account reference ${slot} exceeds length of tx.Access ${txn.access.length}`;
    }
    const address = txn.access[Number(slot) - 1]!.address;
    if (address === undefined || address.every((x) => x === 0))
      return `address reference ${slot} is not an Address in tx.Access`;
    return address;
  }
  const accounts = txn.accounts ?? [];
  if (slot > BigInt(accounts.length))
    return `invalid Account reference ${slot} exceeds length of tx.Accounts ${accounts.length}`;
  return accounts[Number(slot) - 1]!;
}

/** Address and slot of a stack value, without availability checks (upstream resolveAccount); slot -1 = none. */
function rawAccount(m: Machine<AppProgram>, value: StackValue): { address: Uint8Array; slot: number } | string {
  const txn = txnOf(m);
  if (typeof value === 'bigint') {
    const address = addressBySlot(txn, value);
    return typeof address === 'string' ? address : { address, slot: Number(value) };
  }
  if (value.length !== 32) return 'not an address';
  return { address: value, slot: slotOf(txn, value) };
}

/** Whether `address` may be read by the running program (upstream availableAccount). */
export function availableAccount(m: Machine<AppProgram>, address: Uint8Array): boolean {
  const txn = txnOf(m);
  if (slotOf(txn, address) >= 0) return true;
  if (m.version >= CREATED_RESOURCES && isCreatedAppAccount(m, address)) return true;
  if (m.version >= SHARED_RESOURCES && m.context.group.shared.accounts.has(addressKey(address))) return true;
  if (m.version >= APP_ADDRESS_AVAILABLE) {
    for (const id of txn.foreignApps ?? []) if (sameAddress(address, applicationAddress(id))) return true;
  }
  if (sameAddress(address, m.context.appAddress)) return true;
  return m.context.group.sim?.unnamed?.account(m.context, address) === true;
}

/**
 * The account a stack value designates, with its local-delta index (upstream accountReference, or
 * mutableAccountReference for `write`). A uint64 is a slot; 32 bytes an address that must be available.
 */
export function resolveAccount(m: Machine<AppProgram>, value: StackValue, op: 'read' | 'write'): AccountRef | string {
  const raw = rawAccount(m, value);
  if (typeof raw === 'string') return raw;
  const accounts = txnOf(m).accounts?.length ?? 0;
  let index = raw.slot;
  if (index < 0) {
    if (!availableAccount(m, raw.address)) return `unavailable Account ${encodeAddress(raw.address)}`;
    index = accounts + 1;
  }
  if (op === 'write' && index > accounts && m.version < SHARED_RESOURCES) {
    return `invalid Account reference for mutation ${encodeAddress(raw.address)}`;
  }
  return { address: raw.address, index };
}

/** Whether app `id` may be read (upstream availableApp). */
export function availableApp(m: Machine<AppProgram>, id: bigint): boolean {
  const txn = txnOf(m);
  const shared = m.context.group.shared;
  if ((txn.access ?? []).some((ref) => ref.app === id)) return true;
  if ((txn.foreignApps ?? []).includes(id)) return true;
  if (m.version >= CREATED_RESOURCES && shared.createdApps.has(id)) return true;
  if (id === m.context.appId) return true;
  if (m.version >= SHARED_RESOURCES && shared.apps.has(id)) return true;
  return m.context.group.sim?.unnamed?.app(m.context, id) === true;
}

/** Whether asset `id` may be read (upstream availableAsset). */
export function availableAsset(m: Machine<AppProgram>, id: bigint): boolean {
  const txn = txnOf(m);
  const shared = m.context.group.shared;
  if ((txn.access ?? []).some((ref) => ref.asset === id)) return true;
  if ((txn.foreignAssets ?? []).includes(id)) return true;
  if (m.version >= CREATED_RESOURCES && shared.createdAssets.has(id)) return true;
  if (m.version >= SHARED_RESOURCES && shared.assets.has(id)) return true;
  return m.context.group.sim?.unnamed?.asset(m.context, id) === true;
}

/** An id lookup: the id, or the error and the id upstream reports alongside it (0 when unresolved). */
interface IdLookup {
  readonly id: bigint;
  readonly error?: string;
}

function lowChecked(kind: 'App' | 'Asset', id: bigint): IdLookup {
  return id <= LAST_FORBIDDEN ? { id, error: `low ${kind} lookup ${id}` } : { id };
}

/** v4+ app lookup (upstream resolveApp): 0 or the current id, an available id, then a slot. */
function lookupApp(m: Machine<AppProgram>, ref: bigint): IdLookup {
  const txn = txnOf(m);
  const current = m.context.appId;
  if (ref === 0n || ref === current) return lowChecked('App', current);
  if (availableApp(m, ref)) return lowChecked('App', ref);
  const apps = txn.foreignApps ?? [];
  if (ref <= BigInt(apps.length)) return lowChecked('App', apps[Number(ref) - 1]!);
  const entry = (txn.access ?? [])[Number(ref) - 1];
  if (ref <= BigInt(txn.access?.length ?? 0) && (entry?.app ?? 0n) !== 0n) return lowChecked('App', entry!.app!);
  return { id: 0n, error: `unavailable App ${ref}` };
}

/** v4+ asset lookup (upstream resolveAsset): an available id, then a (0-based) slot. */
function lookupAsset(m: Machine<AppProgram>, ref: bigint): IdLookup {
  const txn = txnOf(m);
  if (availableAsset(m, ref)) return lowChecked('Asset', ref);
  const assets = txn.foreignAssets ?? [];
  if (ref < BigInt(assets.length)) return lowChecked('Asset', assets[Number(ref)]!);
  const entry = (txn.access ?? [])[Number(ref) - 1];
  if (ref >= 1n && ref <= BigInt(txn.access?.length ?? 0) && (entry?.asset ?? 0n) !== 0n) {
    return lowChecked('Asset', entry!.asset!);
  }
  return { id: 0n, error: `unavailable Asset ${ref}` };
}

const unwrap = (l: IdLookup): bigint | string => l.error ?? l.id;

/**
 * The app a uint64 designates (upstream appReference). Before v4, `foreign` ops take a 1-based ForeignApps slot
 * (0 = current app) and the others a bare id; from v4 both rules of lookupApp apply.
 */
export function resolveApp(m: Machine<AppProgram>, ref: bigint, foreign = true): bigint | string {
  if (m.version >= DIRECT_REFS) return unwrap(lookupApp(m, ref));
  if (ref === 0n) return unwrap(lowChecked('App', m.context.appId));
  if (!foreign) return unwrap(lowChecked('App', ref));
  const apps = txnOf(m).foreignApps ?? [];
  if (ref <= BigInt(apps.length)) return unwrap(lowChecked('App', apps[Number(ref) - 1]!));
  return `${ref} is not a valid foreign app slot`;
}

/** The asset a uint64 designates (upstream assetReference); before v4 `foreign` ops take a 0-based slot. */
export function resolveAsset(m: Machine<AppProgram>, ref: bigint, foreign = true): bigint | string {
  if (m.version >= DIRECT_REFS) return unwrap(lookupAsset(m, ref));
  if (!foreign) return unwrap(lowChecked('Asset', ref));
  const assets = txnOf(m).foreignAssets ?? [];
  if (ref < BigInt(assets.length)) return unwrap(lowChecked('Asset', assets[Number(ref)]!));
  return `${ref} is not a valid foreign asset slot`;
}

/** v9+: whether the holding (address, asset) is reachable as a pair (upstream allowsHolding). */
export function allowsHolding(m: Machine<AppProgram>, address: Uint8Array, asset: bigint): boolean {
  const shared = m.context.group.shared;
  if (shared.holdings.has(pairKey(address, asset))) return true;
  if (shared.createdAssets.has(asset)) return availableAccount(m, address);
  if (isCreatedAppAccount(m, address) && availableAsset(m, asset)) return true;
  return m.context.group.sim?.unnamed?.holding(m.context, address, asset) === true;
}

/** v9+: whether the local state (address, app) is reachable as a pair (upstream allowsLocals). */
export function allowsLocals(m: Machine<AppProgram>, address: Uint8Array, app: bigint): boolean {
  const shared = m.context.group.shared;
  if (shared.locals.has(pairKey(address, app))) return true;
  if (shared.createdApps.has(app)) return availableAccount(m, address);
  if (isCreatedAppAccount(m, address) && availableApp(m, app)) return true;
  return m.context.group.sim?.unnamed?.local(m.context, address, app) === true;
}

/** v9+ error when a holding is not reachable (upstream holdingReference). */
function holdingError(m: Machine<AppProgram>, address: Uint8Array, asset: IdLookup): string {
  const acctOK = availableAccount(m, address);
  const unavailable = `unavailable Account ${encodeAddress(address)}`;
  if (asset.error !== undefined) return acctOK ? asset.error : `${unavailable}, ${asset.error}`;
  return acctOK ? `unavailable Holding ${asset.id}+${encodeAddress(address)}` : unavailable;
}

/** The (account, app) pair of a local-state read (upstream localsReference), with the local-delta index. */
function readLocals(
  m: Machine<AppProgram>,
  account: StackValue,
  appRef: bigint,
): (AccountRef & { app: bigint }) | string {
  if (m.version < SHARED_RESOURCES) {
    const acct = resolveAccount(m, account, 'read');
    if (typeof acct === 'string') return acct;
    const app = resolveApp(m, appRef, false);
    return typeof app === 'string' ? app : { ...acct, app };
  }
  const raw = rawAccount(m, account);
  if (typeof raw === 'string') return raw;
  const app = lookupApp(m, appRef);
  if (app.error === undefined && allowsLocals(m, raw.address, app.id)) {
    return { address: raw.address, index: raw.slot < 0 ? (txnOf(m).accounts?.length ?? 0) + 1 : raw.slot, app: app.id };
  }
  const localsText = `unavailable Local State ${app.id}+${encodeAddress(raw.address)}`;
  if (availableAccount(m, raw.address)) return app.error ?? localsText;
  const unavailable = `unavailable Account ${encodeAddress(raw.address)}`;
  return app.error === undefined ? `${unavailable}, ${localsText}` : `${unavailable}, ${app.error}, ${localsText}`;
}

/**
 * The (account, app) pair of a local-state op. `read`: any app (0 = current); `write`: the current app only, the
 * account must be mutable (upstream mutableAccountReference) and, from v9, the pair reachable.
 */
export function resolveLocals(
  m: Machine<AppProgram>,
  account: StackValue,
  appRef: bigint,
  op: 'read' | 'write',
): (AccountRef & { app: bigint }) | string {
  if (op === 'read') return readLocals(m, account, appRef);
  const acct = resolveAccount(m, account, 'write');
  if (typeof acct === 'string') return acct;
  const app = m.context.appId;
  if (m.version >= SHARED_RESOURCES && !allowsLocals(m, acct.address, app)) {
    return `unavailable Local State ${app}+${encodeAddress(acct.address)}`;
  }
  return { ...acct, app };
}

/** The (account, asset) pair of `asset_holding_get` (upstream holdingReference). */
export function resolveHolding(
  m: Machine<AppProgram>,
  account: StackValue,
  assetRef: bigint,
): { address: Uint8Array; asset: bigint } | string {
  if (m.version < SHARED_RESOURCES) {
    const acct = resolveAccount(m, account, 'read');
    if (typeof acct === 'string') return acct;
    const asset = resolveAsset(m, assetRef, false);
    return typeof asset === 'string' ? asset : { address: acct.address, asset };
  }
  const raw = rawAccount(m, account);
  if (typeof raw === 'string') return raw;
  const asset = lookupAsset(m, assetRef);
  if (asset.error === undefined && allowsHolding(m, raw.address, asset.id))
    return { address: raw.address, asset: asset.id };
  return holdingError(m, raw.address, asset);
}
