/**
 * Opening a wallet with its password (`wallet/init`, `wallet/rename`): the derivation on the first open of a
 * wallet in this process, a keyed-hash check against the cached master key afterwards (key-cache.ts), and the
 * per-wallet back-off on wrong passwords (password-backoff.ts). docs/compat.md (kmd) says why.
 *
 * Invariants:
 * - Every password check of a wallet whose record derives (Argon2id) goes through the back-off; a `none` record
 *   (empty password, nothing to guess) is opened at once.
 * - The caller owns the returned MEK and MDK and releases them; the cache keeps its own copy.
 * - With `cache: false` (BENCH REFERENCE ONLY, not reachable from the CLI) every open derives and nothing is
 *   gated, which is the behaviour before the cache.
 */
import { WalletKeyCache } from './key-cache.js';
import { PasswordBackoff, type BackoffOptions } from './password-backoff.js';
import { openMdk, WalletCrypto, type UnlockedWallet } from './wallet-crypto.js';
import type { WalletRecord } from '../../core/kmd/records.js';
import type { Secret } from '../../core/crypto/secret.js';

export type UnlockerOptions = BackoffOptions & { readonly cache?: boolean | undefined };

export class WalletUnlocker {
  readonly #crypto: WalletCrypto;
  readonly #cache: WalletKeyCache | undefined;
  readonly #backoff: PasswordBackoff;

  constructor(crypto: WalletCrypto, options: UnlockerOptions = {}) {
    this.#crypto = crypto;
    this.#cache = options.cache === false ? undefined : new WalletKeyCache();
    this.#backoff = new PasswordBackoff(options);
  }

  /** Wallets whose master key is held (tests). */
  get cachedWallets(): number {
    return this.#cache?.size ?? 0;
  }

  /** The held MEK secret of `walletId` (tests check it is zeroed when dropped). */
  heldKey(walletId: string): Secret | undefined {
    return this.#cache?.heldKey(walletId);
  }

  /** Consecutive wrong passwords of `walletId` (tests). */
  failures(walletId: string): number {
    return this.#backoff.failures(walletId);
  }

  /**
   * The wallet's MEK and MDK for `password`.
   * @throws CORE_DECRYPT_FAILED wrong password; CORE_DECRYPT_WRONG_TYPE tampered record; CORE_POOL_FAILURE
   */
  async unlock(record: WalletRecord, password: string): Promise<UnlockedWallet> {
    const cache = this.#cache;
    if (cache === undefined || !WalletCrypto.derives(record.kdf)) return this.#derive(record, password);
    const cost = (): number => cache.kdfMs(record.id) ?? 0;
    return this.#backoff.run(record.id, cost, async () => {
      const mek = cache.open(record, password);
      if (mek !== undefined) return withMdk(mek, record);
      const unlocked = await this.#crypto.unlock(record, password);
      cache.remember(record, password, unlocked.mek, unlocked.kdfMs);
      return { mek: unlocked.mek, mdk: unlocked.mdk };
    });
  }

  /** Keeps `mek` (just sealed under `password` by a create) for `record`, when its record derives. */
  remember(record: WalletRecord, password: string, mek: Secret, kdfMs: number): void {
    if (WalletCrypto.derives(record.kdf)) this.#cache?.remember(record, password, mek, kdfMs);
  }

  /** Drops (and zeroes) the held key of `walletId`: its record was rewritten or removed. */
  forget(walletId: string): void {
    this.#cache?.forget(walletId);
  }

  /** Zeroes every held key. */
  close(): void {
    this.#cache?.close();
    this.#backoff.clear();
  }

  async #derive(record: WalletRecord, password: string): Promise<UnlockedWallet> {
    const { mek, mdk } = await this.#crypto.unlock(record, password);
    return { mek, mdk };
  }
}

function withMdk(mek: Secret, record: WalletRecord): UnlockedWallet {
  try {
    return { mek, mdk: openMdk(mek, record.mdkBox) };
  } catch (error) {
    mek.release();
    throw error;
  }
}
