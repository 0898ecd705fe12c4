/**
 * The kmd request rules hold on both transports: REST and gRPC refuse the same byte fields with the same reason
 * (service/kmd/request-rules.ts), and nothing of a refused request reaches the wallet store.
 */
import test from 'ava';
import * as grpc from '@grpc/grpc-js';
import sodium from 'sodium-native';
import { clients, metadata, unary, unaryError, type Client } from '../../helpers/grpc.js';
import { TOKEN, type TestServer } from '../../helpers/server.js';
import { b64, raw, startKmd } from './harness.js';

let s: TestServer;
let grpcKmd: Client;
let handle: string;
const md = () => metadata({ 'x-kmd-api-token': TOKEN });

test.before(async () => {
  ({ server: s } = await startKmd());
  grpcKmd = clients(s.grpc).kmd;
  const created = await raw(s, 'POST', '/v1/wallet', {
    wallet_name: 'rules',
    wallet_password: 'pw',
    wallet_driver_name: 'sqlite',
  });
  const id = (created.json['wallet'] as { id: string }).id;
  handle = (await raw(s, 'POST', '/v1/wallet/init', { wallet_id: id, wallet_password: 'pw' })).json[
    'wallet_handle_token'
  ] as string;
});
test.after.always(async () => {
  grpcKmd.close();
  await s.close();
});

/** Both transports' answers to one request: [REST status, REST message, gRPC code, gRPC details]. */
async function both(path: string, rpc: string, request: Record<string, unknown>) {
  const json = Object.fromEntries(Object.entries(request).map(([k, v]) => [k, v instanceof Uint8Array ? b64(v) : v]));
  const rest = await raw(s, 'POST', path, json);
  const error = await unaryError(grpcKmd, rpc, request, md());
  return { status: rest.status, message: String(rest.json['message']), code: error.code, details: error.details };
}

const walletCount = async (): Promise<number> =>
  ((await unary<{ wallets: unknown[] }>(grpcKmd, 'ListWallets', {}, md())).wallets ?? []).length;

for (const size of [5, 31, 33, 40]) {
  test(`CreateWallet with a ${size}-byte master derivation key is refused on both transports`, async (t) => {
    const before = await walletCount();
    const request = {
      wallet_name: `mdk-${size}`,
      wallet_password: 'pw',
      wallet_driver_name: 'sqlite',
      master_derivation_key: Buffer.alloc(size, 1),
    };
    const r = await both('/v1/wallet', 'CreateWallet', request);
    t.is(r.status, 400);
    t.is(r.code, grpc.status.INVALID_ARGUMENT);
    t.is(r.details, r.message);
    t.is(r.message, 'could not decode request body');
    t.is(await walletCount(), before);
  });
}

for (const [label, key] of [
  ['empty', Buffer.alloc(0)],
  ['10-byte', Buffer.alloc(10, 7)],
  ['100-byte', Buffer.alloc(100, 7)],
  ['all-zero-seed', Buffer.alloc(64)],
] as const) {
  test(`ImportKey with a key that is ${label} key is refused on both transports`, async (t) => {
    const r = await both('/v1/key/import', 'ImportKey', { wallet_handle_token: handle, private_key: key });
    t.is(r.status, 400);
    t.is(r.code, grpc.status.INVALID_ARGUMENT);
    t.is(r.details, r.message);
    t.regex(r.message, key.length === 0 || key.length === 64 ? /private_key must be 64 bytes/ : /could not decode/);
  });
}

test('ImportKey with a well-formed key works on gRPC as on REST', async (t) => {
  const publicKey = Buffer.alloc(32);
  const secretKey = Buffer.alloc(64);
  sodium.crypto_sign_keypair(publicKey, secretKey);
  const reply = await unary<{ address: string }>(
    grpcKmd,
    'ImportKey',
    { wallet_handle_token: handle, private_key: secretKey },
    md(),
  );
  t.is(reply.address.length, 58);
});

test('a public key of the wrong size on REST and a bad address on gRPC are refused alike', async (t) => {
  const request = { wallet_handle_token: handle, wallet_password: 'pw', transaction: b64(Buffer.from([0x80])) };
  const rest = await raw(s, 'POST', '/v1/transaction/sign', { ...request, public_key: b64(Buffer.alloc(20, 1)) });
  const error = await unaryError(
    grpcKmd,
    'SignTransaction',
    { ...request, transaction: Buffer.from([0x80]), public_key: 'NOT-AN-ADDRESS' },
    md(),
  );
  t.is(rest.status, 400);
  t.is(error.code, grpc.status.INVALID_ARGUMENT);
  t.is(error.details, String(rest.json['message']));
  t.is(error.metadata.get('app-code')[0], 'KMD_BAD_REQUEST_BODY');
});

test('a password that is not valid UTF-8 is refused, not read as U+FFFD', async (t) => {
  const body = (password: number[]): Buffer =>
    Buffer.concat([
      Buffer.from('{"wallet_name":"utf8","wallet_driver_name":"sqlite","wallet_password":"'),
      Buffer.from(password),
      Buffer.from('"}'),
    ]);
  const create = await fetch(`${s.kmd}/v1/wallet`, {
    method: 'POST',
    headers: { 'x-kmd-api-token': TOKEN },
    body: body([0xff]),
  });
  t.is(create.status, 400);
  t.like(await create.json(), { error: true, message: 'could not decode request body' });
});
