/**
 * Thin guarded facade over libsodium's ed25519 (sodium-native). Keys follow libsodium: a 32-byte seed, a 32-byte
 * public key and a 64-byte secret key (seed || pk). Every function checks lengths before touching native code,
 * because sodium-native aborts the process on a wrong-sized buffer rather than throwing a catchable error.
 * Signatures are over the raw message (callers prepend the domain prefix); no pre-hashing. Verification gives
 * go-algorand's verdict: libsodium first, its refusals re-checked by the cofactored rules (ed25519-cofactored.ts).
 */
import sodium from 'sodium-native';
import { asBuffer } from '../bytes.js';
import { AppError } from '../errors.js';
import { passesEncodingRules, verifyCofactored } from './ed25519-cofactored.js';
import { sha512 } from './hash.js';
import type { RandomSource } from './random.js';

const SEED_BYTES = 32;
export const PUBLIC_KEY_BYTES = 32;
export const SECRET_KEY_BYTES = 64;
export const SIGNATURE_BYTES = 64;

export type KeyPair = { publicKey: Buffer; secretKey: Buffer };

function requireLength(name: string, value: Uint8Array, length: number): void {
  if (value.length !== length) {
    throw new AppError('CORE_BAD_LENGTH', `${name} must be ${length} bytes, got ${value.length}`);
  }
}

/** Deterministic keypair from a 32-byte seed. @throws CORE_BAD_LENGTH */
export function keyPairFromSeed(seed: Uint8Array): KeyPair {
  requireLength('seed', seed, SEED_BYTES);
  const publicKey = sodium.sodium_malloc(PUBLIC_KEY_BYTES);
  const secretKey = sodium.sodium_malloc(SECRET_KEY_BYTES);
  sodium.crypto_sign_seed_keypair(publicKey, secretKey, asBuffer(seed));
  return { publicKey: Buffer.from(publicKey), secretKey };
}

/**
 * Keypair from a 32-byte seed into caller-provided buffers (32 and 64 bytes, e.g. guarded memory); the seed is
 * zeroed. @throws CORE_BAD_LENGTH
 */
export function keyPairFromSeedInto(seed: Uint8Array, publicKey: Uint8Array, secretKey: Uint8Array): void {
  requireLength('seed', seed, SEED_BYTES);
  const s = asBuffer(seed);
  sodium.crypto_sign_seed_keypair(asBuffer(publicKey), asBuffer(secretKey), s);
  sodium.sodium_memzero(s);
}

/** A zero-filled buffer in libsodium's guarded memory (not swapped, guard pages), for secret keys. */
export function guardedBuffer(length: number): Buffer {
  return sodium.sodium_malloc(length);
}

/** Fresh keypair from a seed drawn from `random` (the caller's source; core takes no randomness itself). */
export function generateKeyPair(random: RandomSource): KeyPair {
  const seed = asBuffer(random(SEED_BYTES));
  try {
    return keyPairFromSeed(seed);
  } finally {
    sodium.sodium_memzero(seed);
  }
}

/** Detached signature of `message`. @throws CORE_BAD_LENGTH */
export function sign(message: Uint8Array, secretKey: Uint8Array): Buffer {
  requireLength('secret key', secretKey, SECRET_KEY_BYTES);
  const signature = Buffer.allocUnsafe(SIGNATURE_BYTES);
  sodium.crypto_sign_detached(signature, asBuffer(message), asBuffer(secretKey));
  return signature;
}

/**
 * Writes the detached signature of `message` into `out` (64 bytes), avoiding a per-signature allocation in batch
 * loops. @throws CORE_BAD_LENGTH
 */
export function signInto(out: Uint8Array, message: Uint8Array, secretKey: Uint8Array): void {
  requireLength('secret key', secretKey, SECRET_KEY_BYTES);
  requireLength('signature buffer', out, SIGNATURE_BYTES);
  sodium.crypto_sign_detached(asBuffer(out), asBuffer(message), asBuffer(secretKey));
}

