// gRPC algorun.kmd.v1: SignTransactions (batch) answers exactly what REST /v1/transaction/sign answers, per item errors.
import test from 'ava';
import algosdk from 'algosdk';
import { clients, metadata, unary, unaryError, type Client } from '../../helpers/grpc.js';
import { TOKEN, type TestServer } from '../../helpers/server.js';
import { payment, startKmd } from './harness.js';

let server: TestServer;
let kmd: algosdk.Kmd;
let grpcKmd: Client;

test.before(async () => {
  ({ server, kmd } = await startKmd());
  grpcKmd = clients(server.grpc).kmd;
});
test.after.always(async () => {
  grpcKmd?.close();
  await server?.close();
});

type Result = { result: string; signed_transaction?: Buffer; error?: { code: string; message: string } };

test('SignTransactions equals REST signing, in order, with per-item errors', async (t) => {
  const { wallet } = await kmd.createWallet('grpc', 'pw', new Uint8Array(), 'sqlite');
  const handle = (await kmd.initWalletHandle(wallet.id, 'pw')).wallet_handle_token as string;
  const a = (await kmd.generateKey(handle)).address as string;
  const b = (await kmd.generateKey(handle)).address as string;
  const txns = Array.from({ length: 20 }, (_, i) => payment(i % 2 === 0 ? a : b, a, 1000 + i));
  const stranger = algosdk.generateAccount().addr.toString();
  const bytes = [
    ...txns.map((x) => algosdk.encodeUnsignedTransaction(x)),
    algosdk.encodeUnsignedTransaction(payment(stranger, a)),
    Buffer.from([0xc0]),
  ];
  const md = metadata({ 'x-kmd-api-token': TOKEN });
  const reply = await unary<{ results: Result[] }>(
    grpcKmd,
    'SignTransactions',
    { wallet_handle_token: handle, wallet_password: 'pw', transactions: bytes.map((x) => Buffer.from(x)) },
    md,
  );
  t.is(reply.results.length, 22);
  for (const [i, txn] of txns.entries()) {
    const rest = await kmd.signTransaction(handle, 'pw', txn);
    t.is(reply.results[i]!.result, 'signed_transaction');
    t.deepEqual(reply.results[i]!.signed_transaction, Buffer.from(rest));
  }
  t.deepEqual(reply.results[20]!.error && { ...reply.results[20]!.error }, {
    code: 'KMD_KEY_NOT_FOUND',
    message: 'key does not exist in this wallet',
    data_json: '',
  });
  t.is(reply.results[21]!.error?.message, 'could not decode transaction');
  const denied = await unaryError(grpcKmd, 'SignTransactions', { wallet_handle_token: 'nope' }, md);
  t.is(denied.details, 'wrong number of token parts');
  const wrong = await unaryError(
    grpcKmd,
    'SignTransactions',
    { wallet_handle_token: handle, wallet_password: 'x' },
    md,
  );
  t.is(wrong.details, 'error decrypting. wrong password?');
  const noToken = await unaryError(grpcKmd, 'SignTransactions', { wallet_handle_token: handle });
  t.is(noToken.details, 'invalid API token');
});

test('SignTransactions with public_keys (addresses) signs by that key (sgnr), as REST does with the key', async (t) => {
  const { wallet } = await kmd.createWallet('grpc-auth', 'pw', new Uint8Array(), 'sqlite');
  const handle = (await kmd.initWalletHandle(wallet.id, 'pw')).wallet_handle_token as string;
  const a = (await kmd.generateKey(handle)).address as string;
  const b = (await kmd.generateKey(handle)).address as string;
  const txn = payment(a, a, 7);
  const bKey = Buffer.from(algosdk.decodeAddress(b).publicKey);
  const reply = await unary<{ results: Result[] }>(
    grpcKmd,
    'SignTransactions',
    {
      wallet_handle_token: handle,
      wallet_password: 'pw',
      transactions: [txn, txn].map((x) => Buffer.from(algosdk.encodeUnsignedTransaction(x))),
      public_keys: [b, ''],
    },
    metadata({ 'x-kmd-api-token': TOKEN }),
  );
  const byB = await kmd.signTransactionWithSpecificPublicKey(handle, 'pw', txn, bKey);
  t.deepEqual(reply.results[0]!.signed_transaction, Buffer.from(byB));
  t.is(algosdk.decodeSignedTransaction(reply.results[0]!.signed_transaction!).sgnr?.toString(), b);
  t.deepEqual(reply.results[1]!.signed_transaction, Buffer.from(await kmd.signTransaction(handle, 'pw', txn)));
});

test('a batch of 150 with bad items in the middle: each good item signed as REST signs it alone, each bad one its own error', async (t) => {
  const { wallet } = await kmd.createWallet('grpc-mixed', 'pw', new Uint8Array(), 'sqlite');
  const handle = (await kmd.initWalletHandle(wallet.id, 'pw')).wallet_handle_token as string;
  const a = (await kmd.generateKey(handle)).address as string;
  const b = (await kmd.generateKey(handle)).address as string;
  const stranger = algosdk.generateAccount().addr.toString();
  // A note carrying `snd` + bin 32 + b's key before the real sender field (the pool's sender hint reads b).
  const decoy = Buffer.concat([Buffer.from([0xa3, 0x73, 0x6e, 0x64, 0xc4, 0x20]), algosdk.decodeAddress(b).publicKey]);
  type Item = { bytes: Buffer; publicKey: string; txn?: algosdk.Transaction; error?: [string, string] };
  const kinds: ((i: number) => Item)[] = [
    (i) => ({ txn: payment(a, b, 1000 + i), bytes: Buffer.alloc(0), publicKey: '' }),
    (i) => ({ txn: payment(b, a, 2000 + i), bytes: Buffer.alloc(0), publicKey: a }),
    () => ({
      bytes: Buffer.from([0xc0]),
      publicKey: '',
      error: ['KMD_BAD_TRANSACTION', 'could not decode transaction'],
    }),
    (i) => ({
      txn: payment(stranger, a, i),
      bytes: Buffer.alloc(0),
      publicKey: '',
      error: ['KMD_KEY_NOT_FOUND', 'key does not exist in this wallet'],
    }),
    (i) => ({ txn: payment(a, a, 3000 + i, decoy), bytes: Buffer.alloc(0), publicKey: '' }),
  ];
  const items = Array.from({ length: 150 }, (_, i) => {
    const item = kinds[i % kinds.length]!(i);
    return item.txn ? { ...item, bytes: Buffer.from(algosdk.encodeUnsignedTransaction(item.txn)) } : item;
  });
  const reply = await unary<{ results: Result[] }>(
    grpcKmd,
    'SignTransactions',
    {
      wallet_handle_token: handle,
      wallet_password: 'pw',
      transactions: items.map((i) => i.bytes),
      public_keys: items.map((i) => i.publicKey),
    },
    metadata({ 'x-kmd-api-token': TOKEN }),
  );
  t.is(reply.results.length, items.length);
  for (const [i, item] of items.entries()) {
    const result = reply.results[i]!;
    if (item.error !== undefined) {
      t.deepEqual([result.error?.code, result.error?.message], item.error, `item ${i}`);
      continue;
    }
    const rest =
      item.publicKey === ''
        ? await kmd.signTransaction(handle, 'pw', item.txn!)
        : await kmd.signTransactionWithSpecificPublicKey(
            handle,
            'pw',
            item.txn!,
            Buffer.from(algosdk.decodeAddress(item.publicKey).publicKey),
          );
    t.deepEqual(result.signed_transaction, Buffer.from(rest), `item ${i}`);
  }
});
