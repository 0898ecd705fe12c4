/**
 * The algorun server for the algod load benches, run as `npm start` runs it (`node dist/main.js`, built by the
 * `prebench:*` script) in its own process on ephemeral ports with a throw-away data dir, plus the few REST calls
 * the benches need (kmd key export, algod status, params, blocks).
 *
 * Invariants:
 * - Everything binds 127.0.0.1; `stop()` ends only the child this module spawned (by its PID, SIGTERM, then
 *   SIGKILL after 20 s) and removes its data dir.
 * - With `cpuProfileDir` the child runs under `--cpu-prof`; Node writes one .cpuprofile per thread (main and
 *   workers) into that directory when the process exits. With `cpus` it runs under `taskset -c` (same PID).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const TOKEN = 'a'.repeat(64);

export interface AlgorunProcess {
  readonly child: ChildProcess;
  readonly algod: string;
  readonly kmd: string;
  /** "host:port" of its gRPC listener; undefined for a `--core` gateway, which has none. */
  readonly grpc: string | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  readonly flags?: readonly string[];
  readonly cpuProfileDir?: string;
  /** run the server on these CPUs only (a `taskset -c` list, e.g. "1"), as if it had a host of its own */
  readonly cpus?: string;
}

/** `command args` as spawn's file and arguments, under `taskset -c cpus` when given (taskset execs: same PID). */
export function pinned(cpus: string | undefined, command: string, args: readonly string[]): [string, string[]] {
  return cpus === undefined ? [command, [...args]] : ['taskset', ['-c', cpus, command, ...args]];
}

/** BENCH_MAIN: another build's main.js (e.g. a patched copy of dist/ for an A/B comparison). */
const MAIN = process.env.BENCH_MAIN ?? new URL('../../dist/main.js', import.meta.url).pathname;
/** BENCH_NODE_FLAGS: extra flags for the server's node (space-separated, e.g. V8 heap flags NODE_OPTIONS refuses). */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter((f) => f !== '');

/** Spawn `node dist/main.js` on port 0 everywhere and resolve once it printed its addresses. */
export function startAlgorun(options: StartOptions = {}): Promise<AlgorunProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'algorun-bench-algod-'));
  const profile = options.cpuProfileDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir];
  const args = [
    ...NODE_FLAGS,
    ...profile,
    MAIN,
    '--data-dir',
    dataDir,
    '--algod-port',
    '0',
    '--kmd-port',
    '0',
    '--admin-port',
    '0',
    '--grpc-port',
    '0',
    '--token',
    TOKEN,
    ...(options.flags ?? []),
  ];
  const child = spawn(...pinned(options.cpus, process.execPath, args), { stdio: ['ignore', 'pipe', 'inherit'] });
  const urls = new Map<string, string>();
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void stop().then(() => reject(new Error('algorun did not start in 60 s'))), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^\s+(algod|kmd) REST\s+(\S+)$/.exec(line) ?? /^\s+(gRPC)\s+(\S+)$/.exec(line);
      if (m) urls.set(m[1]!, m[2]!);
      if (!/^\s+tokens in/.test(line)) return;
      clearTimeout(timer);
      resolve({ child, algod: urls.get('algod')!, kmd: urls.get('kmd')!, grpc: urls.get('gRPC'), stop });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`algorun exited with ${code} before it was ready`));
    });
  });
}

/**
 * A bare reference server (GET /health) in its own process: uWebSockets.js (serve-bare.ts) by default, node:http
 * (serve-bare-node.ts) with `engine: 'node'`.
 */
export function startBare(
  engine: 'uws' | 'node' = 'uws',
): Promise<{ child: ChildProcess; url: string; stop(): Promise<void> }> {
  const script = new URL(engine === 'uws' ? './serve-bare.ts' : './serve-bare-node.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const m = /^port (\d+)$/.exec(line);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}`, stop });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function call<T>(url: string, header: string, init: { method?: string; body?: string } = {}): Promise<T> {
  const r = await fetch(url, { ...init, headers: { [header]: TOKEN } });
  if (!r.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/** GET on the algod REST API (JSON). */
export function algodGet<T>(server: AlgorunProcess, path: string): Promise<T> {
  return call<T>(`${server.algod}${path}`, 'X-Algo-API-Token');
}

/** What signed load needs from `/v2/transactions/params`: first valid round (the last round) and the genesis. */
export async function loadParams(
  server: AlgorunProcess,
): Promise<{ firstValid: bigint; genesisId: string; genesisHash: Uint8Array }> {
  type Params = { 'last-round': number; 'genesis-id': string; 'genesis-hash': string };
  const sp = await algodGet<Params>(server, '/v2/transactions/params');
  return {
    firstValid: BigInt(sp['last-round']),
    genesisId: sp['genesis-id'],
    genesisHash: Buffer.from(sp['genesis-hash'], 'base64'),
  };
}

export interface DevAccount {
  readonly address: string;
  /** 64-byte ed25519 secret key (seed ‖ public key), as kmd exports it */
  readonly secretKey: Buffer;
}

/** The funded accounts of the dev network: keys of kmd's `unencrypted-default-wallet` (empty password). */
export async function devAccounts(server: AlgorunProcess): Promise<DevAccount[]> {
  const kmd = <T>(path: string, body: object, method = 'POST'): Promise<T> =>
    call<T>(`${server.kmd}${path}`, 'X-KMD-API-Token', { method, body: JSON.stringify(body) });
  const { wallets } = await call<{ wallets: { id: string; name: string }[] }>(
    `${server.kmd}/v1/wallets`,
    'X-KMD-API-Token',
  );
  const dev = wallets.find((w) => w.name === 'unencrypted-default-wallet');
  if (dev === undefined) throw new Error('no unencrypted-default-wallet in kmd');
  const init = await kmd<{ wallet_handle_token: string }>('/v1/wallet/init', {
    wallet_id: dev.id,
    wallet_password: '',
  });
  const handle = init.wallet_handle_token;
  const { addresses } = await kmd<{ addresses: string[] }>('/v1/key/list', { wallet_handle_token: handle });
  return Promise.all(
    addresses.map(async (address) => {
      const body = { wallet_handle_token: handle, wallet_password: '', address };
      const { private_key } = await kmd<{ private_key: string }>('/v1/key/export', body);
      return { address, secretKey: Buffer.from(private_key, 'base64') };
    }),
  );
}
