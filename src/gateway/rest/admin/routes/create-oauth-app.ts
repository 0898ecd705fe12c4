/**
 * POST …/admin/oauth_app: create an app (docs/spec/oauth-apps.md §6). 200 with the app. Missing fields and wrong types
 * are 400s from here; blank required fields are 400s from the service (not upstream's 200 `{field: message}`).
 */
import { AppError } from '../../../../core/errors.js';
import type { AdminRequest } from '../../../../service/admin-api.js';
import type { RequestContext } from '../../engine.js';
import { castAppFields } from '../app-fields.js';
import { adminJsonReply, oauthAppJson } from '../render.js';
import type { AdminRoute } from '../route.js';
import { missingProblem, parseJsonBody, validationError, type FieldProblem } from '../validate.js';

/** @throws GATEWAY_BAD_REQUEST */
function createRequest(ctx: RequestContext): AdminRequest<'CreateOAuthApp'> {
  const body = parseJsonBody(ctx.body, ctx.headers.get('content-type'));
  const problems: FieldProblem[] = [];
  if (!('name' in body)) problems.push(missingProblem('name'));
  if (!('redirect_uris' in body)) problems.push(missingProblem('redirect_uris'));
  const fields = castAppFields(body, problems);
  if (problems.length > 0 || fields.name === undefined || fields.redirect_uris === undefined) {
    throw validationError(problems);
  }
  const request: AdminRequest<'CreateOAuthApp'> = {
    name: fields.name,
    redirect_uris: fields.redirect_uris,
    scopes: fields.scopes?.scopes ?? [],
  };
  if (fields.website !== undefined) request.website = fields.website;
  if (fields.trusted !== undefined) request.trusted = fields.trusted;
  return request;
}

export const createOAuthApp: AdminRoute = {
  method: 'POST',
  path: '/oauth_app',
  async handle(ctx, { admin }) {
    const response = await admin.createOAuthApp(createRequest(ctx));
    if (!response.oauth_app) throw new AppError('CORE_INTERNAL');
    return adminJsonReply(200, oauthAppJson(response.oauth_app));
  },
};
