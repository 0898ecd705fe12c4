/** Shape of one admin REST route (served under both /api/v1/pleroma/admin and /api/pleroma/admin). */
import type { AdminService } from '../../../service/admin-api.js';
import type { Reply, RequestContext } from '../engine.js';
import type { Method } from '../router.js';

export interface AdminRoute {
  readonly method: Method;
  /** Path below the admin prefix, e.g. "/oauth_app/{id}". */
  readonly path: string;
  /** @throws AppError; rendered as `{"error": ...}` */
  handle(ctx: RequestContext, admin: AdminService): Promise<Reply>;
}
