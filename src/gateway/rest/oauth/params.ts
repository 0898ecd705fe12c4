/**
 * Request parameters of the OAuth endpoints: an `application/x-www-form-urlencoded` body (RFC 6749 §4.4.2,
 * RFC 7009 §2.1) or a JSON object, and client credentials from HTTP Basic (RFC 6749 §2.3.1: id and secret
 * form-URL-encoded, then base64) or else from the body.
 *
 * Invariants: only string-valued parameters are read (others count as absent); Basic credentials win over body
 * ones; a malformed Basic header counts as absent.
 */
import { parseJson } from '../../../core/codec/json-parse.js';
import { AppError } from '../../../core/errors.js';
import type { ClientCredentials } from '../../../service/admin/oauth.js';
import type { RequestContext } from '../engine.js';

export type Params = ReadonlyMap<string, string>;

function formDecode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** @throws ADMIN_OAUTH_INVALID_REQUEST for an unparsable body or an unsupported content type */
export function readParams(ctx: RequestContext): Params {
  const type = (ctx.headers.get('content-type') ?? '').toLowerCase();
  const text = ctx.body.toString('utf8');
  if (type.startsWith('application/json')) {
    let value;
    try {
      value = parseJson(ctx.body);
    } catch {
      throw new AppError('ADMIN_OAUTH_INVALID_REQUEST', 'body is not valid JSON');
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new AppError('ADMIN_OAUTH_INVALID_REQUEST', 'body must be a JSON object');
    }
    return new Map(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  }
  if (type === '' || type.startsWith('application/x-www-form-urlencoded')) {
    return new Map(new URLSearchParams(text));
  }
  throw new AppError('ADMIN_OAUTH_INVALID_REQUEST', 'use application/x-www-form-urlencoded or application/json');
}

function basicCredentials(authorization: string | undefined): ClientCredentials | undefined {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const parts = decoded.split(':');
  if (parts.length !== 2) return undefined;
  try {
    return { clientId: formDecode(parts[0]!), clientSecret: formDecode(parts[1]!) };
  } catch {
    return undefined;
  }
}

/** Client credentials from `Authorization: Basic …`, else the `client_id`/`client_secret` parameters. */
export function clientCredentials(ctx: RequestContext, params: Params): ClientCredentials {
  return (
    basicCredentials(ctx.headers.get('authorization')) ?? {
      clientId: params.get('client_id'),
      clientSecret: params.get('client_secret'),
    }
  );
}
