/**
 * The admin OAuth-app REST surface (spec/oauth-apps.md §1–2), served under both /api/v1/pleroma/admin and
 * /api/pleroma/admin. Credentials: `Authorization: Bearer <token>` or an `access_token` query parameter,
 * compared with the configured admin token until the OAuth token store exists.
 *
 * Invariants: every auth failure is 403 `{"error":"Invalid credentials."}`; unmatched requests (any method)
 * answer 404 `{"error":"Not implemented"}` as Pleroma's catch-all does; bodies are limited to 64 KiB.
 */
import { AppError } from '../../../core/errors.js';
import type { AdminService } from '../../../service/admin-api.js';
import { bearerToken, tokenMatches, type ApiTokens } from '../../auth.js';
import type { Header, Reply, RequestContext, Surface } from '../engine.js';
import { Router } from '../router.js';
import { renderAdminError } from './render.js';
import type { AdminRoute } from './route.js';
import { createOAuthApp } from './routes/create-oauth-app.js';
import { deleteOAuthApp } from './routes/delete-oauth-app.js';
import { listOAuthApps } from './routes/list-oauth-apps.js';
import { updateOAuthApp } from './routes/update-oauth-app.js';

export const ADMIN_PREFIXES = ['/api/v1/pleroma/admin', '/api/pleroma/admin'] as const;
export const ADMIN_ROUTES: readonly AdminRoute[] = [listOAuthApps, createOAuthApp, updateOAuthApp, deleteOAuthApp];
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
  for (const prefix of ADMIN_PREFIXES) {
    for (const route of ADMIN_ROUTES) router.add(route.method, prefix + route.path, route);
  }
  const notFound = (): Reply => renderAdminError(new AppError('GATEWAY_NOT_FOUND', 'Not implemented'));
  return {
    router,
    normalisePath: (path) => path,
    preflight,
    commonHeaders: corsHeaders,
    notFound,
    methodNotAllowed: notFound,
    authorize(_route, ctx) {
      const token = bearerToken(ctx.headers.get('authorization')) ?? ctx.query.get('access_token') ?? undefined;
      return tokenMatches(token, options.tokens.algodAdmin) ? undefined : new AppError('ADMIN_INVALID_CREDENTIALS');
    },
    bodyLimitBytes: () => ADMIN_BODY_LIMIT_BYTES,
    handle: (route, ctx) => route.handle(ctx, options.admin),
    renderError: (error) => renderAdminError(error),
  };
}
