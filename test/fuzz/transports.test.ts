/**
 * Fuzzing both transports of a running server: every gRPC method gets random bytes and random well-typed messages,
 * every REST route with a body gets random bodies. Property: an answer with a status (gRPC: never INTERNAL or
 * UNKNOWN, always an `app-code`; REST: never a 5xx), and the server keeps serving.
 */
import test from 'ava';
import * as grpc from '@grpc/grpc-js';
import fc from 'fast-check';
import { contract, messageFields, type FieldInfo } from '../../src/gateway/grpc/contract.js';
import { KMD_ROUTES } from '../../src/gateway/rest/kmd/routes/index.js';
import { authorised, clients, startWithClients, unary, type Client } from '../helpers/grpc.js';
import { fuzzParams } from '../helpers/fuzz.js';
import { ADMIN_TOKEN, TOKEN, type TestServer } from '../helpers/server.js';

let s: TestServer;
let c: ReturnType<typeof clients>;
let close: () => Promise<void>;
test.before(async () => {
  ({ server: s, clients: c, close } = await startWithClients());
});
test.after.always(() => close());

/** A valid address (the all-zero key's), so that account fields sometimes pass the address check. */
const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

/** A random value for one proto field (depth-limited for nested messages). */
function fieldValue(field: FieldInfo, depth: number): fc.Arbitrary<unknown> {
  const one = ((): fc.Arbitrary<unknown> => {
    switch (field.kind) {
      case 'string':
        return fc.oneof(
          fc.string({ maxLength: 70 }),
          fc.constantFrom(
            '',
            'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
            ZERO_ADDRESS,
          ),
        );
      case 'bytes':
        return fc.uint8Array({ maxLength: 70 }).map((b) => Buffer.from(b));
      case 'bool':
        return fc.boolean();
      case 'uint64':
        return fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }).map(String);
      case 'int64':
        return fc.bigInt({ min: -(1n << 63n), max: (1n << 63n) - 1n }).map(String);
      case 'uint32':
        return fc.nat();
      case 'int32':
        return fc.integer();
      case 'double':
        return fc.double({ noNaN: true });
      case 'message':
        return depth > 2 ? fc.constant(undefined) : messageValue(field.typeName, depth + 1);
      default:
        return fc.constant(undefined);
    }
  })();
  // A message nested too deep has no value: a repeated one is then empty (an array of undefined cannot serialize).
  return field.repeated ? fc.array(one, { maxLength: 3 }).map((items) => items.filter((v) => v !== undefined)) : one;
}

function messageValue(typeName: string, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const fields = messageFields(typeName).filter((f) => f.kind !== 'enum' && f.kind !== 'map');
  const entries = fields.map((f) =>
    fc.option(
      fieldValue(f, depth).map((v) => [f.name, v] as const),
      { freq: 2 },
    ),
  );
  return fc
    .tuple(...entries)
    .map((pairs) => Object.fromEntries(pairs.filter((p) => p !== null && p[1] !== undefined) as [string, unknown][]));
}

interface ServiceCase {
  readonly client: () => Client;
  readonly definition: () => grpc.ServiceDefinition;
  readonly md: () => grpc.Metadata;
}

const SERVICES: Record<string, ServiceCase> = {
  algod: {
    client: () => c.algod,
    definition: () => contract().algorun.algod.v2.AlgodService.service,
    md: authorised.algod,
  },
  kmd: { client: () => c.kmd, definition: () => contract().algorun.kmd.v1.KmdService.service, md: authorised.kmd },
  admin: {
    client: () => c.admin,
    definition: () => contract().algorun.admin.v1.AdminService.service,
    md: authorised.admin,
  },
};

/** Methods whose calls wait or stream (not for a quick fuzz) or stop the node. */
const SKIPPED = new Set(['WaitForBlock', 'ShutdownNode', 'Watch']);

function callRaw(
  client: Client,
  path: string,
  bytes: Buffer,
  md: grpc.Metadata,
): Promise<grpc.StatusObject & { metadata: grpc.Metadata }> {
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      path,
      (b: Buffer) => b,
      (b: Buffer) => b,
      bytes,
      md,
      { deadline: Date.now() + 20_000 },
      (error: grpc.ServiceError | null) =>
        resolve(
          error
            ? { code: error.code, details: error.details, metadata: error.metadata }
            : { code: grpc.status.OK, details: '', metadata: new grpc.Metadata() },
        ),
    );
  });
}

