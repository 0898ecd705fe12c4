/**
 * Reads under load (suggested `npm run bench:algod-account`): GET /v2/accounts/{address} of a funded account,
 * GET /versions and GET /v2/transactions/params, each with wrk (64 connections, 10 s, after a discarded warm-up run of the same length) against `node
 * dist/main.js` in its own process, reported as a ratio to a bare uWebSockets.js hello handler
 * (`serve-bare.ts`, GET /health) measured in the same run, as req/s and as server CPU per request. Target (issue
 * 23): ≥ 0.8× the bare handler for each. A last run of the same length under `--cpu-prof` prints where the
 * server's main thread spends its time on one of them (BENCH_PROFILE_PATH: account, versions or params).
 * BENCH_ROUNDS (3) rounds alternate the bare handler and the three reads; the result is the median ratio of each
 * read to the bare handler of its round, by server CPU per request (trust this one on a shared machine) and req/s.
 * Knobs (env): BENCH_SECONDS (10), BENCH_CONNECTIONS (64), BENCH_THREADS (1 wrk thread: the machine has two cores
 * and wrk needs one of them about as much as the server does), BENCH_PROFILE (1; 0 skips the profiled run),
 * BENCH_TOP (12 functions per list), BENCH_METRICS_ROUNDS (2; metrics on vs off, metrics-ab.ts; 0 skips).
 */
import { parseWrkSummary, WRK_MISSING, wrkArgs } from './wrk-summary.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMachine } from '../harness.js';
import { formatProfileDir } from './algod-cpuprofile.js';
import { formatCpu, machineBusyCores, snapshot, windowCpu, type WindowCpu } from './algod-cpu.js';
import { algodGet, devAccounts, startAlgorun, startBare, TOKEN } from './algod-server.js';
import { metricsAb } from './metrics-ab.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64);
const wrkThreads = Number(process.env.BENCH_THREADS ?? 1);
const profile = process.env.BENCH_PROFILE !== '0';
const top = Number(process.env.BENCH_TOP ?? 12);
const metricsRounds = Number(process.env.BENCH_METRICS_ROUNDS ?? 2);
const profilePath = process.env.BENCH_PROFILE_PATH ?? 'account';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const readPath = (name: string, address: string): string =>
  name === 'versions' ? '/versions' : name === 'params' ? '/v2/transactions/params' : `/v2/accounts/${address}`;

type Result = { rps: number; p50: string; p99: string; cpu: WindowCpu | undefined };

/** One wrk GET run; CPU of the server's threads and of wrk is accounted over the run. @throws on non-2xx */
function wrk(url: string, serverPid: number): Promise<Result> {
  const args = wrkArgs({
    threads: wrkThreads,
    connections: connections,
    seconds,
    url,
    headers: [`X-Algo-API-Token: ${TOKEN}`],
  });
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const start = snapshot(serverPid, child.pid!);
  let stdout = '';
  let cpu: WindowCpu | undefined;
  // The last snapshot is taken just before wrk's time is up, while its /proc entry still exists.
  const timer = setTimeout(
    () => (cpu = windowCpu(serverPid, start, snapshot(serverPid, child.pid!), availableParallelism())),
    seconds * 1000 - 200,
  );
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${WRK_MISSING}: ${error.message}`)));
    child.once('exit', () => {
      clearTimeout(timer);
      try {
        resolve({ ...parseWrkSummary(stdout), cpu });
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

async function measure(url: string, pid: number): Promise<Result> {
  await wrk(url, pid); // warm-up, discarded
  return wrk(url, pid);
}

/** Server CPU per request does not depend on what else the machine runs, unlike req/s: print both. */
function cpuLine(r: Result): string {
  if (r.cpu === undefined) return '  (no CPU figures: wrk ended early)';
  return `  ${formatCpu(r.cpu, availableParallelism())}\n  server CPU per request ${((r.cpu.server * 1e6) / r.rps).toFixed(1)} µs`;
}

const busy = await machineBusyCores();
console.log(`# algod account bench — ${await describeMachine()}; wrk -t${wrkThreads} -c${connections} -d${seconds}s`);
if (busy > 0.2) console.log(`WARNING: the machine was already ${busy.toFixed(2)} cores busy before the bench started`);
const bare = await startBare();
const server = await startAlgorun();
try {
  const [account] = await devAccounts(server);
  const path = `/v2/accounts/${account!.address}`;
  const sample = await algodGet<{ amount: number; address: string }>(server, path);
  if (sample.address !== account!.address || !(sample.amount > 0))
    throw new Error(`unexpected account answer ${JSON.stringify(sample)}`);
  const line = (name: string, r: Result): string =>
    `${name.padEnd(34)} ${Math.round(r.rps).toLocaleString('en-US').padStart(9)} req/s  p50 ${r.p50.padStart(8)}  p99 ${r.p99.padStart(8)}`;
  const cpuPerRequest = (r: Result): number => (r.cpu === undefined ? NaN : r.cpu.server / r.rps);
  const reads = [
    ['account', 'GET /v2/accounts/{address}'],
    ['versions', 'GET /versions'],
    ['params', 'GET /v2/transactions/params'],
  ] as const;
  const ratios = new Map<string, { rps: number[]; cpu: number[] }>(reads.map(([name]) => [name, { rps: [], cpu: [] }]));
  // Rounds alternate the bare handler and each read, so each ratio compares runs minutes apart at most.
  for (let round = 1; round <= rounds; round++) {
    console.log(`-- round ${round} of ${rounds}`);
    const reference =
      round === 1
        ? await measure(`${bare.url}/health`, bare.child.pid!)
        : await wrk(`${bare.url}/health`, bare.child.pid!);
    console.log(line('bare uWebSockets.js GET /health', reference));
    console.log(cpuLine(reference));
    for (const [name, label] of reads) {
      const url = `${server.algod}${readPath(name, account!.address)}`;
      const measured = round === 1 ? await measure(url, server.child.pid!) : await wrk(url, server.child.pid!);
      const rpsRatio = measured.rps / reference.rps;
      const cpuRatio = cpuPerRequest(reference) / cpuPerRequest(measured);
      ratios.get(name)!.rps.push(rpsRatio);
      ratios.get(name)!.cpu.push(cpuRatio);
      console.log(
        `${line(`algorun ${label}`, measured)}  ${rpsRatio.toFixed(2)}× bare req/s, ${cpuRatio.toFixed(2)}× bare by CPU per request`,
      );
      console.log(cpuLine(measured));
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const [name, label] of reads) {
    const r = ratios.get(name)!;
    console.log(
      `${label.padEnd(30)} median of ${rounds}: ${median(r.cpu).toFixed(2)}× bare by CPU per request, ${median(r.rps).toFixed(2)}× by req/s (target ≥ 0.80)`,
    );
  }
} finally {
  await server.stop();
  await bare.stop();
}
console.log((await metricsAb(wrk, metricsRounds)).join('\n'));
if (profile) await profiledRun();

/** The same load once more against a server under --cpu-prof, then its thread summaries. */
async function profiledRun(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-prof-'));
  const profiled = await startAlgorun({ cpuProfileDir: dir });
  try {
    const [account] = await devAccounts(profiled);
    const r = await wrk(`${profiled.algod}${readPath(profilePath, account!.address)}`, profiled.child.pid!);
    await profiled.stop();
    console.log(
      `\n## where the time goes: ${profilePath}, server under --cpu-prof, ${Math.round(r.rps).toLocaleString('en-US')} req/s`,
    );
    console.log(formatProfileDir(dir, top, true).join('\n'));
  } finally {
    await profiled.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
