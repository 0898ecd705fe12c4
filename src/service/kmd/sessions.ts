/**
 * Wallet handles (docs/spec/kmd.md §5): in memory only, one entry per `POST /v1/wallet/init`.
 *
 * Invariants:
 * - A handle holds its own unlocked MEK and MDK as `Secret`s and a keyed hash of the password (BLAKE2b-256 under
 *   a random 32-byte key of the handle, kept in guarded memory) for per-request password checks: no KDF per
 *   request, one native call, comparison in constant time. It also keeps the secret keys
 *   it has opened (guarded memory), so repeated signing skips the store and the secretbox; deleting a key drops
 *   it from every handle of the wallet.
 * - Lookup order: token format (core/kmd/handle.ts) → id known (`handle does not exist`) → secret equal, in
 *   constant time (`invalid token`) → expiry, unless the caller skips it (release). Expired means now > expires;
 *   the first use after expiry answers `handle expired` and removes the handle, later uses `handle does not exist`.
 * - Removing a handle (release, expiry, sweep, close) zeroes its secrets at once. A sweep every
 *   min(60 s, lifetime) removes expired handles that nobody touches; its timer never keeps the process alive.
 */
import { randomBytes } from '../random.js';
import { keyedTextHash, keyedTextHashInto } from '../../core/crypto/keyed-hash.js';
import { Secret, equalFixedLength } from '../../core/crypto/secret.js';
import { bytesKey } from '../../core/bytes.js';
import { AppError } from '../../core/errors.js';
import { formatHandle, HANDLE_ID_BYTES, HANDLE_SECRET_BYTES, parseHandle } from '../../core/kmd/handle.js';
import type { UnlockedWallet } from './wallet-crypto.js';

const PASSWORD_KEY_BYTES = 32;
const MAX_SWEEP_MS = 60_000;

export class Session {
  readonly walletId: string;
  readonly mek: Secret;
  readonly mdk: Secret;
  readonly #secret: Buffer;
  readonly #passwordKey: Secret;
  readonly #passwordHash: Buffer;
  /** Where checkPassword hashes the presented password (zeroed after each check). */
  readonly #presentedHash = Buffer.alloc(32);
  /** Secret keys opened by this handle, by public key (bytesKey): later requests skip the store and the secretbox. */
  readonly #keys = new Map<string, Secret>();
  /** Opens in progress, by public key: concurrent first uses of a key share one. */
  readonly #opening = new Map<string, Promise<Secret>>();
  #released = false;
  expiresAtMs: number;

  constructor(walletId: string, keys: UnlockedWallet, secret: string, password: string, expiresAtMs: number) {
    this.walletId = walletId;
    this.mek = keys.mek;
    this.mdk = keys.mdk;
    this.#secret = Buffer.from(secret, 'latin1');
    this.#passwordKey = Secret.copyOf(randomBytes(PASSWORD_KEY_BYTES), { zeroSource: true });
    this.#passwordHash = this.#hash(password);
    this.expiresAtMs = expiresAtMs;
  }

  #hash(password: string): Buffer {
    return keyedTextHash(this.#passwordKey.bytes, password);
  }

