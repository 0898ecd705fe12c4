/**
 * The admin v1 service interface: one method per RPC of `algorun.admin.v1.AdminService` (proto/algorun/admin/v1/admin.proto).
 * Implemented in-process by service/admin.ts and remotely by gateway/grpc/remote-core.ts.
 *
 * Invariants: as in algod-api.ts. ListOAuthApps's `page` and `page_size` are proto3 `optional`: unset means 1 and
 * 50 (the REST defaults), so gRPC clients may leave them out; `trusted` unset is false.
 */
import type { AdminServiceDefinition as Def } from '../generated/algorun/admin/v1/AdminService.js';
import type { RequestOf, ResponseOf } from './method-types.js';

type Call<K extends keyof Def> = (request: RequestOf<Def, K>) => Promise<ResponseOf<Def, K>>;

export interface AdminService {
  /** GET …/admin/oauth_app. */
  readonly listOAuthApps: Call<'ListOAuthApps'>;
  /** POST …/admin/oauth_app. */
  readonly createOAuthApp: Call<'CreateOAuthApp'>;
  /** PATCH …/admin/oauth_app/{id}. */
  readonly updateOAuthApp: Call<'UpdateOAuthApp'>;
  /** DELETE …/admin/oauth_app/{id}. */
  readonly deleteOAuthApp: Call<'DeleteOAuthApp'>;
  /** POST /oauth/token (client credentials). */
  readonly issueToken: Call<'IssueToken'>;
  /** POST /oauth/revoke. */
  readonly revokeToken: Call<'RevokeToken'>;
  /** Liveness and scopes of a bearer token (no REST route; used by gateways and operators). */
  readonly introspectToken: Call<'IntrospectToken'>;
}

export type AdminRequest<K extends keyof Def> = RequestOf<Def, K>;
export type AdminResponse<K extends keyof Def> = ResponseOf<Def, K>;
