/**
 * API tokens and who may call what, shared by the REST and gRPC gateways.
 *
 * Invariants:
 * - Token comparison is constant-time over equal lengths (like Go's subtle.ConstantTimeCompare, a length
 *   mismatch fails at once); no trimming.
 * - algod: public calls accept the public or the admin token, admin calls only the admin token, the unversioned
 *   calls (health, ready, versions, genesis) none (docs/spec/algod.md §1.2–1.3). kmd: one token, GetVersions open.
 *   Which RPC needs what is declared in the proto (option algorun.api.v1.access), read from src/generated/routes/.
 * - admin surface: `Authorization: Bearer <token>` (or `access_token`) whose scopes cover `write` or `admin:write`
 *   (so `admin` passes too): unknown/expired/revoked → ADMIN_INVALID_CREDENTIALS, too few scopes →
 *   ADMIN_INSUFFICIENT_SCOPE. Tokens are looked up in the in-process token store (`bearerScopes`); a `--core`
 *   gateway has none and asks its core instead (`remoteGrant`: IntrospectToken behind a short cache,
 *   gateway/token-grants.ts), with the same verdicts; the admin token itself passes there without asking.
 *   Without either, only the admin token is accepted.
 * - Only a `remoteGrant` lookup that is not cached makes a verdict asynchronous (a promise, for the REST engine's
 *   asynchronous auth); requests presenting the algod/kmd/admin tokens are decided synchronously, as before.
 * - With `--oauth-apis` (`oauthApis`), an OAuth token also opens algod and kmd REST routes: scope `admin` for algod
 *   admin routes, `read` for GET/HEAD, `write` for everything else (submitting, signing). Callers that do not say
 *   which HTTP method they serve (the gRPC bindings) never accept OAuth tokens.
 */
import { ADMIN_API_SCOPES, grantsAny } from '../core/admin/scopes.js';
import { AppError } from '../core/errors.js';
import { equalFixedLength } from '../core/crypto/secret.js';
import type { RpcAccess } from '../generated/routes/binding.js';

export interface ApiTokens {
  /** algod public token (`algod.token`); also the kmd token. */
  readonly algod: string;
  /** algod admin token (`algod.admin.token`); also the admin-surface bearer token. */
  readonly algodAdmin: string;
  /** kmd token (`kmd.token`). */
  readonly kmd: string;
  /** Scopes of a live OAuth bearer token (in-process admin token store); absent in gateway-only mode. */
  readonly bearerScopes?: ((token: string) => readonly string[] | undefined) | undefined;
  /**
   * Scopes of a live operator token (the bootstrap admin token), undefined for app-issued tokens: registered apps
   * may call algod/kmd within their scopes but never manage apps.
   */
  readonly operatorScopes?: ((token: string) => readonly string[] | undefined) | undefined;
  /** `--oauth-apis`: OAuth tokens also open algod and kmd. */
  readonly oauthApis?: boolean | undefined;
  /**
   * `--core` gateways (no token store of their own): the core's answer for a bearer token, undefined when the token
   * is not live; synchronous when cached, else a promise (rejected when the core cannot be asked).
   */
  readonly remoteGrant?: ((token: string) => TokenGrant | undefined | Promise<TokenGrant | undefined>) | undefined;
}

/** What a live bearer token grants: its scopes, and whether it is an operator token (not issued to an app). */
export interface TokenGrant {
  readonly scopes: readonly string[];
  readonly operator: boolean;
}

/** An algod access class; which RPC has which is declared in the proto (src/generated/routes/algod.ts). */
export type AlgodAccess = RpcAccess;

/** Constant-time equality of a presented token with the expected one. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  return presented !== undefined && bytesMatch(Buffer.from(presented, 'utf8'), expected);
}

function bytesMatch(presented: Buffer, expected: string): boolean {
  return expected.length > 0 && equalFixedLength(presented, expectedBytes(expected));
}

/** The configured tokens' bytes, encoded once (there are only a few). */
const expectedCache = new Map<string, Buffer>();

function expectedBytes(token: string): Buffer {
  let bytes = expectedCache.get(token);
  if (bytes === undefined) {
    if (expectedCache.size >= 64) expectedCache.clear();
    expectedCache.set(token, (bytes = Buffer.from(token, 'utf8')));
  }
  return bytes;
}

/** The token of an `Authorization: Bearer <token>` value (scheme compared case-insensitively), else undefined. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const match = /^bearer:?\s+(.+?)\s*$/i.exec(authorization.trim());
  return match?.[1];
}

/** The algod token a request presents: X-Algo-API-Token, or else a Bearer token. */
export function presentedAlgodToken(
  apiToken: string | undefined,
  authorization: string | undefined,
): string | undefined {
  return apiToken !== undefined && apiToken !== '' ? apiToken : bearerToken(authorization);
}

