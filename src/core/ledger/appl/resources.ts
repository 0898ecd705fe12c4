/**
 * Which accounts, apps, assets, holdings and local states a program may touch (upstream logic resources.go and
 * `accountReference`, `resolveApp`, `resolveAsset`, `localsReference`, `availableAccount/App/Asset`).
 *
 * Invariants:
 * - Before v4 references are slots (indexes into the txn's arrays); from v4 ids and addresses are accepted when
 *   they appear in the arrays; from v9 anything another transaction of the group made available counts too
 *   (`SharedResources`, filled once per group from every transaction).
 * - Lookups of ids ≤ 255 that resolve are refused (AppForbidLowResources) with `low App lookup N`.
 * - Local-delta account indexes: 0 sender, 1.. txn accounts; other accounts get len(accounts) + 1 (v9+).
 */
import { encodeAddress } from '../../crypto/address.js';
import { applicationAddress } from '../../crypto/accounts.js';
import type { Machine, StackValue } from '../../avm/index.js';
import type { SignedTxnWithAD, Transaction } from '../../txn/types.js';
import { addressKey } from '../state.js';
import type { AppProgram, SharedResources } from './context.js';

const DIRECT_REFS = 4;
const CREATED_RESOURCES = 6;
const APP_ADDRESS_AVAILABLE = 5;
const SHARED_RESOURCES = 9;
const LAST_FORBIDDEN = 255n;

const pairKey = (address: Uint8Array, id: bigint): string => `${addressKey(address)}:${id}`;

function fillAppCall(r: SharedResources, txn: Transaction): void {
  const sender = txn.sender ?? new Uint8Array(32);
  const appId = txn.appId ?? 0n;
  if (txn.access !== undefined) {
    r.accounts.add(addressKey(sender));
    if (appId !== 0n) {
      r.apps.add(appId);
      r.locals.add(pairKey(sender, appId));
    }
    for (const ref of txn.access) {
      if (ref.address !== undefined) r.accounts.add(addressKey(ref.address));
      else if (ref.asset !== undefined) r.assets.add(ref.asset);
      else if (ref.app !== undefined) r.apps.add(ref.app);
    }
    return;
  }
  const accounts = [sender, ...(txn.accounts ?? [])];
  const assets = txn.foreignAssets ?? [];
  const apps = txn.foreignApps ?? [];
  for (const id of assets) r.assets.add(id);
  if (appId !== 0n) {
    accounts.push(applicationAddress(appId));
    r.apps.add(appId);
  }
  for (const id of apps) {
    accounts.push(applicationAddress(id));
    r.apps.add(id);
  }
  for (const address of accounts) {
    r.accounts.add(addressKey(address));
    for (const id of assets) r.holdings.add(pairKey(address, id));
    if (appId !== 0n) r.locals.add(pairKey(address, appId));
    for (const id of apps) r.locals.add(pairKey(address, id));
  }
}

function shareAccountAndHolding(r: SharedResources, address: Uint8Array | undefined, id: bigint): void {
  if (address === undefined) return;
  r.accounts.add(addressKey(address));
  if (id !== 0n) r.holdings.add(pairKey(address, id));
}

function fill(r: SharedResources, txn: Transaction): void {
  const sender = txn.sender ?? new Uint8Array(32);
  switch (txn.type) {
    case 'pay':
      r.accounts.add(addressKey(sender));
      if (txn.receiver !== undefined) r.accounts.add(addressKey(txn.receiver));
      if (txn.closeRemainderTo !== undefined) r.accounts.add(addressKey(txn.closeRemainderTo));
      return;
    case 'keyreg':
      r.accounts.add(addressKey(sender));
      return;
    case 'acfg':
      r.accounts.add(addressKey(sender));
      if ((txn.configAsset ?? 0n) !== 0n) r.assets.add(txn.configAsset!);
      return;
    case 'axfer': {
      const id = txn.xferAsset ?? 0n;
      r.assets.add(id);
      for (const a of [sender, txn.assetReceiver, txn.assetSender, txn.assetCloseTo]) shareAccountAndHolding(r, a, id);
      return;
    }
    case 'afrz': {
      const id = txn.freezeAsset ?? 0n;
      r.assets.add(id);
      shareAccountAndHolding(r, sender, 0n);
      shareAccountAndHolding(r, txn.freezeAccount, id);
      return;
    }
    case 'appl':
      fillAppCall(r, txn);
      return;
    default:
      return;
  }
}

