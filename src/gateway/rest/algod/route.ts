/**
 * Shape of one algod REST route: method, path pattern, access class and a handler that turns the captured
 * request into a proto request, calls the AlgodService and renders the response. One route per file, named
 * after the RPC (docs/design.md, "Naming").
 */
import type { AlgodAccess } from '../../auth.js';
import type { AlgodService } from '../../../service/algod-api.js';
import type { Reply, RequestContext } from '../engine.js';
import type { Method } from '../router.js';

export interface AlgodRoute {
  readonly method: Method;
  readonly path: string;
  readonly access: AlgodAccess;
  /** On a follower, forwarded to the peer instead of handled (relay.ts). */
  readonly relayed?: boolean;
  /** @throws AppError; rendered by the algod surface */
  handle(ctx: RequestContext, algod: AlgodService): Promise<Reply>;
}
