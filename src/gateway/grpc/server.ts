/**
 * The gRPC server: binds algorun.algod.v2.AlgodService, algorun.kmd.v1.KmdService, algorun.admin.v1.AdminService (unary RPCs plus
 * ExecuteBatch), the standard grpc.health.v1.Health service and, unless turned off, server reflection
 * (grpc.reflection.v1 and v1alpha) describing every service of proto/ (reflection.ts).
 *
 * Invariants:
 * - Failures become a numeric status with `details` and metadata `app-code` (status.ts); a handler returns right
 *   after calling back with an error.
 * - Nothing a caller sends can end the process: an undecodable request is answered INVALID_ARGUMENT with an
 *   `app-code` (guarded-decode.ts), every handler answers exactly once whatever its service throws or rejects,
 *   and a failure while answering is logged, never rethrown.
 * - Server-streaming RPCs (algod SubscribeBlocks) are authorised like unary ones and end on the client's cancel;
 *   shutdown ends the open ones first.
 * - A batch answers one reply per call, in call order; each call is authorised and run as its unary twin would
 *   be, and one failing call does not fail the others. Calls start in order, in the same turn.
 * - With an observer, every answered call of the three API services is reported once, with its status code
 *   (health and reflection are not reported).
 * - The listener is ours (node:net), so the connection cap is enforced at accept; accepted sockets are handed to
 *   grpc-js, which enforces the stream cap, idle timeout, keepalive and message size (docs/grpc.md).
 */
