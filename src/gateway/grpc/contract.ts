/**
 * The contract as grpc-js sees it: typed client constructors and service definitions for every service, from the
 * one package definition of ../contract.ts.
 */
import * as grpc from '@grpc/grpc-js';
import type { ProtoGrpcType as AlgodGrpcType } from '../../generated/algod.js';
import type { ProtoGrpcType as KmdGrpcType } from '../../generated/kmd.js';
import type { ProtoGrpcType as AdminGrpcType } from '../../generated/admin.js';
import type { ProtoGrpcType as HealthGrpcType } from '../../generated/health.js';
import { packageDefinition } from '../contract.js';

export {
  LOADER_OPTIONS,
  PROTO_DIR,
  PROTO_FILES,
  messageFields,
  packageDefinition,
  type FieldInfo,
  type FieldKind,
} from '../contract.js';

export type ContractGrpcType = AlgodGrpcType & KmdGrpcType & AdminGrpcType & HealthGrpcType;

let grpcObject: ContractGrpcType | undefined;

/** Typed grpc-js constructors and service definitions for every service of the contract. */
export function contract(): ContractGrpcType {
  grpcObject ??= grpc.loadPackageDefinition(packageDefinition()) as unknown as ContractGrpcType;
  return grpcObject;
}
