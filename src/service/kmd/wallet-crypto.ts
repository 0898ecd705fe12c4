/**
 * Encryption at rest for kmd wallets (docs/spec/kmd.md §6.5, with Argon2id in place of scrypt: core/crypto/password-kdf).
 *
 * Invariants:
 * - Each wallet has a random 32-byte master encryption key (MEK). Only the MEK is sealed under the password key
 *   (tag `master_key`); the MDK (`master_derivation_key`), every secret key (`secret_key`) and the max key index
 *   (`max_key_idx`) are sealed under the MEK. Nothing secret is ever written in clear.
 * - The password KDF (~0.6 s, 256 MiB at the default limits) runs on the worker pool when there is one, never on
 *   the event loop; without a pool (unit tests) it runs inline. At most `kdfConcurrency` derivations run at once
 *   (kdf-slots.ts), whatever the number of pool threads; the others queue.
 * - The empty password derives nothing: a wallet created with it seals its MEK under EMPTY_PASSWORD_KEY, a fixed
 *   public value (`kdf: none`, records.ts), which is what Argon2id of a known password amounts to. Such a record
 *   opens with the empty password only. Older records with Argon2id parameters open as before, whatever the
 *   password. `legacyKdf` (bench reference only) derives for the empty password too, as before.
 * - Unlocked keys are `Secret`s (guarded memory); the caller releases them. A wrong password is
 *   CORE_DECRYPT_FAILED; the caller chooses its status (401 at init, 400 elsewhere).
 */
import { blake2b256 } from '../../core/crypto/keyed-hash.js';
import { deriveKeyFromPassword, KDF_ALGORITHM, KDF_SALT_BYTES, newKdfParams } from '../../core/crypto/password-kdf.js';
import type { KdfParams } from '../../core/crypto/password-kdf.js';
import { AppError } from '../../core/errors.js';
import { EMPTY_PASSWORD_KDF, NO_KDF_ALGORITHM, type WalletKdf } from '../../core/kmd/records.js';
import { KdfSlots, type KdfStats } from './kdf-slots.js';
import { randomBytes } from '../random.js';
import { open, seal } from '../../core/crypto/secretbox.js';
import { Secret } from '../../core/crypto/secret.js';
import { decodeIndex, encodeIndex } from '../../core/kmd/records.js';
import type { Pool } from '../../workers/pool.js';

const MEK_BYTES = 32;

/** KDF limits; only tests pass limits below libsodium's MODERATE level (never reachable from the CLI). */
export type KdfLimits = { readonly opsLimit: number; readonly memLimitBytes: number };

export type UnlockedWallet = { readonly mek: Secret; readonly mdk: Secret };

/** The MEK sealing key of empty-password wallets: public by design (BLAKE2b-256 of a fixed label). */
const EMPTY_PASSWORD_KEY: Buffer = blake2b256([Buffer.from('algorun kmd: wallet with the empty password', 'utf8')]);

export type WalletCryptoOptions = {
  readonly pool?: Pool | undefined;
  readonly unsafeKdfLimits?: KdfLimits | undefined;
  /** Derivations allowed to run at once (default 1). */
  readonly kdfConcurrency?: number | undefined;
  /** BENCH REFERENCE ONLY: derive for the empty password too (the behaviour before the `none` scheme). */
  readonly legacyKdf?: boolean | undefined;
  /** Clock in milliseconds, to time derivations (tests inject one). */
  readonly now?: (() => number) | undefined;
};

export class WalletCrypto {
  readonly #pool: Pool | undefined;
  readonly #limits: KdfLimits | undefined;
  readonly #slots: KdfSlots;
  readonly #legacy: boolean;
  readonly #now: () => number;

  constructor(options: WalletCryptoOptions) {
    this.#pool = options.pool;
    this.#limits = options.unsafeKdfLimits;
    this.#slots = new KdfSlots(options.kdfConcurrency ?? 1);
    this.#legacy = options.legacyKdf === true;
    this.#now = options.now ?? Date.now;
  }

  /** Derivation counters (started, running, most at once). */
  get kdfStats(): Readonly<KdfStats> {
    return this.#slots.stats;
  }

  /** Whether `kdf` costs a derivation to open. */
  static derives(kdf: WalletKdf): kdf is KdfParams {
    return kdf.algorithm !== NO_KDF_ALGORITHM;
  }

