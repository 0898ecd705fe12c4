/**
 * Block transaction commitments and the proof API's payload (docs/spec/protocol.md §5.4, docs/spec/algod.md §8.2, §9).
 *
 * Invariants:
 * - `txn` (sha512_256) is a Merkle array; `txn256` (sha256) and `txn512` (sha512) are vector commitments. The
 *   scheme follows from the hash kind everywhere in this module.
 * - An empty payset gives txn = 32 zero bytes, txn256 = SHA-256("MB"), txn512 = SHA-512("MB").
 * - The genesis block is the one exception: txn = H("PF" || 0x90) (flat commitment to an empty but present
 *   payset, msgpack 0x90 = empty array) and txn256/txn512 are all zeros.
 */
import { Prefix } from '../crypto/prefixes.js';
import { hashOnce, type HashKind } from './hash-kind.js';
import { LEAF_ID_KIND, stibHash, txnLeaves } from './leaves.js';
import { arrayProof, arrayRoot } from './merkle-array.js';
import { listItems, type BytesList } from '../packed.js';
import { vectorProof, vectorRoot } from './vector-commitment.js';

export type CommitmentScheme = 'array' | 'vector';

export interface TxnCommitments {
  /** SHA-512/256 Merkle array root (header `txn`), 32 bytes */
  readonly txn: Buffer;
  /** SHA-256 vector commitment (header `txn256`), 32 bytes */
  readonly txn256: Buffer;
  /** SHA-512 vector commitment (header `txn512`), 64 bytes */
  readonly txn512: Buffer;
}

/** The proof API's answer before rendering (GET /v2/blocks/{round}/transactions/{txid}/proof). */
export interface TxnProof {
  readonly hashtype: HashKind;
  /** payset index of the transaction */
  readonly idx: number;
  /** concatenated sibling digests, bottom first (empty when treeDepth is 0) */
  readonly proof: Buffer;
  /** H_id("STIB" || stored entry) with the commitment's id hash */
  readonly stibHash: Buffer;
  readonly treeDepth: number;
}

/** H_sha512_256("PF" || 0x90) = 277862b1…7b73, the genesis block's `txn` (a fresh buffer per call). */
export function genesisPaysetCommitment(): Buffer {
  return hashOnce('sha512_256', Buffer.concat([Prefix.PaysetFlat, Buffer.of(0x90)]));
}

/**
 * The header commitments by hash kind, in the order a transaction's three leaves are packed side by side
 * (32 + 32 + 64 = TXN_LEAVES_BYTES), so that leaves computed elsewhere (a pool thread) can travel as one block.
 */
export const COMMITMENT_FIELDS = [
  { kind: 'sha512_256', field: 'txn', offset: 0, size: 32 },
  { kind: 'sha256', field: 'txn256', offset: 32, size: 32 },
  { kind: 'sha512', field: 'txn512', offset: 64, size: 64 },
] as const satisfies readonly { kind: HashKind; field: keyof TxnCommitments; offset: number; size: number }[];

export const TXN_LEAVES_BYTES = 128;

export function commitmentScheme(kind: HashKind): CommitmentScheme {
  return kind === 'sha512_256' ? 'array' : 'vector';
}

/** Header commitments of the genesis block (fresh buffers). */
export function genesisTxnCommitments(): TxnCommitments {
  return { txn: genesisPaysetCommitment(), txn256: Buffer.alloc(32), txn512: Buffer.alloc(64) };
}

/**
 * Root of the commitment of `kind` over a payset (raw txn and stib msgpack, see leaves.ts).
 * @throws CORE_BAD_ARGUMENT for unknown kinds or malformed lists
 */
export function txnRoot(kind: HashKind, txnBytes: BytesList, stibBytes: BytesList): Buffer {
  const leaves = txnLeaves(kind, txnBytes, stibBytes);
  return commitmentScheme(kind) === 'array' ? arrayRoot(kind, leaves) : vectorRoot(kind, leaves);
}

/**
 * The three header commitments of a (non-genesis) block.
 * @throws CORE_BAD_ARGUMENT for malformed lists
 */
export function txnCommitments(txnBytes: BytesList, stibBytes: BytesList): TxnCommitments {
  return {
    txn: txnRoot('sha512_256', txnBytes, stibBytes),
    txn256: txnRoot('sha256', txnBytes, stibBytes),
    txn512: txnRoot('sha512', txnBytes, stibBytes),
  };
}

/**
 * Proof of the transaction at payset index `index` in the commitment of `hashtype`.
 * @throws CORE_BAD_ARGUMENT for unknown kinds, malformed lists, an empty payset or an index out of range
 */
export function txnProof(hashtype: HashKind, txnBytes: BytesList, stibBytes: BytesList, index: number): TxnProof {
  const leaves = txnLeaves(hashtype, txnBytes, stibBytes);
  const proof =
    commitmentScheme(hashtype) === 'array' ? arrayProof(hashtype, leaves, index) : vectorProof(hashtype, leaves, index);
  const stib = listItems(stibBytes, 'stibs')[index]!;
  return {
    hashtype,
    idx: index,
    proof: proof.path,
    stibHash: stibHash(LEAF_ID_KIND[hashtype], stib),
    treeDepth: proof.treeDepth,
  };
}
