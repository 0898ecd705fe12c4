/**
 * The v9+ check that an inner transaction would not reach a holding or local state its issuer cannot reach
 * (upstream logic `allows`, `allowsHolding`, `allowsLocals`, `requireHolding`, `requireLocals`).
 *
 * Invariants:
 * - Programs before v9 cannot name unavailable resources at all, so nothing is checked for them.
 * - pay, keyreg and acfg touch no holding or local state; axfer and afrz need every named holding; an app call to
 *   a callee older than v9 needs every (account × asset) holding and (account × app) local it could reach; a v9+
 *   callee checks its own accesses.
 */
import type { Machine } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import { applicationAddress } from '../../crypto/accounts.js';
import type { Transaction } from '../../txn/types.js';
import type { AppProgram } from './context.js';
import { allowsHolding, allowsLocals } from './resources.js';

const SHARED_RESOURCES = 9;

const isZero = (a: Uint8Array | undefined): boolean => a === undefined || a.every((x) => x === 0);

function requireHolding(
  m: Machine<AppProgram>,
  address: Uint8Array | undefined,
  asset: bigint | undefined,
): string | undefined {
  if (asset === undefined || asset === 0n || address === undefined || isZero(address)) return undefined;
  if (allowsHolding(m, address, asset)) return undefined;
  return `unavailable Holding ${asset}+${encodeAddress(address)} would be accessible`;
}

function requireLocals(m: Machine<AppProgram>, address: Uint8Array, app: bigint): string | undefined {
  if (allowsLocals(m, address, app)) return undefined;
  return `unavailable Local State ${app}+${encodeAddress(address)} would be accessible`;
}

function prefixed(prefix: string, error: string | undefined): string | undefined {
  return error === undefined ? undefined : `${prefix}: ${error}`;
}

function allowsTransfer(m: Machine<AppProgram>, t: Transaction): string | undefined {
  const id = t.xferAsset;
  if (isZero(t.assetSender)) {
    const error = prefixed('axfer Sender', requireHolding(m, t.sender, id));
    if (error !== undefined) return error;
  }
  return (
    prefixed('axfer AssetReceiver', requireHolding(m, t.assetReceiver, id)) ??
    prefixed('axfer AssetSender', requireHolding(m, t.assetSender, id)) ??
    prefixed('axfer AssetCloseTo', requireHolding(m, t.assetCloseTo, id))
  );
}

function allowsAppCall(m: Machine<AppProgram>, t: Transaction, calleeVersion: number): string | undefined {
  if (calleeVersion >= SHARED_RESOURCES) return undefined;
  const appId = t.appId ?? 0n;
  const accounts: Uint8Array[] = [t.sender ?? new Uint8Array(32), ...(t.accounts ?? [])];
  if (appId !== 0n) accounts.push(applicationAddress(appId));
  for (const id of t.foreignApps ?? []) accounts.push(applicationAddress(id));
  for (const address of accounts) {
    for (const id of t.foreignAssets ?? []) {
      const error = prefixed('appl ForeignAssets', requireHolding(m, address, id));
      if (error !== undefined) return error;
    }
    if (appId !== 0n) {
      const error = prefixed('appl ApplicationID', requireLocals(m, address, appId));
      if (error !== undefined) return error;
    }
    for (const id of t.foreignApps ?? []) {
      const error = prefixed('appl ForeignApps', requireLocals(m, address, id));
      if (error !== undefined) return error;
    }
  }
  return undefined;
}

/** Upstream's text when `t` would reach a resource its issuer cannot; undefined when allowed. */
export function innerAllows(m: Machine<AppProgram>, t: Transaction, calleeVersion: number): string | undefined {
  if (m.version < SHARED_RESOURCES) return undefined;
  switch (t.type) {
    case 'pay':
    case 'keyreg':
    case 'acfg':
      return undefined;
    case 'axfer':
      return allowsTransfer(m, t);
    case 'afrz':
      return prefixed('afrz FreezeAccount', requireHolding(m, t.freezeAccount, t.freezeAsset));
    case 'appl':
      return allowsAppCall(m, t, calleeVersion);
    default:
      return `unknown inner transaction type ${t.type ?? ''}`;
  }
}
