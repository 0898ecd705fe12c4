/**
 * A block's three transaction commitments (header `txn`, `txn256`, `txn512`) built from the leaves its
 * transactions brought from the pool thread that checked them (workers/group-leaves.ts), hashing here only the
 * transactions without them: making a block of 20k payments then costs the main thread three trees, not 20k × 9
 * hashes of entries.
 *
 * Invariants:
 * - Equal to `merkle.txnCommitments(txnBytes, entryBytes)` of the same payset, always
 *   (test/service/algod/block-commitments.test.ts).
 * - A transaction's leaves are its `entryLeaves`, which the evaluator gives only for an entry it took precomputed
 *   (core/ledger/evaluator.ts): the leaves describe that entry and no other.
 * - The leaves of consecutive transactions checked by one pool task lie back to back in that task's answer; they
 *   are gathered a run at a time, as 32-bit words (a copy per transaction per kind cost more than the trees).
 * - `paysetMatchesHeader` checks a stored or downloaded block's payset against its header's `txn` root.
 */
import type { EvaluatedTxn } from '../../core/ledger/evaluator.js';
import {
  COMMITMENT_FIELDS,
  TXN_LEAVES_BYTES,
  commitmentScheme,
  genesisPaysetCommitment,
  type HashKind,
  type TxnCommitments,
} from '../../core/merkle/index.js';
import { packBytes } from '../../core/packed.js';
import type { BlockHeader } from '../../core/txn/block.js';
import { scanPaysetTxns } from '../../core/txn/payset-scan.js';
import type { MerkleEngine } from '../../native/index.js';

const ROW_WORDS = TXN_LEAVES_BYTES / 4;
/** Each commitment's leaf within a row of leaves, in 32-bit words. */
const FIELD_WORDS = COMMITMENT_FIELDS.map(({ offset, size }) => ({ from: offset / 4, width: size / 4 }));
/** the `txn` root of an empty payset (the header leaves it out) */
const ZERO_ROOT = Buffer.alloc(32);

const follows = (row: Buffer | undefined, first: Buffer, k: number): boolean =>
  row !== undefined && row.buffer === first.buffer && row.byteOffset === first.byteOffset + k * TXN_LEAVES_BYTES;

/** Rows `[0, count)` of `run` into each kind's words, from leaf `at` on. */
function copyRun(run: Uint32Array, count: number, at: number, words: readonly Uint32Array[]): void {
  for (let f = 0; f < FIELD_WORDS.length; f++) {
    const { from, width } = FIELD_WORDS[f]!;
    const out = words[f]!;
    let o = at * width;
    for (let r = 0, s = from; r < count; r++, s += ROW_WORDS) {
      for (let w = 0; w < width; w++) out[o++] = run[s + w]!;
    }
  }
}

/**
 * The packed leaves of each commitment, gathered a run of consecutive rows at a time, and the indexes of the
 * transactions that brought none (left zero here, for the caller).
 */
function gather(txns: readonly EvaluatedTxn[]): { words: Uint32Array[]; missing: number[] } {
  const n = txns.length;
  const words = COMMITMENT_FIELDS.map(({ size }) => new Uint32Array((n * size) / 4));
  const missing: number[] = [];
  for (let i = 0; i < n;) {
    const first = txns[i]!.entryLeaves;
    if (first === undefined) {
      missing.push(i++);
      continue;
    }
    if (first.byteOffset % 4 !== 0) {
      COMMITMENT_FIELDS.forEach(({ offset, size }, f) =>
        Buffer.from(words[f]!.buffer).set(first.subarray(offset, offset + size), i * size),
      );
      i++;
      continue;
    }
    let end = i + 1;
    while (end < n && follows(txns[end]!.entryLeaves, first, end - i)) end++;
    copyRun(new Uint32Array(first.buffer, first.byteOffset, (end - i) * ROW_WORDS), end - i, i, words);
    i = end;
  }
  return { words, missing };
}

type Rooted = { readonly kind: HashKind; readonly field: keyof TxnCommitments; readonly leaves: Buffer };

