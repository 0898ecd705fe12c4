/**
 * API tokens and who may call what, shared by the REST and gRPC gateways.
 *
 * Invariants:
 * - Token comparison is constant-time over equal lengths (like Go's subtle.ConstantTimeCompare, a length
 *   mismatch fails at once); no trimming.
 * - algod: public calls accept the public or the admin token, admin calls only the admin token, the unversioned
 *   calls (health, ready, versions, genesis) none (spec/algod.md §1.2–1.3). kmd: one token, GetVersions open.
 *   admin surface: `Authorization: Bearer <admin token>` (the OAuth token store comes with the admin issue).
 */
import { timingSafeEqual } from 'node:crypto';

export interface ApiTokens {
  /** algod public token (`algod.token`); also the kmd token. */
  readonly algod: string;
  /** algod admin token (`algod.admin.token`); also the admin-surface bearer token. */
  readonly algodAdmin: string;
  /** kmd token (`kmd.token`). */
  readonly kmd: string;
}

export type AlgodAccess = 'none' | 'public' | 'admin';

/** Access class of each algod RPC (by proto RPC name). */
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
};

/** kmd RPCs that need no token. */
export const KMD_OPEN_RPCS: ReadonlySet<string> = new Set(['GetVersions']);

/** Constant-time equality of a presented token with the expected one. */
export function tokenMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined || expected.length === 0) return false;
  const a = Buffer.from(presented, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
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

/** Whether `token` grants `access` on algod. */
export function algodAllows(access: AlgodAccess, token: string | undefined, tokens: ApiTokens): boolean {
  if (access === 'none') return true;
  if (tokenMatches(token, tokens.algodAdmin)) return true;
  return access === 'public' && tokenMatches(token, tokens.algod);
}
