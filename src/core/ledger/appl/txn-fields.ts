/**
 * Reading transaction fields onto the stack (upstream logic `txnFieldToStack`, `fetchField`): the shared reader
 * of `txn`, `gtxn*`, `itxn*` and `gitxn*`.
 *
 * Invariants:
 * - Fields are looked up by their encoding in the langspec table of `txn Fields`/`txna Fields` (spec.ts); a field
 *   unknown to the program's version, or used as scalar/array the wrong way, fails with upstream's text.
 * - Absent values read as their zero: zero address, 32 zero bytes for fixed keys, empty bytes, 0.
 * - Effects fields (`Logs`, `NumLogs`, `LastLog`, `CreatedAssetID`, `CreatedApplicationID`) read ApplyData; they
 *   are refused in signature mode and, before v6, for top-level transactions.
 */
import { RunMode, uintOf, type Machine, type StackValue } from '../../avm/index.js';
import { opFields } from '../../teal/spec.js';
import type { FieldData } from '../../teal/spec.js';
import type { SignedTxnWithAD, Transaction } from '../../txn/types.js';
import type { AppProgram } from './context.js';
import { txIdFor } from './txn-ids.js';

export { txidOf } from './txn-ids.js';

const ZERO32 = new Uint8Array(32);
const ZERO64 = new Uint8Array(64);
const EMPTY = new Uint8Array(0);
const PAGE = 4096;
const EFFECTS = new Set(['Logs', 'NumLogs', 'LastLog', 'CreatedAssetID', 'CreatedApplicationID']);
const ARRAYS = new Set([
  'ApplicationArgs',
  'Accounts',
  'Assets',
  'Applications',
  'Logs',
  'ApprovalProgramPages',
  'ClearStateProgramPages',
]);
const TYPE_ENUM: Readonly<Record<string, bigint>> = { pay: 1n, keyreg: 2n, acfg: 3n, axfer: 4n, afrz: 5n, appl: 6n };

/** The field specs by encoding: the union of `txn Fields` and `txna Fields` of the newest table. */
const FIELDS: ReadonlyMap<number, FieldData> = new Map([...opFields('txn'), ...opFields('txna')]);

/** The spec of field `encoding`, or upstream's error text (`invalid txn field N` style). */
export function txnFieldSpec(encoding: number, version: number, array: boolean): FieldData | string {
  const field = FIELDS.get(encoding);
  if (field === undefined || (field.version ?? 1) > version) return `invalid txn field ${txnFieldName(encoding)}`;
  if (ARRAYS.has(field.name) !== array) {
    return array ? `unsupported array field ${field.name}` : `invalid txn field ${field.name}`;
  }
  return field;
}

/** The name of txn field `encoding` (for error texts), or `TxnField(N)` as upstream's stringer prints it. */
export function txnFieldName(encoding: number): string {
  return FIELDS.get(encoding)?.name ?? `TxnField(${encoding})`;
}

const b = (value: Uint8Array | undefined, zero: Uint8Array = ZERO32): Uint8Array => value ?? zero;
const u = (value: bigint | number | undefined): bigint => (typeof value === 'number' ? BigInt(value) : (value ?? 0n));
const flag = (value: boolean | undefined): bigint => (value === true ? 1n : 0n);
const text = (value: string | Uint8Array | undefined): Uint8Array =>
  value === undefined ? EMPTY : typeof value === 'string' ? Buffer.from(value, 'latin1') : value;

function pages(program: Uint8Array | undefined): number {
  return Math.ceil((program?.length ?? 0) / PAGE);
}

function page(name: string, program: Uint8Array | undefined, index: number): StackValue | string {
  if (index >= pages(program)) return `invalid ${name} index ${index}`;
  return program!.subarray(index * PAGE, Math.min((index + 1) * PAGE, program!.length));
}

function logsOf(stxn: SignedTxnWithAD): Uint8Array[] {
  return (stxn.evalDelta?.logs ?? []).map((log) => text(log));
}

