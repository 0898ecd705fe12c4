/**
 * The answers given at once (AlgodService.immediate for /versions, /v2/transactions/params and
 * /v2/accounts/{address}) are exactly the answers of the promise path: an in-process server (immediate) and a
 * `--core` gateway in front of it (a remote service, which has no immediate twins) must agree byte for byte on
 * status, content type and body, for good and bad requests, and again after a new block (the per-round caches
 * behind the immediate reads move with the round). kmd signing (its per-handle password check) is held to the same
 * comparison.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { startTestServer, TOKEN, type TestServer } from '../../helpers/server.js';
import { fresh, pay, startAlgod, type AlgodHarness } from '../../contract/algod/harness.js';

let h: AlgodHarness;
let gateway: TestServer;

test.before(async () => {
  h = await startAlgod();
  gateway = await startTestServer(['--core', h.server.grpc]);
});
test.after.always(async () => {
  await gateway?.close();
  await h?.close();
});

type Answer = { status: number; contentType: string | null; body: string };

async function answer(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const r = await fetch(`${base}${path}`, init);
  return { status: r.status, contentType: r.headers.get('content-type'), body: await r.text() };
}

/** The same GET against the in-process server and the gateway: both answers, in that order. */
async function both(path: string): Promise<[Answer, Answer]> {
  const init = { headers: { 'X-Algo-API-Token': TOKEN } };
  return [await answer(h.server.algod, path, init), await answer(gateway.algod, path, init)];
}

function readPaths(addr: string): string[] {
  const corrupted = (addr[0] === 'A' ? 'B' : 'A') + addr.slice(1);
  return [
    '/versions',
    '/versions?pretty',
    '/v2/transactions/params',
    '/v2/transactions/params?pretty',
    `/v2/accounts/${addr}`,
    `/v2/accounts/${addr}?exclude=all`,
    `/v2/accounts/${addr}?pretty`,
    `/v2/accounts/${addr}?format=msgpack`,
    `/v2/accounts/${addr}?exclude=bogus`,
    `/v2/accounts/${addr}?format=xml`,
    `/v2/accounts/${corrupted}`,
    `/v2/accounts/${corrupted}?format=xml`,
    '/v2/accounts/not-an-address',
  ];
}

test.serial('reads answered at once equal the promise path, also after a new block', async (t) => {
  const [from] = h.funded;
  const to = fresh();
  const check = async (): Promise<void> => {
    for (const path of [...readPaths(from!.addr), ...readPaths(to.addr)]) {
      const [inProcess, viaCore] = await both(path);
      t.deepEqual(inProcess, viaCore, path);
    }
  };
  await check();
  const before = JSON.parse((await both('/v2/transactions/params'))[0].body) as Record<string, number>;
  const { round } = await pay(h.algod, from!, to.addr, 1_000_000);
  const [params] = await both('/v2/transactions/params');
  t.is((JSON.parse(params.body) as Record<string, number>)['last-round'], Number(round));
  t.true(Number(round) > before['last-round']!);
  const [account] = await both(`/v2/accounts/${to.addr}`);
  t.is((JSON.parse(account.body) as Record<string, number>)['amount'], 1_000_000);
  await check();
});

test.serial("kmd signing in process equals the gateway's, and so do its errors", async (t) => {
  const kmdOf = (base: string): algosdk.Kmd => new algosdk.Kmd(TOKEN, 'http://127.0.0.1', new URL(base).port);
  const open = async (base: string): Promise<string> => {
    const kmd = kmdOf(base);
    const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
    const dev = wallets.find((w) => w.name === 'unencrypted-default-wallet')!;
    return (await kmd.initWalletHandle(dev.id, '')).wallet_handle_token as string;
  };
  const handles = [await open(h.server.kmd), await open(gateway.kmd)];
  const [from] = h.funded;
  const suggested = await h.algod.getTransactionParams().do();
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from!.addr,
    receiver: fresh().addr,
    amount: 1000,
    suggestedParams: suggested,
  });
  const transaction = Buffer.from(txn.toByte()).toString('base64');
  const sign = (base: string, body: Record<string, unknown>): Promise<Answer> =>
    answer(base, '/v1/transaction/sign', {
      method: 'POST',
      headers: { 'X-KMD-API-Token': TOKEN, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const cases: [string, (handle: string) => Record<string, unknown>][] = [
    ['good', (handle) => ({ wallet_handle_token: handle, wallet_password: '', transaction })],
    [
      'twice (the handle holds the key now)',
      (handle) => ({ wallet_handle_token: handle, wallet_password: '', transaction }),
    ],
    ['wrong password', (handle) => ({ wallet_handle_token: handle, wallet_password: 'nope', transaction })],
    ['bad transaction', (handle) => ({ wallet_handle_token: handle, wallet_password: '', transaction: 'AAAA' })],
    ['unknown handle', () => ({ wallet_handle_token: '0'.repeat(64), wallet_password: '', transaction })],
    [
      'unknown key',
      (handle) => ({
        wallet_handle_token: handle,
        wallet_password: '',
        transaction,
        public_key: Buffer.alloc(32, 9).toString('base64'),
      }),
    ],
  ];
  for (const [name, body] of cases) {
    const inProcess = await sign(h.server.kmd, body(handles[0]!));
    const viaCore = await sign(gateway.kmd, body(handles[1]!));
    t.deepEqual(inProcess, viaCore, name);
  }
  const good = await sign(h.server.kmd, cases[0]![1](handles[0]!));
  t.is(good.status, 200);
  const signed = algosdk.decodeSignedTransaction(
    Buffer.from((JSON.parse(good.body) as { signed_transaction: string }).signed_transaction, 'base64'),
  );
  t.deepEqual(new Uint8Array(signed.sig!), algosdk.decodeSignedTransaction(txn.signTxn(from!.sk)).sig);
});
