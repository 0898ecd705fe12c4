/**
 * kmd signing under load (suggested `npm run bench:kmd`): POST /v1/transaction/sign with wrk (Lua script for the
 * POST body, written to a temp file; 64 connections on 127.0.0.1) against the whole server, next to a bare
 * uWebSockets.js handler doing one inline sodium signature per request, in the same run; then the gRPC batch RPC
 * SignTransactions (BENCH_BATCH transactions per call, BENCH_INFLIGHT calls in flight) in signatures/s with p99.
 * Knobs (env): BENCH_SECONDS (5), BENCH_CONNECTIONS (64), BENCH_THREADS (1), BENCH_BATCH (256), BENCH_INFLIGHT (4),
 * BENCH_PROFILE_DIR (run our server under --cpu-prof, writing profiles there).
 */
import { parseWrkSummary, WRK_MISSING } from './wrk-summary.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { clients, metadata, unary } from '../../test/helpers/grpc.js';
import { describeMachine } from '../harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const wrkThreads = Number(process.env.BENCH_THREADS ?? 1);
const batch = Number(process.env.BENCH_BATCH ?? 256);
const inflight = Number(process.env.BENCH_INFLIGHT ?? 4);

type Started = { child: ChildProcess; lines: Map<string, string> };

function start(script: string, nodeFlags: readonly string[] = []): Promise<Started> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = new Map<string, string>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 60_000);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const space = line.indexOf(' ');
      lines.set(line.slice(0, space), line.slice(space + 1));
      if (line.startsWith('port ')) {
        clearTimeout(timer);
        resolve({ child, lines });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function wrkPost(url: string, body: string): { rps: number; p99: string } {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-wrk-'));
  const script = join(dir, 'post.lua');
  const headers = `wrk.headers["X-KMD-API-Token"] = "${'a'.repeat(64)}"\nwrk.headers["Content-Type"] = "application/json"\n`;
  writeFileSync(script, `wrk.method = "POST"\nwrk.body = ${JSON.stringify(body)}\n${headers}`);
  try {
    const args = ['-t', String(wrkThreads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '-s', script, url];
    spawnSync('wrk', args, { encoding: 'utf8' }); // warm-up, discarded
    const out = spawnSync('wrk', args, { encoding: 'utf8' });
    if (out.error) throw new Error(`${WRK_MISSING}: ${out.error.message}`);
    const { rps, p99 } = parseWrkSummary(out.stdout, out.stderr);
    return { rps, p99 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function grpcBatch(port: string, handle: string, txn: Buffer): Promise<{ sigsPerSecond: number; p99Ms: number }> {
  const { kmd } = clients(`127.0.0.1:${port}`);
  const md = metadata({ 'x-kmd-api-token': 'a'.repeat(64) });
  const request = { wallet_handle_token: handle, wallet_password: '', transactions: Array.from({ length: batch }, () => txn) };
  const latencies: number[] = [];
  let signed = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async (): Promise<void> => {
    while (performance.now() < until) {
      const t0 = performance.now();
      const reply = await unary<{ results: { result: string }[] }>(kmd, 'SignTransactions', request, md);
      latencies.push(performance.now() - t0);
      signed += reply.results.filter((r) => r.result === 'signed_transaction').length;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: inflight }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  kmd.close();
  latencies.sort((a, b) => a - b);
  return { sigsPerSecond: signed / elapsed, p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? NaN };
}

const bare = await start('bench/http/kmd-sign-bare.ts');
// BENCH_PROFILE_DIR=<dir>: run our server under --cpu-prof (summarise with bench/http/algod-cpuprofile.ts).
const profileDir = process.env.BENCH_PROFILE_DIR;
const ours = await start('bench/http/kmd-sign-serve.ts', profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
try {
  const body = ours.lines.get('body')!;
  const reference = wrkPost(`http://127.0.0.1:${bare.lines.get('port')}/v1/transaction/sign`, body);
  const measured = wrkPost(`http://127.0.0.1:${ours.lines.get('port')}/v1/transaction/sign`, body);
  const rpc = await grpcBatch(ours.lines.get('grpc')!, ours.lines.get('handle')!, Buffer.from(ours.lines.get('txn')!, 'base64'));
  console.log(`# kmd signing bench — ${await describeMachine()}, wrk -t${wrkThreads} -c${connections} -d${seconds}s`);
  console.log(`bare uWS + inline sodium sign   ${reference.rps.toFixed(0)} req/s  p99 ${reference.p99}`);
  console.log(`POST /v1/transaction/sign       ${measured.rps.toFixed(0)} req/s  p99 ${measured.p99}  (${(measured.rps / reference.rps).toFixed(2)}× bare)`);
  console.log(`gRPC SignTransactions ×${batch}  ${rpc.sigsPerSecond.toFixed(0)} signatures/s  p99 ${rpc.p99Ms.toFixed(1)} ms per call (${inflight} in flight)`);
} finally {
  await stop(ours.child);
  await stop(bare.child);
}
