/**
 * API tokens and who may call what, shared by the REST and gRPC gateways.
 *
 * Invariants:
 * - Token comparison is constant-time over equal lengths (like Go's subtle.ConstantTimeCompare, a length
 *   mismatch fails at once); no trimming.
 * - algod: public calls accept the public or the admin token, admin calls only the admin token, the unversioned
 *   calls (health, ready, versions, genesis) none (docs/spec/algod.md §1.2–1.3). kmd: one token, GetVersions open.
 * - admin surface: `Authorization: Bearer <token>` (or `access_token`) whose scopes cover `write` or `admin:write`
 *   (so `admin` passes too): unknown/expired/revoked → ADMIN_INVALID_CREDENTIALS, too few scopes →
 *   ADMIN_INSUFFICIENT_SCOPE. Tokens are looked up in the in-process token store (`bearerScopes`); without one
 *   (gateway-only mode) only the admin token itself is accepted, as before.
 * - With `--oauth-apis` (`oauthApis`), an OAuth token also opens algod and kmd REST routes: scope `admin` for algod
 *   admin routes, `read` for GET/HEAD, `write` for everything else (submitting, signing). Callers that do not say
 *   which HTTP method they serve (the gRPC bindings) never accept OAuth tokens.
 */
import { ADMIN_API_SCOPES, grantsAny } from '../core/admin/scopes.js';
import { AppError } from '../core/errors.js';
import { equalFixedLength } from '../core/crypto/secret.js';

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
}

export type AlgodAccess = 'none' | 'public' | 'admin';

/**
 * Access class of each algod RPC (by proto RPC name). RPCs not listed are `public`, like their REST routes
 * (SendRawTransaction, SimulateTransactions, EvaluateGroup, …).
 */
export const ALGOD_RPC_ACCESS: Readonly<Record<string, AlgodAccess>> = {
  CheckHealth: 'none',
  GetReadiness: 'none',
  GetVersions: 'none',
  GetGenesis: 'none',
  ListParticipationKeys: 'admin',
  AddParticipationKey: 'admin',
  GenerateParticipationKeys: 'admin',
  GetParticipationKey: 'admin',
  DeleteParticipationKey: 'admin',
  AppendParticipationKeys: 'admin',
  RegisterParticipationKeys: 'admin',
  ShutdownNode: 'admin',
  StartCatchup: 'admin',
  AbortCatchup: 'admin',
  GetPeers: 'admin',
};

/** kmd RPCs that need no token. */
export const KMD_OPEN_RPCS: ReadonlySet<string> = new Set(['GetVersions']);

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

/** Whether `token` is an OAuth token accepted on algod/kmd (`--oauth-apis`) with scope `required`. */
function oauthAllows(token: string | undefined, required: string, tokens: ApiTokens): boolean {
  if (tokens.oauthApis !== true || tokens.bearerScopes === undefined || token === undefined) return false;
  const scopes = tokens.bearerScopes(token);
  return scopes !== undefined && grantsAny(scopes, [required]);
}

/**
 * Whether `token` grants `access` on algod. `method` (the HTTP method) enables OAuth tokens under `--oauth-apis`;
 * without it only the algod tokens count.
 */
export function algodAllows(access: AlgodAccess, token: string | undefined, tokens: ApiTokens, method?: string): boolean {
  if (access === 'none') return true;
  if (token !== undefined) {
    // Encoded once for both comparisons; public routes try the public token (the usual one) first.
    const presented = Buffer.from(token, 'utf8');
    if (access === 'public' && bytesMatch(presented, tokens.algod)) return true;
    if (bytesMatch(presented, tokens.algodAdmin)) return true;
  }
  return method !== undefined && oauthAllows(token, requiredApiScope(method, access === 'admin'), tokens);
}

/** Whether a kmd REST request may proceed: the kmd token, or (under `--oauth-apis`) a Bearer token with scope. */
export function kmdAllows(
  apiToken: string | undefined,
  authorization: string | undefined,
  method: string,
  tokens: ApiTokens,
): boolean {
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
  if (scopes === undefined) return new AppError('ADMIN_INSUFFICIENT_SCOPE');
  return grantsAny(scopes, ADMIN_API_SCOPES) ? undefined : new AppError('ADMIN_INSUFFICIENT_SCOPE');
}
