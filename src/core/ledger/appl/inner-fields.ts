/**
 * `itxn_field`: setting one field of the inner transaction under construction (upstream logic
 * `stackIntoTxnField`).
 *
 * Invariants:
 * - Only fields settable at the program's version (the version's `itxn_field` field table) are accepted; others
 *   fail with `invalid itxn_field NAME`.
 * - Accounts, assets and apps must be available to the program (inner-values.ts); bounded numbers fail with
 *   `N is larger than max=M`; texts are upstream's.
 * - Fields upstream reads as raw bytes (Note, programs, pages) take a uint64 as empty bytes, as Go's nil slice.
 */
import type { Machine, StackValue } from '../../avm/index.js';
import { opFields } from '../../teal/spec.js';
import type { Transaction, TxType } from '../../txn/types.js';
import type { AppProgram } from './context.js';
import {
  addressValue,
  assignAccount,
  assignApp,
  assignAsset,
  boolValue,
  bytesOf,
  stringValue,
  uintMaxed,
  uintValue,
} from './inner-values.js';

/** Inner transaction types and the version that allows each (upstream innerTxnTypes). */
const INNER_TYPES: Readonly<Record<string, number>> = { pay: 5, axfer: 5, acfg: 5, afrz: 5, keyreg: 6, appl: 6 };
const TYPE_NAMES = ['unknown', 'pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl'];

type Setter = (m: Machine<AppProgram>, v: StackValue, txn: Transaction) => string | undefined;

/** Assign `result` (value or error text) with `set`. */
function assign<T>(result: T | string, set: (value: T) => void): string | undefined {
  if (typeof result === 'string') return result;
  set(result);
  return undefined;
}

function setType(m: Machine<AppProgram>, txn: Transaction, type: string): string | undefined {
  const version = INNER_TYPES[type];
  if (version === undefined || version > m.version) return `${type} is not a valid Type for itxn_field`;
  txn.type = type as TxType;
  return undefined;
}

function fixed(v: StackValue, size: number, name: string, set: (b: Uint8Array) => void): string | undefined {
  if (typeof v === 'bigint' || v.length !== size) return `${name} must be ${size} bytes`;
  set(Buffer.from(v));
  return undefined;
}

function maxProgram(m: Machine<AppProgram>): number {
  const limits = m.context.group.params.app;
  return limits.maxAppProgramLen * (1 + limits.maxAbsoluteExtraProgramPages);
}

function program(
  m: Machine<AppProgram>,
  v: StackValue,
  name: string,
  set: (p: Uint8Array) => void,
): string | undefined {
  const bytes = bytesOf(v);
  if (bytes.length > maxProgram(m)) return `${name} may not exceed ${maxProgram(m)} bytes`;
  set(bytes);
  return undefined;
}

/** ApprovalProgramPages / ClearStateProgramPages append; the length is checked after appending (as upstream). */
function page(
  m: Machine<AppProgram>,
  v: StackValue,
  name: string,
  prior: Uint8Array | undefined,
  set: (p: Uint8Array) => void,
): string | undefined {
  const joined = Buffer.concat([prior ?? new Uint8Array(0), bytesOf(v)]);
  set(joined);
  return joined.length > maxProgram(m) ? `${name} may not exceed ${maxProgram(m)} bytes` : undefined;
}

function text(v: StackValue, limit: number, set: (s: string) => void): string | undefined {
  return assign(stringValue(v, limit), (s) => set(s.text));
}

/** Append to a foreign array after the availability check, bounded by `max`. */
function push<T>(
  result: T | string,
  list: T[] | undefined,
  max: number,
  what: string,
  set: (l: T[]) => void,
): string | undefined {
  if (typeof result === 'string') return result;
  if ((list?.length ?? 0) >= max) return `too many foreign ${what}`;
  set([...(list ?? []), result]);
  return undefined;
}

const params = (t: Transaction) => (t.assetParams ??= {});

