/**
 * `itxn_field`: setting one field of the inner transaction under construction (upstream logic
 * `stackIntoTxnField`).
 *
 * Invariants:
 * - Accounts, assets and apps must be available to the program (resources.ts), as upstream's assign* helpers
 *   require; addresses must be 32 bytes; bounded numbers fail with `N is larger than max=M`.
 * - Byte values are copied: the transaction outlives the stack value.
 * - Texts are upstream's.
 */
import type { Machine, StackValue } from '../../avm/index.js';
import type { Transaction, TxType } from '../../txn/types.js';
import type { AppProgram } from './context.js';
import { resolveAccount, resolveApp, resolveAsset } from './resources.js';

/** Inner transaction types and the version that allows each. */
const INNER_TYPES: Readonly<Record<string, number>> = { pay: 5, axfer: 5, acfg: 5, afrz: 5, keyreg: 6, appl: 6 };
const TYPE_NAMES = ['unknown', 'pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl'];

type Setter = (m: Machine<AppProgram>, v: StackValue, txn: Transaction) => string | undefined;

const copy = (v: Uint8Array): Uint8Array => Buffer.from(v);

function uint(v: StackValue, name: string): bigint | string {
  return typeof v === 'bigint' ? v : `${name} expected uint64`;
}

function maxed(v: StackValue, max: bigint): bigint | string {
  if (typeof v !== 'bigint') return 'not a uint64';
  return v > max ? `${v} is larger than max=${max}` : v;
}

function address(v: StackValue): Uint8Array | string {
  if (typeof v === 'bigint') return 'not an address';
  return v.length === 32 ? copy(v) : `invalid address length ${v.length}`;
}

function account(m: Machine<AppProgram>, v: StackValue): Uint8Array | string {
  const r = resolveAccount(m, v, 'read');
  return typeof r === 'string' ? r : copy(r.address);
}

function setType(m: Machine<AppProgram>, txn: Transaction, type: string): string | undefined {
  const version = INNER_TYPES[type];
  if (version === undefined || version > m.version) return `${type} is not a valid Type for itxn_field`;
  txn.type = type as TxType;
  return undefined;
}

function text(v: StackValue, max: number): string | undefined | Uint8Array {
  if (typeof v === 'bigint') return 'not a byte array';
  return v.length > max ? `value is too long: ${v.length} > ${max}` : copy(v);
}

/** Assign `result` (value or error text) with `set`. */
function assign<T>(result: T | string, set: (value: T) => void): string | undefined {
  if (typeof result === 'string') return result;
  set(result);
  return undefined;
}

