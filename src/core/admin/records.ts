/**
 * Stored forms of OAuth apps and issued tokens (values of the admin store tables), as compact JSON.
 *
 * Invariants: pure. Ids are uint64 written as decimal strings; a value that does not decode to the expected shape
 * is a CORE_INTERNAL error (the store is ours, so a bad value means corruption). Tokens are never stored: only
 * their digest is the key (credentials.ts), and the value holds the owning app, the scopes and the expiry.
 */
import { parseJson, type ParsedJson } from '../codec/json-parse.js';
import { AppError } from '../errors.js';

export interface OAuthAppRecord {
  readonly id: bigint;
  readonly name: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** The request's redirect_uris string, verbatim. */
  readonly redirectUris: string;
  readonly scopes: readonly string[];
  readonly website: string | null;
  readonly trusted: boolean;
}

export interface TokenRecord {
  /** Owning app; 0n for the bootstrap admin token (never stored). */
  readonly appId: bigint;
  readonly scopes: readonly string[];
  /** Unix milliseconds; null = never expires. */
  readonly expiresAtMs: number | null;
  readonly createdAtMs: number;
}

function corrupt(what: string): AppError {
  return new AppError('CORE_INTERNAL', undefined, { cause: new Error(`corrupt admin ${what} record`) });
}

function objectOf(bytes: Uint8Array, what: string): Record<string, ParsedJson> {
  let value: ParsedJson;
  try {
    value = parseJson(bytes);
  } catch {
    throw corrupt(what);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw corrupt(what);
  return value;
}

function str(obj: Record<string, ParsedJson>, key: string, what: string): string {
  const value = obj[key];
  if (typeof value !== 'string') throw corrupt(what);
  return value;
}

function strings(obj: Record<string, ParsedJson>, key: string, what: string): string[] {
  const value = obj[key];
  if (!Array.isArray(value) || !value.every((s) => typeof s === 'string')) throw corrupt(what);
  return value as string[];
}

export function encodeAppRecord(app: OAuthAppRecord): Buffer {
  const { id, clientId, clientSecret, redirectUris, ...rest } = app;
  const plain = {
    ...rest,
    id: id.toString(),
    client_id: clientId,
    client_secret: clientSecret,
    redirect_uris: redirectUris,
  };
  return Buffer.from(JSON.stringify(plain), 'utf8');
}

/** @throws CORE_INTERNAL on a value that is not an app record */
export function decodeAppRecord(bytes: Uint8Array): OAuthAppRecord {
  const o = objectOf(bytes, 'app');
  const id = str(o, 'id', 'app');
  const website = o['website'];
  if (!/^\d+$/.test(id) || (website !== null && typeof website !== 'string') || typeof o['trusted'] !== 'boolean') {
    throw corrupt('app');
  }
  return {
    id: BigInt(id),
    name: str(o, 'name', 'app'),
    clientId: str(o, 'client_id', 'app'),
    clientSecret: str(o, 'client_secret', 'app'),
    redirectUris: str(o, 'redirect_uris', 'app'),
    scopes: strings(o, 'scopes', 'app'),
    website,
    trusted: o['trusted'],
  };
}

export function encodeTokenRecord(token: TokenRecord): Buffer {
  const plain = {
    app_id: token.appId.toString(),
    scopes: token.scopes,
    expires_at_ms: token.expiresAtMs,
    created_at_ms: token.createdAtMs,
  };
  return Buffer.from(JSON.stringify(plain), 'utf8');
}

/** @throws CORE_INTERNAL on a value that is not a token record */
export function decodeTokenRecord(bytes: Uint8Array): TokenRecord {
  const o = objectOf(bytes, 'token');
  const appId = str(o, 'app_id', 'token');
  const expires = o['expires_at_ms'];
  const created = o['created_at_ms'];
  if (!/^\d+$/.test(appId) || (expires !== null && typeof expires !== 'number') || typeof created !== 'number') {
    throw corrupt('token');
  }
  return { appId: BigInt(appId), scopes: strings(o, 'scopes', 'token'), expiresAtMs: expires, createdAtMs: created };
}
