/**
 * gRPC server reflection (grpc.reflection.v1.ServerReflection and its v1alpha twin, @grpc/reflection) over the
 * whole contract: every service and message of proto/, so tools such as grpcurl and Postman list the services
 * and build requests without a copy of the proto files.
 *
 * Invariants: reflection describes exactly the package definition the server binds (contract.ts), needs no token
 * (it reveals the schema only, which proto/ publishes anyway) and is off with `--no-grpc-reflection`.
 */
import type * as grpc from '@grpc/grpc-js';
import { ReflectionService } from '@grpc/reflection';
import { packageDefinition } from './contract.js';

export function bindReflection(server: grpc.Server): void {
  new ReflectionService(packageDefinition()).addToServer(server);
}