const HEADER_SETTERS: Readonly<Record<string, Setter>> = {
  Type: (m, v, t) =>
    typeof v === 'bigint' ? 'Type arg not a byte array' : setType(m, t, Buffer.from(v).toString('latin1')),
  TypeEnum: (m, v, t) => {
    const i = uintValue(v);
    if (typeof i === 'string') return i;
    if (i === 0n || i >= BigInt(TYPE_NAMES.length)) return `${i} is not a valid TypeEnum`;
    return setType(m, t, TYPE_NAMES[Number(i)]!);
  },
  Sender: (m, v, t) => assign(assignAccount(m, v), (a) => (t.sender = a)),
  Fee: (_m, v, t) => assign(uintValue(v), (n) => (t.fee = n)),
  Note: (m, v, t) => {
    const max = m.context.group.params.maxAbsoluteTxnNoteBytes;
    const bytes = bytesOf(v);
    if (bytes.length > max) return `Note may not exceed ${max} bytes`;
    t.note = bytes;
    return undefined;
  },
  RekeyTo: (_m, v, t) => assign(addressValue(v), (a) => (t.rekeyTo = a)),
  VotePK: (_m, v, t) => fixed(v, 32, 'VotePK', (b) => (t.voteKey = b)),
  SelectionPK: (_m, v, t) => fixed(v, 32, 'SelectionPK', (b) => (t.selectionKey = b)),
  StateProofPK: (_m, v, t) => fixed(v, 64, 'StateProofPK', (b) => (t.stateProofKey = b)),
  VoteFirst: (_m, v, t) => assign(uintValue(v), (n) => (t.voteFirst = n)),
  VoteLast: (_m, v, t) => assign(uintValue(v), (n) => (t.voteLast = n)),
  VoteKeyDilution: (_m, v, t) => assign(uintValue(v), (n) => (t.voteKeyDilution = n)),
  Nonparticipation: (_m, v, t) => assign(boolValue(v), (b) => (t.nonParticipation = b)),
  Receiver: (m, v, t) => assign(assignAccount(m, v), (a) => (t.receiver = a)),
  Amount: (_m, v, t) => assign(uintValue(v), (n) => (t.amount = n)),
  CloseRemainderTo: (m, v, t) => assign(assignAccount(m, v), (a) => (t.closeRemainderTo = a)),
};

const ASSET_SETTERS: Readonly<Record<string, Setter>> = {
  XferAsset: (m, v, t) => assign(assignAsset(m, v), (id) => (t.xferAsset = id)),
  AssetAmount: (_m, v, t) => assign(uintValue(v), (n) => (t.assetAmount = n)),
  AssetSender: (m, v, t) => assign(assignAccount(m, v), (a) => (t.assetSender = a)),
  AssetReceiver: (m, v, t) => assign(assignAccount(m, v), (a) => (t.assetReceiver = a)),
  AssetCloseTo: (m, v, t) => assign(assignAccount(m, v), (a) => (t.assetCloseTo = a)),
  ConfigAsset: (m, v, t) => assign(assignAsset(m, v), (id) => (t.configAsset = id)),
  ConfigAssetTotal: (_m, v, t) => assign(uintValue(v), (n) => (params(t).total = n)),
  ConfigAssetDecimals: (m, v, t) =>
    assign(uintMaxed(v, BigInt(m.context.group.params.maxAssetDecimals)), (n) => (params(t).decimals = Number(n))),
  ConfigAssetDefaultFrozen: (_m, v, t) => assign(boolValue(v), (b) => (params(t).defaultFrozen = b)),
  ConfigAssetUnitName: (m, v, t) =>
    text(v, m.context.group.params.maxAssetUnitNameBytes, (s) => (params(t).unitName = s)),
  ConfigAssetName: (m, v, t) => text(v, m.context.group.params.maxAssetNameBytes, (s) => (params(t).assetName = s)),
  ConfigAssetURL: (m, v, t) => text(v, m.context.group.params.maxAssetUrlBytes, (s) => (params(t).url = s)),
  ConfigAssetMetadataHash: (_m, v, t) => fixed(v, 32, 'ConfigAssetMetadataHash', (b) => (params(t).metadataHash = b)),
  ConfigAssetManager: (_m, v, t) => assign(addressValue(v), (a) => (params(t).manager = a)),
  ConfigAssetReserve: (_m, v, t) => assign(addressValue(v), (a) => (params(t).reserve = a)),
  ConfigAssetFreeze: (_m, v, t) => assign(addressValue(v), (a) => (params(t).freeze = a)),
  ConfigAssetClawback: (_m, v, t) => assign(addressValue(v), (a) => (params(t).clawback = a)),
  FreezeAsset: (m, v, t) => assign(assignAsset(m, v), (id) => (t.freezeAsset = id)),
  FreezeAssetAccount: (m, v, t) => assign(assignAccount(m, v), (a) => (t.freezeAccount = a)),
  FreezeAssetFrozen: (_m, v, t) => assign(boolValue(v), (b) => (t.assetFrozen = b)),
};

