/**
 * Encryption at rest for kmd wallets (spec/kmd.md §6.5, with Argon2id in place of scrypt: core/crypto/password-kdf).
 *
 * Invariants:
 * - Each wallet has a random 32-byte master encryption key (MEK). Only the MEK is sealed under the password key
 *   (tag `master_key`); the MDK (`master_derivation_key`), every secret key (`secret_key`) and the max key index
 *   (`max_key_idx`) are sealed under the MEK. Nothing secret is ever written in clear.
 * - The password KDF (~0.6 s, 256 MiB at the default limits) runs on the worker pool when there is one, never on
 *   the event loop; without a pool (unit tests) it runs inline.
 * - Unlocked keys are `Secret`s (guarded memory); the caller releases them. A wrong password is
 *   CORE_DECRYPT_FAILED; the caller chooses its status (401 at init, 400 elsewhere).
 */
import { deriveKeyFromPassword, KDF_ALGORITHM, KDF_SALT_BYTES, newKdfParams } from '../../core/crypto/password-kdf.js';
import type { KdfParams } from '../../core/crypto/password-kdf.js';
import { randomBytes } from '../../core/crypto/ed25519.js';
import { open, seal } from '../../core/crypto/secretbox.js';
import { Secret } from '../../core/crypto/secret.js';
import { decodeIndex, encodeIndex } from '../../core/kmd/records.js';
import type { Pool } from '../../workers/pool.js';

export const MEK_BYTES = 32;

/** KDF limits; only tests pass limits below libsodium's MODERATE level (never reachable from the CLI). */
export type KdfLimits = { readonly opsLimit: number; readonly memLimitBytes: number };

export type UnlockedWallet = { readonly mek: Secret; readonly mdk: Secret };

export class WalletCrypto {
  readonly #pool: Pool | undefined;
  readonly #limits: KdfLimits | undefined;

  constructor(options: { pool?: Pool | undefined; unsafeKdfLimits?: KdfLimits | undefined }) {
    this.#pool = options.pool;
    this.#limits = options.unsafeKdfLimits;
  }

  /** Fresh KDF parameters (random salt). */
  newParams(): KdfParams {
    if (this.#limits === undefined) return newKdfParams();
    return { algorithm: KDF_ALGORITHM, ...this.#limits, salt: randomBytes(KDF_SALT_BYTES) };
  }

  /** The 32-byte password key. @throws CORE_BAD_ARGUMENT (parameters), CORE_POOL_FAILURE */
  async passwordKey(password: string, params: KdfParams): Promise<Secret> {
    if (this.#pool === undefined) return deriveKeyFromPassword(password, params);
    // The password buffer is transferred to the worker, which zeroes it.
    const bytes = new Uint8Array(Buffer.from(password, 'utf8'));
    const { key } = await this.#pool.run('password-kdf', { password: bytes, params }, { transfer: [bytes.buffer] });
    return Secret.copyOf(key, { zeroSource: true });
  }

  /** Seals a new MEK under the password and `mdk` and index 0 under the MEK. */
  async createBoxes(
    password: string,
    mdk: Uint8Array,
  ): Promise<{ kdf: KdfParams; masterKeyBox: Buffer; mdkBox: Buffer; maxIndexBox: Buffer }> {
    const kdf = this.newParams();
    const pwKey = await this.passwordKey(password, kdf);
    const mek = Secret.copyOf(randomBytes(MEK_BYTES), { zeroSource: true });
    try {
      return {
        kdf,
        masterKeyBox: seal(pwKey.bytes, 'master_key', mek.bytes),
        mdkBox: seal(mek.bytes, 'master_derivation_key', mdk),
        maxIndexBox: seal(mek.bytes, 'max_key_idx', encodeIndex(0n)),
      };
    } finally {
      pwKey.release();
      mek.release();
    }
  }

  /**
   * Opens the MEK with the password, then the MDK with the MEK.
   * @throws CORE_DECRYPT_FAILED wrong password; CORE_DECRYPT_WRONG_TYPE tampered record
   */
  async unlock(record: { kdf: KdfParams; masterKeyBox: Buffer; mdkBox: Buffer }, password: string): Promise<UnlockedWallet> {
    const pwKey = await this.passwordKey(password, record.kdf);
    let mek: Secret | undefined;
    try {
      mek = open(pwKey.bytes, 'master_key', record.masterKeyBox);
      return { mek, mdk: open(mek.bytes, 'master_derivation_key', record.mdkBox) };
    } catch (error) {
      mek?.release();
      throw error;
    } finally {
      pwKey.release();
    }
  }
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
  return seal(mek.bytes, 'max_key_idx', encodeIndex(index));
}

export function sealSecretKey(mek: Secret, secretKey: Uint8Array): Buffer {
  return seal(mek.bytes, 'secret_key', secretKey);
}

/** @throws CORE_DECRYPT_FAILED, CORE_DECRYPT_WRONG_TYPE */
export function openSecretKey(mek: Secret, box: Uint8Array): Secret {
  return open(mek.bytes, 'secret_key', box);
}
