/**
 * kmd signing under load (suggested `npm run bench:kmd`): POST /v1/transaction/sign with wrk (Lua script for the
 * POST body, written to a temp file; 64 connections on 127.0.0.1) against the whole server, next to a bare
 * uWebSockets.js handler doing one inline sodium signature per request, in the same run; then the gRPC batch RPC
 * SignTransactions (BENCH_BATCH transactions per call, BENCH_INFLIGHT calls in flight), driven by h2load (native,
 * h2load.ts), by the lean grpc-js client of kmd-grpc-load.ts and by the node:http2 client of kmd-grpc-h2.ts (no
 * grpc-js: the stand-in for h2load where it is missing), in signatures/s with p99 and the CPU each side spent per
 * signature,
 * next to its ceiling measured in the same run, just before and just after the gRPC runs (their mean is the
 * reference): as many threads as the machine has cores doing nothing but sodium signatures (no I/O, no decoding,
 * no client), and one such thread. Each gRPC line also gives the ratio by CPU: the ceiling threads' CPU per
 * signature over the server's plus the client's (the shares of the two cores, whatever else the host runs), and
 * where the cores went in its window (server threads, client, outside the bench, idle).
 * The two HTTP servers are measured in alternating rounds (each warmed up once first) and the ratio reported per
 * round and as the median: the machine's speed drifts between runs by more than the differences we look for.
 * Knobs (env): BENCH_SECONDS (5), BENCH_CONNECTIONS (64), BENCH_THREADS (1), BENCH_ROUNDS (3), BENCH_BATCH (256),
 * BENCH_INFLIGHT (4), BENCH_PARTS (`rest,grpc`: either or both), BENCH_PROFILE_DIR (run our server under --cpu-prof,
 * writing profiles there), BENCH_DIST (our server from another build directory under the project, for A/B runs).
 */
