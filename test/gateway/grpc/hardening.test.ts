/**
 * Malformed gRPC input never stops the process: each case is answered with a status (and `app-code`), the same
 * reason REST gives for the same bytes, and the server keeps serving afterwards.
 */
import test from 'ava';
import * as grpc from '@grpc/grpc-js';
import { contract } from '../../../src/gateway/grpc/contract.js';
import { authorised, clients, startWithClients, unary, unaryError, type Client } from '../../helpers/grpc.js';
import { ADMIN_TOKEN, TOKEN, type TestServer } from '../../helpers/server.js';

let s: TestServer;
let c: ReturnType<typeof clients>;
let close: () => Promise<void>;
test.before(async () => {
  ({ server: s, clients: c, close } = await startWithClients());
});
test.after.always(() => close());

const { algod: algodAdmin, kmd: kmdToken, admin: adminBearer } = authorised;

/** `{"é":1}` as msgpack: an unknown non-ASCII key in a SignedTxn. */
const UNKNOWN_NON_ASCII_KEY = Buffer.from('81a2c3a901', 'hex');

async function stillServing(t: { deepEqual: (a: unknown, b: unknown) => void }): Promise<void> {
  t.deepEqual(await unary(c.algod, 'GetVersions', {}).then((r) => (r as { versions: string[] }).versions), ['v2']);
}

for (const rpc of ['SendRawTransaction', 'EvaluateGroup'] as const) {
  test(`${rpc}: a non-ASCII key in the error data is answered, with the REST reason, and the process lives`, async (t) => {
    const error = await unaryError(c.algod, rpc, { signed_transactions: UNKNOWN_NON_ASCII_KEY }, algodAdmin());
    t.is(error.code, grpc.status.INVALID_ARGUMENT);
    t.deepEqual(error.metadata.get('app-code'), ['CORE_UNKNOWN_FIELD']);
    const data = JSON.parse(String(error.metadata.get('app-data')[0])) as Record<string, unknown>;
    t.is(data['field'], 'é');
    const rest = await fetch(`${s.algod}/v2/transactions`, {
      method: 'POST',
      headers: { 'x-algo-api-token': TOKEN, 'content-type': 'application/x-binary' },
      body: UNKNOWN_NON_ASCII_KEY,
    });
    t.is(rest.status, 400);
    t.is(((await rest.json()) as { message: string }).message, error.details);
    await stillServing(t);
  });
}

test('CreateOAuthApp with a non-ASCII redirect URI is refused as REST refuses it, and the process lives', async (t) => {
  const request = { name: 'x', redirect_uris: 'é', scopes: ['read'] };
  const error = await unaryError(c.admin, 'CreateOAuthApp', request, adminBearer());
  t.is(error.code, grpc.status.INVALID_ARGUMENT);
  t.is(error.metadata.get('app-code').length, 1);
  const rest = await fetch(`${s.admin}/api/v1/pleroma/admin/oauth_app`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  t.is(rest.status, 400);
  await stillServing(t);
});

type RawCall = (bytes: Buffer, md: grpc.Metadata) => Promise<grpc.ServiceError>;

function rawCaller(client: Client, path: string): RawCall {
  return (bytes, md) =>
    new Promise((resolve, reject) => {
      client.makeUnaryRequest(
        path,
        (b: Buffer) => b,
        (b: Buffer) => b,
        bytes,
        md,
        (error: grpc.ServiceError | null) => (error ? resolve(error) : reject(new Error(`${path} accepted garbage`))),
      );
    });
}

test('every RPC of every service answers undecodable protobuf with INVALID_ARGUMENT and an app-code', async (t) => {
  const services = contract();
  const table: [
    ReturnType<typeof clients>[keyof ReturnType<typeof clients>],
    grpc.ServiceDefinition,
    () => grpc.Metadata,
  ][] = [
    [c.algod, services.algorun.algod.v2.AlgodService.service, algodAdmin],
    [c.kmd, services.algorun.kmd.v1.KmdService.service, kmdToken],
    [c.admin, services.algorun.admin.v1.AdminService.service, adminBearer],
  ];
  // Field 1000 (no message has it) with wire type 7, which protobuf does not define.
  const truncated = Buffer.from([0xc7, 0x3e]);
  let checked = 0;
  for (const [client, definition, md] of table) {
    for (const method of Object.values(definition)) {
      if (method.responseStream) continue;
      const error = await rawCaller(client, method.path)(truncated, md());
      t.is(error.code, grpc.status.INVALID_ARGUMENT, method.path);
      t.deepEqual(error.metadata.get('app-code'), ['GATEWAY_BAD_REQUEST'], method.path);
      checked++;
    }
  }
  t.true(checked > 50);
  await stillServing(t);
});

test('a string field that is not valid UTF-8 is refused, as REST refuses such JSON', async (t) => {
  const method = contract().algorun.kmd.v1.KmdService.service['InitWalletHandle']!;
  const valid = method.requestSerialize({ wallet_id: 'w', wallet_password: 'X' }) as Buffer;
  const bad = Buffer.from(valid);
  bad[bad.lastIndexOf(0x58)] = 0xff;
  const error = await rawCaller(c.kmd, method.path)(bad, kmdToken());
  t.is(error.code, grpc.status.INVALID_ARGUMENT);
  t.deepEqual(error.metadata.get('app-code'), ['GATEWAY_BAD_REQUEST']);
  t.regex(error.details, /UTF-8/);
  const rest = await fetch(`${s.kmd}/v1/wallet/init`, {
    method: 'POST',
    headers: { 'x-kmd-api-token': TOKEN },
    body: Buffer.concat([Buffer.from('{"wallet_id":"w","wallet_password":"'), Buffer.from([0xff]), Buffer.from('"}')]),
  });
  t.is(rest.status, 400);
});

test('a valid U+FFFD in a string field is accepted', async (t) => {
  const error = await unaryError(
    c.kmd,
    'InitWalletHandle',
    { wallet_id: 'nope', wallet_password: '\ufffd' },
    kmdToken(),
  );
  t.deepEqual(error.metadata.get('app-code'), ['KMD_WALLET_NOT_FOUND']);
});

test('an undecodable ExecuteBatch is INVALID_ARGUMENT for a caller with access, UNAUTHENTICATED otherwise', async (t) => {
  const path = contract().algorun.kmd.v1.KmdService.service['ExecuteBatch']!.path;
  const garbage = Buffer.from([0xc7, 0x3e]);
  t.is((await rawCaller(c.kmd, path)(garbage, kmdToken())).code, grpc.status.INVALID_ARGUMENT);
  t.is((await rawCaller(c.kmd, path)(garbage, new grpc.Metadata())).code, grpc.status.UNAUTHENTICATED);
});