function checkStatus(where: string, status: { code: number; details: string; metadata: grpc.Metadata }): void {
  if (status.code === grpc.status.OK) return;
  if (status.code === grpc.status.INTERNAL || status.code === grpc.status.UNKNOWN) {
    throw new Error(`${where}: ${grpc.status[status.code]} ${status.details}`);
  }
  if (status.metadata.get('app-code').length !== 1)
    throw new Error(`${where}: no app-code (${status.code} ${status.details})`);
}

for (const [serviceName, service] of Object.entries(SERVICES)) {
  test.serial(
    `gRPC ${serviceName}: random bytes and random messages to every method are answered with a status`,
    async (t) => {
      const methods = Object.entries(service.definition()).filter(
        ([rpc, m]) => !SKIPPED.has(rpc) && !m.requestStream && !m.responseStream,
      );
      for (const [rpc, method] of methods) {
        const typeName = (method as unknown as { requestType: { type: { name: string } } }).requestType.type.name;
        const pkg = method.path.split('/')[1]!.split('.').slice(0, -1).join('.');
        const message = messageValue(`${pkg}.${typeName}`, 0).map((value) => method.requestSerialize(value) as Buffer);
        const input = fc.oneof(
          fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
          message,
        );
        await fc.assert(
          fc.asyncProperty(input, async (bytes) => {
            checkStatus(`${serviceName}/${rpc}`, await callRaw(service.client(), method.path, bytes, service.md()));
          }),
          fuzzParams(12),
        );
      }
      const versions = await unary<{ versions: string[] }>(c.algod, 'GetVersions', {});
      t.deepEqual(versions.versions, ['v2']);
    },
  );
}

test.serial('REST kmd: random JSON bodies to every route are answered below 500', async (t) => {
  const body = fc.oneof(
    fc.uint8Array({ maxLength: 80 }).map((b) => Buffer.from(b)),
    fc.json().map((text) => Buffer.from(text)),
    fc
      .dictionary(
        fc.constantFrom(
          'wallet_id',
          'wallet_name',
          'wallet_password',
          'wallet_handle_token',
          'wallet_driver_name',
          'address',
          'public_key',
          'private_key',
          'transaction',
          'data',
          'pks',
          'threshold',
          'multisig_version',
          'partial_multisig',
          'signer',
          'master_derivation_key',
        ),
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.base64String({ maxLength: 90 }),
          fc.array(fc.base64String({ maxLength: 48 }), { maxLength: 2 }),
        ),
      )
      .map((o) => Buffer.from(JSON.stringify(o))),
  );
  for (const route of KMD_ROUTES) {
    // '*' routes (GET /versions) take any method: fuzz them with POST.
    const method = route.method === '*' ? 'POST' : route.method;
    await fc.assert(
      fc.asyncProperty(body, async (bytes) => {
        const init: RequestInit = { method, headers: { 'x-kmd-api-token': TOKEN } };
        if (method !== 'GET') init.body = bytes;
        const response = await fetch(`${s.kmd}${route.path}`, init);
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${route.method} ${route.path}: ${response.status}`);
      }),
      fuzzParams(15),
    );
  }
  t.pass();
});

test.serial('REST algod and admin: random bodies to routes that read one are answered below 500', async (t) => {
  const routes: [string, string, string, Record<string, string>][] = [
    [s.algod, 'POST', '/v2/transactions', { 'x-algo-api-token': TOKEN }],
    [s.algod, 'POST', '/v2/teal/compile', { 'x-algo-api-token': TOKEN }],
    [s.algod, 'POST', '/v2/teal/disassemble', { 'x-algo-api-token': TOKEN }],
    [s.algod, 'POST', '/v2/teal/dryrun', { 'x-algo-api-token': TOKEN }],
    [s.algod, 'POST', '/v2/participation', { 'x-algo-api-token': ADMIN_TOKEN }],
    [
      s.admin,
      'POST',
      '/api/v1/pleroma/admin/oauth_app',
      { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    ],
    [
      s.admin,
      'PATCH',
      '/api/v1/pleroma/admin/oauth_app/1',
      { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    ],
    [s.admin, 'POST', '/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }],
  ];
  const body = fc.oneof(
    fc.uint8Array({ maxLength: 120 }).map((b) => Buffer.from(b)),
    fc.json().map((text) => Buffer.from(text)),
  );
  for (const [base, method, path, headers] of routes) {
    await fc.assert(
      fc.asyncProperty(body, async (bytes) => {
        const response = await fetch(`${base}${path}`, { method, headers, body: bytes });
        await response.arrayBuffer();
        if (response.status >= 500) throw new Error(`${method} ${path}: ${response.status}`);
      }),
      fuzzParams(40),
    );
  }
  t.pass();
});
