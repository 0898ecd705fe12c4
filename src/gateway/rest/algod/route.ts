/**
 * Shape of one algod REST route: method, path pattern, access class and a handler that turns the captured
 * request into a proto request, calls the AlgodService and renders the response. One route per file, named
 * after the RPC (docs/design.md, "Naming").
 *
 * Invariant: a route that serves one RPC takes that RPC's access class from ALGOD_RPC_ACCESS (`rpcRoute`), the
 * table the gRPC server authorises with, so each access class is declared once for both transports. Only routes
 * with no RPC behind them (peer services, /metrics, /swagger.json, legacy answers) state their own.
 */
import { ALGOD_RPC_ACCESS, type AlgodAccess } from '../../auth.js';
import type { AlgodServiceDefinition } from '../../../generated/algorun/algod/v2/AlgodService.js';
import type { AlgodService } from '../../../service/algod-api.js';
import type { Reply, RequestContext } from '../engine.js';
import type { Method } from '../router.js';

export interface AlgodRoute {
  readonly method: Method;
  readonly path: string;
  readonly access: AlgodAccess;
  /** @throws AppError; rendered by the algod surface */
  handle(ctx: RequestContext, algod: AlgodService): Promise<Reply>;
}

/** The proto RPC names of the algod service. */
export type AlgodRpc = Exclude<keyof AlgodServiceDefinition, 'ExecuteBatch'>;

/** A route serving `rpc`, with that RPC's access class (ALGOD_RPC_ACCESS; unlisted RPCs are public). */
export function rpcRoute(rpc: AlgodRpc, route: Omit<AlgodRoute, 'access'>): AlgodRoute {
  return { ...route, access: ALGOD_RPC_ACCESS[rpc] ?? 'public' };
}
