/**
 * POST /oauth/token (RFC 6749 §4.4, client credentials only) and POST /oauth/revoke (RFC 7009) on the admin port,
 * served through the admin service's IssueToken and RevokeToken RPCs (in process, or over gRPC under --core).
 *
 * Invariants: successful token responses carry `Cache-Control: no-store` and `Pragma: no-cache` (RFC 6749 §5.1);
 * errors use the RFC 6749 §5.2 shape `{"error": "<code>", "error_description": "..."}` (renderOAuthError).
 */
import { writePlainJson } from '../../../core/codec/json-plain.js';
import { AppError, type ErrorCode } from '../../../core/errors.js';
import type { Header, Reply } from '../engine.js';
import { ADMIN_JSON_TYPE } from '../admin/render.js';
import type { AdminRoute } from '../admin/route.js';
import { clientCredentials, readParams } from './params.js';

const NO_STORE: readonly Header[] = [ADMIN_JSON_TYPE, ['Cache-Control', 'no-store'], ['Pragma', 'no-cache']];

const RFC_CODES: Partial<Record<ErrorCode, string>> = {
  ADMIN_OAUTH_INVALID_REQUEST: 'invalid_request',
  ADMIN_OAUTH_INVALID_CLIENT: 'invalid_client',
  ADMIN_OAUTH_INVALID_SCOPE: 'invalid_scope',
  ADMIN_OAUTH_UNSUPPORTED_GRANT: 'unsupported_grant_type',
  GATEWAY_BODY_TOO_LARGE: 'invalid_request',
};

/** An AppError in the RFC 6749 §5.2 shape; other errors keep their status with `server_error`. */
export function renderOAuthError(error: AppError): Reply {
  const code = RFC_CODES[error.code] ?? (error.httpStatus >= 500 ? 'server_error' : 'invalid_request');
  const headers: Header[] = [...NO_STORE];
  if (error.code === 'ADMIN_OAUTH_INVALID_CLIENT') headers.push(['WWW-Authenticate', 'Basic realm="oauth"']);
  const body = writePlainJson({ error: code, error_description: error.message });
  return { status: error.httpStatus, headers, body };
}

export const issueToken: AdminRoute = {
  method: 'POST',
  path: '/oauth/token',
  isOAuthEndpoint: true,
  async handle(ctx, deps) {
    const params = readParams(ctx);
    const credentials = clientCredentials(ctx, params);
    const scope = params.get('scope');
    const response = await deps.admin.issueToken({
      grant_type: params.get('grant_type') ?? '',
      client_id: credentials.clientId ?? '',
      client_secret: credentials.clientSecret ?? '',
      ...(scope === undefined ? {} : { scope }),
    });
    const body = writePlainJson({
      access_token: response.access_token,
      token_type: response.token_type,
      expires_in: Number(response.expires_in_seconds),
      scope: response.scope,
      created_at: Number(response.created_at),
    });
    return { status: 200, headers: NO_STORE, body };
  },
};

export const revokeToken: AdminRoute = {
  method: 'POST',
  path: '/oauth/revoke',
  isOAuthEndpoint: true,
  async handle(ctx, deps) {
    const params = readParams(ctx);
    const credentials = clientCredentials(ctx, params);
    await deps.admin.revokeToken({
      client_id: credentials.clientId ?? '',
      client_secret: credentials.clientSecret ?? '',
      token: params.get('token') ?? '',
    });
    return { status: 200, headers: NO_STORE, body: '{}' };
  },
};

export const OAUTH_ROUTES: readonly AdminRoute[] = [issueToken, revokeToken];
