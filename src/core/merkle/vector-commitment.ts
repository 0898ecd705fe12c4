/**
 * The vector commitment over transaction leaves: header fields `txn256` (SHA-256) and `txn512` (SHA-512)
 * (docs/spec/algod.md §9.3, go-algorand crypto/merklearray BuildVectorCommitmentTree).
 *
 * Invariants:
 * - n leaves are padded to P = 2^d slots, d = bit length of (n − 1) (n ≤ 1 → d = 0, one slot).
 * - Slot t holds element bitreverse_d(t), or the bottom leaf H("MB") when that element does not exist; the tree
 *   over the slots is full, so proofs never contain zero siblings.
 * - Root of 0 leaves = H("MB") (not zeros); root of 1 leaf = that leaf.
 * - Proof indexes are element indexes; the slot is bitreverse_d(index).
 */
import { Prefix } from '../crypto/prefixes.js';
import { digestSize, hashOnce, type HashKind } from './hash-kind.js';
import { checkIndex } from './merkle-array.js';
import { fixedCount } from '../packed.js';
import { reduceInPlace, type MerkleProof } from './tree.js';

/** d = bit length of (n − 1), 0 when n ≤ 1. */
export function vectorDepth(n: number): number {
  let depth = 0;
  for (let x = n - 1; x >= 1; x = Math.floor(x / 2)) depth++;
  return depth;
}

/** Reverses the low `bits` bits of x (x < 2^bits). */
export function bitReverse(x: number, bits: number): number {
  let r = 0;
  let v = x;
  for (let i = 0; i < bits; i++) {
    r = r * 2 + (v % 2);
    v = Math.floor(v / 2);
  }
  return r;
}

/** The padding leaf H("MB"). */
export function bottomLeaf(kind: HashKind): Buffer {
  return hashOnce(kind, Prefix.MerkleVectorCommitmentBottomLeaf);
}

function paddedSlots(kind: HashKind, size: number, leaves: Uint8Array, n: number): { slots: Buffer; depth: number } {
  const depth = vectorDepth(n);
  const count = 2 ** depth;
  const slots = Buffer.allocUnsafe(count * size);
  const bottom = bottomLeaf(kind);
  for (let t = 0; t < count; t++) {
    const e = bitReverse(t, depth);
    slots.set(e < n ? leaves.subarray(e * size, (e + 1) * size) : bottom, t * size);
  }
  return { slots, depth };
}

/**
 * Root of the vector commitment over packed leaves (n × size bytes).
 * @throws CORE_BAD_ARGUMENT for an unknown kind or a leaves length that is not a multiple of the digest size
 */
export function vectorRoot(kind: HashKind, leaves: Uint8Array): Buffer {
  const size = digestSize(kind);
  const n = fixedCount(leaves, size, 'leaves');
  const { slots, depth } = paddedSlots(kind, size, leaves, n);
  return reduceInPlace(kind, size, slots, 2 ** depth).root;
}

/**
 * Proof for element `index` (siblings bottom first, d digests).
 * @throws CORE_BAD_ARGUMENT for an unknown kind, malformed leaves, an empty tree or an index out of range
 */
export function vectorProof(kind: HashKind, leaves: Uint8Array, index: number): MerkleProof {
  const size = digestSize(kind);
  const n = fixedCount(leaves, size, 'leaves');
  checkIndex(index, n);
  const { slots, depth } = paddedSlots(kind, size, leaves, n);
  const { path } = reduceInPlace(kind, size, slots, 2 ** depth, bitReverse(index, depth));
  return { index, treeDepth: depth, path };
}