/** The resources every transaction of `txns` makes available to the group's v9+ programs. */
export function newSharedResources(txns: readonly SignedTxnWithAD[]): SharedResources {
  const r: SharedResources = {
    createdAssets: new Set(),
    createdApps: new Set(),
    accounts: new Set(),
    assets: new Set(),
    apps: new Set(),
    holdings: new Set(),
    locals: new Set(),
  };
  for (const stxn of txns) fill(r, stxn.txn ?? {});
  return r;
}

function txnOf(m: Machine<AppProgram>): Transaction {
  return m.context.txn.txn ?? {};
}

function sameAddress(a: Uint8Array, b: Uint8Array | undefined): boolean {
  return b !== undefined && Buffer.compare(a, b) === 0;
}

/** Index of `address` among sender (0) and txn accounts (1..), or -1. */
function slotOf(txn: Transaction, address: Uint8Array): number {
  if (sameAddress(address, txn.sender)) return 0;
  const index = (txn.accounts ?? []).findIndex((a) => sameAddress(address, a));
  return index < 0 ? -1 : index + 1;
}

export function availableAccount(m: Machine<AppProgram>, address: Uint8Array): boolean {
  const txn = txnOf(m);
  const ctx = m.context;
  if (slotOf(txn, address) >= 0) return true;
  const shared = ctx.group.shared;
  if (m.version >= CREATED_RESOURCES) {
    for (const id of shared.createdApps) if (sameAddress(address, applicationAddress(id))) return true;
  }
  if (m.version >= SHARED_RESOURCES && shared.accounts.has(addressKey(address))) return true;
  if (m.version >= APP_ADDRESS_AVAILABLE) {
    for (const id of txn.foreignApps ?? []) if (sameAddress(address, applicationAddress(id))) return true;
  }
  return sameAddress(address, ctx.appAddress);
}

/**
 * The account a stack value designates (upstream accountReference), with its local-delta index.
 * A uint64 is a slot; 32 bytes an address that must be available.
 */
export function resolveAccount(
  m: Machine<AppProgram>,
  value: StackValue,
  op: 'read' | 'write',
): { address: Uint8Array; index: number } | string {
  const txn = txnOf(m);
  if (typeof value === 'bigint') {
    const accounts = txn.accounts ?? [];
    if (value === 0n) return { address: txn.sender ?? new Uint8Array(32), index: 0 };
    if (value > BigInt(accounts.length)) return `invalid Account reference ${value}`;
    return { address: accounts[Number(value) - 1]!, index: Number(value) };
  }
  if (value.length !== 32) return `invalid Account reference ${Buffer.from(value).toString('hex')}`;
  const slot = slotOf(txn, value);
  if (slot >= 0) return { address: value, index: slot };
  if (!availableAccount(m, value)) return `unavailable Account ${encodeAddress(value)}`;
  if (op === 'write' && m.version < SHARED_RESOURCES) {
    return `invalid Account reference for mutation ${encodeAddress(value)}`;
  }
  return { address: value, index: (txn.accounts?.length ?? 0) + 1 };
}

export function availableApp(m: Machine<AppProgram>, id: bigint): boolean {
  const txn = txnOf(m);
  const shared = m.context.group.shared;
  if ((txn.access ?? []).some((ref) => ref.app === id)) return true;
  if ((txn.foreignApps ?? []).includes(id)) return true;
  if (m.version >= CREATED_RESOURCES && shared.createdApps.has(id)) return true;
  if (id === m.context.appId) return true;
  return m.version >= SHARED_RESOURCES && shared.apps.has(id);
}

function lowCheck(kind: string, id: bigint): bigint | string {
  return id <= LAST_FORBIDDEN ? `low ${kind} lookup ${id}` : id;
}

