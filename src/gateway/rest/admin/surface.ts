/**
 * The admin-port REST surface: the OAuth-app routes (docs/spec/oauth-apps.md §1–2) under both /api/v1/pleroma/admin
 * and /api/pleroma/admin, plus POST /oauth/token and /oauth/revoke, all declared in admin.proto (route.ts). Credentials for the app routes:
 * `Authorization: Bearer <token>` or an `access_token` query parameter, checked by gateway/auth.ts (in process by
 * the token store, on a `--core` gateway by the core's IntrospectToken through gateway/token-grants.ts).
 *
 * Invariants: auth failures are 403 with Pleroma's texts (`Invalid credentials.` for a missing, unknown, expired
 * or revoked token; `Insufficient permissions: admin:write | write.` for too few scopes) and run before the body
 * is read, so a refused request changes nothing; the /oauth endpoints take no bearer token and answer RFC 6749
 * error bodies; unmatched requests (any method) answer 404 `{"error":"Not implemented"}` as Pleroma's catch-all
 * does; bodies are limited to 64 KiB.
 */
import { AppError } from '../../../core/errors.js';
import type { AdminService } from '../../../service/admin-api.js';
import { adminRestDenial, bearerToken, type ApiTokens } from '../../auth.js';
import type { Header, Reply, RequestContext, Surface } from '../engine.js';
import { Router } from '../router.js';
import { routeErrors } from '../bindings.js';
import { renderOAuthError } from '../oauth/routes.js';
import { renderAdminError } from './render.js';
import { adminRoutes, type AdminRoute } from './route.js';

export const ADMIN_BODY_LIMIT_BYTES = 64 * 1024;

export interface AdminSurfaceOptions {
  readonly admin: AdminService;
  readonly tokens: ApiTokens;
}

function corsHeaders(ctx: RequestContext): readonly Header[] {
  return ctx.headers.has('origin') ? [['Access-Control-Allow-Origin', '*']] : [];
}

function preflight(ctx: RequestContext): Reply | undefined {
  if (ctx.method !== 'OPTIONS') return undefined;
  return {
    status: 204,
    headers: [
      ['Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE, OPTIONS'],
      ['Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key'],
    ],
  };
}

export function createAdminSurface(options: AdminSurfaceOptions): Surface<AdminRoute> {
  const router = new Router<AdminRoute>();
  const routes = adminRoutes(options.admin);
  for (const route of routes) router.add(route.method, route.path, route);
  // Before routing (refused framing), errors take the shape of the path's family.
  const unrouted = (error: AppError, ctx: RequestContext): Reply =>
    ctx.path.startsWith('/oauth/') ? renderOAuthError(error) : renderAdminError(error, ctx.method);
  const notFound = (): Reply => renderAdminError(new AppError('GATEWAY_NOT_FOUND', 'Not implemented'));
  return {
    router,
    normalisePath: (path) => path,
    preflight,
    commonHeaders: corsHeaders,
    notFound,
    methodNotAllowed: notFound,
    authorize(route, ctx) {
      if (route.isOpen) return undefined;
      const token = bearerToken(ctx.headers.get('authorization')) ?? ctx.query.get('access_token') ?? undefined;
      // A promise only on a --core gateway asking its core about a token other than the admin token.
      return adminRestDenial(token, options.tokens);
    },
    // JSON and form bodies become strings
    bodyViewsOutliveRequest: false,
    bodyLimitBytes: () => ADMIN_BODY_LIMIT_BYTES,
    handle: (route, ctx) => route.handle(ctx),
    renderError: routeErrors(router, routes, unrouted),
  };
}
