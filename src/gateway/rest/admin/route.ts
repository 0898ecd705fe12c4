/** Shape of one admin-port REST route: the OAuth-app routes (under both admin prefixes) and /oauth/*. */
import type { AdminService } from '../../../service/admin-api.js';
import type { Reply, RequestContext } from '../engine.js';
import type { Method } from '../router.js';

export interface AdminRouteDeps {
  readonly admin: AdminService;
}

export interface AdminRoute {
  readonly method: Method;
  /** Path below the admin prefix, e.g. "/oauth_app/{id}"; for OAuth endpoints the full path. */
  readonly path: string;
  /** OAuth endpoint (/oauth/token, /oauth/revoke): served at the root, no bearer token, RFC 6749 error bodies. */
  readonly isOAuthEndpoint?: boolean;
  /** @throws AppError; rendered as `{"error": ...}` (or the RFC 6749 shape for OAuth endpoints) */
  handle(ctx: RequestContext, deps: AdminRouteDeps): Promise<Reply>;
}
