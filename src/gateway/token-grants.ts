/**
 * A `--core` gateway's view of bearer tokens: the core's `IntrospectToken` answers (algorun.admin.v1) behind a
 * small positive cache, so that OAuth tokens work on the gateway's REST surfaces as they do in process
 * (auth.ts `remoteGrant`: the admin OAuth-app routes, and algod/kmd under `--oauth-apis`).
 *
 * Invariants:
 * - Only live tokens are cached; unknown, expired and revoked ones are asked about again on every use.
 * - An entry lives TOKEN_CACHE_TTL_MS from when its question was sent, so a token revoked (or expired, or whose
 *   app was deleted) at the core stops working on the gateway at most TOKEN_CACHE_TTL_MS after that happened
 *   (docs/operations.md).
 * - At most TOKEN_CACHE_MAX_ENTRIES entries: a new one beyond that evicts the oldest.
 * - Concurrent lookups of one uncached token share one question (and the remote-core channel batches the questions
 *   of one event-loop turn).
 * - A cached grant is returned synchronously, with no allocation; a question that fails (core unreachable) rejects
 *   with its error and caches nothing.
 */
import { performance } from 'node:perf_hooks';
import type { TokenGrant } from './auth.js';

export const TOKEN_CACHE_TTL_MS = 5_000;
export const TOKEN_CACHE_MAX_ENTRIES = 4_096;

/** The core's answer for a token (IntrospectTokenResponse). */
export interface Introspection {
  readonly active: boolean;
  readonly scopes: readonly string[];
  readonly operator: boolean;
}

export interface TokenGrantCacheOptions {
  /** Monotonic milliseconds (performance.now by default). */
  readonly now?: () => number;
  readonly ttlMs?: number;
  readonly maxEntries?: number;
}

interface Entry {
  readonly grant: TokenGrant;
  readonly expiresAt: number;
}

export class TokenGrantCache {
  readonly #introspect: (token: string) => Promise<Introspection>;
  readonly #now: () => number;
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, Entry>();
  readonly #asking = new Map<string, Promise<TokenGrant | undefined>>();

  constructor(introspect: (token: string) => Promise<Introspection>, options: TokenGrantCacheOptions = {}) {
    this.#introspect = introspect;
    this.#now = options.now ?? (() => performance.now());
    this.#ttlMs = options.ttlMs ?? TOKEN_CACHE_TTL_MS;
    this.#maxEntries = Math.max(1, options.maxEntries ?? TOKEN_CACHE_MAX_ENTRIES);
  }

  /** Number of cached entries (live or not yet evicted). */
  get size(): number {
    return this.#entries.size;
  }

  /** The grant of `token` (undefined: not live): at once when cached, else a promise of the core's answer. */
  readonly lookup = (token: string): TokenGrant | undefined | Promise<TokenGrant | undefined> => {
    const entry = this.#entries.get(token);
    if (entry !== undefined) {
      if (this.#now() < entry.expiresAt) return entry.grant;
      this.#entries.delete(token);
    }
    let asking = this.#asking.get(token);
    if (asking === undefined) {
      asking = this.#ask(token).finally(() => this.#asking.delete(token));
      this.#asking.set(token, asking);
    }
    return asking;
  };

  async #ask(token: string): Promise<TokenGrant | undefined> {
    const askedAt = this.#now();
    const answer = await this.#introspect(token);
    if (!answer.active) return undefined;
    const grant: TokenGrant = { scopes: [...answer.scopes], operator: answer.operator };
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, { grant, expiresAt: askedAt + this.#ttlMs });
    return grant;
  }
}