function arrayValue(name: string, stxn: SignedTxnWithAD, index: number): StackValue | string {
  const txn = stxn.txn ?? {};
  switch (name) {
    case 'ApplicationArgs': {
      const args = txn.appArgs ?? [];
      return index < args.length ? args[index]! : `invalid ApplicationArgs index ${index}`;
    }
    case 'Accounts': {
      if (index === 0) return b(txn.sender);
      const accounts = txn.accounts ?? [];
      return index <= accounts.length ? accounts[index - 1]! : `invalid Accounts index ${index}`;
    }
    case 'Assets': {
      const assets = txn.foreignAssets ?? [];
      return index < assets.length ? assets[index]! : `invalid Assets index ${index}`;
    }
    case 'Applications': {
      if (index === 0) return u(txn.appId);
      const apps = txn.foreignApps ?? [];
      return index <= apps.length ? apps[index - 1]! : `invalid Applications index ${index}`;
    }
    case 'Logs': {
      const logs = logsOf(stxn);
      return index < logs.length ? logs[index]! : `invalid Logs index ${index}`;
    }
    case 'ApprovalProgramPages':
      return page(name, txn.approvalProgram, index);
    default:
      return page(name, txn.clearProgram, index);
  }
}

function headerValue(name: string, txn: Transaction): StackValue | undefined {
  switch (name) {
    case 'Sender':
      return b(txn.sender);
    case 'Fee':
      return u(txn.fee);
    case 'FirstValid':
      return u(txn.firstValid);
    case 'LastValid':
      return u(txn.lastValid);
    case 'Note':
      return b(txn.note, EMPTY);
    case 'Lease':
      return b(txn.lease);
    case 'RekeyTo':
      return b(txn.rekeyTo);
    case 'Type':
      return text(txn.type);
    case 'TypeEnum':
      return TYPE_ENUM[txn.type ?? ''] ?? 0n;
    case 'Receiver':
      return b(txn.receiver);
    case 'Amount':
      return u(txn.amount);
    case 'CloseRemainderTo':
      return b(txn.closeRemainderTo);
    case 'VotePK':
      return b(txn.voteKey);
    case 'SelectionPK':
      return b(txn.selectionKey);
    case 'StateProofPK':
      return b(txn.stateProofKey, ZERO64);
    case 'VoteFirst':
      return u(txn.voteFirst);
    case 'VoteLast':
      return u(txn.voteLast);
    case 'VoteKeyDilution':
      return u(txn.voteKeyDilution);
    case 'Nonparticipation':
      return flag(txn.nonParticipation);
    default:
      return undefined;
  }
}

function assetValue(name: string, txn: Transaction): StackValue | undefined {
  const params = txn.assetParams ?? {};
  switch (name) {
    case 'XferAsset':
      return u(txn.xferAsset);
    case 'AssetAmount':
      return u(txn.assetAmount);
    case 'AssetSender':
      return b(txn.assetSender);
    case 'AssetReceiver':
      return b(txn.assetReceiver);
    case 'AssetCloseTo':
      return b(txn.assetCloseTo);
    case 'ConfigAsset':
      return u(txn.configAsset);
    case 'ConfigAssetTotal':
      return u(params.total);
    case 'ConfigAssetDecimals':
      return u(params.decimals);
    case 'ConfigAssetDefaultFrozen':
      return flag(params.defaultFrozen);
    case 'ConfigAssetUnitName':
      return text(params.unitName);
    case 'ConfigAssetName':
      return text(params.assetName);
    case 'ConfigAssetURL':
      return text(params.url);
    case 'ConfigAssetMetadataHash':
      return b(params.metadataHash);
    case 'ConfigAssetManager':
      return b(params.manager);
    case 'ConfigAssetReserve':
      return b(params.reserve);
    case 'ConfigAssetFreeze':
      return b(params.freeze);
    case 'ConfigAssetClawback':
      return b(params.clawback);
    case 'FreezeAsset':
      return u(txn.freezeAsset);
    case 'FreezeAssetAccount':
      return b(txn.freezeAccount);
    case 'FreezeAssetFrozen':
      return flag(txn.assetFrozen);
    default:
      return undefined;
  }
}