/** The app a uint64 designates (upstream appReference/resolveApp); 0 is the current app. */
export function resolveApp(m: Machine<AppProgram>, ref: bigint, foreign = true): bigint | string {
  const txn = txnOf(m);
  const apps = txn.foreignApps ?? [];
  const current = m.context.appId;
  if (m.version < DIRECT_REFS) {
    if (ref === 0n) return lowCheck('App', current);
    if (!foreign) return lowCheck('App', ref);
    return ref <= BigInt(apps.length) ? lowCheck('App', apps[Number(ref) - 1]!) : `${ref} is not a valid foreign app slot`;
  }
  if (ref === 0n || ref === current) return lowCheck('App', current);
  if (availableApp(m, ref)) return lowCheck('App', ref);
  if (ref <= BigInt(apps.length)) return lowCheck('App', apps[Number(ref) - 1]!);
  const access = txn.access ?? [];
  if (ref <= BigInt(access.length) && (access[Number(ref) - 1]!.app ?? 0n) !== 0n) {
    return lowCheck('App', access[Number(ref) - 1]!.app!);
  }
  return `unavailable App ${ref}`;
}

export function availableAsset(m: Machine<AppProgram>, id: bigint): boolean {
  const txn = txnOf(m);
  const shared = m.context.group.shared;
  if ((txn.access ?? []).some((ref) => ref.asset === id)) return true;
  if ((txn.foreignAssets ?? []).includes(id)) return true;
  if (m.version >= CREATED_RESOURCES && shared.createdAssets.has(id)) return true;
  return m.version >= SHARED_RESOURCES && shared.assets.has(id);
}

/** The asset a uint64 designates (upstream assetReference/resolveAsset). */
export function resolveAsset(m: Machine<AppProgram>, ref: bigint, foreign = true): bigint | string {
  const assets = txnOf(m).foreignAssets ?? [];
  if (m.version < DIRECT_REFS) {
    if (!foreign) return lowCheck('Asset', ref);
    return ref < BigInt(assets.length) ? lowCheck('Asset', assets[Number(ref)]!) : `${ref} is not a valid foreign asset slot`;
  }
  if (availableAsset(m, ref)) return lowCheck('Asset', ref);
  if (ref < BigInt(assets.length)) return lowCheck('Asset', assets[Number(ref)]!);
  const access = txnOf(m).access ?? [];
  if (ref >= 1n && ref <= BigInt(access.length) && (access[Number(ref) - 1]!.asset ?? 0n) !== 0n) {
    return lowCheck('Asset', access[Number(ref) - 1]!.asset!);
  }
  return `unavailable Asset ${ref}`;
}

/** v9+ local-state availability (upstream allowsLocals). */
function allowsLocals(m: Machine<AppProgram>, address: Uint8Array, app: bigint): boolean {
  const shared = m.context.group.shared;
  if (shared.locals.has(pairKey(address, app))) return true;
  if (shared.createdApps.has(app)) return availableAccount(m, address);
  for (const id of shared.createdApps) if (sameAddress(address, applicationAddress(id))) return availableApp(m, app);
  return false;
}

/** The (account, app) pair of a local-state op (upstream localsReference), with the local-delta index. */
export function resolveLocals(
  m: Machine<AppProgram>,
  account: StackValue,
  appRef: bigint,
  op: 'read' | 'write',
): { address: Uint8Array; app: bigint; index: number } | string {
  if (m.version < SHARED_RESOURCES) {
    const acct = resolveAccount(m, account, op);
    if (typeof acct === 'string') return acct;
    const app = resolveApp(m, appRef, false);
    return typeof app === 'string' ? app : { ...acct, app };
  }
  const acct = resolveAccount(m, account, 'read');
  if (typeof acct === 'string') return acct;
  const app = resolveApp(m, appRef, false);
  const slot = slotOf(txnOf(m), acct.address);
  const inTxn = slot >= 0 && (app === m.context.appId || (txnOf(m).foreignApps ?? []).includes(app as bigint));
  if (typeof app === 'bigint' && (inTxn || allowsLocals(m, acct.address, app))) return { ...acct, app };
  const localsError = `unavailable Local State ${typeof app === 'bigint' ? app : appRef}+${encodeAddress(acct.address)}`;
  return typeof app === 'string' ? app : localsError;
}