import { formatCpu, processCpuMicros, snapshot, threadCpuMicros, windowCpu } from './algod-cpu.js';
import { parseWrkSummary, WRK_MISSING, wrkArgs } from './wrk-summary.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describeMachine, runTsWorker } from '../harness.js';
import { H2LOAD_MISSING, h2loadGrpc } from './h2load.js';
import { signTransactionsH2Load } from './kmd-grpc-h2.js';
import { SIGN_TRANSACTIONS_PATH, signTransactionsLoad, signTransactionsRequest } from './kmd-grpc-load.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const wrkThreads = Number(process.env.BENCH_THREADS ?? 1);
const batch = Number(process.env.BENCH_BATCH ?? 256);
const inflight = Number(process.env.BENCH_INFLIGHT ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const parts = new Set((process.env.BENCH_PARTS ?? 'rest,grpc').split(','));

type Started = { child: ChildProcess; lines: Map<string, string> };

/** Starts `script` (TypeScript) through ts-launch.mjs: its worker threads, if any, run without tsx's loader. */
function start(script: string, nodeFlags: readonly string[] = []): Promise<Started> {
  const child = spawn(process.execPath, [...nodeFlags, 'bench/http/ts-launch.mjs', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

type WrkResult = { rps: number; p99: string; cpuMicrosPerRequest: number };

/** A wrk run POSTing `body` to `url`: the Lua script lives in a temporary directory removed by `close`. */
function wrkPoster(url: string, body: string, serverPid: number): { run(): WrkResult; close(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-wrk-'));
  const script = join(dir, 'post.lua');
  const headers = `wrk.headers["X-KMD-API-Token"] = "${'a'.repeat(64)}"\nwrk.headers["Content-Type"] = "application/json"\n`;
  writeFileSync(script, `wrk.method = "POST"\nwrk.body = ${JSON.stringify(body)}\n${headers}`);
  const args = wrkArgs({ threads: wrkThreads, connections, seconds, url, script });
  return {
    run() {
      const cpuBefore = processCpuMicros(serverPid);
      const out = spawnSync('wrk', args, { encoding: 'utf8' });
      const cpu = processCpuMicros(serverPid) - cpuBefore;
      if (out.error) throw new Error(`${WRK_MISSING}: ${out.error.message}`);
      const { rps, p99 } = parseWrkSummary(out.stdout, out.stderr);
      return { rps, p99, cpuMicrosPerRequest: cpu / (rps * seconds) };
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

type Ceiling = { rate: number; signatures: number; cpuMicros: number };

/** Signatures/s of `threads` threads doing nothing but sodium signing for BENCH_SECONDS, and their CPU time. */
async function signingCeiling(threads: number): Promise<Ceiling> {
  const script = new URL('./sign-ceiling-worker.ts', import.meta.url);
  const runs = await Promise.all(
    Array.from({ length: threads }, () => runTsWorker<{ count: number; cpuMicros: number }>(script, { seconds })),
  );
  const signatures = runs.reduce((a, b) => a + b.count, 0);
  return { rate: signatures / seconds, signatures, cpuMicros: runs.reduce((a, b) => a + b.cpuMicros, 0) };
}

/** REST rounds against the bare reference: alternating, after one discarded warm-up run of each. */
function restRounds(bare: Started, ours: Started): { bare: WrkResult; ours: WrkResult }[] {
  const body = ours.lines.get('body')!;
  const reference = wrkPoster(`http://127.0.0.1:${bare.lines.get('port')}/v1/transaction/sign`, body, bare.child.pid!);
  const measured = wrkPoster(`http://127.0.0.1:${ours.lines.get('port')}/v1/transaction/sign`, body, ours.child.pid!);
  const pairs: { bare: WrkResult; ours: WrkResult }[] = [];
  try {
    reference.run();
    measured.run();
    for (let r = 0; r < rounds; r++) pairs.push({ bare: reference.run(), ours: measured.run() });
  } finally {
    reference.close();
    measured.close();
  }
  return pairs;
}

function printRest(pairs: readonly { bare: WrkResult; ours: WrkResult }[]): void {
  pairs.forEach(({ bare: b, ours: o }, r) => {
    const cpu = (w: WrkResult): string => `${w.cpuMicrosPerRequest.toFixed(1)} µs CPU/req`;
    console.log(
      `round ${r + 1}: bare ${b.rps.toFixed(0)} req/s (p99 ${b.p99}, ${cpu(b)}), ours ${o.rps.toFixed(0)} req/s (p99 ${o.p99}, ${cpu(o)}), ${(o.rps / b.rps).toFixed(2)}×`,
    );
  });
  const bareRps = median(pairs.map((p) => p.bare.rps));
  const oursRps = median(pairs.map((p) => p.ours.rps));
  console.log(`bare uWS + inline sodium sign   ${bareRps.toFixed(0)} req/s (median)`);
  console.log(
    `POST /v1/transaction/sign       ${oursRps.toFixed(0)} req/s (median), ${median(pairs.map((p) => p.ours.rps / p.bare.rps)).toFixed(2)}× bare (median of the rounds' ratios)`,
  );
}

type GrpcRun = {
  label: string;
  cpuLine: string;
  sigsPerSecond: number;
  p99Ms: number;
  serverCpu: number;
  mainThreadCpu: number;
  clientCpu: number;
};

/** `run` (returning signatures/s, p99 and the client's CPU per signature) with the server's CPU per signature. */
async function measured(
  label: string,
  pid: number,
  run: () => Promise<{ sigsPerSecond: number; p99Ms: number; clientCpuMicrosPerSig: number }>,
): Promise<GrpcRun> {
  const before = { all: processCpuMicros(pid), main: threadCpuMicros(pid, pid), window: snapshot(pid, process.pid) };
  const r = await run();
  const window = windowCpu(pid, before.window, snapshot(pid, process.pid), availableParallelism());
  const signatures = r.sigsPerSecond * seconds;
  return {
    label,
    // formatCpu names the load generator after wrk; here it is this process (the gRPC client).
    cpuLine: formatCpu(window, availableParallelism()).replace('; wrk ', '; client '),
    sigsPerSecond: r.sigsPerSecond,
    p99Ms: r.p99Ms,
    serverCpu: (processCpuMicros(pid) - before.all) / signatures,
    mainThreadCpu: (threadCpuMicros(pid, pid) - before.main) / signatures,
    clientCpu: r.clientCpuMicrosPerSig,
  };
}

/**
 * The batch RPC for BENCH_SECONDS, after a discarded one-second warm-up whose first answer is checked whole: with
 * h2load (native; skipped with a note when it is not installed), then with the lean grpc-js client, then with the
 * node:http2 client.
 */
async function grpcRuns(ours: Started): Promise<GrpcRun[]> {
  const options = {
    address: `127.0.0.1:${ours.lines.get('grpc')!}`,
    token: 'a'.repeat(64),
    handle: ours.lines.get('handle')!,
    txn: Buffer.from(ours.lines.get('txn')!, 'base64'),
    batch,
    inflight,
  };
  const { answerBytes } = await signTransactionsLoad({ ...options, seconds: 1 });
  const pid = ours.child.pid!;
  const runs: GrpcRun[] = [];
  try {
    runs.push(
      await measured('h2load', pid, async () => {
        const r = h2loadGrpc({
          url: `http://${options.address}${SIGN_TRANSACTIONS_PATH}`,
          request: signTransactionsRequest(options),
          answerBytes,
          headers: { 'x-kmd-api-token': options.token },
          seconds,
          streams: inflight,
        });
        return {
          sigsPerSecond: r.callsPerSecond * batch,
          p99Ms: r.p99Ms,
          clientCpuMicrosPerSig: r.clientCpuMicros / (r.calls * batch),
        };
      }),
    );
  } catch (error) {
    if ((error as Error).message !== H2LOAD_MISSING) throw error;
    console.error(H2LOAD_MISSING);
  }
  runs.push(await measured('grpc-js', pid, () => signTransactionsLoad({ ...options, seconds })));
  runs.push(await measured('node:http2', pid, () => signTransactionsH2Load({ ...options, seconds })));
  return runs;
}

const bare = await start('bench/http/kmd-sign-bare.ts');
// BENCH_PROFILE_DIR=<dir>: run our server under --cpu-prof (summarise with bench/http/algod-cpuprofile.ts).
const profileDir = process.env.BENCH_PROFILE_DIR;
const ours = await start(
  'bench/http/kmd-sign-serve.ts',
  profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
try {
  const pairs = parts.has('rest') ? restRounds(bare, ours) : [];
  // The gRPC runs are bracketed by two ceiling runs and compared with their mean: on a shared host the ceiling
  // itself drifts by more than the differences we look for between the start and the end of a run.
  const before = parts.has('grpc') ? await signingCeiling(availableParallelism()) : undefined;
  const rpcs = parts.has('grpc') ? await grpcRuns(ours) : [];
  const after = await signingCeiling(availableParallelism());
  const ceiling = before === undefined ? after.rate : (before.rate + after.rate) / 2;
  // What one signature cost the ceiling's threads, in CPU, over both ceiling runs: the contention-proof reference
  // (a shared host slows the cores, which moves signatures/s, not the work per signature as much).
  const both = before === undefined ? [after] : [before, after];
  const ceilingCpu = both.reduce((a, c) => a + c.cpuMicros, 0) / both.reduce((a, c) => a + c.signatures, 0);
  const oneThread = await signingCeiling(1);
  console.log(
    `# kmd signing bench — ${await describeMachine()}, wrk -t${wrkThreads} -c${connections} -d${seconds}s, ${rounds} rounds`,
  );
  if (pairs.length > 0) printRest(pairs);
  for (const rpc of rpcs) {
    const cpu = `CPU per signature: server ${rpc.serverCpu.toFixed(1)} µs (main thread ${rpc.mainThreadCpu.toFixed(1)}), client ${rpc.clientCpu.toFixed(1)} µs`;
    const byCpu = ceilingCpu / (rpc.serverCpu + rpc.clientCpu);
    console.log(
      `gRPC SignTransactions ×${batch} (${rpc.label})  ${rpc.sigsPerSecond.toFixed(0)} signatures/s  p99 ${rpc.p99Ms.toFixed(1)} ms per call (${inflight} in flight), ${(rpc.sigsPerSecond / ceiling).toFixed(2)}× the ceiling; ${cpu}; ${byCpu.toFixed(2)}× by CPU`,
    );
    console.log(`  ${rpc.cpuLine}`);
  }
  const bracket =
    before === undefined
      ? ''
      : ` (mean of ${before.rate.toFixed(0)} before and ${after.rate.toFixed(0)} after the gRPC runs)`;
  console.log(
    `ceiling: sodium signing alone  ${ceiling.toFixed(0)} signatures/s on ${availableParallelism()} threads${bracket}, ${oneThread.rate.toFixed(0)} on 1; ${ceilingCpu.toFixed(1)} µs of CPU per signature`,
  );
} finally {
  await stop(ours.child);
  await stop(bare.child);
}