/** The scope an OAuth token needs for a REST request: `admin` for node control, `read` for reads, else `write`. */
function requiredApiScope(method: string, isAdminRoute: boolean): string {
  if (isAdminRoute) return 'admin';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/**
 * Whether `token` is an OAuth token accepted on algod/kmd (`--oauth-apis`) with scope `required`; a promise only
 * while a `--core` gateway asks its core.
 */
function oauthAllows(token: string | undefined, required: string, tokens: ApiTokens): boolean | Promise<boolean> {
  if (tokens.oauthApis !== true || token === undefined || token === '') return false;
  if (tokens.bearerScopes !== undefined) {
    const scopes = tokens.bearerScopes(token);
    return scopes !== undefined && grantsAny(scopes, [required]);
  }
  if (tokens.remoteGrant === undefined) return false;
  const grant = tokens.remoteGrant(token);
  const allows = (g: TokenGrant | undefined): boolean => g !== undefined && grantsAny(g.scopes, [required]);
  return grant instanceof Promise ? grant.then(allows) : allows(grant);
}

/**
 * Whether `token` grants `access` on algod. `method` (the HTTP method) enables OAuth tokens under `--oauth-apis`
 * (then a promise while a `--core` gateway asks its core); without it only the algod tokens count.
 */
export function algodAllows(access: AlgodAccess, token: string | undefined, tokens: ApiTokens): boolean;
export function algodAllows(
  access: AlgodAccess,
  token: string | undefined,
  tokens: ApiTokens,
  method: string,
): boolean | Promise<boolean>;
export function algodAllows(
  access: AlgodAccess,
  token: string | undefined,
  tokens: ApiTokens,
  method?: string,
): boolean | Promise<boolean> {
  if (access === 'none') return true;
  if (token !== undefined) {
    // Encoded once for both comparisons; public routes try the public token (the usual one) first.
    const presented = Buffer.from(token, 'utf8');
    if (access === 'public' && bytesMatch(presented, tokens.algod)) return true;
    if (bytesMatch(presented, tokens.algodAdmin)) return true;
  }
  return method !== undefined && oauthAllows(token, requiredApiScope(method, access === 'admin'), tokens);
}

/**
 * Whether a kmd REST request may proceed: the kmd token, or (under `--oauth-apis`) a Bearer token with scope (a
 * promise while a `--core` gateway asks its core).
 */
export function kmdAllows(
  apiToken: string | undefined,
  authorization: string | undefined,
  method: string,
  tokens: ApiTokens,
): boolean | Promise<boolean> {
  if (tokenMatches(apiToken, tokens.kmd)) return true;
  return oauthAllows(bearerToken(authorization), requiredApiScope(method, false), tokens);
}

/**
 * The admin-surface verdict for a presented bearer token: undefined when allowed.
 * @returns ADMIN_INVALID_CREDENTIALS (missing, unknown, expired, revoked) or ADMIN_INSUFFICIENT_SCOPE
 */
export function adminDenial(token: string | undefined, tokens: ApiTokens): AppError | undefined {
  if (tokens.bearerScopes === undefined || tokens.operatorScopes === undefined) {
    return tokenMatches(token, tokens.algodAdmin) ? undefined : new AppError('ADMIN_INVALID_CREDENTIALS');
  }
  if (token === undefined || token === '' || tokens.bearerScopes(token) === undefined) {
    return new AppError('ADMIN_INVALID_CREDENTIALS');
  }
  const scopes = tokens.operatorScopes(token);
  return grantDenial(scopes === undefined ? { scopes: [], operator: false } : { scopes, operator: true });
}

/**
 * adminDenial for a REST request: on a `--core` gateway (`remoteGrant`), a token other than the admin token is
 * judged by the core's grant, with adminDenial's verdicts (a promise while the core is asked).
 */
export function adminRestDenial(
  token: string | undefined,
  tokens: ApiTokens,
): AppError | undefined | Promise<AppError | undefined> {
  if (tokens.remoteGrant === undefined || tokens.bearerScopes !== undefined) return adminDenial(token, tokens);
  if (tokenMatches(token, tokens.algodAdmin)) return undefined;
  if (token === undefined || token === '') return new AppError('ADMIN_INVALID_CREDENTIALS');
  const grant = tokens.remoteGrant(token);
  return grant instanceof Promise ? grant.then(grantDenial) : grantDenial(grant);
}

/** The admin verdict for a token's grant (undefined: not live). */
function grantDenial(grant: TokenGrant | undefined): AppError | undefined {
  if (grant === undefined) return new AppError('ADMIN_INVALID_CREDENTIALS');
  if (!grant.operator) return new AppError('ADMIN_INSUFFICIENT_SCOPE');
  return grantsAny(grant.scopes, ADMIN_API_SCOPES) ? undefined : new AppError('ADMIN_INSUFFICIENT_SCOPE');
}
