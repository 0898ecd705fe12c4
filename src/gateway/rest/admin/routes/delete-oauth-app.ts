/**
 * DeleteOAuthApp over REST (DELETE …/admin/oauth_app/{id}, declared in admin.proto): decoder `admin_app_id`; the
 * reply is `admin_no_content`, 204 with an empty body (render.ts; docs/spec/oauth-apps.md §8).
 */
import type { AdminRequest } from '../../../../service/admin-api.js';
import type { RequestContext } from '../../engine.js';
import { appId } from './app-id.js';

/** admin_app_id: the request from the `{id}` parameter. @throws GATEWAY_BAD_REQUEST */
export function deleteById(ctx: RequestContext): AdminRequest<'DeleteOAuthApp'> {
  return { id: appId(ctx) };
}
