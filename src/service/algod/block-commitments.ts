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
 */
import type { EvaluatedTxn } from '../../core/ledger/evaluator.js';
import { COMMITMENT_FIELDS, commitmentScheme, type TxnCommitments } from '../../core/merkle/index.js';
import type { MerkleEngine } from '../../native/index.js';

const leavesOf = (t: EvaluatedTxn): Buffer | undefined =>
  t.blockLeaves !== undefined && t.entryBytes === t.blockEntry ? t.blockLeaves : undefined;

export function blockCommitments(merkle: MerkleEngine, txns: readonly EvaluatedTxn[]): TxnCommitments {
  const known = txns.map(leavesOf);
  const missing = known.flatMap((leaves, i) => (leaves === undefined ? [i] : []));
  if (missing.length === txns.length) {
    return merkle.txnCommitments(
      txns.map((t) => t.txnBytes),
      txns.map((t) => t.entryBytes),
    );
  }
  const roots: Partial<Record<keyof TxnCommitments, Buffer>> = {};
  for (const { kind, field, offset, size } of COMMITMENT_FIELDS) {
    const leaves = Buffer.allocUnsafe(txns.length * size);
    known.forEach((row, i) => row?.copy(leaves, i * size, offset, offset + size));
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
  }
  return roots as TxnCommitments;
}
