/**
 * The group-wide resource pool of v9+ programs (upstream logic `resources.fill*`): every transaction of a group
 * makes the accounts, assets, apps, holdings and local states it names available to every v9+ program of the
 * group; assets and apps created during the group join as they are created.
 *
 * Invariants:
 * - Keys: addresses as `addressKey`; holdings and locals as `addressKey + ':' + id` (see context.ts).
 * - Computed once per top-level group from the transactions as submitted; inner groups share their caller's pool.
 * - An app call with an access list (`al`) shares only the sender, the called app, the sender's local state of
 *   that app and the list's entries; without one, every (account × asset) holding and (account × app) local state
 *   reachable through its foreign arrays (app accounts included).
 */
import { applicationAddress } from '../../crypto/accounts.js';
import type { ResourceRef, SignedTxnWithAD, Transaction } from '../../txn/types.js';
import { addressKey } from '../state.js';
import type { SharedResources } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);

export const pairKey = (address: Uint8Array, id: bigint): string => `${addressKey(address)}:${id}`;

const isZero = (a: Uint8Array | undefined): boolean => a === undefined || a.every((x) => x === 0);

function shareAccountAndHolding(r: SharedResources, address: Uint8Array, id: bigint): void {
  r.accounts.add(addressKey(address));
  if (id !== 0n) r.holdings.add(pairKey(address, id));
}

/** The address an access-list account index names (0 = sender), or undefined when it names none. */
function accessAddress(access: readonly ResourceRef[], index: bigint, sender: Uint8Array): Uint8Array | undefined {
  if (index === 0n) return sender;
  const address = access[Number(index) - 1]?.address;
  return isZero(address) ? undefined : address;
}

function shareAccessEntry(r: SharedResources, txn: Transaction, ref: ResourceRef, sender: Uint8Array): void {
  const access = txn.access ?? [];
  if (!isZero(ref.address)) r.accounts.add(addressKey(ref.address!));
  else if ((ref.asset ?? 0n) !== 0n) r.assets.add(ref.asset!);
  else if ((ref.app ?? 0n) !== 0n) r.apps.add(ref.app!);
  else if (ref.holding !== undefined && ((ref.holding.address ?? 0n) !== 0n || (ref.holding.asset ?? 0n) !== 0n)) {
    const address = accessAddress(access, ref.holding.address ?? 0n, sender);
    const asset = access[Number(ref.holding.asset ?? 0n) - 1]?.asset ?? 0n;
    if (address !== undefined && asset !== 0n) r.holdings.add(pairKey(address, asset));
  } else if (ref.locals !== undefined && ((ref.locals.address ?? 0n) !== 0n || (ref.locals.app ?? 0n) !== 0n)) {
    const address = accessAddress(access, ref.locals.address ?? 0n, sender);
    const appIndex = ref.locals.app ?? 0n;
    const app = appIndex === 0n ? (txn.appId ?? 0n) : (access[Number(appIndex) - 1]?.app ?? 0n);
    if (address !== undefined) r.locals.add(pairKey(address, app));
  }
}

function fillAccess(r: SharedResources, txn: Transaction, sender: Uint8Array): void {
  const appId = txn.appId ?? 0n;
  r.accounts.add(addressKey(sender));
  if (appId !== 0n) {
    r.apps.add(appId);
    r.locals.add(pairKey(sender, appId));
  }
  for (const ref of txn.access ?? []) shareAccessEntry(r, txn, ref, sender);
}

function fillForeign(r: SharedResources, txn: Transaction, sender: Uint8Array): void {
  const appId = txn.appId ?? 0n;
  const assets = txn.foreignAssets ?? [];
  const apps = txn.foreignApps ?? [];
  const accounts: Uint8Array[] = [sender, ...(txn.accounts ?? [])];
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

function fill(r: SharedResources, txn: Transaction): void {
  const sender = txn.sender ?? ZERO_ADDRESS;
  switch (txn.type) {
    case 'pay':
      r.accounts.add(addressKey(sender));
      r.accounts.add(addressKey(txn.receiver ?? ZERO_ADDRESS));
      if (!isZero(txn.closeRemainderTo)) r.accounts.add(addressKey(txn.closeRemainderTo!));
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
      shareAccountAndHolding(r, sender, id);
      shareAccountAndHolding(r, txn.assetReceiver ?? ZERO_ADDRESS, id);
      if (!isZero(txn.assetSender)) shareAccountAndHolding(r, txn.assetSender!, id);
      if (!isZero(txn.assetCloseTo)) shareAccountAndHolding(r, txn.assetCloseTo!, id);
      return;
    }
    case 'afrz': {
      const id = txn.freezeAsset ?? 0n;
      r.accounts.add(addressKey(sender));
      r.assets.add(id);
      shareAccountAndHolding(r, txn.freezeAccount ?? ZERO_ADDRESS, id);
      return;
    }
    case 'appl':
      if (txn.access !== undefined) fillAccess(r, txn, sender);
      else fillForeign(r, txn, sender);
      return;
    default:
      return; // state proofs, heartbeats and unknown types share nothing
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

/** Records an app created during the group (its id, account and every local state of it become reachable). */
export function shareCreatedApp(r: SharedResources, appId: bigint): void {
  r.createdApps.add(appId);
}

/** Records an asset created during the group (every available account's holding of it becomes reachable). */
export function shareCreatedAsset(r: SharedResources, assetId: bigint): void {
  r.createdAssets.add(assetId);
}
