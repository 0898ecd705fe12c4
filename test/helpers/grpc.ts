/** Typed grpc-js clients of the contract and promise wrappers for tests. */
import * as grpc from '@grpc/grpc-js';
import { contract } from '../../src/gateway/grpc/contract.js';
import { FAST_KDF } from '../contract/kmd/harness.js';
import { ADMIN_TOKEN, TOKEN, startTestServer, type TestServer } from './server.js';

export type Client = grpc.Client & Record<string, unknown>;

export function clients(address: string): { algod: Client; kmd: Client; admin: Client; health: Client } {
  const c = contract();
  const creds = grpc.credentials.createInsecure();
  return {
    algod: new c.algorun.algod.v2.AlgodService(address, creds) as unknown as Client,
    kmd: new c.algorun.kmd.v1.KmdService(address, creds) as unknown as Client,
    admin: new c.algorun.admin.v1.AdminService(address, creds) as unknown as Client,
    health: new c.grpc.health.v1.Health(address, creds) as unknown as Client,
  };
}

export function metadata(entries: Record<string, string>): grpc.Metadata {
  const md = new grpc.Metadata();
  for (const [k, v] of Object.entries(entries)) md.set(k, v);
  return md;
}

type Callback = (error: grpc.ServiceError | null, response: unknown) => void;
type UnaryMethod = (request: unknown, metadata: grpc.Metadata, callback: Callback) => void;

/** Calls unary `method` of `client`; resolves with the response or rejects with the ServiceError. */
export function unary<T>(client: Client, method: string, request: unknown, md = new grpc.Metadata()): Promise<T> {
  const fn = client[method] as UnaryMethod;
  return new Promise((resolve, reject) => {
    fn.call(client, request, md, (error, response) => (error ? reject(error) : resolve(response as T)));
  });
}

/** Rejection of a unary call, as a ServiceError. */
export async function unaryError(client: Client, method: string, request: unknown, md?: grpc.Metadata) {
  try {
    await unary(client, method, request, md);
  } catch (error) {
    return error as grpc.ServiceError;
  }
  throw new Error(`${method} succeeded`);
}

/** Metadata that passes each service's check with the test server's tokens (admin-level where there are levels). */
export const authorised = {
  algod: (): grpc.Metadata => metadata({ 'x-algo-api-token': ADMIN_TOKEN }),
  kmd: (): grpc.Metadata => metadata({ 'x-kmd-api-token': TOKEN }),
  admin: (): grpc.Metadata => metadata({ authorization: `Bearer ${ADMIN_TOKEN}` }),
};

/** A whole test server (cheap kmd KDF) with gRPC clients of every service; `close` ends both. */
export async function startWithClients(
  args: readonly string[] = [],
): Promise<{ server: TestServer; clients: ReturnType<typeof clients>; close(): Promise<void> }> {
  const server = await startTestServer(args, { kmdUnsafeKdfLimits: FAST_KDF });
  const all = clients(server.grpc);
  return {
    server,
    clients: all,
    async close() {
      for (const client of Object.values(all)) client.close();
      await server.close();
    },
  };
}
