/**
 * Bearer tokens of the admin surface: the bootstrap admin token and the tokens issued to OAuth apps.
 *
 * Invariants:
 * - A token is never stored or logged: the key is the hex SHA-256 of the token (credentials.ts) and the value its
 *   owning app, scopes and expiry (table `token`, store/schema.ts). Lookups hash the presented token first and compare digests
 *   only, so the time taken cannot tell a caller how many leading characters of a real token it guessed (the
 *   digest of a guess shares no controllable prefix with the digest of a real token).
 * - Issued tokens live in memory (loaded at open, written through after each commit), so `verify` is synchronous
 *   and can run on every algod request. Expired tokens verify as absent and are dropped at the next open.
 * - The bootstrap token (app id 0) exists in memory only.
 */
import { encodeCredential, tokenDigestHex, CREDENTIAL_BYTES } from '../../core/admin/credentials.js';
import { decodeTokenRecord, encodeTokenRecord, type TokenRecord } from '../../core/admin/records.js';
import { randomBytes } from '../random.js';
import type { Store, WriteOp } from '../../store/store.js';
import { parseTokenKey, tableRange, tokenKey } from '../../store/schema.js';

export interface IssuedToken {
  readonly token: string;
  readonly record: TokenRecord;
}

export class TokenStore {
  readonly #store: Store;
  readonly #byDigest = new Map<string, TokenRecord>();
  readonly #now: () => number;

  private constructor(store: Store, now: () => number) {
    this.#store = store;
    this.#now = now;
  }

  /** Loads the stored tokens, deleting expired ones. @throws CORE_INTERNAL on a corrupt record */
  static async open(store: Store, now: () => number): Promise<TokenStore> {
    const tokens = new TokenStore(store, now);
    const expired: WriteOp[] = [];
    for await (const [key, value] of store.scan(tableRange('admin', 'token'))) {
      const record = decodeTokenRecord(value);
      const digest = parseTokenKey(key);
      if (record.expiresAtMs !== null && record.expiresAtMs <= now()) expired.push({ type: 'del', key });
      else tokens.#byDigest.set(digest, record);
    }
    await store.commit(expired);
    return tokens;
  }

  /** Registers the bootstrap admin token (memory only). */
  addBootstrap(token: string, scopes: readonly string[]): void {
    this.#byDigest.set(tokenDigestHex(token), { appId: 0n, scopes, expiresAtMs: null, createdAtMs: this.#now() });
  }

  /** The live record of `token`, or undefined for an unknown, revoked or expired token. */
  verify(token: string): TokenRecord | undefined {
    const digest = tokenDigestHex(token);
    const record = this.#byDigest.get(digest);
    if (record === undefined) return undefined;
    if (record.expiresAtMs !== null && record.expiresAtMs <= this.#now()) return undefined;
    return record;
  }

  /** Issues and stores a fresh token for `appId`; run inside the service's write queue. */
  async issue(appId: bigint, scopes: readonly string[], lifetimeMs: number): Promise<IssuedToken> {
    const token = encodeCredential(randomBytes(CREDENTIAL_BYTES));
    const createdAtMs = this.#now();
    const record: TokenRecord = { appId, scopes, expiresAtMs: createdAtMs + lifetimeMs, createdAtMs };
    const digest = tokenDigestHex(token);
    await this.#store.commit([{ type: 'put', key: tokenKey(digest), value: encodeTokenRecord(record) }]);
    this.#byDigest.set(digest, record);
    return { token, record };
  }

  /** Deletes `token` if it belongs to `appId`; false when unknown or another app's. */
  async revoke(token: string, appId: bigint): Promise<boolean> {
    const digest = tokenDigestHex(token);
    const record = this.#byDigest.get(digest);
    if (record === undefined || record.appId !== appId || appId === 0n) return false;
    await this.#store.commit([{ type: 'del', key: tokenKey(digest) }]);
    this.#byDigest.delete(digest);
    return true;
  }

  /** Delete ops for every token of `appId`, and a function that forgets them once committed. */
  revokeAllOps(appId: bigint): { ops: WriteOp[]; forget: () => void } {
    const digests = [...this.#byDigest].filter(([, r]) => r.appId === appId && appId !== 0n).map(([d]) => d);
    return {
      ops: digests.map((d) => ({ type: 'del', key: tokenKey(d) })),
      forget: () => digests.forEach((d) => this.#byDigest.delete(d)),
    };
  }
}
