import test from 'ava';
import * as grpc from '@grpc/grpc-js';
import { clients, metadata, unary, unaryError, type Client } from '../../helpers/grpc.js';
import { ADMIN_TOKEN, TOKEN, startTestServer, type TestServer } from '../../helpers/server.js';

let s: TestServer;
let c: { algod: Client; kmd: Client; admin: Client; health: Client };
test.before(async () => {
  s = await startTestServer();
  c = clients(s.grpc);
});
test.after.always(async () => {
  for (const client of Object.values(c)) client.close();
  await s.close();
});

const publicToken = () => metadata({ 'x-algo-api-token': TOKEN });

test('health: the server and each service are SERVING; unknown names are NOT_FOUND', async (t) => {
  for (const service of [
    '',
    'algorun.algod.v2.AlgodService',
    'algorun.kmd.v1.KmdService',
    'algorun.admin.v1.AdminService',
  ]) {
    t.deepEqual(await unary(c.health, 'Check', { service }), { status: 'SERVING' }, service);
  }
  const error = await unaryError(c.health, 'Check', { service: 'nope.Service' });
  t.is(error.code, grpc.status.NOT_FOUND);
});

test('GetVersions needs no token and carries the genesis identity', async (t) => {
  type Versions = { versions: string[]; genesis_id: string; genesis_hash: Buffer };
  const r = await unary<Versions>(c.algod, 'GetVersions', {});
  t.deepEqual(r.versions, ['v2']);
  t.is(r.genesis_id, 'dockernet-v1');
  t.is(r.genesis_hash.length, 32);
});

test('kmd GetVersions', async (t) => {
  t.deepEqual(await unary(c.kmd, 'GetVersions', {}), { versions: ['v1'] });
});

test('an AppError maps to its numeric status, details and app-code metadata', async (t) => {
  const error = await unaryError(c.algod, 'GetAsset', { asset_id: '77' }, publicToken());
  t.is(error.code, grpc.status.NOT_FOUND);
  t.is(error.details, 'asset does not exist');
  t.deepEqual(error.metadata.get('app-code'), ['ALGOD_NOT_FOUND']);
});

test('missing or wrong tokens are UNAUTHENTICATED', async (t) => {
  const none = await unaryError(c.algod, 'GetStatus', {});
  t.is(none.code, grpc.status.UNAUTHENTICATED);
  t.deepEqual(none.metadata.get('app-code'), ['GATEWAY_UNAUTHORIZED']);
  t.is(none.details, 'Invalid API Token');
  const kmd = await unaryError(c.kmd, 'ListWallets', {}, metadata({ 'x-kmd-api-token': 'x'.repeat(64) }));
  t.is(kmd.code, grpc.status.UNAUTHENTICATED);
  t.is(kmd.details, 'invalid API token');
  const admin = await unaryError(c.admin, 'ListOAuthApps', {}, metadata({ authorization: `Bearer ${TOKEN}` }));
  t.deepEqual(admin.metadata.get('app-code'), ['ADMIN_INVALID_CREDENTIALS']);
});

test('admin RPCs need the admin token; Bearer metadata works too', async (t) => {
  const denied = await unaryError(c.algod, 'ShutdownNode', {}, publicToken());
  t.is(denied.code, grpc.status.UNAUTHENTICATED);
  const allowed = await unaryError(c.algod, 'ShutdownNode', {}, metadata({ authorization: `Bearer ${ADMIN_TOKEN}` }));
  t.is(allowed.code, grpc.status.UNIMPLEMENTED);
  t.deepEqual(allowed.metadata.get('app-code'), ['ALGOD_ENDPOINT_NOT_IMPLEMENTED']);
  t.is(allowed.details, 'Endpoint not implemented.');
});

type CallError = { code: string; message: string; data_json: string };
type BatchReply = { reply: string; error?: CallError } & Record<string, unknown>;

test('ExecuteBatch answers every call in order, each authorised on its own', async (t) => {
  const calls = [
    { get_versions: {} },
    { get_asset: { asset_id: '77' } },
    { check_health: {} },
    { shutdown_node: { timeout: '0' } },
  ];
  const r = await unary<{ replies: BatchReply[] }>(c.algod, 'ExecuteBatch', { calls }, publicToken());
  t.deepEqual(
    r.replies.map((reply) => reply.reply),
    ['get_versions', 'error', 'check_health', 'error'],
  );
  t.deepEqual((r.replies[0]!['get_versions'] as { versions: string[] }).versions, ['v2']);
  t.deepEqual(r.replies[1]!.error, {
    code: 'ALGOD_NOT_FOUND',
    message: 'asset does not exist',
    data_json: '',
  });
  t.is(r.replies[3]!.error?.code, 'GATEWAY_UNAUTHORIZED');
});

test('ExecuteBatch on kmd and admin', async (t) => {
  const kmd = await unary<{ replies: BatchReply[] }>(
    c.kmd,
    'ExecuteBatch',
    {
      calls: [{ get_versions: {} }, { list_keys: { wallet_handle_token: 'not-a-handle' } }],
    },
    metadata({ 'x-kmd-api-token': TOKEN }),
  );
  t.deepEqual(
    kmd.replies.map((reply) => reply.reply),
    ['get_versions', 'error'],
  );
  t.is(kmd.replies[1]!.error?.code, 'KMD_BAD_HANDLE');
  const admin = await unary<{ replies: BatchReply[] }>(
    c.admin,
    'ExecuteBatch',
    {
      calls: [{ delete_oauth_app: { id: '1' } }],
    },
    metadata({ authorization: `Bearer ${ADMIN_TOKEN}` }),
  );
  t.is(admin.replies[0]!.error?.code, 'ADMIN_OAUTH_APP_NOT_FOUND');
});

test('an empty batch gets an empty answer; a call without a case is an error reply', async (t) => {
  const empty = await unary<{ replies: BatchReply[] }>(c.algod, 'ExecuteBatch', { calls: [] }, publicToken());
  t.deepEqual(empty.replies, []);
  const blank = await unary<{ replies: BatchReply[] }>(c.algod, 'ExecuteBatch', { calls: [{}] }, publicToken());
  t.is(blank.replies[0]!.error?.code, 'CORE_BAD_ARGUMENT');
});

test('Watch streams the current status', async (t) => {
  const stream = (c.health['Watch'] as (r: unknown) => grpc.ClientReadableStream<{ status: string }>).call(c.health, {
    service: 'algorun.kmd.v1.KmdService',
  });
  const first = await new Promise<{ status: string }>((resolve, reject) => {
    stream.once('data', resolve);
    stream.once('error', reject);
  });
  t.is(first.status, 'SERVING');
  stream.cancel();
});
