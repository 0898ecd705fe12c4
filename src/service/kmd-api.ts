/**
 * The kmd v1 service interface, derived from the generated definition of `algorun.kmd.v1.KmdService`
 * (proto/algorun/kmd/v1/kmd.proto): one method per RPC, taking and returning the generated message types. Implemented in-process by service/kmd.ts and remotely by
 * gateway/grpc/remote-core.ts.
 *
 * Invariants: as in algod-api.ts. Request order rules that involve the wallet handle (address parsed before the
 * handle check on some routes) belong to implementations, which receive the raw strings.
 */
import type { KmdServiceDefinition as Def } from '../generated/algorun/kmd/v1/KmdService.js';
import type { RequestOf, ResponseOf, ServiceOf } from './method-types.js';

/**
 * One method per RPC of kmd.proto (the REST path of each is its `(algorun.api.v1.http)` option there), less
 * `ExecuteBatch` (transport-level) and `SignTransactions` (the gRPC batch-signing RPC, served by the gRPC binding
 * from `signTransaction`'s rules).
 */
export type KmdService = ServiceOf<Def, 'ExecuteBatch' | 'SignTransactions'>;

export type KmdRequest<K extends keyof Def> = RequestOf<Def, K>;
export type KmdResponse<K extends keyof Def> = ResponseOf<Def, K>;
