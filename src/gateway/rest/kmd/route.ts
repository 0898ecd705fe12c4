/**
 * Shape of one kmd REST route and the builder every route file uses: decode the JSON body into the RPC's
 * request message, call the KmdService, render the response message (docs/spec/kmd.md §1.2, §2).
 */
import { KMD_OPEN_RPCS } from '../../auth.js';
import type { KmdServiceDefinition } from '../../../generated/algorun/kmd/v1/KmdService.js';
import type { KmdRequest, KmdResponse, KmdService } from '../../../service/kmd-api.js';
import type { Reply, RequestContext } from '../engine.js';
import type { Method } from '../router.js';
import { decodeKmdRequest } from './decode-request.js';
import { kmdReply } from './render.js';

export interface KmdRoute {
  readonly method: Method;
  readonly path: string;
  /** True for the routes that need no API token (GET /versions). */
  readonly isOpen: boolean;
  /** @throws AppError; rendered as kmd's envelope */
  handle(ctx: RequestContext, kmd: KmdService): Promise<Reply>;
}

type Rpc = Exclude<keyof KmdServiceDefinition, 'ExecuteBatch'>;

export interface KmdRouteOptions {
  /** GET /v1/wallets reads no body. */
  readonly ignoresBody?: boolean;
}

/** A route whose JSON body decodes into `algorun.kmd.v1.<rpc>Request` and whose reply renders `algorun.kmd.v1.<rpc>Response`. */
export function kmdRoute<K extends Rpc>(
  method: Method,
  path: string,
  rpc: K,
  call: (kmd: KmdService, request: KmdRequest<K>) => Promise<KmdResponse<K>>,
  options: KmdRouteOptions = {},
): KmdRoute {
  const requestType = `algorun.kmd.v1.${rpc}Request`;
  const responseType = `algorun.kmd.v1.${rpc}Response`;
  return {
    method,
    path,
    // The same rule as the gRPC binding's: open exactly when the RPC is (KMD_OPEN_RPCS, declared once).
    isOpen: KMD_OPEN_RPCS.has(String(rpc)),
    async handle(ctx, kmd) {
      const request = options.ignoresBody
        ? decodeKmdRequest<KmdRequest<K>>(requestType, Buffer.from('{}'))
        : decodeKmdRequest<KmdRequest<K>>(requestType, ctx.body);
      const response = (await call(kmd, request)) as object;
      return kmdReply(responseType, response);
    },
  };
}
