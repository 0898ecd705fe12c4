/**
 * Wire schemas of the transaction structs (go-algorand codec tags, docs/spec/protocol.md §4). One row per field:
 * [wire key, model property, kind, omit rule]. Rows are sorted by key when the schema is built.
 *
 * Invariants:
 * - Transaction is ONE flat map: `type`, the header and every type's fields (Go embeds them), so a key belongs to
 *   exactly one row here. `hb` is a pointer in Go: written whenever present (Omit.NIL).
 * - State proof `sp`/`spmsg` are carried as opaque values (never produced in dev mode).
 * - Small integers are NUM with their Go width as bound (uint8 255, uint32 2^32-1); OnCompletion is a Go uint64 but
 *   kept as a number (safe-integer bound).
 */
import { defineSchema, mergeSchemas, Omit, t, type Schema } from '../codec/schema.js';
import type {
  ApplyData,
  AssetParams,
  BoxRef,
  EvalDelta,
  HeartbeatFields,
  HeartbeatProof,
  HoldingRef,
  LocalsRef,
  LogicSig,
  MultisigSig,
  MultisigSubsig,
  PQSig,
  ResourceRef,
  SignedTxn,
  SignedTxnInBlock,
  SignedTxnWithAD,
  StateSchema,
  Transaction,
  TxGroup,
  ValueDelta,
} from './types.js';

const U8 = 0xff;
const U32 = 0xffff_ffff;
const SAFE = Number.MAX_SAFE_INTEGER;

export const assetParamsSchema = defineSchema<AssetParams>('AssetParams', [
  ['t', 'total', t.u64],
  ['dc', 'decimals', t.num(U32)],
  ['df', 'defaultFrozen', t.bool],
  ['un', 'unitName', t.strBytes],
  ['an', 'assetName', t.strBytes],
  ['au', 'url', t.strBytes],
  ['am', 'metadataHash', t.fixed(32)],
  ['m', 'manager', t.addr],
  ['r', 'reserve', t.addr],
  ['f', 'freeze', t.addr],
  ['c', 'clawback', t.addr],
]);

export const stateSchemaSchema = defineSchema<StateSchema>('StateSchema', [
  ['nui', 'numUint', t.u64],
  ['nbs', 'numByteSlice', t.u64],
]);

const boxRefSchema = defineSchema<BoxRef>('BoxRef', [
  ['i', 'index', t.u64],
  ['n', 'name', t.bytes],
]);

const holdingRefSchema = defineSchema<HoldingRef>('HoldingRef', [
  ['d', 'address', t.u64],
  ['s', 'asset', t.u64],
]);

const localsRefSchema = defineSchema<LocalsRef>('LocalsRef', [
  ['d', 'address', t.u64],
  ['p', 'app', t.u64],
]);

const resourceRefSchema = defineSchema<ResourceRef>('ResourceRef', [
  ['d', 'address', t.addr],
  ['s', 'asset', t.u64],
  ['p', 'app', t.u64],
  ['h', 'holding', t.struct(holdingRefSchema)],
  ['l', 'locals', t.struct(localsRefSchema)],
  ['b', 'box', t.struct(boxRefSchema)],
]);

const heartbeatProofSchema = defineSchema<HeartbeatProof>('HeartbeatProof', [
  ['s', 'sig', t.fixed(64)],
  ['p', 'pk', t.fixed(32)],
  ['p2', 'pk2', t.fixed(32)],
  ['p1s', 'pk1Sig', t.fixed(64)],
  ['p2s', 'pk2Sig', t.fixed(64)],
]);

const heartbeatSchema = defineSchema<HeartbeatFields>('HeartbeatTxnFields', [
  ['a', 'address', t.addr],
  ['prf', 'proof', t.struct(heartbeatProofSchema)],
  ['sd', 'seed', t.fixed(32)],
  ['vid', 'voteId', t.fixed(32)],
  ['kd', 'keyDilution', t.u64],
  ['c', 'challengeDiscount', t.bool],
]);

