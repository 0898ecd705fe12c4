/**
 * Level reduction shared by the Merkle array and the vector commitment (docs/spec/algod.md §9.2–9.4).
 *
 * Invariants:
 * - Internal node = H("MA" || left || right); a missing right child (odd level) is an all-zero digest, never a
 *   promoted node.
 * - A proof lists the sibling of the current position at each level, bottom level first; a missing sibling is
 *   written as zeros. Positions are halved per level, so a proof has exactly `depth` digests.
 * - Levels are reduced in place in one scratch buffer: parent j overwrites slot j only after children 2j and
 *   2j + 1 were read, and every slot below 2j was consumed earlier.
 */
import { Prefix } from '../crypto/prefixes.js';
import { hashOnce, type HashKind } from './hash-kind.js';

/** A single-leaf proof: `path` holds `treeDepth` sibling digests, bottom first. */
export interface MerkleProof {
  /** element index in the committed array (not the bit-reversed slot of a vector commitment) */
  readonly index: number;
  readonly treeDepth: number;
  readonly path: Buffer;
}

/** H("MA" || left || right). */
export function nodeHash(kind: HashKind, left: Uint8Array, right: Uint8Array): Buffer {
  const body = Buffer.allocUnsafe(2 + left.length + right.length);
  body.set(Prefix.MerkleArrayNode, 0);
  body.set(left, 2);
  body.set(right, 2 + left.length);
  return hashOnce(kind, body);
}

/**
 * Reduces `count` nodes of `size` bytes in `level` (which is overwritten) to the root, collecting the proof
 * siblings of `position` when it is given. Returns the root and the path.
 */
export function reduceInPlace(
  kind: HashKind,
  size: number,
  level: Buffer,
  count: number,
  position?: number,
): { root: Buffer; path: Buffer } {
  const siblings: Buffer[] = [];
  const body = Buffer.alloc(2 + 2 * size); // zero-filled: an odd level's missing right child stays zeros
  body.set(Prefix.MerkleArrayNode, 0);
  let width = count;
  let pos = position ?? 0;
  while (width > 1) {
    if (position !== undefined) {
      const sibling = pos % 2 === 0 ? pos + 1 : pos - 1;
      siblings.push(
        sibling < width ? Buffer.from(level.subarray(sibling * size, (sibling + 1) * size)) : Buffer.alloc(size),
      );
      pos = Math.floor(pos / 2);
    }
    const pairs = Math.floor(width / 2);
    for (let j = 0; j < pairs; j++) {
      // Siblings are adjacent in the packed level, so the node body is one copy.
      level.copy(body, 2, 2 * j * size, (2 * j + 2) * size);
      level.set(hashOnce(kind, body), j * size);
    }
    if (width % 2 === 1) {
      level.copy(body, 2, (width - 1) * size, width * size);
      body.fill(0, 2 + size);
      level.set(hashOnce(kind, body), pairs * size);
    }
    width = pairs + (width % 2);
  }
  return { root: Buffer.from(level.subarray(0, size)), path: Buffer.concat(siblings, siblings.length * size) };
}

/**
 * Folds a proof path from a leaf hash at `position` up to the root it implies, or returns undefined when the
 * position does not fit in the path's depth.
 */
export function foldPath(
  kind: HashKind,
  size: number,
  leaf: Uint8Array,
  position: number,
  path: Uint8Array,
): Buffer | undefined {
  const depth = path.length / size;
  let pos = position;
  let hash: Uint8Array = leaf;
  for (let level = 0; level < depth; level++) {
    const sibling = path.subarray(level * size, (level + 1) * size);
    hash = pos % 2 === 0 ? nodeHash(kind, hash, sibling) : nodeHash(kind, sibling, hash);
    pos = Math.floor(pos / 2);
  }
  return pos === 0 ? Buffer.from(hash) : undefined;
}
