/**
 * kmd REST routes from the generated table (src/generated/routes/kmd.ts, written from kmd.proto's algorun.api.v1
 * options): each binding's JSON body decodes into `<Rpc>Request`, the KmdService method of the same name runs, and
 * the `<Rpc>Response` renders as kmd's codec JSON (docs/spec/kmd.md §1.2, §2).
 *
 * Invariants: decoders, renderers, error renderers and service methods are resolved when the surface is created
 * (gateway/rest/bindings.ts); a route is open exactly when its RPC's access class is `none` (the class the gRPC
 * binding authorises with, declared once in the proto).
 */
import type { AppError } from '../../../core/errors.js';
import type { HttpBinding } from '../../../generated/routes/binding.js';
import { KMD_HTTP_BINDINGS } from '../../../generated/routes/kmd.js';
import type { KmdService } from '../../../service/kmd-api.js';
import { named, routeMethod, serviceCall, type ErrorRenderer } from '../bindings.js';
import type { Reply, RequestContext } from '../engine.js';
import type { Method } from '../router.js';
import { decodeKmdRequest } from './decode-request.js';
import { kmdReply, renderKmdError } from './render.js';

/** What a kmd route is, before it is bound to a service: enough for the router, the auth check and OpenAPI. */
export interface KmdRouteDeclaration {
  readonly method: Method;
  readonly path: string;
  /** True for the routes that need no API token (GET /versions). */
  readonly isOpen: boolean;
}

export interface KmdRoute extends KmdRouteDeclaration {
  readonly renderError: ErrorRenderer;
  /** @throws AppError; rendered by `renderError` */
  handle(ctx: RequestContext): Promise<Reply>;
}

// Every binding's `call` is a method of KmdService (compile-time check of the generated table).
type Calls = (typeof KMD_HTTP_BINDINGS)[number]['call'];
const CALLS_ARE_METHODS: Calls extends keyof KmdService ? true : never = true;
void CALLS_ARE_METHODS;

type Decoder = (binding: HttpBinding) => (ctx: RequestContext) => object;
type Renderer = (binding: HttpBinding) => (response: object) => Reply;

const NO_BODY = Buffer.from('{}');

/** kmd_json: the body (or `{}` when the binding reads none) as kmd's go-codec JSON of the request message. */
const DECODERS: Readonly<Record<string, Decoder>> = {
  kmd_json: ({ requestType, readsBody }) =>
    readsBody ? (ctx) => decodeKmdRequest(requestType, ctx.body) : () => decodeKmdRequest(requestType, NO_BODY),
};

/** kmd_json: codec JSON of the response message, empty top-level members left out (render.ts). */
const RENDERERS: Readonly<Record<string, Renderer>> = {
  kmd_json:
    ({ responseType }) =>
    (response) =>
      kmdReply(responseType, response),
};

/** kmd_envelope: `{"error": true, "message": …}` with the error's status. */
export const KMD_ERROR_RENDERERS: Readonly<Record<string, ErrorRenderer>> = {
  kmd_envelope: (error: AppError) => renderKmdError(error),
};

/** The declarations of the RPC-backed kmd routes, in proto order. */
export const KMD_RPC_ROUTES: readonly KmdRouteDeclaration[] = KMD_HTTP_BINDINGS.map((binding) => ({
  method: routeMethod(binding),
  path: binding.path,
  isOpen: binding.access === 'none',
}));

/** The RPC-backed kmd routes bound to `kmd`. @throws Error for a name no table here registers */
export function kmdRpcRoutes(kmd: KmdService): KmdRoute[] {
  return KMD_HTTP_BINDINGS.map((binding, i): KmdRoute => {
    const decode = named('decoder', DECODERS, binding.decoder, binding)(binding);
    const render = named('renderer', RENDERERS, binding.renderer, binding)(binding);
    const call = serviceCall(kmd, binding);
    return {
      ...KMD_RPC_ROUTES[i]!,
      renderError: named('error renderer', KMD_ERROR_RENDERERS, binding.errors, binding),
      handle: async (ctx) => render(await call(decode(ctx))),
    };
  });
}
