/**
 * The classic Merkle array over transaction leaves: block header field `txn` (docs/spec/algod.md §9.2, go-algorand
 * crypto/merklearray Build).
 *
 * Invariants:
 * - Level 0 is the leaves in payset order with no padding; depth = ⌈log2 n⌉ (0 for n ≤ 1).
 * - Root of 0 leaves = an all-zero digest (the header then omits `txn`); root of 1 leaf = that leaf.
 * - The tree is built for any hash kind, but only sha512_256 is used by the protocol.
 */
import { AppError } from '../errors.js';
import { digestSize, type HashKind } from './hash-kind.js';
import { fixedCount } from '../packed.js';
import { reduceInPlace, type MerkleProof } from './tree.js';

/** Number of levels above the leaves for n leaves: ⌈log2 n⌉, 0 when n ≤ 1. */
export function arrayDepth(n: number): number {
  let depth = 0;
  for (let width = n; width > 1; width = Math.ceil(width / 2)) depth++;
  return depth;
}

/**
 * Root of the Merkle array over packed leaves (n × size bytes).
 * @throws CORE_BAD_ARGUMENT for an unknown kind or a leaves length that is not a multiple of the digest size
 */
export function arrayRoot(kind: HashKind, leaves: Uint8Array): Buffer {
  const size = digestSize(kind);
  const n = fixedCount(leaves, size, 'leaves');
  if (n === 0) return Buffer.alloc(size);
  return reduceInPlace(kind, size, Buffer.from(leaves), n).root;
}

/**
 * Proof for leaf `index`: the sibling at each level, bottom first, zeros where a level has no sibling.
 * @throws CORE_BAD_ARGUMENT for an unknown kind, malformed leaves, an empty tree or an index out of range
 */
export function arrayProof(kind: HashKind, leaves: Uint8Array, index: number): MerkleProof {
  const size = digestSize(kind);
  const n = fixedCount(leaves, size, 'leaves');
  checkIndex(index, n);
  const { path } = reduceInPlace(kind, size, Buffer.from(leaves), n, index);
  return { index, treeDepth: path.length / size, path };
}

/**
 * @throws CORE_BAD_ARGUMENT unless index is an integer in [0, n)
 */
export function checkIndex(index: number, n: number): void {
  if (n === 0) throw new AppError('CORE_BAD_ARGUMENT', 'cannot prove a leaf of an empty commitment');
  if (!Number.isSafeInteger(index) || index < 0 || index >= n) {
    throw new AppError('CORE_BAD_ARGUMENT', `leaf index ${String(index)} is out of range [0, ${n})`);
  }
}