  /** Fresh KDF parameters (random salt). */
  newParams(): KdfParams {
    if (this.#limits === undefined) return newKdfParams(randomBytes);
    return { algorithm: KDF_ALGORITHM, ...this.#limits, salt: randomBytes(KDF_SALT_BYTES) };
  }

  /** The 32-byte password key. @throws CORE_BAD_ARGUMENT (parameters), CORE_POOL_FAILURE */
  async passwordKey(password: string, params: KdfParams): Promise<Secret> {
    return (await this.#derive(password, params)).key;
  }

  /** The derivation in a slot; `ms` is its own wall time, not the wait for the slot. */
  #derive(password: string, params: KdfParams): Promise<{ key: Secret; ms: number }> {
    return this.#slots.run(async () => {
      const started = this.#now();
      let key: Secret;
      if (this.#pool === undefined) key = deriveKeyFromPassword(password, params);
      else {
        // The password buffer is transferred to the worker, which zeroes it.
        const bytes = new Uint8Array(Buffer.from(password, 'utf8'));
        const out = await this.#pool.run('password-kdf', { password: bytes, params }, { transfer: [bytes.buffer] });
        key = Secret.copyOf(out.key, { zeroSource: true });
      }
      return { key, ms: this.#now() - started };
    });
  }

  /** The key the MEK is sealed under: derived, or the fixed one of `kdf: none` (empty password only). */
  async #sealingKey(password: string, kdf: WalletKdf): Promise<{ key: Secret; ms: number }> {
    if (WalletCrypto.derives(kdf)) return this.#derive(password, kdf);
    if (password !== '') throw new AppError('CORE_DECRYPT_FAILED');
    return { key: Secret.copyOf(EMPTY_PASSWORD_KEY), ms: 0 };
  }

  /**
   * Seals a new MEK under the password and `mdk` and index 0 under the MEK. The MEK itself is returned too (the
   * caller releases it), with the derivation's wall time, so the first open need not derive again.
   */
  async createBoxes(
    password: string,
    mdk: Uint8Array,
  ): Promise<{
    kdf: WalletKdf;
    masterKeyBox: Buffer;
    mdkBox: Buffer;
    maxIndexBox: Buffer;
    mek: Secret;
    kdfMs: number;
  }> {
    const kdf = password === '' && !this.#legacy ? EMPTY_PASSWORD_KDF : this.newParams();
    const { key: pwKey, ms: kdfMs } = await this.#sealingKey(password, kdf);
    const mek = Secret.copyOf(randomBytes(MEK_BYTES), { zeroSource: true });
    try {
      return {
        kdf,
        masterKeyBox: seal(pwKey.bytes, 'master_key', mek.bytes, randomBytes),
        mdkBox: seal(mek.bytes, 'master_derivation_key', mdk, randomBytes),
        maxIndexBox: seal(mek.bytes, 'max_key_idx', encodeIndex(0n), randomBytes),
        mek,
        kdfMs,
      };
    } catch (error) {
      mek.release();
      throw error;
    } finally {
      pwKey.release();
    }
  }

  /**
   * Opens the MEK with the password, then the MDK with the MEK; `kdfMs` is the wall time the derivation took
   * (0 without one).
   * @throws CORE_DECRYPT_FAILED wrong password; CORE_DECRYPT_WRONG_TYPE tampered record
   */
  async unlock(
    record: { kdf: WalletKdf; masterKeyBox: Buffer; mdkBox: Buffer },
    password: string,
  ): Promise<UnlockedWallet & { kdfMs: number }> {
    const { key: pwKey, ms: kdfMs } = await this.#sealingKey(password, record.kdf);
    let mek: Secret | undefined;
    try {
      mek = open(pwKey.bytes, 'master_key', record.masterKeyBox);
      return { mek, mdk: openMdk(mek, record.mdkBox), kdfMs };
    } catch (error) {
      mek?.release();
      throw error;
    } finally {
      pwKey.release();
    }
  }
}

/** @throws CORE_DECRYPT_FAILED, CORE_DECRYPT_WRONG_TYPE */
export function openMdk(mek: Secret, box: Uint8Array): Secret {
  return open(mek.bytes, 'master_derivation_key', box);
}

/** @throws CORE_DECRYPT_FAILED, CORE_DECRYPT_WRONG_TYPE, CORE_STORE_FAILURE */
export function openMaxIndex(mek: Secret, box: Uint8Array): bigint {
  const plain = open(mek.bytes, 'max_key_idx', box);
  try {
    return decodeIndex(plain.bytes);
  } finally {
    plain.release();
  }
}

export function sealMaxIndex(mek: Secret, index: bigint): Buffer {
  return seal(mek.bytes, 'max_key_idx', encodeIndex(index), randomBytes);
}

export function sealSecretKey(mek: Secret, secretKey: Uint8Array): Buffer {
  return seal(mek.bytes, 'secret_key', secretKey, randomBytes);
}

/** @throws CORE_DECRYPT_FAILED, CORE_DECRYPT_WRONG_TYPE */
export function openSecretKey(mek: Secret, box: Uint8Array): Secret {
  return open(mek.bytes, 'secret_key', box);
}
