/**
 * How each proto service is served: its definition, the implementation object, the batch message type and the
 * per-RPC authorisation rule (gateway/auth.ts, with each RPC's access class from the proto options in
 * src/generated/routes/). Shared by the gRPC server for unary and batch calls.
 *
 * Invariant: an RPC is authorised from the call's metadata alone, identically for unary and batched calls.
 */
import type * as grpc from '@grpc/grpc-js';
import { AppError } from '../../core/errors.js';
import type { AdminService } from '../../service/admin-api.js';
import type { AlgodService } from '../../service/algod-api.js';
import type { KmdService } from '../../service/kmd-api.js';
import { checkKmdRequest } from '../../service/kmd/request-rules.js';
import type { RpcAccess } from '../../generated/routes/binding.js';
import { ADMIN_RPC_ACCESS } from '../../generated/routes/admin.js';
import { ALGOD_RPC_ACCESS } from '../../generated/routes/algod.js';
import { KMD_RPC_ACCESS } from '../../generated/routes/kmd.js';
import { adminDenial, algodAllows, bearerToken, tokenMatches, type ApiTokens } from '../auth.js';
import { contract } from './contract.js';
import { withDirectEncoding } from './sign-transactions-codec.js';

export interface Services {
  readonly algod: AlgodService;
  readonly kmd: KmdService;
  readonly admin: AdminService;
}

export type ServiceMethod = (request: unknown) => Promise<unknown>;
/** A server-streaming RPC: the responses in order until `signal` aborts. */
export type StreamMethod = (request: unknown, signal: AbortSignal) => AsyncIterable<unknown>;

export interface ServiceBinding {
  /** Fully qualified service name, e.g. "algorun.algod.v2.AlgodService". */
  readonly name: string;
  readonly definition: grpc.ServiceDefinition;
  /** Fully qualified batch call message, e.g. "algorun.algod.v2.AlgodCall". */
  readonly callType: string;
  /** The implementation method for an RPC name, or undefined. */
  method(rpc: string): ServiceMethod | undefined;
  /** The implementation of a server-streaming RPC, or undefined. */
  stream?(rpc: string): StreamMethod | undefined;
  /** undefined when allowed; otherwise the error to answer with. */
  authorize(rpc: string, metadata: grpc.Metadata): AppError | undefined;
}

function header(metadata: grpc.Metadata, name: string): string | undefined {
  const value = metadata.get(name)[0];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The implementation of each RPC; `check` (the service's request rules, shared with the REST decoder) runs on
 * the request first.
 */
function methodLookup(
  definition: grpc.ServiceDefinition,
  impl: object,
  check: (request: unknown) => void = () => undefined,
): (rpc: string) => ServiceMethod | undefined {
  const table = impl as Readonly<Record<string, ServiceMethod | undefined>>;
  return (rpc) => {
    const def = definition[rpc] as { originalName?: string; responseStream?: boolean } | undefined;
    const name = def?.originalName;
    if (name === undefined || rpc === 'ExecuteBatch' || def?.responseStream === true) return undefined;
    const fn = table[name];
    if (typeof fn !== 'function') return undefined;
    return (request) => {
      check(request);
      return fn.call(impl, request);
    };
  };
}

/** The access class of `rpc` in a generated table (gen-routes.mjs lists every RPC; unknown names are public). */
function accessIn(table: Readonly<Record<string, RpcAccess>>, rpc: string): RpcAccess {
  return Object.hasOwn(table, rpc) ? table[rpc]! : 'public';
}

export function serviceBindings(services: Services, tokens: ApiTokens): readonly ServiceBinding[] {
  const c = contract();
  const algodDef = c.algorun.algod.v2.AlgodService.service;
  // SignTransactions answers grow with the batch: encoded directly (sign-transactions-codec.ts).
  const kmdDef = withDirectEncoding(c.algorun.kmd.v1.KmdService.service);
  const adminDef = c.algorun.admin.v1.AdminService.service;
  return [
    {
      name: 'algorun.algod.v2.AlgodService',
      definition: algodDef,
      callType: 'algorun.algod.v2.AlgodCall',
      method: methodLookup(algodDef, services.algod),
      stream: (rpc) => {
        const subscribe = services.algod.subscribeBlocks;
        return rpc === 'SubscribeBlocks' && subscribe !== undefined
          ? (request, signal) => subscribe(request as Parameters<typeof subscribe>[0], signal)
          : undefined;
      },
      authorize(rpc, metadata) {
        const token = header(metadata, 'x-algo-api-token') || bearerToken(header(metadata, 'authorization'));
        const allowed = algodAllows(accessIn(ALGOD_RPC_ACCESS, rpc), token, tokens);
        return allowed ? undefined : new AppError('GATEWAY_UNAUTHORIZED');
      },
    },
    {
      name: 'algorun.kmd.v1.KmdService',
      definition: kmdDef,
      callType: 'algorun.kmd.v1.KmdCall',
      method: methodLookup(kmdDef, services.kmd, checkKmdRequest),
      authorize(rpc, metadata) {
        if (accessIn(KMD_RPC_ACCESS, rpc) === 'none' || tokenMatches(header(metadata, 'x-kmd-api-token'), tokens.kmd))
          return undefined;
        return new AppError('GATEWAY_UNAUTHORIZED', 'invalid API token');
      },
    },
    {
      name: 'algorun.admin.v1.AdminService',
      definition: adminDef,
      callType: 'algorun.admin.v1.AdminCall',
      method: methodLookup(adminDef, services.admin),
      // RPCs of access class none (IssueToken, RevokeToken) authenticate the app by its client credentials.
      authorize: (rpc, metadata) =>
        accessIn(ADMIN_RPC_ACCESS, rpc) === 'none'
          ? undefined
          : adminDenial(bearerToken(header(metadata, 'authorization')), tokens),
    },
  ];
}
