/**
 * The kmd REST surface (docs/spec/kmd.md §1): X-KMD-API-Token checked before the body is read, CORS with the
 * sandbox's `allowed_origins: ["*"]` (request Origin echoed), OPTIONS on any path answered 200, kmd's error
 * envelope, and the idle watchdog touched by every authorised /v1 request.
 *
 * Invariants: unmatched requests get no CORS headers and no auth check: an unknown path answers 404
 * `404 page not found` (text), a known path with a wrong method 405 with an empty body.
 */
import { AppError } from '../../../core/errors.js';
import type { KmdService } from '../../../service/kmd-api.js';
import { kmdAllows, type ApiTokens } from '../../auth.js';
import type { Header, Reply, RequestContext, Surface } from '../engine.js';
import { Router } from '../router.js';
import type { IdleWatchdog } from './idle-watchdog.js';
import { routeErrors } from '../bindings.js';
import { KMD_ERROR_RENDERERS, type KmdRoute } from './route.js';
import { kmdRoutes } from './routes/index.js';

const TEXT_TYPE: Header = ['Content-Type', 'text/plain; charset=utf-8'];
const NO_HEADERS: readonly Header[] = [];

/** Upstream kmd has no body limit; 1 MiB is far above any signing request (a transaction is at most ~10 KB). */
export const KMD_BODY_LIMIT_BYTES = 1024 * 1024;

export interface KmdSurfaceOptions {
  readonly kmd: KmdService;
  readonly tokens: ApiTokens;
  readonly watchdog?: IdleWatchdog;
}

function corsHeaders(ctx: RequestContext): readonly Header[] {
  const origin = ctx.headers.get('origin');
  if (origin === undefined || origin === '') return NO_HEADERS;
  return [
    ['Access-Control-Allow-Origin', origin],
    ['Access-Control-Allow-Headers', 'X-KMD-API-Token, Content-Type'],
    ['Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS'],
  ];
}

export function createKmdSurface(options: KmdSurfaceOptions): Surface<KmdRoute> {
  const router = new Router<KmdRoute>();
  const routes = kmdRoutes(options.kmd);
  for (const route of routes) router.add(route.method, route.path, route);
  const kmdVerdict = (allowed: boolean): AppError | undefined => {
    if (!allowed) return new AppError('GATEWAY_UNAUTHORIZED', 'invalid API token');
    options.watchdog?.touch();
    return undefined;
  };
  return {
    router,
    normalisePath: (path) => path,
    preflight: (ctx): Reply | undefined =>
      ctx.method === 'OPTIONS' ? { status: 200, headers: corsHeaders(ctx), body: '' } : undefined,
    commonHeaders: (ctx, matched) => (matched ? corsHeaders(ctx) : NO_HEADERS),
    notFound: () => ({ status: 404, headers: [TEXT_TYPE], body: '404 page not found\n' }),
    methodNotAllowed: () => ({ status: 405, body: '' }),
    authorize(route, ctx) {
      if (route.isOpen) return undefined;
      const { headers } = ctx;
      const allowed = kmdAllows(
        headers.get('x-kmd-api-token'),
        headers.get('authorization'),
        ctx.method,
        options.tokens,
      );
      // A promise only on a --core gateway asking its core about an OAuth token (--oauth-apis).
      return typeof allowed === 'boolean' ? kmdVerdict(allowed) : allowed.then(kmdVerdict);
    },
    // JSON bodies become strings and fresh buffers
    bodyViewsOutliveRequest: false,
    bodyLimitBytes: () => KMD_BODY_LIMIT_BYTES,
    handle: (route, ctx) => route.handle(ctx),
    renderError: routeErrors(router, routes, KMD_ERROR_RENDERERS['kmd_envelope']!),
  };
}
