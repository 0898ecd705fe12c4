/**
 * Service interfaces implemented against a remote core over gRPC (`--core HOST:PORT`). Calls made during one
 * event-loop turn are coalesced into ONE ExecuteBatch call per service and the replies are demultiplexed,
 * because a unary grpc-js call costs ~160 µs of CPU while a batched call amortises it (docs/design.md).
 *
 * Invariants:
 * - A call is sent in the batch flushed by the first `setImmediate` after it was made (the check phase after
 *   the poll phase that delivered the HTTP requests), so all requests uWS delivered in one poll share a batch.
 * - Batches hold at most `maxBatchCalls` calls; a larger queue is split.
 * - Every call settles exactly once: with its reply, its CallError (as AppError), or the transport error
 *   (GATEWAY_REMOTE_CORE unless the server sent an app code).
 * - Long-polling RPCs (WaitForBlock, up to a minute) go out as unary calls: a batch is answered as a whole, so
 *   batching them would hold back the fast calls that share their batch.
 * - The channel authenticates with the admin token for algod (which covers every algod RPC), the kmd token
 *   for kmd and the admin bearer token for admin; the HTTP caller was already authorised by the gateway.
 */
import * as grpc from '@grpc/grpc-js';
import { AppError } from '../../core/errors.js';
import type { AdminService } from '../../service/admin-api.js';
import type { AlgodService } from '../../service/algod-api.js';
import type { KmdService } from '../../service/kmd-api.js';
import type { ApiTokens } from '../auth.js';
import { contract } from './contract.js';
import { batchCases, type BatchCases } from './batch-cases.js';
import { fromCallError, fromServiceError } from './status.js';
import type { CallError__Output } from '../../generated/algorun/common/v1/CallError.js';

export interface RemoteCoreOptions {
  /** "host:port" of the core's gRPC listener. */
  readonly target: string;
  readonly tokens: ApiTokens;
  /** Called once per ExecuteBatch sent, with the service name and the number of calls it carries. */
  readonly onBatch?: (service: string, calls: number) => void;
  readonly maxBatchCalls?: number;
  /** Largest batch request or reply, in bytes (the core's --grpc-max-message-mb); grpc-js's 4 MiB otherwise. */
  readonly maxMessageBytes?: number;
}

export interface RemoteCore {
  readonly algod: AlgodService;
  readonly kmd: KmdService;
  readonly admin: AdminService;
  close(): void;
}

type Reply = Record<string, unknown>;
type UnaryMethod = (
  request: unknown,
  metadata: grpc.Metadata,
  callback: (error: grpc.ServiceError | null, response?: unknown) => void,
) => grpc.ClientUnaryCall;
type BatchClient = grpc.Client &
  Record<string, unknown> & {
    ExecuteBatch(
      request: { calls: Record<string, unknown>[] },
      metadata: grpc.Metadata,
      callback: (error: grpc.ServiceError | null, response?: { replies: Reply[] }) => void,
    ): grpc.ClientUnaryCall;
  };
type ClientConstructor = new (
  address: string,
  credentials: grpc.ChannelCredentials,
  options?: grpc.ChannelOptions,
) => grpc.Client;

interface Pending {
  readonly rpc: string;
  readonly request: unknown;
  resolve(value: unknown): void;
  reject(error: AppError): void;
}

const DEFAULT_MAX_BATCH_CALLS = 512;
const UNBATCHED_RPCS: ReadonlySet<string> = new Set(['WaitForBlock']);

class BatchChannel {
  readonly #service: string;
  readonly #client: BatchClient;
  readonly #metadata: grpc.Metadata;
  readonly #cases: BatchCases;
  readonly #options: RemoteCoreOptions;
  #queue: Pending[] = [];
  #isScheduled = false;

  constructor(
    service: string,
    client: BatchClient,
    metadata: grpc.Metadata,
    cases: BatchCases,
    options: RemoteCoreOptions,
  ) {
    this.#service = service;
    this.#client = client;
    this.#metadata = metadata;
    this.#cases = cases;
    this.#options = options;
  }

