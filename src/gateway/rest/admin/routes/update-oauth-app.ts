/**
 * UpdateOAuthApp over REST (PATCH …/admin/oauth_app/{id}, declared in admin.proto): decoder `admin_update_body`,
 * the fields present (docs/spec/oauth-apps.md §7); the reply is `admin_oauth_app` (render.ts). As the API
 * description's default says, an absent `trusted` is sent as false. Unknown id: 400 with body `""` (renderAdminError).
 */
import type { AdminRequest } from '../../../../service/admin-api.js';
import type { RequestContext } from '../../engine.js';
import { castAppFields } from '../app-fields.js';
import { parseJsonBody, validationError, type FieldProblem } from '../validate.js';
import { appId } from './app-id.js';

/** admin_update_body: the request from the `{id}` parameter and the JSON body. @throws GATEWAY_BAD_REQUEST */
export function updateBody(ctx: RequestContext): AdminRequest<'UpdateOAuthApp'> {
  const id = appId(ctx);
  const problems: FieldProblem[] = [];
  const fields = castAppFields(parseJsonBody(ctx.body, ctx.headers.get('content-type')), problems);
  if (problems.length > 0) throw validationError(problems);
  const { scopes, ...rest } = fields;
  return { id, scopes: scopes ?? null, ...rest };
}
