/**
 * Verifiers for single-leaf proofs (docs/spec/algod.md §9.4): what a light client does with the proof API's answer.
 *
 * Invariants:
 * - Proofs are untrusted input: any malformed shape (path length not a multiple of the digest size, index that
 *   does not fit the depth, wrong root or leaf size) yields `false`, never an exception. Only an unknown hash kind
 *   throws, because that is a programming error.
 * - h = leaf; per level: even position → H("MA" || h || sibling), odd → H("MA" || sibling || h); position halves;
 *   the final position must be 0 and h must equal the root.
 */
import { timingSafeEqual } from 'node:crypto';
import { digestSize, type HashKind } from './hash-kind.js';
import { bitReverse } from './vector-commitment.js';
import { foldPath } from './tree.js';

function shapeOk(size: number, root: Uint8Array, leaf: Uint8Array, index: number, path: Uint8Array): boolean {
  return (
    root instanceof Uint8Array &&
    leaf instanceof Uint8Array &&
    path instanceof Uint8Array &&
    root.length === size &&
    leaf.length === size &&
    path.length % size === 0 &&
    Number.isSafeInteger(index) &&
    index >= 0
  );
}

function matches(computed: Buffer | undefined, root: Uint8Array): boolean {
  return computed !== undefined && timingSafeEqual(computed, root);
}

/**
 * Checks a Merkle array proof (`txn`, hashtype sha512_256) of leaf hash `leaf` at payset index `index`.
 * @throws CORE_BAD_ARGUMENT for an unknown kind
 */
export function verifyArrayProof(
  kind: HashKind,
  root: Uint8Array,
  leaf: Uint8Array,
  index: number,
  path: Uint8Array,
): boolean {
  const size = digestSize(kind);
  if (!shapeOk(size, root, leaf, index, path)) return false;
  return matches(foldPath(kind, size, leaf, index, path), root);
}

/**
 * Checks a vector-commitment proof (`txn256` / `txn512`) of leaf hash `leaf` at element index `index`.
 * @throws CORE_BAD_ARGUMENT for an unknown kind
 */
export function verifyVectorProof(
  kind: HashKind,
  root: Uint8Array,
  leaf: Uint8Array,
  index: number,
  path: Uint8Array,
): boolean {
  const size = digestSize(kind);
  if (!shapeOk(size, root, leaf, index, path)) return false;
  const depth = path.length / size;
  if (index >= 2 ** depth) return false;
  return matches(foldPath(kind, size, leaf, bitReverse(index, depth), path), root);
}
