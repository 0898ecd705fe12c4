/**
 * Parameter reads: `asset_holding_get asset_params_get app_params_get acct_params_get` (upstream logic
 * `opAssetHoldingGet`, `opAssetParamsGet`, `opAppParamsGet`, `opAcctParamsGet`), and `app_params_set`, which sets
 * the running app's box-sharing flags (`opAppParamsSet`).
 *
 * Invariants:
 * - Each pushes the value and an "exists" flag; when the object does not exist the value is uint64 0.
 *   `acct_params_get`'s flag is "balance > 0".
 * - A field unknown to the program's version fails with `invalid OP field N`.
 */
import { boolValue, uintOf, type Machine, type OpFn, type StackValue } from '../../avm/index.js';
import { applicationAddress } from '../../crypto/accounts.js';
import { opFields, type FieldData } from '../../teal/spec.js';
import { minBalance, type AccountData } from '../account.js';
import { ledgerState, setAppFlag, type AppBoxFlag } from './logic-ledger.js';
import type { AppProgram } from './context.js';
import { resolveAccount, resolveApp, resolveAsset, resolveHolding } from './resources.js';

const ZERO32 = new Uint8Array(32);
const EMPTY = new Uint8Array(0);

const HOLDING = opFields('asset_holding_get');
const ASSET = opFields('asset_params_get');
const APP = opFields('app_params_get');
const ACCT = opFields('acct_params_get');
const APP_SET = opFields('app_params_set');

function field(m: Machine<AppProgram>, table: ReadonlyMap<number, FieldData>, op: string): FieldData | string {
  const encoding = m.program[m.pc + 1]!;
  const spec = table.get(encoding);
  return spec === undefined || (spec.version ?? 1) > m.version ? `invalid ${op} field ${encoding}` : spec;
}

const text = (v: string | Uint8Array | undefined): Uint8Array =>
  v === undefined ? EMPTY : typeof v === 'string' ? Buffer.from(v, 'latin1') : v;

const opAssetHoldingGet: OpFn<AppProgram> = (m) => {
  const spec = field(m, HOLDING, 'asset_holding_get');
  if (typeof spec === 'string') return spec;
  const assetRef = m.stack.pop() as bigint;
  const ref = resolveHolding(m, m.stack.pop()!, assetRef);
  if (typeof ref === 'string') return ref;
  const holding = ledgerState(m).account(ref.address)?.assets?.get(ref.asset);
  if (holding === undefined) m.stack.push(0n, 0n);
  else m.stack.push(spec.name === 'AssetBalance' ? (holding.amount ?? 0n) : boolValue(holding.frozen === true), 1n);
  return undefined;
};

function assetValue(
  name: string,
  p: NonNullable<AccountData['assetParams']> extends Map<bigint, infer P> ? P : never,
  creator: Uint8Array,
): StackValue {
  switch (name) {
    case 'AssetTotal':
      return p.total ?? 0n;
    case 'AssetDecimals':
      return uintOf(p.decimals ?? 0);
    case 'AssetDefaultFrozen':
      return boolValue(p.defaultFrozen === true);
    case 'AssetUnitName':
      return text(p.unitName);
    case 'AssetName':
      return text(p.assetName);
    case 'AssetURL':
      return text(p.url);
    case 'AssetMetadataHash':
      return p.metadataHash ?? ZERO32;
    case 'AssetManager':
      return p.manager ?? ZERO32;
    case 'AssetReserve':
      return p.reserve ?? ZERO32;
    case 'AssetFreeze':
      return p.freeze ?? ZERO32;
    case 'AssetClawback':
      return p.clawback ?? ZERO32;
    default:
      return creator;
  }
}

const opAssetParamsGet: OpFn<AppProgram> = (m) => {
  const spec = field(m, ASSET, 'asset_params_get');
  if (typeof spec === 'string') return spec;
  const asset = resolveAsset(m, m.stack.pop() as bigint, true);
  if (typeof asset === 'string') return asset;
  const state = ledgerState(m);
  const creatable = state.creatable(asset);
  const params = creatable?.kind === 'asset' ? state.account(creatable.creator)?.assetParams?.get(asset) : undefined;
  if (params === undefined) m.stack.push(0n, 0n);
  else m.stack.push(assetValue(spec.name, params, creatable!.creator), 1n);
  return undefined;
};

