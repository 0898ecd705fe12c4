/**
 * Byte-string helpers shared across core and services. Zero-copy: inputs are compared through Buffer views.
 * Not constant-time: for secrets use core/crypto/secret.ts.
 */

/** `bytes` as a Buffer over the same memory (itself when it is one): no copy. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Equal contents; two absent values are equal, an absent and a present one are not. */
export function bytesEqual(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return asBuffer(a).equals(asBuffer(b));
}

/** The bytes as a latin1 string, one character per byte (a Map key that compares as the bytes do); no copy. */
export function bytesKey(bytes: Uint8Array): string {
  return asBuffer(bytes).toString('latin1');
}

/**
 * A copy in an ArrayBuffer of its own, of exactly its length (never a pooled 8 KiB slab). Posting a view to a worker
 * copies its whole ArrayBuffer: a field that travels with every pool task should own its bytes.
 */
export function ownedCopy(bytes: Uint8Array): Buffer {
  const copy = Buffer.alloc(bytes.length);
  copy.set(bytes);
  return copy;
}

/** Absent, empty, or every byte zero: how the wire says "not set" for addresses, keys and digests. */
export function isAllZero(bytes: Uint8Array | undefined): boolean {
  if (bytes === undefined) return true;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}
