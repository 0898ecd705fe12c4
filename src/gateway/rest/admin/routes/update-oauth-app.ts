/**
 * PATCH …/admin/oauth_app/{id}: update the fields present (docs/spec/oauth-apps.md §7). As the API description's default says, an
 * absent `trusted` is sent as false. Unknown id: 400 with body `""` (rendered by the surface).
 */
import { AppError } from '../../../../core/errors.js';
import type { AdminRequest } from '../../../../service/admin-api.js';
import type { RequestContext } from '../../engine.js';
import { castAppFields } from '../app-fields.js';
import { adminJsonReply, oauthAppJson } from '../render.js';
import type { AdminRoute } from '../route.js';
import { parseJsonBody, validationError, type FieldProblem } from '../validate.js';
import { appId } from './app-id.js';

/** @throws GATEWAY_BAD_REQUEST */
function updateRequest(ctx: RequestContext): AdminRequest<'UpdateOAuthApp'> {
  const id = appId(ctx);
  const problems: FieldProblem[] = [];
  const fields = castAppFields(parseJsonBody(ctx.body, ctx.headers.get('content-type')), problems);
  if (problems.length > 0) throw validationError(problems);
  const { scopes, ...rest } = fields;
  return { id, scopes: scopes ?? null, ...rest };
}

export const updateOAuthApp: AdminRoute = {
  method: 'PATCH',
  path: '/oauth_app/{id}',
  async handle(ctx, { admin }) {
    const response = await admin.updateOAuthApp(updateRequest(ctx));
    if (!response.oauth_app) throw new AppError('CORE_INTERNAL');
    return adminJsonReply(200, oauthAppJson(response.oauth_app));
  },
};