  /** The handle format (64 hex digits) is checked before this, so the length is public and fixed. */
  hasSecret(secret: string): boolean {
    return equalFixedLength(Buffer.from(secret, 'latin1'), this.#secret);
  }

  /** @throws CORE_DECRYPT_FAILED (400 `error decrypting. wrong password?`) */
  checkPassword(password: string): void {
    const presented = this.#presentedHash;
    keyedTextHashInto(presented, this.#passwordKey.bytes, password);
    const matches = equalFixedLength(presented, this.#passwordHash);
    presented.fill(0);
    if (!matches) throw new AppError('CORE_DECRYPT_FAILED');
  }

  /**
   * The secret key of `publicKey` as this handle holds it: the cached one, or the result of `open` (then cached),
   * called once however many requests ask while it runs, so a burst of signatures by a new key reads the store
   * once. A key forgotten (deleted) or a handle released while `open` runs is not cached: the opened key is
   * zeroed and the callers get KMD_KEY_NOT_FOUND or KMD_BAD_HANDLE. The key is owned by the handle: callers copy
   * its bytes at once and never release it. @throws what `open` throws, KMD_KEY_NOT_FOUND, KMD_BAD_HANDLE
   */
  openedKey(publicKey: Uint8Array, open: () => Promise<Secret>): Secret | Promise<Secret> {
    const id = bytesKey(publicKey);
    const cached = this.#keys.get(id);
    if (cached !== undefined) return cached;
    const pending = this.#opening.get(id);
    if (pending !== undefined) return pending;
    const opening: Promise<Secret> = open().then(
      (secretKey) => {
        // forgetKey (the key was deleted) and release drop the entry: then the key must not stay.
        const current = this.#opening.get(id) === opening;
        if (current) this.#opening.delete(id);
        if (this.#released || !current) {
          secretKey.release();
          throw this.#released
            ? new AppError('KMD_BAD_HANDLE', 'handle does not exist')
            : new AppError('KMD_KEY_NOT_FOUND');
        }
        this.#keys.set(id, secretKey);
        return secretKey;
      },
      (error: unknown) => {
        if (this.#opening.get(id) === opening) this.#opening.delete(id);
        throw error;
      },
    );
    this.#opening.set(id, opening);
    return opening;
  }

  /** Drops (and zeroes) a cached key, e.g. after the key was deleted from the wallet. */
  forgetKey(publicKey: Uint8Array): void {
    const id = bytesKey(publicKey);
    this.#opening.delete(id);
    this.#keys.get(id)?.release();
    this.#keys.delete(id);
  }

  release(): void {
    this.#released = true;
    this.#opening.clear();
    this.mek.release();
    this.mdk.release();
    this.#passwordKey.release();
    for (const key of this.#keys.values()) key.release();
    this.#keys.clear();
  }
}

export type SessionTableOptions = {
  readonly lifetimeSeconds: number;
  /** Clock in milliseconds (tests inject one). */
  readonly now?: () => number;
};

export class SessionTable {
  readonly #sessions = new Map<string, Session>();
  readonly #lifetimeMs: number;
  readonly #now: () => number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: SessionTableOptions) {
    this.#lifetimeMs = options.lifetimeSeconds * 1000;
    this.#now = options.now ?? Date.now;
    this.#sweeper = setInterval(() => this.sweep(), Math.min(MAX_SWEEP_MS, Math.max(1000, this.#lifetimeMs)));
    this.#sweeper.unref();
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** A new handle over already unlocked keys (ownership of the secrets passes to the table). */
  open(walletId: string, keys: UnlockedWallet, password: string): string {
    let id: Buffer;
    do id = randomBytes(HANDLE_ID_BYTES);
    while (this.#sessions.has(id.toString('hex')));
    const secret = randomBytes(HANDLE_SECRET_BYTES);
    const token = formatHandle(id, secret);
    const session = new Session(walletId, keys, secret.toString('hex'), password, this.#now() + this.#lifetimeMs);
    this.#sessions.set(id.toString('hex'), session);
    return token;
  }

  /**
   * The live session of `token`.
   * @throws KMD_BAD_HANDLE with upstream's texts
   */
  get(token: string, options: { checkExpiry?: boolean } = {}): Session {
    const { id, secret } = parseHandle(token);
    const session = this.#sessions.get(id);
    if (session === undefined) throw new AppError('KMD_BAD_HANDLE', 'handle does not exist');
    if (!session.hasSecret(secret)) throw new AppError('KMD_BAD_HANDLE', 'invalid token');
    if (options.checkExpiry !== false && this.#now() > session.expiresAtMs) {
      this.#remove(id, session);
      throw new AppError('KMD_BAD_HANDLE', 'handle expired');
    }
    return session;
  }

  /** Whole seconds left, truncated (never negative). */
  remainingSeconds(session: Session): number {
    return Math.max(0, Math.trunc((session.expiresAtMs - this.#now()) / 1000));
  }

  /** @throws KMD_BAD_HANDLE */
  renew(token: string): Session {
    const session = this.get(token);
    session.expiresAtMs = this.#now() + this.#lifetimeMs;
    return session;
  }

  /** Releases a handle; an expired but unswept handle may still be released (as upstream). @throws KMD_BAD_HANDLE */
  release(token: string): void {
    const session = this.get(token, { checkExpiry: false });
    this.#remove(parseHandle(token).id, session);
  }

  /** Drops a deleted key from every handle of its wallet. */
  forgetKey(walletId: string, publicKey: Uint8Array): void {
    for (const session of this.#sessions.values()) if (session.walletId === walletId) session.forgetKey(publicKey);
  }

  /** Removes every expired handle. */
  sweep(): void {
    const now = this.#now();
    for (const [id, session] of this.#sessions) if (now > session.expiresAtMs) this.#remove(id, session);
  }

  /** Zeroes and forgets every handle and stops the sweep. */
  close(): void {
    clearInterval(this.#sweeper);
    for (const [id, session] of this.#sessions) this.#remove(id, session);
  }

  #remove(id: string, session: Session): void {
    this.#sessions.delete(id);
    session.release();
  }
}