/** The packed leaves of each commitment, or undefined when no transaction brought any (then hash it all). */
function leavesByKind(merkle: MerkleEngine, txns: readonly EvaluatedTxn[]): Rooted[] | undefined {
  const { words, missing } = gather(txns);
  if (missing.length === txns.length) return undefined;
  // The transactions without leaves, packed once for the three kinds.
  const missingTxns = packBytes(missing.map((i) => txns[i]!.txnBytes));
  const missingStibs = packBytes(missing.map((i) => txns[i]!.entryBytes));
  return COMMITMENT_FIELDS.map(({ kind, field, size }, f) => {
    const leaves = Buffer.from(words[f]!.buffer);
    if (missing.length > 0) {
      const computed = merkle.txnLeaves(kind, missingTxns, missingStibs);
      missing.forEach((i, k) => computed.copy(leaves, i * size, k * size, (k + 1) * size));
    }
    return { kind, field, leaves };
  });
}

const whole = (merkle: MerkleEngine, txns: readonly EvaluatedTxn[]): TxnCommitments =>
  merkle.txnCommitments(
    txns.map((t) => t.txnBytes),
    txns.map((t) => t.entryBytes),
  );

export function blockCommitments(merkle: MerkleEngine, txns: readonly EvaluatedTxn[]): TxnCommitments {
  const byKind = leavesByKind(merkle, txns);
  if (byKind === undefined) return whole(merkle, txns);
  const roots: Partial<Record<keyof TxnCommitments, Buffer>> = {};
  for (const { kind, field, leaves } of byKind) {
    roots[field] =
      commitmentScheme(kind) === 'array' ? merkle.arrayRoot(kind, leaves) : merkle.vectorRoot(kind, leaves);
  }
  return roots as TxnCommitments;
}

/**
 * `blockCommitments` with the three trees hashed at once on the libuv thread pool (native engine; the JS engine
 * computes them on the calling thread): the leaves are gathered first, on the calling thread.
 */
export async function blockCommitmentsAsync(
  merkle: MerkleEngine,
  txns: readonly EvaluatedTxn[],
): Promise<TxnCommitments> {
  const byKind = leavesByKind(merkle, txns);
  if (byKind === undefined) {
    return merkle.txnCommitmentsAsync(
      txns.map((t) => t.txnBytes),
      txns.map((t) => t.entryBytes),
    );
  }
  const roots = await Promise.all(
    byKind.map(({ kind, leaves }) =>
      commitmentScheme(kind) === 'array' ? merkle.arrayRootAsync(kind, leaves) : merkle.vectorRootAsync(kind, leaves),
    ),
  );
  const out: Partial<Record<keyof TxnCommitments, Buffer>> = {};
  byKind.forEach(({ field }, i) => (out[field] = roots[i]!));
  return out as TxnCommitments;
}

/**
 * Whether the payset of the encoded block `bytes` is the one its header commits to (header `txn`, the SHA-512/256
 * Merkle array root over each transaction's TxID and entry hash; for the genesis block, the flat hash of its empty
 * payset), as upstream's `ContentsMatchHeader` asks of a block downloaded for catch-up. The transactions are read
 * from the entries' bytes (core/txn/payset-scan.ts): an entry our encoder would not write, which then hashes
 * otherwise than its decoded form, fails too, so every block kept this way is one the tail's restart reading takes
 * as it is. @throws CORE_MSGPACK_DECODE (not a block)
 */
export function paysetMatchesHeader(merkle: MerkleEngine, bytes: Uint8Array, header: BlockHeader): boolean {
  const scanned = scanPaysetTxns(bytes, header);
  if (scanned === undefined) return false;
  // The genesis block commits to its (empty) payset as a flat hash, not a tree.
  if ((header.round ?? 0n) === 0n)
    return scanned.senders.length === 0 && genesisPaysetCommitment().equals(header.txnCommitment ?? ZERO_ROOT);
  const root = merkle.txnRoot('sha512_256', scanned.canonical, scanned.entries);
  return root.equals(header.txnCommitment ?? ZERO_ROOT);
}
