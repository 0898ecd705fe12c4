/**
 * Turning the generated route tables (src/generated/routes/, from the proto's algorun.api.v1 options) into surface
 * routes: a binding names its decoder, renderer and error renderer, and each surface registers functions under those
 * names (docs/design.md, "Routes declared in the proto").
 *
 * Invariants:
 * - Every name is resolved when the route table is built (at import or surface creation): an unknown name throws
 *   then, never on a request; a request does no lookups by name.
 * - A surface whose routes share one error renderer uses it directly; otherwise an error finds its route's renderer
 *   by routing the request again (errors only: a successful request never pays for it).
 */
import type { AppError } from '../../core/errors.js';
import type { HttpBinding } from '../../generated/routes/binding.js';
import type { Reply, RequestContext } from './engine.js';
import type { Method, Router } from './router.js';

export type ErrorRenderer = (error: AppError, ctx: RequestContext) => Reply;

/** The function registered under `name` in `table`. @throws Error naming the binding, when there is none */
export function named<T>(kind: string, table: Readonly<Record<string, T>>, name: string, binding: HttpBinding): T {
  const found = Object.hasOwn(table, name) ? table[name] : undefined;
  if (found === undefined)
    throw new Error(`${binding.rpc} (${binding.method} ${binding.path}): no ${kind} named "${name}"`);
  return found;
}

/** The router method of a binding ('*' for any). */
export function routeMethod(binding: HttpBinding): Method {
  return binding.method as Method;
}

/**
 * The implementation of the binding's RPC on `service` (its `call` method), bound once.
 * @throws Error when the service has no such method
 */
export function serviceCall<S extends object>(service: S, binding: HttpBinding): (request: object) => Promise<object> {
  const fn = (service as Readonly<Record<string, unknown>>)[binding.call];
  if (typeof fn !== 'function') throw new Error(`${binding.rpc}: the service has no method ${binding.call}`);
  return fn.bind(service) as (request: object) => Promise<object>;
}

/** A surface's renderError over routes that each carry the error renderer their binding names. */
export function routeErrors<R extends { readonly renderError: ErrorRenderer }>(
  router: Router<R>,
  routes: readonly R[],
  fallback: ErrorRenderer,
): ErrorRenderer {
  if (routes.every((route) => route.renderError === fallback)) return fallback;
  return (error, ctx) => {
    const match = router.match(ctx.method, ctx.path);
    return (match.kind === 'found' ? match.route.renderError : fallback)(error, ctx);
  };
}
