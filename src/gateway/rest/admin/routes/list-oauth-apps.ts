/**
 * ListOAuthApps over REST (GET …/admin/oauth_app?name=&client_id=&page=&page_size=&trusted=, declared in
 * admin.proto): decoder `admin_list_query` and renderer `admin_oauth_app_list` (docs/spec/oauth-apps.md §5).
 * Defaults: page 1, page_size 50, trusted false (upstream then lists untrusted apps only).
 */
import type { AdminRequest, AdminResponse } from '../../../../service/admin-api.js';
import type { Reply, RequestContext } from '../../engine.js';
import { adminJsonReply, oauthAppListJson } from '../render.js';
import { castBoolean, castInteger, validationError, type FieldProblem } from '../validate.js';

function present(ctx: RequestContext, name: string): string | undefined {
  const value = ctx.query.get(name);
  return value === null || value === '' ? undefined : value;
}

/** admin_list_query: the request from the query string. @throws GATEWAY_BAD_REQUEST */
export function listQuery(ctx: RequestContext): AdminRequest<'ListOAuthApps'> {
  const problems: FieldProblem[] = [];
  const pageText = present(ctx, 'page');
  const sizeText = present(ctx, 'page_size');
  const trustedText = present(ctx, 'trusted');
  const page = pageText === undefined ? '1' : castInteger('page', pageText, problems);
  const pageSize = sizeText === undefined ? '50' : castInteger('page_size', sizeText, problems);
  const trusted = trustedText === undefined ? false : castBoolean('trusted', trustedText, problems);
  if (problems.length > 0 || page === undefined || pageSize === undefined || trusted === undefined) {
    throw validationError(problems);
  }
  const request: AdminRequest<'ListOAuthApps'> = { page, page_size: pageSize, trusted };
  const name = ctx.query.get('name');
  const clientId = ctx.query.get('client_id');
  if (name !== null) request.name = name;
  if (clientId !== null) request.client_id = clientId;
  return request;
}

/** admin_oauth_app_list: 200 with the page of apps. @throws CORE_INTERNAL */
export function oauthAppListReply(response: AdminResponse<'ListOAuthApps'>): Reply {
  return adminJsonReply(200, oauthAppListJson(response.apps, response.count, response.page_size));
}
