/**
 * CreateOAuthApp over REST (POST …/admin/oauth_app, declared in admin.proto): decoder `admin_create_body`
 * (docs/spec/oauth-apps.md §6); the reply is `admin_oauth_app` (render.ts). Missing fields and wrong types
 * are 400s from here; blank required fields are 400s from the service (not upstream's 200 `{field: message}`).
 */
import type { AdminRequest } from '../../../../service/admin-api.js';
import type { RequestContext } from '../../engine.js';
import { castAppFields } from '../app-fields.js';
import { missingProblem, parseJsonBody, validationError, type FieldProblem } from '../validate.js';

/** admin_create_body: the request from the JSON body. @throws GATEWAY_BAD_REQUEST */
export function createBody(ctx: RequestContext): AdminRequest<'CreateOAuthApp'> {
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
