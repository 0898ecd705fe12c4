/**
 * Hash functions used by the protocol. `sha512_256` is the FIPS 180-4 SHA-512/256 (its own IV), not a truncated
 * SHA-512. Everything here is synchronous and allocation-light; callers pass domain prefixes explicitly
 * (see prefixes.ts) so that every hashed object is `prefix || body`.
 */
import * as crypto from 'node:crypto';
import { createHash } from 'node:crypto';

export const DIGEST_BYTES = 32;

type OneShot = (algorithm: string, data: Uint8Array, encoding: 'buffer') => Buffer;
/** Node's one-shot digest (20.12+ / 21.7+): no Hash object per call, which matters for a digest per transaction. */
const oneShot = (crypto as unknown as { hash?: OneShot }).hash;

export function sha512_256(...parts: Uint8Array[]): Buffer {
  if (parts.length === 1 && oneShot !== undefined) return oneShot('sha512-256', parts[0]!, 'buffer');
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
