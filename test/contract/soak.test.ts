/**
 * Soak: SOAK_SECONDS (default 60) of mixed valid and invalid traffic on REST and gRPC at once, against the program
 * in a child process. The process stays up, its RSS stays within a bound of its warmed-up size, and every valid
 * request gets its correct answer (payments confirm, balances add up).
 */
import test from 'ava';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import algosdk from 'algosdk';
import { clients, metadata, unary, type Client } from '../helpers/grpc.js';
import { TOKEN, tempDir } from '../helpers/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SECONDS = Number(process.env['SOAK_SECONDS'] ?? '60');
/** Growth allowed between the warmed-up RSS and the end (V8 heap growth and RocksDB caches, not a leak). */
const RSS_SLACK_BYTES = 192 * 1024 * 1024;

async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? '0') * 1024;
}

async function startChild(dataDir: string): Promise<{ child: ChildProcess; algod: string; kmd: string; grpc: string }> {
  const ports = ['--algod-port=0', '--kmd-port=0', '--admin-port=0', '--grpc-port=0'];
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts', '--data-dir', dataDir, ...ports, `--token=${TOKEN}`],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr!.resume();
  let out = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('tokens in')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
  const grab = (label: string): string => new RegExp(`${label}\\s+(\\S+)`).exec(out)?.[1] ?? '';
  return { child, algod: grab('algod REST'), kmd: grab('kmd REST'), grpc: grab('gRPC') };
}

async function devAccount(kmd: algosdk.Kmd): Promise<{ addr: string; sk: Uint8Array }> {
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const id = wallets.find((w) => w.name === 'unencrypted-default-wallet')!.id;
  const { wallet_handle_token: handle } = await kmd.initWalletHandle(id, '');
  const [addr] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  const { private_key: sk } = await kmd.exportKey(handle, '', addr!);
  return { addr: addr!, sk };
}

/** Raw bytes on a fresh connection; resolves when the server answers or closes (errors are part of the game). */
function rawHttp(base: string, request: string): Promise<void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    socket.on('data', () => undefined);
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
    setTimeout(() => socket.destroy(), 2000).unref();
  });
}

const INVALID_REST: ((algod: string, kmd: string) => Promise<unknown>)[] = [
  (algod) =>
    fetch(`${algod}/v2/transactions`, {
      method: 'POST',
      headers: { 'x-algo-api-token': TOKEN },
      body: Buffer.from('81a2c3a901', 'hex'),
    }),
  (algod) => fetch(`${algod}/v2/accounts/NOTANADDRESS`, { headers: { 'x-algo-api-token': TOKEN } }),
  (algod) => fetch(`${algod}/v2/status`, { headers: { 'x-algo-api-token': 'x'.repeat(64) } }),
  (algod) => fetch(`${algod}/v2/teal/compile`, { method: 'POST', headers: { 'x-algo-api-token': TOKEN }, body: 'int' }),
  (_algod, kmd) =>
    fetch(`${kmd}/v1/wallet/init`, {
      method: 'POST',
      headers: { 'x-kmd-api-token': TOKEN },
      body: Buffer.from([0x7b, 0xff]),
    }),
  (_algod, kmd) =>
    fetch(`${kmd}/v1/key/import`, {
      method: 'POST',
      headers: { 'x-kmd-api-token': TOKEN },
      body: '{"private_key":""}',
    }),
  (algod) =>
    rawHttp(algod, `POST /v2/teal/compile HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 9\r\n\r\nint 1`),
];

function invalidGrpc(c: { algod: Client; kmd: Client }): Promise<unknown>[] {
  const md = metadata({ 'x-algo-api-token': TOKEN });
  const swallow = (p: Promise<unknown>): Promise<unknown> => p.catch(() => undefined);
  const raw = new Promise<void>((resolve) => {
    c.kmd.makeUnaryRequest(
      '/algorun.kmd.v1.KmdService/ListWallets',
      (b: Buffer) => b,
      (b: Buffer) => b,
      Buffer.from([0xc7, 0x3e]),
      new grpc.Metadata(),
      () => resolve(),
    );
  });
  return [
    swallow(unary(c.algod, 'SendRawTransaction', { signed_transactions: Buffer.from('81a2c3a901', 'hex') }, md)),
    swallow(unary(c.algod, 'GetAccount', { address: 'nope' }, md)),
    raw,
  ];
}

test('soak: mixed valid and invalid traffic on REST and gRPC; the process stays up, RSS stays bounded, valid requests are answered right', async (t) => {
  t.timeout((SECONDS + 120) * 1000);
  const dir = await tempDir();
  const server = await startChild(dir.path);
  const c = clients(server.grpc);
  try {
    const algod = new algosdk.Algodv2(TOKEN, 'http://127.0.0.1', new URL(server.algod).port);
    const kmd = new algosdk.Kmd(TOKEN, 'http://127.0.0.1', new URL(server.kmd).port);
    const sender = await devAccount(kmd);
    const receiver = algosdk.generateAccount().addr.toString();
    const md = metadata({ 'x-algo-api-token': TOKEN });
    let paid = 0n;
    let note = 0;
    let warmRss = 0;
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    while (Date.now() < deadline) {
      if (warmRss === 0 && Date.now() - started > Math.min(10, SECONDS / 3) * 1000)
        warmRss = await rssBytes(server.child.pid!);
      const params = await algod.getTransactionParams().do();
      const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: sender.addr,
        receiver,
        amount: 100_000,
        note: new TextEncoder().encode(`soak ${note++}`),
        suggestedParams: params,
      });
      const valid = [
        algod
          .sendRawTransaction(txn.signTxn(sender.sk))
          .do()
          .then((r) => t.is(r.txid, txn.txID())),
        algod
          .status()
          .do()
          .then((s) => t.true(s.lastRound >= BigInt(note - 1))),
        unary<{ versions: string[] }>(c.algod, 'GetVersions', {}).then((r) => t.deepEqual(r.versions, ['v2'])),
        unary<{ account: unknown }>(c.algod, 'GetAccount', { address: sender.addr }, md).then((r) =>
          t.truthy(r.account),
        ),
      ];
      const invalid = [
        ...INVALID_REST.map((send) => send(server.algod, server.kmd).catch(() => undefined)),
        ...invalidGrpc(c),
      ];
      await Promise.all([...valid, ...invalid]);
      paid += 100_000n;
    }
    t.is((await algod.accountInformation(receiver).do()).amount, paid);
    t.is(server.child.exitCode, null);
    const endRss = await rssBytes(server.child.pid!);
    t.true(warmRss > 0);
    t.true(endRss < warmRss + RSS_SLACK_BYTES, `RSS grew from ${warmRss} to ${endRss}`);
    t.log(
      `${note} rounds of traffic; RSS ${Math.round(warmRss / 2 ** 20)} MiB warm, ${Math.round(endRss / 2 ** 20)} MiB at the end`,
    );
  } finally {
    for (const client of Object.values(c)) client.close();
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
    await dir.remove();
  }
});
