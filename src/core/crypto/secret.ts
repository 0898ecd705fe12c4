/**
 * Secret-memory helpers.
 *
 * Invariants:
 * - A `Secret` owns one sodium_malloc buffer (guard pages, locked against swapping where the OS allows, not in the
 *   V8 heap, so never moved or copied by the GC). `release()` zeroes it; later reads throw, so use-after-release is
 *   loud. Releasing twice is a no-op. sodium_malloc costs a few pages per buffer: use it for keys, not bulk data.
 * - `timingSafeEqual` answers in time that depends only on the lengths of its inputs, never on where they differ.
 *   Both sides are first mapped through HMAC-SHA-256 under a per-process random key, so the final comparison is
 *   always over 32 bytes and a length mismatch is not revealed earlier than the unavoidable cost of hashing.
 */
import { createHmac, timingSafeEqual as cryptoMemcmp } from 'node:crypto';
import sodium from 'sodium-native';
import { AppError } from '../errors.js';
import { asBuffer } from '../bytes.js';

export class Secret {
  #buffer: Buffer | undefined;

  private constructor(buffer: Buffer) {
    this.#buffer = buffer;
  }

  /** A zero-filled secret of `length` bytes in guarded memory. */
  static alloc(length: number): Secret {
    const buffer = sodium.sodium_malloc(length);
    sodium.sodium_memzero(buffer);
    return new Secret(buffer);
  }

  /**
   * Copies `bytes` into guarded memory. With `zeroSource` the source is wiped afterwards, so the only copy left is
   * the guarded one.
   */
  static copyOf(bytes: Uint8Array, options?: { zeroSource?: boolean }): Secret {
    const secret = Secret.alloc(bytes.length);
    secret.bytes.set(bytes);
    if (options?.zeroSource === true) sodium.sodium_memzero(asBuffer(bytes));
    return secret;
  }

  /** The secret bytes (a live view, not a copy). @throws CORE_INTERNAL after release() */
  get bytes(): Buffer {
    if (this.#buffer === undefined) throw new AppError('CORE_INTERNAL', 'secret used after release');
    return this.#buffer;
  }

  get length(): number {
    return this.#buffer?.length ?? 0;
  }

  get isReleased(): boolean {
    return this.#buffer === undefined;
  }

  /** Zeroes the memory and drops the reference; idempotent. */
  release(): void {
    if (this.#buffer !== undefined) sodium.sodium_memzero(this.#buffer);
    this.#buffer = undefined;
  }
}

/**
 * Fixed HMAC key: the digest only brings both sides to one length before the constant-time compare, so it needs
 * no secrecy (core takes no randomness; a per-process random key added nothing the constant-time compare lacks).
 */
const EQUALITY_KEY = Buffer.from('algorun constant-time equality', 'ascii');

function digestForComparison(value: Uint8Array | string): Buffer {
  const h = createHmac('sha256', EQUALITY_KEY);
  h.update(typeof value === 'string' ? Buffer.from(value, 'utf8') : value);
  return h.digest();
}

/**
 * Constant-time equality for tokens, password hashes and handle secrets. Strings compare by their UTF-8 bytes.
 * Unequal lengths give false after the same amount of work as an equal-length mismatch.
 */
export function timingSafeEqual(a: Uint8Array | string, b: Uint8Array | string): boolean {
  const da = digestForComparison(a);
  const db = digestForComparison(b);
  const sameDigest = sodium.sodium_memcmp(da, db);
  const la = typeof a === 'string' ? Buffer.byteLength(a, 'utf8') : a.length;
  const lb = typeof b === 'string' ? Buffer.byteLength(b, 'utf8') : b.length;
  // Both facts are computed before combining them, so neither short-circuits the other.
  return sameDigest && la === lb;
}

/**
 * Constant-time equality of two values whose lengths are public and fixed (digests, validated handle secrets, API
 * tokens): one constant-time comparison (Node's `timingSafeEqual`, CRYPTO_memcmp; cheaper to call per request
 * than libsodium's through N-API), no hashing. Different lengths are simply unequal.
 */
export function equalFixedLength(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && cryptoMemcmp(a, b);
}