function appValue(name: string, stxn: SignedTxnWithAD): StackValue | undefined {
  const txn = stxn.txn ?? {};
  switch (name) {
    case 'ApplicationID':
      return u(txn.appId);
    case 'OnCompletion':
      return u(txn.onCompletion);
    case 'NumAppArgs':
      return u(txn.appArgs?.length);
    case 'NumAccounts':
      return u(txn.accounts?.length);
    case 'NumAssets':
      return u(txn.foreignAssets?.length);
    case 'NumApplications':
      return u(txn.foreignApps?.length);
    case 'ApprovalProgram':
      return b(txn.approvalProgram, EMPTY);
    case 'ClearStateProgram':
      return b(txn.clearProgram, EMPTY);
    case 'NumApprovalProgramPages':
      return uintOf(pages(txn.approvalProgram));
    case 'NumClearStateProgramPages':
      return uintOf(pages(txn.clearProgram));
    case 'GlobalNumUint':
      return u(txn.globalSchema?.numUint);
    case 'GlobalNumByteSlice':
      return u(txn.globalSchema?.numByteSlice);
    case 'LocalNumUint':
      return u(txn.localSchema?.numUint);
    case 'LocalNumByteSlice':
      return u(txn.localSchema?.numByteSlice);
    case 'ExtraProgramPages':
      return u(txn.extraPages);
    case 'RejectVersion':
      return u(txn.rejectVersion);
    case 'NumLogs':
      return uintOf(logsOf(stxn).length);
    case 'LastLog':
      return logsOf(stxn).at(-1) ?? EMPTY;
    case 'CreatedAssetID':
      return u(stxn.configAsset);
    case 'CreatedApplicationID':
      return u(stxn.applicationId);
    default:
      return undefined;
  }
}

const MAX_UINT64 = (1n << 64n) - 1n;

/** Upstream availableRound: rounds in [LastValid − MaxTxnLife − 1, FirstValid − 1] of the running txn. */
function availableRound(m: Machine<AppProgram>, round: bigint): bigint | string {
  const own = m.context.txn.txn ?? {};
  const firstValid = u(own.firstValid);
  const lastValid = u(own.lastValid);
  let first = (lastValid - m.context.group.params.maxTxnLife - 1n) & MAX_UINT64;
  if (first > lastValid || first === 0n) first = 1n;
  const last = firstValid === 0n ? 0n : firstValid - 1n;
  if (first > round || round > last) return `round ${round} is not available. It's outside [${first}-${last}]`;
  return round;
}

function firstValidTime(m: Machine<AppProgram>, txn: Transaction): StackValue | string {
  const round = availableRound(m, (u(txn.firstValid) - 1n) & MAX_UINT64);
  if (typeof round === 'string') return round;
  const group = m.context.group;
  const header = round < group.round ? group.blockHeader(round) : undefined;
  if (header === undefined)
    return `ledger does not have entry ${round} (latest ${group.round - 1n}, committed ${group.round - 1n})`;
  const stamp = u(header.timestamp);
  return stamp < 0n ? `block(${round}) timestamp ${stamp} < 0` : stamp;
}

/**
 * The value of txn field `field` (its encoding, or its spec already checked by `txnFieldSpec`) of `stxn`
 * (position `groupIndex` in its group), or upstream's error text. `arrayIndex` is given for the array forms;
 * `inner` marks a transaction read through `itxn`/`gitxn` (its TxID is the inner id).
 */
export function txnFieldValue(
  m: Machine<AppProgram>,
  stxn: SignedTxnWithAD,
  groupIndex: number,
  field: number | FieldData,
  arrayIndex: number | bigint | undefined,
  inner: boolean,
): StackValue | string {
  const spec = typeof field === 'number' ? txnFieldSpec(field, m.version, arrayIndex !== undefined) : field;
  if (typeof spec === 'string') return spec;
  if (EFFECTS.has(spec.name)) {
    if (m.mode === RunMode.Signature) return `txn[${spec.name}] not allowed in current mode`;
    if (m.version < 6 && !inner) return 'Unable to obtain effects from top-level transactions';
  }
  if (inner && m.version < 6 && (spec.name === 'GroupIndex' || spec.name === 'TxID')) {
    return `illegal field for inner transaction ${spec.name}`;
  }
  const txn = stxn.txn ?? {};
  if (arrayIndex !== undefined) {
    // Every array is far shorter than 2^32 entries, so a larger index is out of range whatever the array.
    if (BigInt(arrayIndex) > 0xffff_ffffn) return `invalid ${spec.name} index ${arrayIndex}`;
    return arrayValue(spec.name, stxn, Number(arrayIndex));
  }
  if (spec.name === 'GroupIndex') return uintOf(groupIndex);
  if (spec.name === 'TxID') return txIdFor(m.context, txn, groupIndex, inner);
  if (spec.name === 'FirstValidTime') return firstValidTime(m, txn);
  const value = headerValue(spec.name, txn) ?? assetValue(spec.name, txn) ?? appValue(spec.name, stxn);
  return value ?? `invalid txn field ${spec.name}`;
}