import { createServer, type Server as NetServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import * as grpc from '@grpc/grpc-js';
import type { GrpcLimits } from '../../config.js';
import { AppError, toAppError } from '../../core/errors.js';
import type { ApiTokens } from '../auth.js';
import { logUnexpected } from '../log.js';
import { batchCases } from './batch-cases.js';
import { serviceBindings, type ServiceBinding, type Services } from './bindings.js';
import { guardDecoding, undecodableError } from './guarded-decode.js';
import { HealthState, bindHealth } from './health.js';
import { bindReflection } from './reflection.js';
import { toCallError, toServiceError } from './status.js';

export interface GrpcServerOptions {
  readonly services: Services;
  readonly tokens: ApiTokens;
  readonly host: string;
  /** 0 = ephemeral. */
  readonly port: number;
  readonly limits: GrpcLimits;
  /** Serve server reflection (default true). */
  readonly reflection?: boolean;
  /** Sees every answered call (metrics, request logs). */
  readonly observer?: CallObserver | undefined;
}

/**
 * Reports answered calls: `method` is asked once per RPC when the server starts; the function it returns is
 * called once per answered call with the numeric gRPC status (0 = OK) and the start time (`performance.now()`).
 */
export interface CallObserver {
  method(service: string, rpc: string): (code: number, startMs: number) => void;
}

export interface GrpcServerHandle {
  readonly port: number;
  /** Stops accepting calls, lets running ones finish (bounded wait), then closes. */
  close(): Promise<void>;
}

type Batch = { calls: Record<string, unknown>[] };
type Callback = grpc.sendUnaryData<unknown>;

function failed(where: string, thrown: unknown): AppError {
  const error = toAppError(thrown);
  logUnexpected(where, error);
  return error;
}

/** Answers a call once; a throw while answering (a response that cannot be serialised, say) is logged. */
function answer(where: string, callback: Callback, error: AppError | null, response?: unknown): void {
  try {
    if (error) callback(toServiceError(error));
    else callback(null, response);
  } catch (thrown) {
    logUnexpected(where, new AppError('CORE_INTERNAL', undefined, { cause: thrown }));
    try {
      callback(toServiceError(new AppError('CORE_INTERNAL')));
    } catch {
      // The call is already answered or gone; nothing more can be sent on it.
    }
  }
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
  const undecodable = undecodableError(request);
  if (undecodable) throw undecodable;
  const method = binding.method(rpc);
  if (!method) {
    throw new AppError('CORE_INTERNAL', undefined, { cause: `no implementation for ${binding.name}/${rpc}` });
  }
  return method(request);
}

/** `callback`, reporting the call's status to `done` once answered. */
function observed(callback: Callback, done: (code: number, startMs: number) => void): Callback {
  const startMs = performance.now();
  return (error, value) => {
    callback(error, value);
    done(error ? (error.code ?? grpc.status.UNKNOWN) : grpc.status.OK, startMs);
  };
}

function unaryHandler(
  binding: ServiceBinding,
  rpc: string,
  observer?: CallObserver,
): grpc.handleUnaryCall<unknown, unknown> {
  const where = `${binding.name}/${rpc}`;
  const done = observer?.method(binding.name, rpc);
  return (call, answerWith) => {
    const callback = done === undefined ? answerWith : observed(answerWith, done);
    invoke(binding, rpc, call.request, call.metadata).then(
      (response) => answer(where, callback, null, response),
      (thrown: unknown) => answer(where, callback, failed(where, thrown)),
    );
  };
}

async function runBatch(binding: ServiceBinding, request: unknown, metadata: grpc.Metadata): Promise<unknown> {
  const { rpcOf } = batchCases(binding.callType);
  const undecodable = undecodableError(request);
  // As for a unary call, a caller without access learns nothing about how its request was read.
  if (undecodable) throw binding.authorize('ExecuteBatch', metadata) ?? undecodable;
  const calls = (request as Batch).calls;
  const replies = calls.map(async (item): Promise<Record<string, unknown>> => {
    const caseName = item['call'];
    try {
      const rpc = typeof caseName === 'string' ? rpcOf.get(caseName) : undefined;
      if (typeof caseName !== 'string' || rpc === undefined) {
        throw new AppError('CORE_BAD_ARGUMENT', 'batch call carries no known call');
      }
      return { [caseName]: await invoke(binding, rpc, item[caseName], metadata) };
    } catch (thrown) {
      return { error: toCallError(failed(`${binding.name}/ExecuteBatch`, thrown)) };
    }
  });
  return { replies: await Promise.all(replies) };
}

function batchHandler(binding: ServiceBinding, observer?: CallObserver): grpc.handleUnaryCall<unknown, unknown> {
  const where = `${binding.name}/ExecuteBatch`;
  const done = observer?.method(binding.name, 'ExecuteBatch');
  return (call, answerWith) => {
    const callback = done === undefined ? answerWith : observed(answerWith, done);
    runBatch(binding, call.request, call.metadata).then(
      (response) => answer(where, callback, null, response),
      (thrown: unknown) => answer(where, callback, failed(where, thrown)),
    );
  };
}

/**
 * A server-streaming RPC: authorised and decoded as a unary call would be, then each item written in order, waiting
 * for the transport to drain when it pushes back; the client's cancel (or a closed connection) aborts the source.
 */
function streamHandler(
  binding: ServiceBinding,
  rpc: string,
  open: Set<() => void>,
): grpc.handleServerStreamingCall<unknown, unknown> {
  const where = `${binding.name}/${rpc}`;
  return (call) => {
    const abort = new AbortController();
    const stop = (): void => {
      if (abort.signal.aborted) return;
      abort.abort();
      call.end();
    };
    open.add(stop);
    abort.signal.addEventListener('abort', () => open.delete(stop), { once: true });
    call.on('cancelled', () => abort.abort());
    call.on('close', () => abort.abort());
    const run = async (): Promise<void> => {
      const denied = binding.authorize(rpc, call.metadata) ?? undecodableError(call.request);
      if (denied) throw denied;
      const source = binding.stream?.(rpc);
      if (!source) throw new AppError('CORE_INTERNAL', undefined, { cause: `no implementation for ${where}` });
      for await (const item of source(call.request, abort.signal)) {
        if (abort.signal.aborted) break;
        if (!call.write(item)) await new Promise((resolve) => call.once('drain', resolve).once('close', resolve));
      }
      if (!abort.signal.aborted) {
        abort.abort();
        call.end();
      }
    };
    run().catch((thrown: unknown) => {
      if (abort.signal.aborted) return;
      try {
        call.emit('error', toServiceError(failed(where, thrown)));
      } catch (error) {
        logUnexpected(where, new AppError('CORE_INTERNAL', undefined, { cause: error }));
      }
    });
  };
}

function bindService(
  server: grpc.Server,
  binding: ServiceBinding,
  streams: Set<() => void>,
  observer?: CallObserver,
): void {
  const handlers: grpc.UntypedServiceImplementation = {};
  for (const [rpc, def] of Object.entries(binding.definition)) {
    if (def.responseStream) handlers[rpc] = streamHandler(binding, rpc, streams);
    else
      handlers[rpc] = rpc === 'ExecuteBatch' ? batchHandler(binding, observer) : unaryHandler(binding, rpc, observer);
  }
  server.addService(guardDecoding(binding.definition), handlers);
}

function serverOptions(limits: GrpcLimits): grpc.ServerOptions {
  return {
    'grpc.max_concurrent_streams': limits.maxStreams,
    'grpc.max_connection_idle_ms': limits.idleTimeoutMs,
    'grpc.keepalive_time_ms': limits.keepaliveMs,
    'grpc.keepalive_timeout_ms': limits.keepaliveTimeoutMs,
    'grpc.max_receive_message_length': limits.maxMessageBytes,
    'grpc.max_send_message_length': limits.maxMessageBytes,
  };
}

function listen(listener: NetServer, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (err: Error): void => reject(new Error(`cannot listen for gRPC on ${host}:${port}: ${err.message}`));
    listener.once('error', fail);
    listener.listen(port, host, () => {
      listener.off('error', fail);
      const address = listener.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/**
 * Starts the gRPC server.
 * @throws Error when the address cannot be bound
 */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServerHandle> {
  const server = new grpc.Server(serverOptions(options.limits));
  const bindings = serviceBindings(options.services, options.tokens);
  // Open server streams: shutdown ends them (they would otherwise hold tryShutdown for its whole grace period).
  const streams = new Set<() => void>();
  for (const binding of bindings) bindService(server, binding, streams, options.observer);
  const health = new HealthState(bindings.map((b) => b.name));
  bindHealth(server, health);
  if (options.reflection ?? true) bindReflection(server);
  const injector = server.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const listener = createServer((socket) => injector.injectConnection(socket));
  listener.maxConnections = options.limits.maxConnections;
  const port = await listen(listener, options.host, options.port);
  return {
    port,
    close: () => {
      for (const stop of [...streams]) stop();
      return shutdown(server, listener, health);
    },
  };
}

const SHUTDOWN_GRACE_MS = 5000;

function shutdown(server: grpc.Server, listener: NetServer, health: HealthState): Promise<void> {
  health.shutdown();
  listener.close();
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