  call(rpc: string, request: unknown): Promise<unknown> {
    if (UNBATCHED_RPCS.has(rpc)) return this.#unary(rpc, request);
    return new Promise((resolve, reject) => {
      this.#queue.push({ rpc, request, resolve, reject });
      if (this.#isScheduled) return;
      this.#isScheduled = true;
      setImmediate(() => this.#flush());
    });
  }

  #unary(rpc: string, request: unknown): Promise<unknown> {
    const method = this.#client[rpc] as UnaryMethod;
    return new Promise((resolve, reject) => {
      method.call(this.#client, request, this.#metadata, (error, response) =>
        error ? reject(fromServiceError(error)) : resolve(response),
      );
    });
  }

  #flush(): void {
    this.#isScheduled = false;
    const queue = this.#queue;
    this.#queue = [];
    const size = this.#options.maxBatchCalls ?? DEFAULT_MAX_BATCH_CALLS;
    for (let start = 0; start < queue.length; start += size) this.#send(queue.slice(start, start + size));
  }

  #send(batch: readonly Pending[]): void {
    this.#options.onBatch?.(this.#service, batch.length);
    const calls = batch.map((p) => ({ [this.#cases.caseOf.get(p.rpc)!]: p.request }));
    this.#client.ExecuteBatch({ calls }, this.#metadata, (error, response) => {
      if (error || !response || response.replies.length !== batch.length) {
        const failure = error ? fromServiceError(error) : new AppError('GATEWAY_REMOTE_CORE', 'malformed batch reply');
        for (const p of batch) p.reject(failure);
        return;
      }
      batch.forEach((p, i) => settle(p, response.replies[i]!, this.#cases.caseOf.get(p.rpc)!));
    });
  }
}

function settle(pending: Pending, reply: Reply, expectedCase: string): void {
  const caseName = reply['reply'];
  if (caseName === 'error') return pending.reject(fromCallError(reply['error'] as CallError__Output));
  if (caseName !== expectedCase) return pending.reject(new AppError('GATEWAY_REMOTE_CORE', 'mismatched batch reply'));
  pending.resolve(reply[expectedCase]);
}

function metadataOf(entries: readonly (readonly [string, string])[]): grpc.Metadata {
  const metadata = new grpc.Metadata();
  for (const [key, value] of entries) metadata.set(key, value);
  return metadata;
}

/** An object with one method per unary RPC of `definition`, each forwarding to `channel`. */
function serviceProxy<T>(definition: grpc.ServiceDefinition, channel: BatchChannel): T {
  const proxy: Record<string, (request: unknown) => Promise<unknown>> = {};
  for (const [rpc, method] of Object.entries(definition)) {
    const { originalName: name, responseStream } = method as { originalName?: string; responseStream?: boolean };
    // Streams do not go through the batching channel.
    if (rpc === 'ExecuteBatch' || name === undefined || responseStream === true) continue;
    proxy[name] = (request) => channel.call(rpc, request);
  }
  return proxy as T;
}

/** Connects lazily (grpc-js dials on the first call); calls fail with GATEWAY_REMOTE_CORE while the core is down. */
export function connectRemoteCore(options: RemoteCoreOptions): RemoteCore {
  const c = contract();
  const { tokens } = options;
  const clients: grpc.Client[] = [];
  const channelOptions: grpc.ChannelOptions =
    options.maxMessageBytes === undefined
      ? {}
      : {
          'grpc.max_receive_message_length': options.maxMessageBytes,
          'grpc.max_send_message_length': options.maxMessageBytes,
        };
  const open = (
    ctor: ClientConstructor & { service: grpc.ServiceDefinition },
    service: string,
    callType: string,
    headers: readonly (readonly [string, string])[],
  ): BatchChannel => {
    const client = new ctor(options.target, grpc.credentials.createInsecure(), channelOptions) as BatchClient;
    clients.push(client);
    return new BatchChannel(service, client, metadataOf(headers), batchCases(callType), options);
  };
  const algod = open(c.algorun.algod.v2.AlgodService, 'algorun.algod.v2.AlgodService', 'algorun.algod.v2.AlgodCall', [
    ['x-algo-api-token', tokens.algodAdmin],
  ]);
  const kmd = open(c.algorun.kmd.v1.KmdService, 'algorun.kmd.v1.KmdService', 'algorun.kmd.v1.KmdCall', [
    ['x-kmd-api-token', tokens.kmd],
  ]);
  const admin = open(c.algorun.admin.v1.AdminService, 'algorun.admin.v1.AdminService', 'algorun.admin.v1.AdminCall', [
    ['authorization', `Bearer ${tokens.algodAdmin}`],
  ]);
  return {
    algod: serviceProxy<AlgodService>(c.algorun.algod.v2.AlgodService.service, algod),
    kmd: serviceProxy<KmdService>(c.algorun.kmd.v1.KmdService.service, kmd),
    admin: serviceProxy<AdminService>(c.algorun.admin.v1.AdminService.service, admin),
    close: () => clients.forEach((client) => client.close()),
  };
}
