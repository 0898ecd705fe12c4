/**
 * `npm run bench:http`: HTTP load on 127.0.0.1 with wrk (Debian package `wrk`), each server in its own process,
 * reported as a ratio to a bare uWebSockets.js handler measured in the same run.
 * Knobs (env): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (64), BENCH_THREADS (1 wrk thread: the machine has
 * 2 cores and the server needs one).
 */
import { parseWrkSummary, WRK_MISSING } from './wrk-summary.js';
import { spawnSync } from 'node:child_process';
import { describeMachine } from '../harness.js';
import { startAlgorun, startBare, type AlgorunProcess } from './algod-server.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const wrkThreads = Number(process.env.BENCH_THREADS ?? 1);

type Result = { rps: number; p99: string };

function wrk(url: string, headers: string[] = []): Result {
  const args = ['-t', String(wrkThreads), '-c', String(connections), '-d', `${seconds}s`, '--latency'];
  for (const h of headers) args.push('-H', h);
  const out = spawnSync('wrk', [...args, url], { encoding: 'utf8' });
  if (out.error) throw new Error(`${WRK_MISSING}: ${out.error.message}`);
  const { rps, p99 } = parseWrkSummary(out.stdout, out.stderr, true);
  return { rps, p99 };
}

async function measure(server: { url: string; stop(): Promise<void> }, path: string): Promise<Result> {
  try {
    wrk(`${server.url}${path}`); // warm-up run, discarded
    return wrk(`${server.url}${path}`);
  } finally {
    await server.stop();
  }
}

const algorun = async (flags: readonly string[] = []): Promise<AlgorunProcess & { url: string }> => {
  const server = await startAlgorun({ flags });
  return { ...server, url: server.algod };
};

/** A gateway-only process (`--core`) in front of a core process: REST → coalesced gRPC batches → services. */
async function measureRemote(path: string): Promise<Result> {
  const core = await algorun();
  try {
    return await measure(await algorun(['--core', core.grpc!]), path);
  } finally {
    await core.stop();
  }
}

const line = (name: string, r: Result, ref: Result): string =>
  `  ${name.padEnd(44)} ${Math.round(r.rps).toLocaleString('en-US').padStart(9)} req/s  p99 ${r.p99.padStart(8)}  ${(r.rps / ref.rps).toFixed(2)}x reference`;

console.log(`# algorun HTTP bench — ${await describeMachine()}, wrk -t${wrkThreads} -c${connections} -d${seconds}s`);
const bare = await measure(await startBare(), '/health');
const health = await measure(await algorun(), '/health');
const remote = await measureRemote('/health');
console.log('\n## GET /health');
console.log(line('bare uWebSockets.js handler', bare, bare));
console.log(line('algorun algod /health (in-process services)', health, bare));
console.log(line('algorun gateway --core (batched gRPC hop)', remote, bare));
