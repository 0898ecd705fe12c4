/**
 * Password → 32-byte key, for wallet encryption at rest (docs/spec/kmd.md §6.5).
 *
 * Upstream kmd uses scrypt N=65536 r=1 p=32. sodium-native does not expose libsodium's scrypt with explicit N/r/p,
 * so we use Argon2id (libsodium crypto_pwhash, ALG_ARGON2ID13) at libsodium's MODERATE level (3 passes over
 * 256 MiB), which is memory-harder than upstream's scrypt and costs about the same wall time (~0.6 s here).
 *
 * Invariants:
 * - New parameters are never weaker than MODERATE. Stored parameters are accepted on open within
 *   [libsodium minimum, MAX_*] so that a tampered blob cannot demand unbounded memory or time; weaker stored values
 *   merely derive a different key, which then fails authentication.
 * - The derived key is returned as a `Secret` (guarded memory); password bytes converted from a string are zeroed.
 * - Synchronous and CPU-heavy: the async shell should run it on the worker pool (task `password-kdf`).
 */
import sodium from 'sodium-native';
import { AppError } from '../errors.js';
import { asBuffer } from '../bytes.js';
import type { RandomSource } from './random.js';
import { Secret } from './secret.js';

const KDF_KEY_BYTES = 32;
export const KDF_SALT_BYTES: number = sodium.crypto_pwhash_SALTBYTES;
export const KDF_ALGORITHM = 'argon2id13';
export const KDF_OPS_LIMIT_DEFAULT: number = sodium.crypto_pwhash_OPSLIMIT_MODERATE;
export const KDF_MEM_LIMIT_DEFAULT_BYTES: number = sodium.crypto_pwhash_MEMLIMIT_MODERATE;
/** Upper bounds accepted from stored blobs (libsodium SENSITIVE is 4 passes over 1 GiB). */
const KDF_OPS_LIMIT_MAX = 32;
const KDF_MEM_LIMIT_MAX_BYTES = 1024 * 1024 * 1024;

export type KdfParams = {
  algorithm: typeof KDF_ALGORITHM;
  opsLimit: number;
  memLimitBytes: number;
  salt: Uint8Array;
};

/**
 * Fresh parameters with a salt drawn from `random`; stronger limits may be requested, weaker ones are raised to
 * the default.
 */
export function newKdfParams(random: RandomSource, options?: { opsLimit?: number; memLimitBytes?: number }): KdfParams {
  return {
    algorithm: KDF_ALGORITHM,
    opsLimit: Math.max(options?.opsLimit ?? 0, KDF_OPS_LIMIT_DEFAULT),
    memLimitBytes: Math.max(options?.memLimitBytes ?? 0, KDF_MEM_LIMIT_DEFAULT_BYTES),
    salt: random(KDF_SALT_BYTES),
  };
}

/** @throws CORE_BAD_ARGUMENT parameters outside the accepted ranges */
export function checkKdfParams(params: KdfParams): void {
  const { opsLimit, memLimitBytes, salt } = params;
  if (params.algorithm !== KDF_ALGORITHM) {
    throw new AppError('CORE_BAD_ARGUMENT', `unsupported key derivation algorithm ${String(params.algorithm)}`);
  }
  if (!Number.isInteger(opsLimit) || opsLimit < sodium.crypto_pwhash_OPSLIMIT_MIN || opsLimit > KDF_OPS_LIMIT_MAX) {
    throw new AppError('CORE_BAD_ARGUMENT', `key derivation ops limit ${opsLimit} is out of range`);
  }
  const memMin = sodium.crypto_pwhash_MEMLIMIT_MIN;
  if (!Number.isInteger(memLimitBytes) || memLimitBytes < memMin || memLimitBytes > KDF_MEM_LIMIT_MAX_BYTES) {
    throw new AppError('CORE_BAD_ARGUMENT', `key derivation memory limit ${memLimitBytes} is out of range`);
  }
  if (salt.length !== KDF_SALT_BYTES) {
    throw new AppError('CORE_BAD_LENGTH', `key derivation salt must be ${KDF_SALT_BYTES} bytes, got ${salt.length}`);
  }
}

/**
 * Derives the 32-byte key for `password` (UTF-8 when a string; empty allowed, as in kmd).
 * @throws CORE_BAD_ARGUMENT, CORE_BAD_LENGTH (bad parameters)
 */
export function deriveKeyFromPassword(password: string | Uint8Array, params: KdfParams): Secret {
  checkKdfParams(params);
  const passwordBytes = typeof password === 'string' ? Buffer.from(password, 'utf8') : asBuffer(password);
  const key = Secret.alloc(KDF_KEY_BYTES);
  try {
    sodium.crypto_pwhash(
      key.bytes,
      passwordBytes,
      asBuffer(params.salt),
      params.opsLimit,
      params.memLimitBytes,
      sodium.crypto_pwhash_ALG_ARGON2ID13,
    );
    return key;
  } catch (cause) {
    key.release();
    throw new AppError('CORE_INTERNAL', 'key derivation failed', { cause });
  } finally {
    if (typeof password === 'string') sodium.sodium_memzero(passwordBytes);
  }
}
