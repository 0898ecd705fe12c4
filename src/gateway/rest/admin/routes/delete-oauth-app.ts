/** DELETE …/admin/oauth_app/{id}: 204 with an empty body (docs/spec/oauth-apps.md §8). */
import { ADMIN_JSON_TYPE } from '../render.js';
import type { AdminRoute } from '../route.js';
import { appId } from './app-id.js';

export const deleteOAuthApp: AdminRoute = {
  method: 'DELETE',
  path: '/oauth_app/{id}',
  async handle(ctx, { admin }) {
    await admin.deleteOAuthApp({ id: appId(ctx) });
    return { status: 204, headers: [ADMIN_JSON_TYPE] };
  },
};
