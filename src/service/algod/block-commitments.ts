/**
 * A block's three transaction commitments (header `txn`, `txn256`, `txn512`) built from the leaves its
 * transactions brought from the pool thread that checked them (workers/group-leaves.ts), hashing here only the
 * transactions without them: making a block of 20k payments then costs the main thread three trees, not 20k × 9
 * hashes of entries.
 *
 * Invariants:
 * - Equal to `merkle.txnCommitments(txnBytes, entryBytes)` of the same payset, always
 *   (test/service/algod/block-commitments.test.ts).
 * - A transaction's precomputed leaves are used only when its entry is the precomputed one (`entryBytes` is
 *   `blockEntry`, the same Buffer): the leaves describe that entry and no other.
 * - The leaves of consecutive transactions checked by one pool task lie back to back in that task's answer; they
 *   are gathered a run at a time, as 32-bit words (a copy per transaction per kind cost more than the trees).
 */
import type { EvaluatedTxn } from '../../core/ledger/evaluator.js';
import { COMMITMENT_FIELDS, TXN_LEAVES_BYTES, commitmentScheme, type TxnCommitments } from '../../core/merkle/index.js';
import type { MerkleEngine } from '../../native/index.js';

const ROW_WORDS = TXN_LEAVES_BYTES / 4;

const leavesOf = (t: EvaluatedTxn): Buffer | undefined =>
  t.blockLeaves !== undefined && t.entryBytes === t.blockEntry ? t.blockLeaves : undefined;

const follows = (row: Buffer | undefined, first: Buffer, k: number): boolean =>
  row !== undefined && row.buffer === first.buffer && row.byteOffset === first.byteOffset + k * TXN_LEAVES_BYTES;

/** Per commitment kind, the packed leaves of the rows that are known (the others left for the caller). */
function gather(known: readonly (Buffer | undefined)[]): Buffer[] {
  const n = known.length;
  const words = COMMITMENT_FIELDS.map(({ size }) => new Uint32Array((n * size) / 4));
  for (let i = 0; i < n;) {
    const first = known[i];
    if (first === undefined) {
      i++;
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
    while (end < n && follows(known[end], first, end - i)) end++;
    const run = new Uint32Array(first.buffer, first.byteOffset, (end - i) * ROW_WORDS);
    COMMITMENT_FIELDS.forEach(({ offset, size }, f) => {
      const out = words[f]!;
      const width = size / 4;
      const from = offset / 4;
      for (let r = 0, at = i * width; r < end - i; r++, at += width) {
        for (let w = 0; w < width; w++) out[at + w] = run[r * ROW_WORDS + from + w]!;
      }
    });
    i = end;
  }
  return words.map((w) => Buffer.from(w.buffer));
}

export function blockCommitments(merkle: MerkleEngine, txns: readonly EvaluatedTxn[]): TxnCommitments {
  const known = txns.map(leavesOf);
  const missing = known.flatMap((leaves, i) => (leaves === undefined ? [i] : []));
  if (missing.length === txns.length) {
    return merkle.txnCommitments(
      txns.map((t) => t.txnBytes),
      txns.map((t) => t.entryBytes),
    );
  }
  const packed = gather(known);
  const roots: Partial<Record<keyof TxnCommitments, Buffer>> = {};
  COMMITMENT_FIELDS.forEach(({ kind, field, size }, f) => {
    const leaves = packed[f]!;
    if (missing.length > 0) {
      const computed = merkle.txnLeaves(
        kind,
        missing.map((i) => txns[i]!.txnBytes),
        missing.map((i) => txns[i]!.entryBytes),
      );
      missing.forEach((i, k) => computed.copy(leaves, i * size, k * size, (k + 1) * size));
    }
    roots[field] =
      commitmentScheme(kind) === 'array' ? merkle.arrayRoot(kind, leaves) : merkle.vectorRoot(kind, leaves);
  });
  return roots as TxnCommitments;
}
