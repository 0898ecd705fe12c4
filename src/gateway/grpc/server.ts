/**
 * The gRPC server: binds algod.v2.AlgodService, kmd.v1.KmdService, admin.v1.AdminService (unary RPCs plus
 * ExecuteBatch) and the standard grpc.health.v1.Health service.
 *
 * Invariants:
 * - Failures become a numeric status with `details` and metadata `app-code` (status.ts); a handler returns right
 *   after calling back with an error.
 * - A batch answers one reply per call, in call order; each call is authorised and run as its unary twin would
 *   be, and one failing call does not fail the others. Calls start in order, in the same turn.
 */
import * as grpc from '@grpc/grpc-js';
import { AppError, toAppError } from '../../core/errors.js';
import type { ApiTokens } from '../auth.js';
import { logUnexpected } from '../log.js';
import { batchCases } from './batch-cases.js';
import { serviceBindings, type ServiceBinding, type Services } from './bindings.js';
import { HealthState, bindHealth } from './health.js';
import { toCallError, toServiceError } from './status.js';

export interface GrpcServerOptions {
  readonly services: Services;
  readonly tokens: ApiTokens;
  readonly host: string;
  /** 0 = ephemeral. */
  readonly port: number;
}

export interface GrpcServerHandle {
  readonly port: number;
  /** Stops accepting calls, lets running ones finish (bounded wait), then closes. */
  close(): Promise<void>;
}

type Batch = { calls: Record<string, unknown>[] };

function failed(where: string, thrown: unknown): AppError {
  const error = toAppError(thrown);
  logUnexpected(where, error);
  return error;
}

/** Runs one RPC of `binding` with the caller's metadata; rejects with an AppError. */
async function invoke(
  binding: ServiceBinding,
  rpc: string,
  request: unknown,
  metadata: grpc.Metadata,
): Promise<unknown> {
  const denied = binding.authorize(rpc, metadata);
  if (denied) throw denied;
  const method = binding.method(rpc);
  if (!method) {
    throw new AppError('CORE_INTERNAL', undefined, { cause: `no implementation for ${binding.name}/${rpc}` });
  }
  return method(request);
}

function unaryHandler(binding: ServiceBinding, rpc: string): grpc.handleUnaryCall<unknown, unknown> {
  return (call, callback) => {
    invoke(binding, rpc, call.request, call.metadata).then(
      (response) => callback(null, response),
      (thrown: unknown) => {
        callback(toServiceError(failed(`${binding.name}/${rpc}`, thrown)));
        return;
      },
    );
  };
}

function batchHandler(binding: ServiceBinding): grpc.handleUnaryCall<Batch, unknown> {
  const { rpcOf } = batchCases(binding.callType);
  return (call, callback) => {
    const replies = call.request.calls.map(async (item): Promise<Record<string, unknown>> => {
      const caseName = item['call'];
      try {
        const rpc = typeof caseName === 'string' ? rpcOf.get(caseName) : undefined;
        if (typeof caseName !== 'string' || rpc === undefined) {
          throw new AppError('CORE_BAD_ARGUMENT', 'batch call carries no known call');
        }
        return { [caseName]: await invoke(binding, rpc, item[caseName], call.metadata) };
      } catch (thrown) {
        return { error: toCallError(failed(`${binding.name}/ExecuteBatch`, thrown)) };
      }
    });
    void Promise.all(replies).then((all) => callback(null, { replies: all }));
  };
}

function bindService(server: grpc.Server, binding: ServiceBinding): void {
  const handlers: grpc.UntypedServiceImplementation = {};
  for (const rpc of Object.keys(binding.definition)) {
    handlers[rpc] = rpc === 'ExecuteBatch' ? batchHandler(binding) : unaryHandler(binding, rpc);
  }
  server.addService(binding.definition, handlers);
}

function hostPort(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/**
 * Starts the gRPC server.
 * @throws Error when the address cannot be bound
 */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServerHandle> {
  const server = new grpc.Server();
  const bindings = serviceBindings(options.services, options.tokens);
  for (const binding of bindings) bindService(server, binding);
  const health = new HealthState(bindings.map((b) => b.name));
  bindHealth(server, health);
  const address = hostPort(options.host, options.port);
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, bound) => {
      if (err) reject(new Error(`cannot listen for gRPC on ${address}: ${err.message}`));
      else resolve(bound);
    });
  });
  return { port, close: () => shutdown(server, health) };
}

const SHUTDOWN_GRACE_MS = 5000;

function shutdown(server: grpc.Server, health: HealthState): Promise<void> {
  health.shutdown();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      server.forceShutdown();
      resolve();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.tryShutdown(() => {
      clearTimeout(force);
      resolve();
    });
  });
}
