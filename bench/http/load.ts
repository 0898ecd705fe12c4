/**
 * `npm run bench:http`: HTTP load on 127.0.0.1 with wrk (Debian package `wrk`), each server in its own process,
 * reported as a ratio to a bare uWebSockets.js handler measured in the same run.
 * Knobs (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (64), BENCH_THREADS (1 wrk thread: the machine has
 * 2 cores and the server needs one).
 */
import { parseWrkSummary, WRK_MISSING } from './wrk-summary.js';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { describeMachine } from '../harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const wrkThreads = Number(process.env.BENCH_THREADS ?? 1);

type Result = { rps: number; p99: string };

type Started = { child: ChildProcess; port: number; grpcPort?: number };

function startServer(script: string, args: string[] = []): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), 30_000);
    let grpcPort: number | undefined;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const g = /^grpc (\d+)$/.exec(line);
      if (g) grpcPort = Number(g[1]);
      const m = /^port (\d+)$/.exec(line);
      if (m) {
        clearTimeout(timer);
        resolve(grpcPort === undefined ? { child, port: Number(m[1]) } : { child, port: Number(m[1]), grpcPort });
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function wrk(url: string, headers: string[] = []): Result {
  const args = ['-t', String(wrkThreads), '-c', String(connections), '-d', `${seconds}s`, '--latency'];
  for (const h of headers) args.push('-H', h);
  const out = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (out.error) throw new Error(`${WRK_MISSING}: ${out.error.message}`);
  const { rps, p99 } = parseWrkSummary(out.stdout, out.stderr, true);
  return { rps, p99 };
}

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

function run(port: number, path: string, headers: string[]): Result {
  wrk(`http://127.0.0.1:${port}${path}`, headers); // warm-up run, discarded
  return wrk(`http://127.0.0.1:${port}${path}`, headers);
}

async function measure(script: string, path: string, headers: string[] = []): Promise<Result> {
  const { child, port } = await startServer(script);
  try {
    return run(port, path, headers);
  } finally {
    await stop(child);
  }
}

/** A gateway-only process (`--core`) in front of a core process: REST → coalesced gRPC batches → services. */
async function measureRemote(path: string, headers: string[] = []): Promise<Result> {
  const core = await startServer('bench/http/serve-algorun.ts');
  try {
    const gateway = await startServer('bench/http/serve-algorun.ts', ['--core', `127.0.0.1:${core.grpcPort}`]);
    try {
      return run(gateway.port, path, headers);
    } finally {
      await stop(gateway.child);
    }
  } finally {
    await stop(core.child);
  }
}

const line = (name: string, r: Result, ref: Result): string =>
  `  ${name.padEnd(44)} ${Math.round(r.rps).toLocaleString('en-US').padStart(9)} req/s  p99 ${r.p99.padStart(8)}  ${(r.rps / ref.rps).toFixed(2)}x reference`;

console.log(`# algorun HTTP bench — ${await describeMachine()}, wrk -t${wrkThreads} -c${connections} -d${seconds}s`);
const bare = await measure('bench/http/serve-bare.ts', '/health');
const health = await measure('bench/http/serve-algorun.ts', '/health');
const remote = await measureRemote('/health');
console.log('\n## GET /health');
console.log(line('bare uWebSockets.js handler', bare, bare));
console.log(line('algorun algod /health (in-process services)', health, bare));
console.log(line('algorun gateway --core (batched gRPC hop)', remote, bare));
