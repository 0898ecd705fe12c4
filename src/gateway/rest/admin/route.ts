/**
 * admin-port REST routes from the generated table (src/generated/routes/admin.ts, written from admin.proto's
 * algorun.api.v1 options): the OAuth-app routes under both admin prefixes and POST /oauth/token and /oauth/revoke.
 * Each binding names a decoder, a renderer and an error renderer registered below.
 *
 * Invariants: names and service methods are resolved when the surface is created (gateway/rest/bindings.ts); a
 * route is open (no bearer token) exactly when its RPC's access class is `none`, the class the gRPC binding uses.
 */
import type { AppError } from '../../../core/errors.js';
import { ADMIN_HTTP_BINDINGS } from '../../../generated/routes/admin.js';
import type { AdminResponse, AdminService } from '../../../service/admin-api.js';
import { named, routeMethod, serviceCall, type ErrorRenderer } from '../bindings.js';
import type { Reply, RequestContext } from '../engine.js';
import { renderOAuthError, revokedReply, revokeForm, tokenForm, tokenReply } from '../oauth/routes.js';
import type { Method } from '../router.js';
import { noContentReply, oauthAppReply, renderAdminError } from './render.js';
import { createBody } from './routes/create-oauth-app.js';
import { deleteById } from './routes/delete-oauth-app.js';
import { listQuery, oauthAppListReply } from './routes/list-oauth-apps.js';
import { updateBody } from './routes/update-oauth-app.js';

export interface AdminRoute {
  readonly method: Method;
  /** The full path template, e.g. "/api/v1/pleroma/admin/oauth_app/{id}". */
  readonly path: string;
  /** No bearer token (the OAuth endpoints, which authenticate the client in the request). */
  readonly isOpen: boolean;
  readonly renderError: ErrorRenderer;
  /** @throws AppError; rendered by `renderError` */
  handle(ctx: RequestContext): Promise<Reply>;
}

// Every binding's `call` is a method of AdminService (compile-time check of the generated table).
type Calls = (typeof ADMIN_HTTP_BINDINGS)[number]['call'];
const CALLS_ARE_METHODS: Calls extends keyof AdminService ? true : never = true;
void CALLS_ARE_METHODS;

type Decoder = (ctx: RequestContext) => object;
type Renderer = (response: object) => Reply;

const DECODERS: Readonly<Record<string, Decoder>> = {
  admin_list_query: listQuery,
  admin_create_body: createBody,
  admin_update_body: updateBody,
  admin_app_id: deleteById,
  oauth_token_form: tokenForm,
  oauth_revoke_form: revokeForm,
};

// Each renderer is named only by bindings of the RPC whose response it takes (admin.proto).
const RENDERERS: Readonly<Record<string, Renderer>> = {
  admin_oauth_app_list: (r) => oauthAppListReply(r as AdminResponse<'ListOAuthApps'>),
  admin_oauth_app: (r) => oauthAppReply(r as AdminResponse<'CreateOAuthApp'>),
  admin_no_content: noContentReply,
  oauth_token: (r) => tokenReply(r as AdminResponse<'IssueToken'>),
  oauth_revoked: revokedReply,
};

const PLEROMA_ERRORS: ErrorRenderer = (error: AppError, ctx) => renderAdminError(error, ctx.method);

export const ADMIN_ERROR_RENDERERS: Readonly<Record<string, ErrorRenderer>> = {
  admin_pleroma: PLEROMA_ERRORS,
  oauth_rfc6749: (error: AppError) => renderOAuthError(error),
};

/** Every admin-port route bound to `admin`, in proto order. @throws Error for a name not registered here */
export function adminRoutes(admin: AdminService): AdminRoute[] {
  return ADMIN_HTTP_BINDINGS.map((binding): AdminRoute => {
    const decode = named('decoder', DECODERS, binding.decoder, binding);
    const render = named('renderer', RENDERERS, binding.renderer, binding);
    const call = serviceCall(admin, binding);
    return {
      method: routeMethod(binding),
      path: binding.path,
      isOpen: binding.access === 'none',
      renderError: named('error renderer', ADMIN_ERROR_RENDERERS, binding.errors, binding),
      handle: async (ctx) => render(await call(decode(ctx))),
    };
  });
}
