/**
 * Blocks (go-algorand data/bookkeeping/block.go, docs/spec/protocol.md §5.1–5.3): header + payset in ONE flat map, and
 * the conversion between a SignedTxn(+ApplyData) and its payset entry.
 *
 * Invariants:
 * - The header is the block map without `txns`; block hash = SHA-512/256("BH" || msgpack(header)).
 * - Payset entries (RequireGenesisHash, every current protocol): `gh` is always stripped from the txn and must have
 *   equalled the block's; `gen`, if set, must equal the block's and is stripped with `hgi` = true; `hgh` is never set.
 *   Decoding restores `gh` always and `gen` when `hgi`. Error texts are upstream's.
 */
import { encodeDigest } from '../crypto/address.js';
import { sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import { AppError } from '../errors.js';
import { decodeMsgpack, encodeMsgpack, MsgpackWriter } from '../codec/msgpack.js';
import { cutMapKeys, encodedKey, writeCut } from '../codec/msgpack-splice.js';
import { MsgpackReader } from '../codec/msgpack-reader.js';
import { skipAny } from '../codec/msgpack-value.js';
import { defineSchema, mergeSchemas, t } from '../codec/schema.js';
import { signedTxnInBlockSchema } from './schemas.js';
import type { SignedTxn, SignedTxnInBlock, SignedTxnWithAD, Transaction } from './types.js';
import { bytesEqual } from '../bytes.js';

export interface StateProofTrackingData {
  votersCommitment?: Uint8Array;
  onlineTotalWeight?: bigint;
  nextRound?: bigint;
}

export interface BlockHeader {
  round?: bigint;
  branch?: Uint8Array;
  branch512?: Uint8Array;
  seed?: Uint8Array;
  txnCommitment?: Uint8Array;
  sha256Commitment?: Uint8Array;
  sha512Commitment?: Uint8Array;
  timestamp?: bigint;
  genesisId?: string;
  genesisHash?: Uint8Array;
  proposer?: Uint8Array;
  feesCollected?: bigint;
  bonus?: bigint;
  proposerPayout?: bigint;
  feeSink?: Uint8Array;
  rewardsPool?: Uint8Array;
  rewardsLevel?: bigint;
  rewardsRate?: bigint;
  rewardsResidue?: bigint;
  rewardsRecalculationRound?: bigint;
  currentProtocol?: string;
  nextProtocol?: string;
  nextProtocolApprovals?: bigint;
  nextProtocolVoteBefore?: bigint;
  nextProtocolSwitchOn?: bigint;
  upgradePropose?: string;
  upgradeDelay?: bigint;
  upgradeApprove?: boolean;
  txnCounter?: bigint;
  stateProofTracking?: Map<bigint, StateProofTrackingData>;
  expiredParticipationAccounts?: Uint8Array[];
  absentParticipationAccounts?: Uint8Array[];
  load?: bigint;
  congestionTax?: bigint;
}

export interface Block extends BlockHeader {
  payset?: SignedTxnInBlock[];
}

const stateProofTrackingSchema = defineSchema<StateProofTrackingData>('StateProofTrackingData', [
  ['v', 'votersCommitment', t.bytes],
  ['t', 'onlineTotalWeight', t.u64],
  ['n', 'nextRound', t.u64],
]);

export const blockHeaderSchema = defineSchema<BlockHeader>('BlockHeader', [
  ['rnd', 'round', t.u64],
  ['prev', 'branch', t.blockHash],
  ['prev512', 'branch512', t.fixed(64)],
  ['seed', 'seed', t.fixed(32)],
  ['txn', 'txnCommitment', t.fixed(32)],
  ['txn256', 'sha256Commitment', t.fixed(32)],
  ['txn512', 'sha512Commitment', t.fixed(64)],
  ['ts', 'timestamp', t.i64],
  ['gen', 'genesisId', t.str],
  ['gh', 'genesisHash', t.fixed(32)],
  ['prp', 'proposer', t.addr],
  ['fc', 'feesCollected', t.u64],
  ['bi', 'bonus', t.u64],
  ['pp', 'proposerPayout', t.u64],
  ['fees', 'feeSink', t.addr],
  ['rwd', 'rewardsPool', t.addr],
  ['earn', 'rewardsLevel', t.u64],
  ['rate', 'rewardsRate', t.u64],
  ['frac', 'rewardsResidue', t.u64],
  ['rwcalr', 'rewardsRecalculationRound', t.u64],
  ['proto', 'currentProtocol', t.str],
  ['nextproto', 'nextProtocol', t.str],
  ['nextyes', 'nextProtocolApprovals', t.u64],
  ['nextbefore', 'nextProtocolVoteBefore', t.u64],
  ['nextswitch', 'nextProtocolSwitchOn', t.u64],
  ['upgradeprop', 'upgradePropose', t.str],
  ['upgradedelay', 'upgradeDelay', t.u64],
  ['upgradeyes', 'upgradeApprove', t.bool],
  ['tc', 'txnCounter', t.u64],
  ['spt', 'stateProofTracking', t.map('u64', t.struct(stateProofTrackingSchema))],
  ['partupdrmv', 'expiredParticipationAccounts', t.array(t.addr)],
  ['partupdabs', 'absentParticipationAccounts', t.array(t.addr)],
  ['ld', 'load', t.u64],
  ['ct', 'congestionTax', t.u64],
]);

export const blockSchema = mergeSchemas<Block>(
  'Block',
  blockHeaderSchema,
  defineSchema<Block>('Payset', [['txns', 'payset', t.array(t.struct(signedTxnInBlockSchema))]]),
);

/** Canonical msgpack of the header alone (what the block hash covers). @throws CORE_MSGPACK_ENCODE */
export function encodeBlockHeader(header: BlockHeader): Buffer {
  return encodeMsgpack(blockHeaderSchema, header);
}

/**
 * Where each payset entry lies in an encoded block: entry i is `bytes[offsets[i], offsets[i + 1])` (the entries of
 * the `txns` array are contiguous, so n entries give n + 1 offsets; none when the block has no `txns`). Reads only
 * the structure, builds no value. @throws CORE_MSGPACK_DECODE
 */
export function paysetOffsets(bytes: Uint8Array): Uint32Array {
  const r = new MsgpackReader(bytes);
  const fields = r.readMapHeader();
  for (let i = 0; i < fields; i++) {
    if (r.readStr() !== 'txns') {
      skipAny(r);
      continue;
    }
    const n = r.readArrayHeader();
    const offsets = new Uint32Array(n + 1);
    for (let e = 0; e < n; e++) {
      offsets[e] = r.pos;
      skipAny(r);
    }
    offsets[n] = r.pos;
    return offsets;
  }
  return new Uint32Array(0);
}

const PAYSET_KEY = [encodedKey('txns')];

/**
 * The header of an encoded block, decoded from a copy of the block without its payset: its byte fields are views
 * into that copy alone, so a header kept for many rounds does not keep its block's megabytes alive.
 * @throws CORE_MSGPACK_DECODE
 */
export function blockHeaderOf(bytes: Uint8Array): BlockHeader {
  const w = new MsgpackWriter(1024);
  writeCut(w, bytes, cutMapKeys(bytes, PAYSET_KEY));
  const { payset: _payset, ...header } = decodeMsgpack(blockSchema, w.finish());
  return header;
}

/** @throws CORE_MSGPACK_ENCODE */
export function encodeBlock(block: Block): Buffer {
  return encodeMsgpack(blockSchema, block);
}

/** @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH */
export function decodeBlock(bytes: Uint8Array): Block {
  return decodeMsgpack(blockSchema, bytes);
}

/** SHA-512/256("BH" || msgpack(header)); `payset` of a Block argument is ignored. @throws CORE_MSGPACK_ENCODE */
export function blockHash(header: BlockHeader): Buffer {
  return sha512_256(encodeMsgpack(blockHeaderSchema, header, Prefix.BlockHeader));
}

function digestText(d: Uint8Array | undefined): string {
  return encodeDigest(d ?? new Uint8Array(32));
}

/**
 * A SignedTxn with its ApplyData as a payset entry of a block with this header (EncodeSignedTxn).
 * @throws CORE_BAD_TRANSACTION (`GenesisID mismatch: …`, `GenesisHash mismatch: …`, `GenesisHash required but missing`)
 */
export function toSignedTxnInBlock(stxn: SignedTxnWithAD, header: BlockHeader): SignedTxnInBlock {
  const txn = { ...stxn.txn };
  const out: SignedTxnInBlock = { ...stxn, txn };
  if (txn.genesisId !== undefined && txn.genesisId !== '') {
    if (txn.genesisId !== (header.genesisId ?? '')) {
      throw new AppError('CORE_BAD_TRANSACTION', `GenesisID mismatch: ${txn.genesisId} != ${header.genesisId ?? ''}`);
    }
    delete txn.genesisId;
    out.hasGenesisId = true;
  }
  if (txn.genesisHash === undefined || txn.genesisHash.every((b) => b === 0)) {
    throw new AppError('CORE_BAD_TRANSACTION', 'GenesisHash required but missing');
  }
  if (!bytesEqual(txn.genesisHash, header.genesisHash)) {
    throw new AppError(
      'CORE_BAD_TRANSACTION',
      `GenesisHash mismatch: ${digestText(txn.genesisHash)} != ${digestText(header.genesisHash)}`,
    );
  }
  delete txn.genesisHash;
  return out;
}

/**
 * A payset entry back to its SignedTxn + ApplyData, restoring `gh` (always) and `gen` (when `hgi`) (DecodeSignedTxn).
 * @throws CORE_BAD_TRANSACTION (`GenesisID <…> not empty`, `GenesisHash <…> not empty`,
 *         `HasGenesisHash set to true but RequireGenesisHash obviates the flag`)
 */
export function fromSignedTxnInBlock(
  entry: SignedTxnInBlock,
  header: Pick<BlockHeader, 'genesisId' | 'genesisHash'>,
): SignedTxnWithAD {
  const txn = restoredTxn(entry, header, { ...entry.txn });
  const { hasGenesisId: _id, hasGenesisHash: _hash, ...rest } = entry;
  return { ...rest, txn };
}

/**
 * The signed transaction of a payset entry, its ApplyData left out: what `fromSignedTxnInBlock` then
 * `splitApplyData` give, built directly (the follower restores every transaction of a block this way). The entry's
 * transaction is restored in place and handed over, not copied: pass an entry decoded for this call only.
 * @throws as fromSignedTxnInBlock
 */
export function signedTxnOfEntry(
  entry: SignedTxnInBlock,
  header: Pick<BlockHeader, 'genesisId' | 'genesisHash'>,
): SignedTxn {
  const stxn: SignedTxn = { txn: restoredTxn(entry, header, entry.txn ?? {}) };
  if (entry.sig !== undefined) stxn.sig = entry.sig;
  if (entry.msig !== undefined) stxn.msig = entry.msig;
  if (entry.lsig !== undefined) stxn.lsig = entry.lsig;
  if (entry.pqsig !== undefined) stxn.pqsig = entry.pqsig;
  if (entry.authAddr !== undefined) stxn.authAddr = entry.authAddr;
  return stxn;
}

/** `txn` (entry.txn or a copy of it) with the genesis fields restored. */
function restoredTxn(
  entry: SignedTxnInBlock,
  header: Pick<BlockHeader, 'genesisId' | 'genesisHash'>,
  txn: Transaction,
): Transaction {
  if (txn.genesisId !== undefined && txn.genesisId !== '') {
    throw new AppError('CORE_BAD_TRANSACTION', `GenesisID <${txn.genesisId}> not empty`);
  }
  if (entry.hasGenesisId === true && header.genesisId !== undefined && header.genesisId !== '') {
    txn.genesisId = header.genesisId;
  }
  if (txn.genesisHash !== undefined && txn.genesisHash.some((b) => b !== 0)) {
    throw new AppError('CORE_BAD_TRANSACTION', `GenesisHash <${digestText(txn.genesisHash)}> not empty`);
  }
  if (entry.hasGenesisHash === true) {
    throw new AppError('CORE_BAD_TRANSACTION', 'HasGenesisHash set to true but RequireGenesisHash obviates the flag');
  }
  if (header.genesisHash !== undefined) txn.genesisHash = header.genesisHash;
  return txn;
}
