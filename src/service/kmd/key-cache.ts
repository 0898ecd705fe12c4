/**
 * Master encryption keys (MEKs) of wallets opened in this process, so that opening a wallet again costs a keyed
 * hash instead of a memory-hard derivation. Wallet data at rest stays sealed under the password KDF; only this
 * process's memory holds the unsealed key, as a live handle already does.
 *
 * Invariants:
 * - An entry is made only after a derivation proved the password, or when a create has just sealed a new MEK
 *   under it (wallet-unlocker.ts, wallet-ops.ts). It holds a copy of the MEK
 *   in guarded memory (`Secret`), a verifier = BLAKE2b-256 keyed by a random per-process secret (guarded memory)
 *   over `wallet id || password`, the sealed master-key box it was opened from, and the derivation's wall time.
 * - An entry serves only a record whose sealed master-key box is byte-equal to its own: a record rewritten under
 *   another password (or replaced in the store) never opens with a stale key; the stale entry is dropped.
 * - Verifiers are compared in constant time (equalFixedLength, 32 bytes each).
 * - `forget` (rename, or any rewrite of the record by this process) and `close` zero the MEK at once; callers
 *   get their own copies and release them themselves.
 */
import { randomBytes } from '../random.js';
import { keyedTextHash } from '../../core/crypto/keyed-hash.js';
import { Secret, equalFixedLength } from '../../core/crypto/secret.js';
import { AppError } from '../../core/errors.js';

const VERIFIER_KEY_BYTES = 32;

type Entry = { readonly mek: Secret; readonly verifier: Buffer; readonly sealedMek: Buffer; readonly kdfMs: number };

export type CacheableRecord = { readonly id: string; readonly masterKeyBox: Buffer };

export class WalletKeyCache {
  readonly #verifierKey = Secret.copyOf(randomBytes(VERIFIER_KEY_BYTES), { zeroSource: true });
  readonly #entries = new Map<string, Entry>();

  /** Number of wallets whose key is held. */
  get size(): number {
    return this.#entries.size;
  }

  /** The MEK secret held for `walletId` (tests check it is zeroed on release); never hand it out otherwise. */
  heldKey(walletId: string): Secret | undefined {
    return this.#entries.get(walletId)?.mek;
  }

  /** Wall time of the derivation that made the entry of `walletId`, if there is one. */
  kdfMs(walletId: string): number | undefined {
    return this.#entries.get(walletId)?.kdfMs;
  }

  /**
   * A fresh copy of the MEK when an entry serves `record` and `password` is its password; undefined when no
   * entry serves the record (the caller derives).
   * @throws CORE_DECRYPT_FAILED wrong password
   */
  open(record: CacheableRecord, password: string): Secret | undefined {
    const entry = this.#entries.get(record.id);
    if (entry === undefined) return undefined;
    if (!entry.sealedMek.equals(record.masterKeyBox)) {
      this.forget(record.id);
      return undefined;
    }
    if (!equalFixedLength(this.#verifier(record.id, password), entry.verifier)) {
      throw new AppError('CORE_DECRYPT_FAILED');
    }
    return Secret.copyOf(entry.mek.bytes);
  }

  /** Keeps a copy of `mek` (sealed under `password`'s derived key) for `record`; replaces an older entry. */
  remember(record: CacheableRecord, password: string, mek: Secret, kdfMs: number): void {
    this.forget(record.id);
    this.#entries.set(record.id, {
      mek: Secret.copyOf(mek.bytes),
      verifier: this.#verifier(record.id, password),
      sealedMek: Buffer.from(record.masterKeyBox),
      kdfMs,
    });
  }

  /** Zeroes and drops the entry of `walletId`. */
  forget(walletId: string): void {
    this.#entries.get(walletId)?.mek.release();
    this.#entries.delete(walletId);
  }

  /** Zeroes every entry and the verifier key; the cache is unusable afterwards. */
  close(): void {
    for (const id of [...this.#entries.keys()]) this.forget(id);
    this.#verifierKey.release();
  }

  #verifier(walletId: string, password: string): Buffer {
    // The id is always 32 hex characters, so `id || password` is unambiguous.
    return keyedTextHash(this.#verifierKey.bytes, password, Buffer.from(walletId, 'latin1'));
  }
}
