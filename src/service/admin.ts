/**
 * In-process admin (OAuth apps) service. Every method rejects with ADMIN_NOT_IMPLEMENTED naming its route until
 * the admin issue builds the app store.
 *
 * Invariants: methods never throw synchronously; errors are AppErrors.
 */
import type { AdminService } from './admin-api.js';
import { notYet } from './not-yet.js';

const pending = (route: string): (() => Promise<never>) => notYet('ADMIN_NOT_IMPLEMENTED', route);

export class AdminServiceImpl implements AdminService {
  readonly listOAuthApps = pending('GET /api/v1/pleroma/admin/oauth_app');
  readonly createOAuthApp = pending('POST /api/v1/pleroma/admin/oauth_app');
  readonly updateOAuthApp = pending('PATCH /api/v1/pleroma/admin/oauth_app/{id}');
  readonly deleteOAuthApp = pending('DELETE /api/v1/pleroma/admin/oauth_app/{id}');
}