const opAppParamsGet: OpFn<AppProgram> = (m) => {
  const spec = field(m, APP, 'app_params_get');
  if (typeof spec === 'string') return spec;
  const app = resolveApp(m, m.stack.pop() as bigint, true);
  if (typeof app === 'string') return app;
  const state = ledgerState(m);
  const creatable = state.creatable(app);
  const p = creatable?.kind === 'app' ? state.account(creatable.creator)?.appParams?.get(app) : undefined;
  if (p === undefined) {
    m.stack.push(0n, 0n);
    return undefined;
  }
  const values: Record<string, () => StackValue> = {
    AppApprovalProgram: () => p.approvalProgram ?? EMPTY,
    AppClearStateProgram: () => p.clearStateProgram ?? EMPTY,
    AppGlobalNumUint: () => p.globalStateSchema?.numUint ?? 0n,
    AppGlobalNumByteSlice: () => p.globalStateSchema?.numByteSlice ?? 0n,
    AppLocalNumUint: () => p.localStateSchema?.numUint ?? 0n,
    AppLocalNumByteSlice: () => p.localStateSchema?.numByteSlice ?? 0n,
    AppExtraProgramPages: () => uintOf(p.extraProgramPages ?? 0),
    AppCreator: () => creatable!.creator,
    AppAddress: () => applicationAddress(app),
    AppVersion: () => p.version ?? 0n,
    AppSizeSponsor: () => p.sizeSponsor ?? ZERO32,
    AppForeignBoxReads: () => boolValue(p.foreignBoxReads === true),
    AppFamilyBoxAccess: () => boolValue(p.familyBoxAccess === true),
  };
  m.stack.push(values[spec.name]?.() ?? 0n, 1n);
  return undefined;
};

function acctValue(name: string, a: AccountData, m: Machine<AppProgram>): StackValue {
  const created = [...(a.assetParams?.keys() ?? [])].length;
  switch (name) {
    case 'AcctBalance':
      return a.microAlgos ?? 0n;
    case 'AcctMinBalance':
      return minBalance(a, m.context.group.params);
    case 'AcctAuthAddr':
      return a.authAddr ?? ZERO32;
    case 'AcctTotalNumUint':
      return a.totalAppSchema?.numUint ?? 0n;
    case 'AcctTotalNumByteSlice':
      return a.totalAppSchema?.numByteSlice ?? 0n;
    case 'AcctTotalExtraAppPages':
      return uintOf(a.totalExtraAppPages ?? 0);
    case 'AcctTotalAppsCreated':
      return uintOf(a.appParams?.size ?? 0);
    case 'AcctTotalAppsOptedIn':
      return uintOf(a.appLocalStates?.size ?? 0);
    case 'AcctTotalAssetsCreated':
      return uintOf(created);
    case 'AcctTotalAssets':
      return uintOf(a.assets?.size ?? 0);
    case 'AcctTotalBoxes':
      return a.totalBoxes ?? 0n;
    case 'AcctTotalBoxBytes':
      return a.totalBoxBytes ?? 0n;
    case 'AcctIncentiveEligible':
      return boolValue(a.incentiveEligible === true);
    case 'AcctLastProposed':
      return a.lastProposed ?? 0n;
    default:
      return a.lastHeartbeat ?? 0n;
  }
}

const opAcctParamsGet: OpFn<AppProgram> = (m) => {
  const acct = resolveAccount(m, m.stack.pop()!, 'read');
  if (typeof acct === 'string') return acct;
  const spec = field(m, ACCT, 'acct_params_get');
  if (typeof spec === 'string') return spec;
  const account = ledgerState(m).account(acct.address) ?? {};
  m.stack.push(acctValue(spec.name, account, m), boolValue((account.microAlgos ?? 0n) > 0n));
  return undefined;
};

const FLAG_OF: Readonly<Record<string, AppBoxFlag>> = {
  AppForeignBoxReads: 'foreignBoxReads',
  AppFamilyBoxAccess: 'familyBoxAccess',
};

/** `app_params_set F` (v13): set (A ≠ 0) or clear (A = 0) a box-sharing flag of the running app. */
const opAppParamsSet: OpFn<AppProgram> = (m) => {
  const spec = field(m, APP_SET, 'app_params_set');
  if (typeof spec === 'string') return spec;
  const enable = (m.stack.pop() as bigint) !== 0n;
  const flag = FLAG_OF[spec.name];
  if (flag === undefined) return `immutable app_params_set field ${spec.name}`;
  return setAppFlag(ledgerState(m), m.context.appId, flag, enable);
};

export const PARAM_OPS: Readonly<Record<string, OpFn<AppProgram>>> = {
  asset_holding_get: opAssetHoldingGet,
  asset_params_get: opAssetParamsGet,
  app_params_get: opAppParamsGet,
  app_params_set: opAppParamsSet,
  acct_params_get: opAcctParamsGet,
};
