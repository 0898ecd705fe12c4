/**
 * The transaction model (go-algorand data/transactions, docs/spec/protocol.md §4): readable camelCase names that the
 * schemas in schemas.ts map to the wire's short keys.
 *
 * Invariants:
 * - Every property is optional; absent and zero mean the same thing (the wire omits zero values). Decoded objects
 *   carry exactly their non-zero fields.
 * - Every uint64 is a bigint. Small bounded integers are numbers: `onCompletion` (0..5 valid, any safe integer
 *   decodes), `decimals`/`extraPages` (uint32), multisig `version`/`threshold` and PQ `salt` (uint8),
 *   ValueDelta `action`.
 * - Addresses, keys, digests and signatures are Buffers of their exact size (32 bytes for addresses); variable
 *   byte strings are Buffers. Go `string` fields that may hold any bytes (asset `un`/`an`/`au`, `bs`, logs) are
 *   Buffers too (a plain string is also accepted when encoding); state-delta map keys are binary strings
 *   (one char per byte).
 * - Decoded Buffers may be views into the decoded input.
 */
import type { MsgpackValue } from '../codec/msgpack.js';

export const TX_TYPES = ['pay', 'keyreg', 'acfg', 'axfer', 'afrz', 'appl', 'stpf', 'hb'] as const;
export type TxType = (typeof TX_TYPES)[number];

export interface AssetParams {
  total?: bigint;
  decimals?: number;
  defaultFrozen?: boolean;
  unitName?: Uint8Array | string;
  assetName?: Uint8Array | string;
  url?: Uint8Array | string;
  metadataHash?: Uint8Array;
  manager?: Uint8Array;
  reserve?: Uint8Array;
  freeze?: Uint8Array;
  clawback?: Uint8Array;
}

export interface StateSchema {
  numUint?: bigint;
  numByteSlice?: bigint;
}

/** `i`: 0 = this app; in `apbx` a 1-based index into `apfa`, in `al` a 1-based index into `al`. */
export interface BoxRef {
  index?: bigint;
  name?: Uint8Array;
}

export interface HoldingRef {
  address?: bigint;
  asset?: bigint;
}

export interface LocalsRef {
  address?: bigint;
  app?: bigint;
}

/** One entry of the unified access list `al`: exactly one member set (or none). */
export interface ResourceRef {
  address?: Uint8Array;
  asset?: bigint;
  app?: bigint;
  holding?: HoldingRef;
  locals?: LocalsRef;
  box?: BoxRef;
}

export interface HeartbeatProof {
  sig?: Uint8Array;
  pk?: Uint8Array;
  pk2?: Uint8Array;
  pk1Sig?: Uint8Array;
  pk2Sig?: Uint8Array;
}

export interface HeartbeatFields {
  address?: Uint8Array;
  proof?: HeartbeatProof;
  seed?: Uint8Array;
  voteId?: Uint8Array;
  keyDilution?: bigint;
  challengeDiscount?: boolean;
}

export interface Transaction {
  type?: TxType;
  // header
  sender?: Uint8Array;
  fee?: bigint;
  firstValid?: bigint;
  lastValid?: bigint;
  note?: Uint8Array;
  genesisId?: string;
  genesisHash?: Uint8Array;
  group?: Uint8Array;
  lease?: Uint8Array;
  rekeyTo?: Uint8Array;
  // pay
  receiver?: Uint8Array;
  amount?: bigint;
  closeRemainderTo?: Uint8Array;
  // keyreg
  voteKey?: Uint8Array;
  selectionKey?: Uint8Array;
  stateProofKey?: Uint8Array;
  voteFirst?: bigint;
  voteLast?: bigint;
  voteKeyDilution?: bigint;
  nonParticipation?: boolean;
  // acfg
  configAsset?: bigint;
  assetParams?: AssetParams;
  // axfer
  xferAsset?: bigint;
  assetAmount?: bigint;
  assetSender?: Uint8Array;
  assetReceiver?: Uint8Array;
  assetCloseTo?: Uint8Array;
  // afrz
  freezeAccount?: Uint8Array;
  freezeAsset?: bigint;
  assetFrozen?: boolean;
  // appl
  appId?: bigint;
  onCompletion?: number;
  appArgs?: Uint8Array[];
  accounts?: Uint8Array[];
  foreignAssets?: bigint[];
  foreignApps?: bigint[];
  access?: ResourceRef[];
  boxes?: BoxRef[];
  localSchema?: StateSchema;
  globalSchema?: StateSchema;
  approvalProgram?: Uint8Array;
  clearProgram?: Uint8Array;
  extraPages?: number;
  rejectVersion?: bigint;
  // stpf (carried opaquely: never produced in dev mode)
  stateProofType?: bigint;
  stateProof?: MsgpackValue;
  stateProofMessage?: MsgpackValue;
  // hb (a Go pointer: written whenever present, even if empty)
  heartbeat?: HeartbeatFields;
}

export interface MultisigSubsig {
  pk?: Uint8Array;
  sig?: Uint8Array;
}

export interface MultisigSig {
  version?: number;
  threshold?: number;
  subsigs?: MultisigSubsig[];
}

export interface PQSig {
  scheme?: Uint8Array;
  salt?: number;
  publicKey?: Uint8Array;
  signature?: Uint8Array;
}

export interface LogicSig {
  logic?: Uint8Array;
  args?: Uint8Array[];
  sig?: Uint8Array;
  msig?: MultisigSig;
  lmsig?: MultisigSig;
  pqsig?: PQSig;
}

export interface SignedTxn {
  txn?: Transaction;
  sig?: Uint8Array;
  msig?: MultisigSig;
  lsig?: LogicSig;
  pqsig?: PQSig;
  /** `sgnr`: the authorizer when it differs from the sender */
  authAddr?: Uint8Array;
}

export interface ValueDelta {
  action?: number;
  bytes?: Uint8Array | string;
  uint?: bigint;
}

/** key (binary string) → delta */
export type StateDelta = Map<string, ValueDelta>;

export interface EvalDelta {
  globalDelta?: StateDelta;
  /** account index (0 = sender, then `apat`, then `sharedAccounts`) → local delta */
  localDeltas?: Map<bigint, StateDelta>;
  logs?: (Uint8Array | string)[];
  innerTxns?: SignedTxnWithAD[];
  sharedAccounts?: Uint8Array[];
}

export interface ApplyData {
  closingAmount?: bigint;
  assetClosingAmount?: bigint;
  senderRewards?: bigint;
  receiverRewards?: bigint;
  closeRewards?: bigint;
  evalDelta?: EvalDelta;
  configAsset?: bigint;
  applicationId?: bigint;
}

export type SignedTxnWithAD = SignedTxn & ApplyData;

export interface SignedTxnInBlock extends SignedTxn, ApplyData {
  hasGenesisId?: boolean;
  hasGenesisHash?: boolean;
}

export interface TxGroup {
  txGroupHashes?: Uint8Array[];
}