/**
 * go-algorand's ed25519 verdict exactly (docs/spec/protocol.md §2.4; the rules are in ed25519-cofactored.ts).
 * Wrong lengths are simply invalid, never a throw.
 *
 * libsodium's own verify is the fast path, and its "yes" is always the node's "yes": libsodium refuses s ≥ L, a
 * non-canonical or small-order key (its blacklist ignores the sign bit, so it covers the negative-zero keys) and
 * a key that does not decode, then accepts only when the canonical encoding of s·B − h·A (h over the same bytes,
 * reduced mod L) equals R byte for byte. An encoder's output is canonical and never a negative zero, so R then
 * passes the node's R checks and decodes to exactly s·B − h·A, which makes 8·(s·B − h·A − R) the identity.
 * Only libsodium's "no" is re-examined (it also refuses small-order R and any torsion left in s·B − h·A − R):
 * the byte rules first, then the cofactored equation with libsodium's point primitives, and the BigInt
 * implementation only where those primitives refuse a degenerate input.
 */
export function verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (acceptedByLibsodium(message, signature, publicKey)) return true;
  if (signature.length !== SIGNATURE_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) return false;
  if (!passesEncodingRules(signature, publicKey)) return false;
  return cofactoredEquation(message, signature, publicKey) ?? verifyCofactored(message, signature, publicKey);
}

/**
 * Stock libsodium's verdict, the fast half of `verify`: its "yes" is the node's "yes", its "no" is not final (see
 * verify). For callers with their own exact check of the refusals (the native batch verifier).
 */
export function acceptedByLibsodium(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) return false;
  return sodium.crypto_sign_verify_detached(asBuffer(signature), asBuffer(message), asBuffer(publicKey));
}

/** 8·P for an encoded point (libsodium decodes any curve point here, torsion included); throws off the curve. */
function timesEight(point: Buffer): Buffer {
  const out = Buffer.alloc(32);
  sodium.crypto_core_ed25519_add(out, point, point);
  sodium.crypto_core_ed25519_add(out, out, out);
  sodium.crypto_core_ed25519_add(out, out, out);
  return out;
}

/**
 * Rule 5 for inputs that passed rules 1–3, as (8s mod L)·B = h·(8A) + 8R: 8A and 8R lie in the prime-order
 * subgroup, where libsodium's scalar multiplications apply. Undefined when a primitive refuses (a point off the
 * curve, h = 0, s = 0: libsodium will not return the identity), for the BigInt path to decide. Exported for tests.
 */
export function cofactoredEquation(
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
): boolean | undefined {
  const sig = asBuffer(signature);
  const r = sig.subarray(0, 32);
  try {
    const a8 = timesEight(asBuffer(publicKey));
    const r8 = timesEight(r);
    const h = Buffer.alloc(32);
    sodium.crypto_core_ed25519_scalar_reduce(h, sha512(r, publicKey, message));
    const s8 = Buffer.from(sig.subarray(32, 64));
    for (let i = 0; i < 3; i++) sodium.crypto_core_ed25519_scalar_add(s8, s8, s8);
    const left = Buffer.alloc(32);
    sodium.crypto_scalarmult_ed25519_base_noclamp(left, s8);
    const right = Buffer.alloc(32);
    sodium.crypto_scalarmult_ed25519_noclamp(right, h, a8);
    sodium.crypto_core_ed25519_add(right, right, r8);
    return left.equals(right);
  } catch {
    return undefined;
  }
}

/** Public key embedded in a libsodium secret key. @throws CORE_BAD_LENGTH */
export function publicKeyOf(secretKey: Uint8Array): Buffer {
  requireLength('secret key', secretKey, SECRET_KEY_BYTES);
  return Buffer.from(secretKey.subarray(SEED_BYTES, SECRET_KEY_BYTES));
}

/** Overwrite secret material in place (not optimised away). */
export function zero(buffer: Uint8Array): void {
  sodium.sodium_memzero(asBuffer(buffer));
}
