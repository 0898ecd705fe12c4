/**
 * Shape of one algod REST route and how the RPC-backed ones are built: method, path and access class come from
 * algod.proto's algorun.api.v1 options (src/generated/routes/algod.ts); the RPC's route file supplies the handler
 * that reads the path and query parameters and the body, calls the AlgodService and renders the reply (the
 * `algod_route` decoder and renderer). One route file per RPC, named after it (docs/design.md, "Naming").
 *
 * Invariants:
 * - Each access class is declared once, in the proto, for both transports; only routes with no RPC behind them
 *   (peer services, /metrics, /swagger.json, legacy answers) state their own.
 * - `algodRpcRoutes` pairs bindings and handlers when the surface's table is built: a binding without a handler,
 *   a handler without a binding, or a name other than algod's throws then, never on a request.
 */
import type { AlgodServiceDefinition } from '../../../generated/algorun/algod/v2/AlgodService.js';
import type { AlgodAccess } from '../../auth.js';
import { ALGOD_HTTP_BINDINGS } from '../../../generated/routes/algod.js';
import type { AlgodService } from '../../../service/algod-api.js';
import { named, routeMethod } from '../bindings.js';
import type { Reply, RequestContext } from '../engine.js';
import type { Method } from '../router.js';

export interface AlgodRoute {
  readonly method: Method;
  readonly path: string;
  readonly access: AlgodAccess;
  /** A Reply when it is ready at once (see engine.ts), else a promise. @throws AppError; rendered by the surface */
  handle(ctx: RequestContext, algod: AlgodService): Reply | Promise<Reply>;
}

/** The proto RPC names of the algod service. */
export type AlgodRpc = Exclude<keyof AlgodServiceDefinition, 'ExecuteBatch'> & string;

/** The REST handler of one RPC (its route file); method, path and access are the proto's. */
export interface AlgodRpcHandler {
  readonly rpc: AlgodRpc;
  /**
   * The decoder and renderer name of the bindings it serves: `algod_route` unless an RPC has bindings of different
   * shapes (GetBlock's `algod_block_header`).
   */
  readonly binding?: string;
  handle(ctx: RequestContext, algod: AlgodService): Reply | Promise<Reply>;
}

/** The handler serving `rpc` over REST. */
export function rpcRoute(rpc: AlgodRpc, handler: Omit<AlgodRpcHandler, 'rpc'>): AlgodRpcHandler {
  return { ...handler, rpc };
}

/** algod's bindings name `algod` errors: the surface's renderer for every route (render.ts). */
const ERRORS: Readonly<Record<string, true>> = { algod: true };

function keyOf(rpc: string, name: string): string {
  return `${rpc}/${name}`;
}

/**
 * One route per binding of ALGOD_HTTP_BINDINGS, in proto order, each served by its RPC's handler.
 * @throws Error when bindings and handlers do not pair up, or a binding names another decoder or renderer
 */
export function algodRpcRoutes(handlers: readonly AlgodRpcHandler[]): AlgodRoute[] {
  const byKey = new Map<string, AlgodRpcHandler>(handlers.map((h) => [keyOf(h.rpc, h.binding ?? 'algod_route'), h]));
  const routes = ALGOD_HTTP_BINDINGS.map((binding): AlgodRoute => {
    named('error renderer', ERRORS, binding.errors, binding);
    if (binding.decoder !== binding.renderer) throw new Error(`${binding.rpc}: algod route files decode and render`);
    const handler = byKey.get(keyOf(binding.rpc, binding.renderer));
    if (handler === undefined) throw new Error(`${binding.rpc}: no route file serves its ${binding.renderer} binding`);
    return { method: routeMethod(binding), path: binding.path, access: binding.access, handle: handler.handle };
  });
  const bound = new Set<string>(ALGOD_HTTP_BINDINGS.map((b) => keyOf(b.rpc, b.renderer)));
  const unbound = handlers.map((h) => keyOf(h.rpc, h.binding ?? 'algod_route')).filter((key) => !bound.has(key));
  if (unbound.length > 0) throw new Error(`route files without a REST binding in algod.proto: ${unbound.join(', ')}`);
  return routes;
}
