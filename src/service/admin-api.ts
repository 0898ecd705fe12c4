/**
 * The admin v1 service interface: one method per RPC of `algorun.admin.v1.AdminService` (proto/algorun/admin/v1/admin.proto).
 * Implemented in-process by service/admin.ts and remotely by gateway/grpc/remote-core.ts.
 *
 * Invariants: as in algod-api.ts. ListOAuthApps's `page` and `page_size` are proto3 `optional`: unset means 1 and
 * 50 (the REST defaults), so gRPC clients may leave them out; `trusted` unset is false.
 */
import type { AdminServiceDefinition as Def } from '../generated/algorun/admin/v1/AdminService.js';
import type { RequestOf, ResponseOf, ServiceOf } from './method-types.js';

/**
 * One method per RPC of admin.proto (REST paths are its `(algorun.api.v1.http)` options; `IntrospectToken` has no
 * REST route: gateways and operators use it), less the transport-level `ExecuteBatch`.
 */
export type AdminService = ServiceOf<Def, 'ExecuteBatch'>;

export type AdminRequest<K extends keyof Def> = RequestOf<Def, K>;
export type AdminResponse<K extends keyof Def> = ResponseOf<Def, K>;