function appArg(m: Machine<AppProgram>, v: StackValue, t: Transaction): string | undefined {
  if (typeof v === 'bigint') return 'ApplicationArg is not a byte array';
  const limits = m.context.group.params.app;
  const total = (t.appArgs ?? []).reduce((sum, a) => sum + a.length, v.length);
  if (total > limits.maxAbsoluteTotalArgLen) return 'total application args length too long';
  if ((t.appArgs?.length ?? 0) >= limits.maxAppArgs) return 'too many application args';
  t.appArgs = [...(t.appArgs ?? []), Buffer.from(v)];
  return undefined;
}

const schema = (m: Machine<AppProgram>, v: StackValue, global: boolean) => {
  const limits = m.context.group.params.app;
  return uintMaxed(v, global ? limits.maxGlobalSchemaEntries : limits.maxLocalSchemaEntries);
};

const APP_SETTERS: Readonly<Record<string, Setter>> = {
  ApplicationID: (m, v, t) => assign(assignApp(m, v), (id) => (t.appId = id)),
  OnCompletion: (_m, v, t) => assign(uintMaxed(v, 5n), (n) => (t.onCompletion = Number(n))),
  RejectVersion: (_m, v, t) => assign(uintValue(v), (n) => (t.rejectVersion = n)),
  ApplicationArgs: appArg,
  Accounts: (m, v, t) =>
    push(
      assignAccount(m, v),
      t.accounts,
      m.context.group.params.app.maxAppTxnAccounts,
      'accounts',
      (l) => (t.accounts = l),
    ),
  Assets: (m, v, t) =>
    push(
      assignAsset(m, v),
      t.foreignAssets,
      m.context.group.params.app.maxAppTxnForeignAssets,
      'assets',
      (l) => (t.foreignAssets = l),
    ),
  Applications: (m, v, t) =>
    push(
      assignApp(m, v),
      t.foreignApps,
      m.context.group.params.app.maxAppTxnForeignApps,
      'apps',
      (l) => (t.foreignApps = l),
    ),
  ApprovalProgram: (m, v, t) => program(m, v, 'ApprovalProgram', (p) => (t.approvalProgram = p)),
  ClearStateProgram: (m, v, t) => program(m, v, 'ClearStateProgram', (p) => (t.clearProgram = p)),
  ApprovalProgramPages: (m, v, t) =>
    page(m, v, 'ApprovalProgramPages', t.approvalProgram, (p) => (t.approvalProgram = p)),
  ClearStateProgramPages: (m, v, t) =>
    page(m, v, 'ClearStateProgramPages', t.clearProgram, (p) => (t.clearProgram = p)),
  GlobalNumUint: (m, v, t) => assign(schema(m, v, true), (n) => ((t.globalSchema ??= {}).numUint = n)),
  GlobalNumByteSlice: (m, v, t) => assign(schema(m, v, true), (n) => ((t.globalSchema ??= {}).numByteSlice = n)),
  LocalNumUint: (m, v, t) => assign(schema(m, v, false), (n) => ((t.localSchema ??= {}).numUint = n)),
  LocalNumByteSlice: (m, v, t) => assign(schema(m, v, false), (n) => ((t.localSchema ??= {}).numByteSlice = n)),
  ExtraProgramPages: (m, v, t) =>
    assign(
      uintMaxed(v, BigInt(m.context.group.params.app.maxAbsoluteExtraProgramPages)),
      (n) => (t.extraPages = Number(n)),
    ),
};

const SETTERS: Readonly<Record<string, Setter>> = { ...HEADER_SETTERS, ...ASSET_SETTERS, ...APP_SETTERS };

/** Names settable by `itxn_field` at each version (the version's field table). */
const settable = new Map<number, ReadonlyMap<number, string>>();

/** The field named by `encoding` if `itxn_field` may set it at `version`. */
export function settableField(version: number, encoding: number): string | undefined {
  let names = settable.get(version);
  if (names === undefined) {
    const fields = [...opFields('itxn_field', version).values()];
    names = new Map(fields.filter((f) => (f.version ?? 0) <= version).map((f) => [f.encoding, f.name]));
    settable.set(version, names);
  }
  return names.get(encoding);
}

/** Set field `name` of `txn` from `value`; upstream's error text on failure. */
export function setInnerField(
  m: Machine<AppProgram>,
  name: string,
  value: StackValue,
  txn: Transaction,
): string | undefined {
  const setter = SETTERS[name];
  return setter === undefined ? `invalid itxn_field ${name}` : setter(m, value, txn);
}