export const transactionSchema = defineSchema<Transaction>('Transaction', [
  ['type', 'type', t.str],
  // Header
  ['snd', 'sender', t.addr],
  ['fee', 'fee', t.u64],
  ['fv', 'firstValid', t.u64],
  ['lv', 'lastValid', t.u64],
  ['note', 'note', t.bytes],
  ['gen', 'genesisId', t.str],
  ['gh', 'genesisHash', t.fixed(32)],
  ['grp', 'group', t.fixed(32)],
  ['lx', 'lease', t.fixed(32)],
  ['rekey', 'rekeyTo', t.addr],
  // pay
  ['rcv', 'receiver', t.addr],
  ['amt', 'amount', t.u64],
  ['close', 'closeRemainderTo', t.addr],
  // keyreg
  ['votekey', 'voteKey', t.fixed(32)],
  ['selkey', 'selectionKey', t.fixed(32)],
  ['sprfkey', 'stateProofKey', t.fixed(64)],
  ['votefst', 'voteFirst', t.u64],
  ['votelst', 'voteLast', t.u64],
  ['votekd', 'voteKeyDilution', t.u64],
  ['nonpart', 'nonParticipation', t.bool],
  // acfg
  ['caid', 'configAsset', t.u64],
  ['apar', 'assetParams', t.struct(assetParamsSchema)],
  // axfer
  ['xaid', 'xferAsset', t.u64],
  ['aamt', 'assetAmount', t.u64],
  ['asnd', 'assetSender', t.addr],
  ['arcv', 'assetReceiver', t.addr],
  ['aclose', 'assetCloseTo', t.addr],
  // afrz
  ['fadd', 'freezeAccount', t.addr],
  ['faid', 'freezeAsset', t.u64],
  ['afrz', 'assetFrozen', t.bool],
  // appl
  ['apid', 'appId', t.u64],
  ['apan', 'onCompletion', t.num(SAFE)],
  ['apaa', 'appArgs', t.array(t.bytes)],
  ['apat', 'accounts', t.array(t.addr)],
  ['apas', 'foreignAssets', t.array(t.u64)],
  ['apfa', 'foreignApps', t.array(t.u64)],
  ['al', 'access', t.array(t.struct(resourceRefSchema))],
  ['apbx', 'boxes', t.array(t.struct(boxRefSchema))],
  ['apls', 'localSchema', t.struct(stateSchemaSchema)],
  ['apgs', 'globalSchema', t.struct(stateSchemaSchema)],
  ['apap', 'approvalProgram', t.bytes],
  ['apsu', 'clearProgram', t.bytes],
  ['apep', 'extraPages', t.num(U32)],
  ['aprv', 'rejectVersion', t.u64],
  // stpf
  ['sptype', 'stateProofType', t.u64],
  ['sp', 'stateProof', t.any],
  ['spmsg', 'stateProofMessage', t.any],
  // hb
  ['hb', 'heartbeat', t.struct(heartbeatSchema), Omit.NIL],
]);

const multisigSubsigSchema = defineSchema<MultisigSubsig>('MultisigSubsig', [
  ['pk', 'pk', t.fixed(32)],
  ['s', 'sig', t.fixed(64)],
]);

export const multisigSchema = defineSchema<MultisigSig>('MultisigSig', [
  ['v', 'version', t.num(U8)],
  ['thr', 'threshold', t.num(U8)],
  ['subsig', 'subsigs', t.array(t.struct(multisigSubsigSchema))],
]);

const pqSigSchema = defineSchema<PQSig>('PQSig', [
  ['sch', 'scheme', t.fixed(2)],
  ['slt', 'salt', t.num(U8)],
  ['pk', 'publicKey', t.bytes],
  ['sig', 'signature', t.bytes],
]);

export const logicSigSchema = defineSchema<LogicSig>('LogicSig', [
  ['l', 'logic', t.bytes],
  ['arg', 'args', t.array(t.bytes)],
  ['sig', 'sig', t.fixed(64)],
  ['msig', 'msig', t.struct(multisigSchema)],
  ['lmsig', 'lmsig', t.struct(multisigSchema)],
  ['pqsig', 'pqsig', t.struct(pqSigSchema)],
]);

export const signedTxnSchema = defineSchema<SignedTxn>('SignedTxn', [
  ['txn', 'txn', t.struct(transactionSchema)],
  ['sig', 'sig', t.fixed(64)],
  ['msig', 'msig', t.struct(multisigSchema)],
  ['lsig', 'lsig', t.struct(logicSigSchema)],
  ['pqsig', 'pqsig', t.struct(pqSigSchema)],
  ['sgnr', 'authAddr', t.addr],
]);

const valueDeltaSchema = defineSchema<ValueDelta>('ValueDelta', [
  ['at', 'action', t.num(SAFE)],
  ['bs', 'bytes', t.strBytes],
  ['ui', 'uint', t.u64],
]);

const stateDelta = t.map('bytes', t.struct(valueDeltaSchema));

export const evalDeltaSchema: Schema<EvalDelta> = defineSchema<EvalDelta>('EvalDelta', [
  ['gd', 'globalDelta', stateDelta],
  ['ld', 'localDeltas', t.map('u64', stateDelta)],
  ['lg', 'logs', t.array(t.strBytes)],
  // Inner transactions are SignedTxnWithAD, whose ApplyData contains an EvalDelta again: resolve lazily.
  ['itx', 'innerTxns', t.array(t.lazy((): Schema => signedTxnWithAdSchema))],
  ['sa', 'sharedAccounts', t.array(t.addr)],
]);

export const applyDataSchema: Schema<ApplyData> = defineSchema<ApplyData>('ApplyData', [
  ['ca', 'closingAmount', t.u64],
  ['aca', 'assetClosingAmount', t.u64],
  ['rs', 'senderRewards', t.u64],
  ['rr', 'receiverRewards', t.u64],
  ['rc', 'closeRewards', t.u64],
  ['dt', 'evalDelta', t.struct(evalDeltaSchema)],
  ['caid', 'configAsset', t.u64],
  ['apid', 'applicationId', t.u64],
]);

export const signedTxnWithAdSchema: Schema<SignedTxnWithAD> = mergeSchemas<SignedTxnWithAD>(
  'SignedTxnWithAD',
  signedTxnSchema,
  applyDataSchema,
);

export const signedTxnInBlockSchema = mergeSchemas<SignedTxnInBlock>(
  'SignedTxnInBlock',
  signedTxnSchema,
  applyDataSchema,
  defineSchema<SignedTxnInBlock>('SignedTxnInBlockFlags', [
    ['hgi', 'hasGenesisId', t.bool],
    ['hgh', 'hasGenesisHash', t.bool],
  ]),
);

export const txGroupSchema = defineSchema<TxGroup>('TxGroup', [['txlist', 'txGroupHashes', t.array(t.fixed(32))]]);
