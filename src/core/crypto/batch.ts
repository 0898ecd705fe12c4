/**
 * Batch forms of the hot crypto operations, over packed layouts (packed.ts). These are what worker tasks call: one
 * task per event-loop turn's worth of items, because a pool round trip costs more than one signature
 * (docs/design.md, measured costs).
 *
 * Invariants:
 * - Outputs are fresh, exclusively owned buffers (transferable): signatures n × 64, digests n × 32, validity n × 1
 *   (1 = valid, 0 = invalid).
 * - Results are byte-identical to the single-item functions in ed25519.ts / hash.ts for every item.
 * - Verification never throws for a bad signature: it records 0. Layout errors throw before any work is done.
 */
import { AppError } from '../errors.js';
import { asBuffer } from '../bytes.js';
import { PUBLIC_KEY_BYTES, SECRET_KEY_BYTES, SIGNATURE_BYTES, signInto, verify } from './ed25519.js';
import { DIGEST_BYTES, sha512_256 } from './hash.js';
import { fixedItem, packedCount, packedItem, type PackedBytes } from '../packed.js';

function requireSize(what: string, data: Uint8Array, expected: number): void {
  if (data.length !== expected) {
    throw new AppError('CORE_BAD_LENGTH', `${what} must be ${expected} bytes, got ${data.length}`);
  }
}

/**
 * Signs message i with secret key i (keys packed back to back, 64 bytes each).
 * @throws CORE_BAD_ARGUMENT malformed packing; CORE_BAD_LENGTH key block size ≠ n × 64
 */
export function signBatch(messages: PackedBytes, secretKeys: Uint8Array): Uint8Array {
  const n = packedCount(messages);
  requireSize('secret key block', secretKeys, n * SECRET_KEY_BYTES);
  const out = new Uint8Array(n * SIGNATURE_BYTES);
  for (let i = 0; i < n; i++) {
    signInto(fixedItem(out, SIGNATURE_BYTES, i), packedItem(messages, i), fixedItem(secretKeys, SECRET_KEY_BYTES, i));
  }
  return out;
}

/**
 * The number of items of a verification batch, its layout checked (every batch verifier's first step).
 * @throws CORE_BAD_ARGUMENT malformed packing; CORE_BAD_LENGTH block sizes ≠ n × 64 / n × 32
 */
export function verifyBatchCount(messages: PackedBytes, signatures: Uint8Array, publicKeys: Uint8Array): number {
  const n = packedCount(messages);
  requireSize('signature block', signatures, n * SIGNATURE_BYTES);
  requireSize('public key block', publicKeys, n * PUBLIC_KEY_BYTES);
  return n;
}

/**
 * Verifies signature i over message i against public key i.
 * @throws CORE_BAD_ARGUMENT malformed packing; CORE_BAD_LENGTH block sizes ≠ n × 64 / n × 32
 */
export function verifyBatch(messages: PackedBytes, signatures: Uint8Array, publicKeys: Uint8Array): Uint8Array {
  const n = verifyBatchCount(messages, signatures, publicKeys);
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const message = packedItem(messages, i);
    const ok = verify(message, fixedItem(signatures, SIGNATURE_BYTES, i), fixedItem(publicKeys, PUBLIC_KEY_BYTES, i));
    out[i] = ok ? 1 : 0;
  }
  return out;
}

/** SHA-512/256 of every item. @throws CORE_BAD_ARGUMENT malformed packing */
export function sha512_256Batch(items: PackedBytes): Uint8Array {
  const n = packedCount(items);
  const out = new Uint8Array(n * DIGEST_BYTES);
  for (let i = 0; i < n; i++) out.set(sha512_256(asBuffer(packedItem(items, i))), i * DIGEST_BYTES);
  return out;
}
