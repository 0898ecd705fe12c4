/**
 * The JSON log of the program as `npm start` runs it: a child process whose stderr must be JSON lines only (level
 * names honoured, start/stop at info, each block at debug, request lines only with --log-requests, a fatal line
 * for a configuration error) and whose output never holds a token or a password.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { clients, unary } from '../helpers/grpc.js';
import { ADMIN_TOKEN, TOKEN, tempDir } from '../helpers/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PASSWORD = 'correct horse battery staple 42';

type Line = { level: string; time: string; pid: number; msg: string; event?: string; [key: string]: unknown };
type Run = { stdout: string; stderr: string; code: number | null; lines: Line[] };
type Urls = { algod: string; kmd: string; grpc: string };

/** Runs the program with `args`, lets `drive` talk to it (algod and kmd base URLs, gRPC address), then SIGTERMs it. */
async function run(args: readonly string[], drive?: (urls: Urls) => Promise<void>): Promise<Run> {
  const dir = await tempDir();
  try {
    const ports = ['--algod-port=0', '--kmd-port=0', '--admin-port=0', '--grpc-port=0'];
    const argv = ['--import', 'tsx', 'src/main.ts', '--data-dir', dir.path, ...ports, `--token=${TOKEN}`, ...args];
    const child = spawn(process.execPath, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const started = await new Promise<boolean>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('tokens in')) resolve(true);
      });
      child.on('exit', () => resolve(false));
    });
    if (started) {
      const url = (name: string): string => new RegExp(`${name} REST\\s+(\\S+)`).exec(stdout)![1]!;
      const grpc = /gRPC\s+(\S+)/.exec(stdout)![1]!;
      try {
        await drive?.({ algod: url('algod'), kmd: url('kmd'), grpc });
      } finally {
        child.kill('SIGTERM');
      }
    }
    const code = await exited;
    return {
      stdout,
      stderr,
      code,
      lines: stderr
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Line),
    };
  } finally {
    await dir.remove();
  }
}

/** A payment from the dev wallet's first account, a new wallet sealed with PASSWORD and a gRPC call. */
async function traffic({ algod: algodUrl, kmd: kmdUrl, grpc }: Urls): Promise<void> {
  const algod = new algosdk.Algodv2(TOKEN, algodUrl.replace(/:\d+$/, ''), new URL(algodUrl).port);
  const kmd = new algosdk.Kmd(TOKEN, kmdUrl.replace(/:\d+$/, ''), new URL(kmdUrl).port);
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const dev = wallets.find((w) => w.name === 'unencrypted-default-wallet')!;
  const { wallet_handle_token: handle } = await kmd.initWalletHandle(dev.id, '');
  const [sender] = ((await kmd.listKeys(handle)) as { addresses: string[] }).addresses;
  const { private_key: sk } = await kmd.exportKey(handle, '', sender!);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: sender!,
    receiver: sender!,
    amount: 0,
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(txn.signTxn(new Uint8Array(sk))).do();
  await kmd.createWallet('logged-wallet', PASSWORD, new Uint8Array(), 'sqlite');
  // A token in the query string (where nothing reads it) must not reach the log either.
  await fetch(`${algodUrl}/v2/status?token=${TOKEN}`, { headers: { 'X-Algo-API-Token': ADMIN_TOKEN } });
  const c = clients(grpc);
  try {
    await unary(c.algod, 'GetVersions', {});
  } finally {
    for (const client of Object.values(c)) client.close();
  }
}

function assertNoSecrets(t: { false(v: boolean, m?: string): void }, result: Run): void {
  for (const secret of [TOKEN, ADMIN_TOKEN, PASSWORD]) {
    t.false(result.stdout.includes(secret), `stdout holds ${secret.slice(0, 8)}…`);
    t.false(result.stderr.includes(secret), `stderr holds ${secret.slice(0, 8)}…`);
  }
}

test('debug with --log-requests: JSON lines for start, each block, each request and stop; no secret', async (t) => {
  const result = await run(['--log-level=debug', '--log-requests', `--admin-token=${ADMIN_TOKEN}`], traffic);
  t.is(result.code, 0, result.stderr);
  t.regex(result.stdout, /algod REST\s+http:\/\/127\.0\.0\.1:\d+/);
  for (const line of result.lines) {
    t.true(['fatal', 'error', 'warn', 'info', 'debug', 'trace'].includes(line.level));
    t.false(Number.isNaN(Date.parse(line.time)));
    t.is(typeof line.pid, 'number');
    t.is(typeof line.msg, 'string');
  }
  const events = result.lines.map((l) => l.event);
  t.is(events[0], 'start');
  t.deepEqual(events.slice(-2), ['stop', 'stopped']);
  const start = result.lines[0]!;
  t.is(start.level, 'info');
  t.like(start, { metrics: true, grpcReflection: true });
  const engine = start['httpEngine'] as { name: string; source: string };
  t.true(engine.name === 'uws' || engine.name === 'node');
  t.true(result.stdout.includes(`HTTP engine ${engine.name} (${engine.source})`));
  const blocks = result.lines.filter((l) => l.event === 'block');
  t.true(blocks.length >= 1);
  t.like(blocks[0], { level: 'debug', round: 1, txns: 1 });
  const requests = result.lines.filter((l) => l.event === 'request');
  t.true(requests.every((l) => l.level === 'info'));
  t.truthy(requests.find((l) => l.route === '/v2/transactions' && l.method === 'POST' && l.status === 200));
  t.truthy(requests.find((l) => l.surface === 'kmd' && l.route === '/v1/wallet' && l.status === 200));
  t.truthy(requests.find((l) => l.route === '/v2/status' && l.path === '/v2/status'));
  const calls = result.lines.filter((l) => l.event === 'call');
  t.like(
    calls.find((l) => l.method === 'GetVersions'),
    { level: 'info', service: 'algorun.algod.v2.AlgodService', code: 'OK' },
  );
  assertNoSecrets(t, result);
});

test('default level: start and stop at info, no block, request or call lines; warn hides info', async (t) => {
  const info = await run([`--admin-token=${ADMIN_TOKEN}`], traffic);
  t.is(info.code, 0, info.stderr);
  t.deepEqual(
    info.lines.map((l) => [l.event, l.level]),
    [
      ['start', 'info'],
      ['stop', 'info'],
      ['stopped', 'info'],
    ],
  );
  assertNoSecrets(t, info);
  const warn = await run(['--log-level', 'warn']);
  t.is(warn.code, 0, warn.stderr);
  t.deepEqual(warn.lines, []);
  t.regex(warn.stdout, /algod REST/);
});

test('a configuration error is one fatal JSON line and exit code 2', async (t) => {
  const result = await run(['--kdf-concurrency=0']);
  t.is(result.code, 2);
  t.is(result.lines.length, 1);
  t.like(result.lines[0], { level: 'fatal', event: 'error', where: 'config' });
  t.regex(result.lines[0]!.msg, /--kdf-concurrency must be a whole number/);
  t.is(result.stdout, '');
});