const SETTERS: Readonly<Record<string, Setter>> = {
  Type: (m, v, t) => (typeof v === 'bigint' ? 'Type arg not a byte array' : setType(m, t, Buffer.from(v).toString('latin1'))),
  TypeEnum: (m, v, t) => {
    if (typeof v !== 'bigint') return 'TypeEnum expected uint64';
    if (v === 0n || v >= BigInt(TYPE_NAMES.length)) return `${v} is not a valid TypeEnum`;
    return setType(m, t, TYPE_NAMES[Number(v)]!);
  },
  Sender: (m, v, t) => assign(account(m, v), (a) => (t.sender = a)),
  Fee: (_m, v, t) => assign(uint(v, 'Fee'), (n) => (t.fee = n)),
  Note: (m, v, t) => {
    const max = m.context.group.params.maxAbsoluteTxnNoteBytes;
    if (typeof v === 'bigint') return 'Note expected []byte';
    if (v.length > max) return `Note may not exceed ${max} bytes`;
    t.note = copy(v);
    return undefined;
  },
  RekeyTo: (_m, v, t) => assign(address(v), (a) => (t.rekeyTo = a)),
  Receiver: (m, v, t) => assign(account(m, v), (a) => (t.receiver = a)),
  Amount: (_m, v, t) => assign(uint(v, 'Amount'), (n) => (t.amount = n)),
  CloseRemainderTo: (m, v, t) => assign(account(m, v), (a) => (t.closeRemainderTo = a)),
  XferAsset: (m, v, t) => assign(resolveAsset(m, v as bigint, false), (id) => (t.xferAsset = id)),
  AssetAmount: (_m, v, t) => assign(uint(v, 'AssetAmount'), (n) => (t.assetAmount = n)),
  AssetSender: (m, v, t) => assign(account(m, v), (a) => (t.assetSender = a)),
  AssetReceiver: (m, v, t) => assign(account(m, v), (a) => (t.assetReceiver = a)),
  AssetCloseTo: (m, v, t) => assign(account(m, v), (a) => (t.assetCloseTo = a)),
  ConfigAsset: (m, v, t) => assign(resolveAsset(m, v as bigint, false), (id) => (t.configAsset = id)),
  ConfigAssetTotal: (_m, v, t) => assign(uint(v, 'ConfigAssetTotal'), (n) => ((t.assetParams ??= {}).total = n)),
  ConfigAssetDecimals: (m, v, t) =>
    assign(maxed(v, BigInt(m.context.group.params.maxAssetDecimals)), (n) => ((t.assetParams ??= {}).decimals = Number(n))),
  ConfigAssetDefaultFrozen: (_m, v, t) => assign(maxed(v, 1n), (n) => ((t.assetParams ??= {}).defaultFrozen = n === 1n)),
  ConfigAssetUnitName: (m, v, t) =>
    assign(text(v, m.context.group.params.maxAssetUnitNameBytes), (s) => ((t.assetParams ??= {}).unitName = Buffer.from(s as Uint8Array).toString('latin1'))),
  ConfigAssetName: (m, v, t) =>
    assign(text(v, m.context.group.params.maxAssetNameBytes), (s) => ((t.assetParams ??= {}).assetName = Buffer.from(s as Uint8Array).toString('latin1'))),
  ConfigAssetURL: (m, v, t) =>
    assign(text(v, m.context.group.params.maxAssetUrlBytes), (s) => ((t.assetParams ??= {}).url = Buffer.from(s as Uint8Array).toString('latin1'))),
  ConfigAssetMetadataHash: (_m, v, t) => {
    if (typeof v === 'bigint' || v.length !== 32) return 'ConfigAssetMetadataHash must be 32 bytes';
    (t.assetParams ??= {}).metadataHash = copy(v);
    return undefined;
  },
  ConfigAssetManager: (_m, v, t) => assign(address(v), (a) => ((t.assetParams ??= {}).manager = a)),
  ConfigAssetReserve: (_m, v, t) => assign(address(v), (a) => ((t.assetParams ??= {}).reserve = a)),
  ConfigAssetFreeze: (_m, v, t) => assign(address(v), (a) => ((t.assetParams ??= {}).freeze = a)),
  ConfigAssetClawback: (_m, v, t) => assign(address(v), (a) => ((t.assetParams ??= {}).clawback = a)),
  FreezeAsset: (m, v, t) => assign(resolveAsset(m, v as bigint, false), (id) => (t.freezeAsset = id)),
  FreezeAssetAccount: (m, v, t) => assign(account(m, v), (a) => (t.freezeAccount = a)),
  FreezeAssetFrozen: (_m, v, t) => assign(maxed(v, 1n), (n) => (t.assetFrozen = n === 1n)),
  ApplicationID: (m, v, t) => assign(resolveApp(m, v as bigint, false), (id) => (t.appId = id)),
  OnCompletion: (_m, v, t) => assign(maxed(v, 5n), (n) => (t.onCompletion = Number(n))),
  RejectVersion: (_m, v, t) => assign(uint(v, 'RejectVersion'), (n) => (t.rejectVersion = n)),
  ApplicationArgs: (m, v, t) => {
    if (typeof v === 'bigint') return 'ApplicationArg is not a byte array';
    const limits = m.context.group.params.app;
    const total = (t.appArgs ?? []).reduce((sum, a) => sum + a.length, v.length);
    if (total > limits.maxAbsoluteTotalArgLen) return 'total application args length too long';
    if ((t.appArgs?.length ?? 0) >= limits.maxAppArgs) return 'too many application args';
    (t.appArgs ??= []).push(copy(v));
    return undefined;
  },
  Accounts: (m, v, t) => {
    const a = account(m, v);
    if (typeof a === 'string') return a;
    if ((t.accounts?.length ?? 0) >= m.context.group.params.app.maxAppTxnAccounts) return 'too many foreign accounts';
    (t.accounts ??= []).push(a);
    return undefined;
  },
  Assets: (m, v, t) => {
    const id = resolveAsset(m, v as bigint, false);
    if (typeof id === 'string') return id;
    if ((t.foreignAssets?.length ?? 0) >= m.context.group.params.app.maxAppTxnForeignAssets) return 'too many foreign assets';
    (t.foreignAssets ??= []).push(id);
    return undefined;
  },
  Applications: (m, v, t) => {
    const id = resolveApp(m, v as bigint, false);
    if (typeof id === 'string') return id;
    if ((t.foreignApps?.length ?? 0) >= m.context.group.params.app.maxAppTxnForeignApps) return 'too many foreign apps';
    (t.foreignApps ??= []).push(id);
    return undefined;
  },
  ApprovalProgram: (m, v, t) => program(m, v, 'ApprovalProgram', (p) => (t.approvalProgram = p)),
  ClearStateProgram: (m, v, t) => program(m, v, 'ClearStateProgram', (p) => (t.clearProgram = p)),
  GlobalNumUint: (m, v, t) => assign(maxed(v, m.context.group.params.app.maxGlobalSchemaEntries), (n) => ((t.globalSchema ??= {}).numUint = n)),
  GlobalNumByteSlice: (m, v, t) =>
    assign(maxed(v, m.context.group.params.app.maxGlobalSchemaEntries), (n) => ((t.globalSchema ??= {}).numByteSlice = n)),
  LocalNumUint: (m, v, t) => assign(maxed(v, m.context.group.params.app.maxLocalSchemaEntries), (n) => ((t.localSchema ??= {}).numUint = n)),
  LocalNumByteSlice: (m, v, t) =>
    assign(maxed(v, m.context.group.params.app.maxLocalSchemaEntries), (n) => ((t.localSchema ??= {}).numByteSlice = n)),
  ExtraProgramPages: (m, v, t) =>
    assign(maxed(v, BigInt(m.context.group.params.app.maxAbsoluteExtraProgramPages)), (n) => (t.extraPages = Number(n))),
  Nonparticipation: (_m, v, t) => assign(maxed(v, 1n), (n) => (t.nonParticipation = n === 1n)),
  VoteFirst: (_m, v, t) => assign(uint(v, 'VoteFirst'), (n) => (t.voteFirst = n)),
  VoteLast: (_m, v, t) => assign(uint(v, 'VoteLast'), (n) => (t.voteLast = n)),
  VoteKeyDilution: (_m, v, t) => assign(uint(v, 'VoteKeyDilution'), (n) => (t.voteKeyDilution = n)),
  VotePK: (_m, v, t) => fixed(v, 32, 'VotePK', (b) => (t.voteKey = b)),
  SelectionPK: (_m, v, t) => fixed(v, 32, 'SelectionPK', (b) => (t.selectionKey = b)),
  StateProofPK: (_m, v, t) => fixed(v, 64, 'StateProofPK', (b) => (t.stateProofKey = b)),
};

function fixed(v: StackValue, size: number, name: string, set: (b: Uint8Array) => void): string | undefined {
  if (typeof v === 'bigint' || v.length !== size) return `${name} must be ${size} bytes`;
  set(copy(v));
  return undefined;
}

function program(m: Machine<AppProgram>, v: StackValue, name: string, set: (p: Uint8Array) => void): string | undefined {
  const limits = m.context.group.params.app;
  const max = limits.maxAppProgramLen * (1 + limits.maxAbsoluteExtraProgramPages);
  if (typeof v === 'bigint') return `${name} expected []byte`;
  if (v.length > max) return `${name} may not exceed ${max} bytes`;
  set(copy(v));
  return undefined;
}

/** Set field `name` of `txn` from `value`; upstream's error text on failure. */
export function setInnerField(m: Machine<AppProgram>, name: string, value: StackValue, txn: Transaction): string | undefined {
  const setter = SETTERS[name];
  return setter === undefined ? `invalid itxn_field ${name}` : setter(m, value, txn);
}
