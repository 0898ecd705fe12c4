/**
 * The three commitment leaves of each checked transaction's empty-ApplyData payset entry, computed on the pool
 * thread that checked it (merkle COMMITMENT_FIELDS layout, TXN_LEAVES_BYTES per transaction), so that the main
 * thread builds a block's commitments from its leaves instead of hashing every entry while it makes the block.
 *
 * Invariants:
 * - Row i holds transaction i's leaves when it has an entry (a non-empty item); a row without one is meaningless
 *   and its reader tells it by the entry, never by the bytes.
 * - The leaves are the merkle engine's (`txnLeaves`), the same function the block's commitments use, over the very
 *   packed lists the task answers with (no further copy).
 */
import { COMMITMENT_FIELDS, TXN_LEAVES_BYTES } from '../core/merkle/index.js';
import { packedCount, type PackedBytes } from '../core/packed.js';
import { getMerkle } from '../native/index.js';

export function entryLeaves(txnBytes: PackedBytes, entries: PackedBytes): Buffer {
  const n = packedCount(entries);
  const out = Buffer.alloc(n * TXN_LEAVES_BYTES);
  if (n === 0) return out;
  const merkle = getMerkle();
  for (const { kind, offset, size } of COMMITMENT_FIELDS) {
    const leaves = merkle.txnLeaves(kind, txnBytes, entries);
    for (let row = 0; row < n; row++) {
      leaves.copy(out, row * TXN_LEAVES_BYTES + offset, row * size, (row + 1) * size);
    }
  }
  return out;
}
