/**
 * Hash functions used by the protocol. `sha512_256` is the FIPS 180-4 SHA-512/256 (its own IV), not a truncated
 * SHA-512. Everything here is synchronous and allocation-light; callers pass domain prefixes explicitly
 * (see prefixes.ts) so that every hashed object is `prefix || body`.
 */
import { createHash } from 'node:crypto';

export const DIGEST_BYTES = 32;

export function sha512_256(...parts: Uint8Array[]): Buffer {
  const h = createHash('sha512-256');
  for (const p of parts) h.update(p);
  return h.digest();
}

export function sha256(...parts: Uint8Array[]): Buffer {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
}

export function sha512(...parts: Uint8Array[]): Buffer {
  const h = createHash('sha512');
  for (const p of parts) h.update(p);
  return h.digest();
}
