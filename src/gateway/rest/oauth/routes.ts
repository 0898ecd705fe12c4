/**
 * POST /oauth/token (RFC 6749 §4.4, client credentials only) and POST /oauth/revoke (RFC 7009) on the admin port,
 * served through the admin service's IssueToken and RevokeToken RPCs (in process, or over gRPC under --core). The
 * bindings are declared in admin.proto; the decoders (`oauth_token_form`, `oauth_revoke_form`), renderers
 * (`oauth_token`, `oauth_revoked`) and error renderer (`oauth_rfc6749`) it names are here.
 *
 * Invariants: successful token responses carry `Cache-Control: no-store` and `Pragma: no-cache` (RFC 6749 §5.1);
 * errors use the RFC 6749 §5.2 shape `{"error": "<code>", "error_description": "..."}` (renderOAuthError).
 */
import { writePlainJson } from '../../../core/codec/json-plain.js';
import { AppError, type ErrorCode } from '../../../core/errors.js';
import type { AdminRequest, AdminResponse } from '../../../service/admin-api.js';
import type { Header, Reply, RequestContext } from '../engine.js';
import { ADMIN_JSON_TYPE } from '../admin/render.js';
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

/** oauth_token_form: the IssueToken request from the form (or JSON) body and Basic credentials. @throws AppError */
export function tokenForm(ctx: RequestContext): AdminRequest<'IssueToken'> {
  const params = readParams(ctx);
  const credentials = clientCredentials(ctx, params);
  const scope = params.get('scope');
  return {
    grant_type: params.get('grant_type') ?? '',
    client_id: credentials.clientId ?? '',
    client_secret: credentials.clientSecret ?? '',
    ...(scope === undefined ? {} : { scope }),
  };
}

/** oauth_token: RFC 6749 §5.1's token response, not cached. @throws CORE_INTERNAL */
export function tokenReply(response: AdminResponse<'IssueToken'>): Reply {
  const body = writePlainJson({
    access_token: response.access_token,
    token_type: response.token_type,
    expires_in: Number(response.expires_in_seconds),
    scope: response.scope,
    created_at: Number(response.created_at),
  });
  return { status: 200, headers: NO_STORE, body };
}

/** oauth_revoke_form: the RevokeToken request from the form (or JSON) body and Basic credentials. @throws AppError */
export function revokeForm(ctx: RequestContext): AdminRequest<'RevokeToken'> {
  const params = readParams(ctx);
  const credentials = clientCredentials(ctx, params);
  return {
    client_id: credentials.clientId ?? '',
    client_secret: credentials.clientSecret ?? '',
    token: params.get('token') ?? '',
  };
}

const REVOKED: Reply = { status: 200, headers: NO_STORE, body: '{}' };

/** oauth_revoked: 200 `{}` (RFC 7009 §2.2). */
export function revokedReply(): Reply {
  return REVOKED;
}
