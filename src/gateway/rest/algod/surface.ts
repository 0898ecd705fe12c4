/**
 * The algod REST surface (docs/spec/algod.md §1): routing with trailing-slash stripping, echo-style 404/405 bodies,
 * token auth (X-Algo-API-Token, else Authorization: Bearer; admin routes only with the admin token), CORS for
 * every response, 10 MB body limit on public routes, and algod's error bodies.
 *
 * Invariants: unknown paths answer 404 before any auth check; OPTIONS never needs a token; a bad token beats
 * every parameter error (auth runs before the handler binds parameters).
 */
import { AppError } from '../../../core/errors.js';
import type { AlgodService } from '../../../service/algod-api.js';
import { algodAllows, presentedAlgodToken, type ApiTokens } from '../../auth.js';
import type { Header, Reply, RequestContext, Surface } from '../engine.js';
import { Router } from '../router.js';
import { renderAlgodError } from './render.js';
import type { AlgodRoute } from './route.js';
import { ALGOD_ROUTES } from './routes/index.js';

/** echo BodyLimit("10MB") on the public routes: 10 × 2^20 bytes. */
export const ALGOD_PUBLIC_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** Admin routes have no upstream limit; participation-key files can be large. */
export const ALGOD_ADMIN_BODY_LIMIT_BYTES = 256 * 1024 * 1024;

const PREFLIGHT_VARY: readonly Header[] = [
  ['Vary', 'Origin'],
  ['Vary', 'Access-Control-Request-Method'],
  ['Vary', 'Access-Control-Request-Headers'],
];

export interface AlgodSurfaceOptions {
  readonly algod: AlgodService;
  readonly tokens: ApiTokens;
  /** Routes of the process rather than the node API (GET /metrics), registered after ALGOD_ROUTES. */
  readonly extraRoutes?: readonly AlgodRoute[];
}

export function createAlgodSurface(options: AlgodSurfaceOptions): Surface<AlgodRoute> {
  const router = new Router<AlgodRoute>();
  for (const route of [...ALGOD_ROUTES, ...(options.extraRoutes ?? [])]) router.add(route.method, route.path, route);
  return {
    router,
    normalisePath: (path) => (path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path),
    preflight,
    commonHeaders: (ctx) => (ctx.method !== 'OPTIONS' && ctx.headers.has('origin') ? ALLOW_ANY_ORIGIN : NO_HEADERS),
    notFound: (ctx) => renderAlgodError(new AppError('GATEWAY_NOT_FOUND'), ctx),
    methodNotAllowed: (ctx, allow) => {
      const reply = renderAlgodError(new AppError('GATEWAY_METHOD_NOT_ALLOWED'), ctx);
      return { ...reply, headers: [...(reply.headers ?? []), ['Allow', allow.join(', ')]] };
    },
    authorize(route, ctx) {
      const token = presentedAlgodToken(ctx.headers.get('x-algo-api-token'), ctx.headers.get('authorization'));
      const allowed = algodAllows(route.access, token, options.tokens, ctx.method);
      if (typeof allowed === 'boolean') return allowed ? undefined : new AppError('GATEWAY_UNAUTHORIZED');
      // A --core gateway asking its core about an OAuth token (--oauth-apis).
      return allowed.then((ok) => (ok ? undefined : new AppError('GATEWAY_UNAUTHORIZED')));
    },
    // decoded msgpack transactions are views into the body, and can stay in the transaction pool
    bodyViewsOutliveRequest: true,
    bodyLimitBytes: (route) =>
      route.access === 'admin' ? ALGOD_ADMIN_BODY_LIMIT_BYTES : ALGOD_PUBLIC_BODY_LIMIT_BYTES,
    handle: (route, ctx) => route.handle(ctx, options.algod),
    renderError: renderAlgodError,
  };
}

const NO_HEADERS: readonly Header[] = [];
const ALLOW_ANY_ORIGIN: readonly Header[] = [
  ['Vary', 'Origin'],
  ['Access-Control-Allow-Origin', '*'],
];

/** echo's CORS middleware for a preflight: 204 on any path, no token (docs/spec/algod.md §1.1). */
function preflight(ctx: RequestContext): Reply | undefined {
  if (ctx.method !== 'OPTIONS') return undefined;
  if (!ctx.headers.has('origin')) return { status: 204, headers: PREFLIGHT_VARY };
  const headers: Header[] = [
    ...PREFLIGHT_VARY,
    ['Access-Control-Allow-Origin', '*'],
    ['Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS'],
    ['Access-Control-Allow-Headers', 'X-Algo-API-Token,Content-Type'],
  ];
  if (ctx.headers.get('access-control-request-private-network') === 'true') {
    headers.push(['Access-Control-Allow-Private-Network', 'true']);
  }
  return { status: 204, headers };
}
