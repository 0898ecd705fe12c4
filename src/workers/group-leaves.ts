/**
 * The three commitment leaves of each checked transaction's empty-ApplyData payset entry, computed on the pool
 * thread that checked it (merkle COMMITMENT_FIELDS layout, TXN_LEAVES_BYTES per transaction), so that the main
 * thread builds a block's commitments from its leaves instead of hashing every entry while it makes the block.
 *
 * Invariants:
 * - Row i holds transaction i's leaves, or zeros when it has no entry (`undefined`); the reader tells the two
 *   apart by the entry, never by the bytes.
 * - The leaves are the merkle engine's (`txnLeaves`), the same function the block's commitments use.
 */
import { COMMITMENT_FIELDS, TXN_LEAVES_BYTES } from '../core/merkle/index.js';
import { getMerkle } from '../native/index.js';

export function entryLeaves(txnBytes: readonly Uint8Array[], entries: readonly (Uint8Array | undefined)[]): Buffer {
  const out = Buffer.alloc(txnBytes.length * TXN_LEAVES_BYTES);
  const rows: number[] = [];
  const txns: Uint8Array[] = [];
  const stibs: Uint8Array[] = [];
  entries.forEach((entry, i) => {
    if (entry === undefined) return;
    rows.push(i);
    txns.push(txnBytes[i]!);
    stibs.push(entry);
  });
  if (rows.length === 0) return out;
  const merkle = getMerkle();
  for (const { kind, offset, size } of COMMITMENT_FIELDS) {
    const leaves = merkle.txnLeaves(kind, txns, stibs);
    rows.forEach((row, k) => leaves.copy(out, row * TXN_LEAVES_BYTES + offset, k * size, k * size + size));
  }
  return out;
}
