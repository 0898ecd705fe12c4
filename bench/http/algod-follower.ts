/**
 * A follower next to a loaded primary (suggested `npm run bench:follower`), two measurements in one run:
 *
 * 1. Follower lag: a primary (`node dist/main.js --block-interval-ms 1000`) loaded as `algod-tps.ts` loads it
 *    (signed payment groups of 16 posted once each by wrk, algod-load.ts) and one follower (`--peer` the primary),
 *    each in its own process. Every 100 ms during the window both `last-round`s are read at once; lag = primary −
 *    follower, in blocks, reported as p50 / p99 / max (goal p99 ≤ 2), with the CPU of the follower and of the
 *    primary over the window and the primary's TPS (its blocks, read back) for scale.
 * 2. Read spreading: after the load, GET /v2/accounts/{address} with wrk against the primary alone, then against
 *    primary and follower at once (two wrk processes, half the connections each, same duration). Reported: req/s of
 *    each and the ratio of the pair's sum to the primary alone. Both servers and wrk share this machine's cores,
 *    so the ratio says what a second process on the same host gives, not what a second host would.
 *
 * Placement (BENCH_PLACEMENT): `hosts` (the default on a machine of 2 cores or more) runs the primary and its
 * wrk load on the first half of the CPUs and the follower on the other half (`taskset -c`), as two hosts of half
 * the machine each would run them: each server's CPU is its own, as in a deployment. `shared` lets both servers and
 * wrk use every CPU: at full load the two then compete for the same cores, and the follower's lag says how the
 * scheduler splits them. Both are printed with the figures.
 *
 * Knobs (env): BENCH_SECONDS (10: the lag window and each wrk read run), BENCH_WARMUP (3), BENCH_RATE (20000: TPS
 * the pre-generated load is sized for, × 1.5), BENCH_CONNECTIONS (64, load and reads), BENCH_THREADS (1 wrk thread),
 * BENCH_PROFILE_DIR (write the follower's V8 CPU profile there when it stops).
 * Servers bind 127.0.0.1 on ephemeral ports; only the processes started here are stopped, by PID.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { scrape } from '../../test/helpers/prometheus.js';
import { describeMachine } from '../harness.js';
import { formatCpu, machineBusyCores, snapshot, windowCpu, type WindowCpu } from './algod-cpu.js';
import { confirmedIn, nextRound } from './algod-ledger.js';
import { generateLoadParallel, postBodies, type Posting } from './algod-load.js';
import { algodGet, devAccounts, loadParams, startAlgorun, TOKEN, type AlgorunProcess } from './algod-server.js';
import { parseWrkSummary, WRK_MISSING, wrkArgs, type WrkSummary } from './wrk-summary.js';

const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const seconds = env('BENCH_SECONDS', 10);
const warmup = env('BENCH_WARMUP', 3);
const rate = env('BENCH_RATE', 20_000);
const connections = env('BENCH_CONNECTIONS', 64);
const wrkThreads = env('BENCH_THREADS', 1);
const GROUP = 16;
const TAIL_SECONDS = 3;
const SAMPLE_MS = 100;
const cores = availableParallelism();
const placement = process.env.BENCH_PLACEMENT ?? (cores >= 2 ? 'hosts' : 'shared');
if (placement !== 'hosts' && placement !== 'shared') throw new Error('BENCH_PLACEMENT is hosts or shared');
/** `taskset -c` lists: the primary (and its load) on the first half of the CPUs, the follower on the rest. */
const half = Math.floor(cores / 2);
const cpus =
  placement === 'hosts'
    ? { primary: `0-${Math.max(0, half - 1)}`, follower: `${half}-${cores - 1}` }
    : { primary: undefined, follower: undefined };
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** How many of the follower's block groups had their checks done ahead from the primary's feed (its metrics). */
async function precheckLine(follower: AlgorunProcess): Promise<string> {
  const metrics = await scrape(follower.algod);
  const ahead = metrics.value('algorun_follower_prechecked_groups_total');
  const onArrival = metrics.value('algorun_follower_checked_on_arrival_groups_total');
  return `follower groups checked ahead from the primary's feed: ${fmt(ahead)} of ${fmt(ahead + onArrival)} (since start)`;
}

const lastRound = async (server: AlgorunProcess): Promise<number> =>
  (await algodGet<{ 'last-round': number }>(server, '/v2/status'))['last-round'];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Wait until the follower has the primary's round (after the load; bounded to a minute). */
async function caughtUp(primary: AlgorunProcess, follower: AlgorunProcess): Promise<void> {
  const target = await lastRound(primary);
  for (let i = 0; i < 600 && (await lastRound(follower)) < target; i++) await sleep(100);
}

/** Part 1: the primary under submission load, lag samples and CPU over the window. */
async function lag(primary: AlgorunProcess, follower: AlgorunProcess): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-follower-'));
  let posting: Posting | undefined;
  try {
    const accounts = await devAccounts(primary);
    const params = await loadParams(primary);
    const total = warmup + seconds + TAIL_SECONDS;
    const load = await generateLoadParallel(
      { dir, accounts, params, groupSize: GROUP },
      Math.ceil((rate * total * 1.5) / GROUP),
    );
    console.log(`load: ${fmt(load.groups)} groups (${fmt(load.txns)} txns) for ${total} s of wrk -c${connections}`);
    posting = postBodies(primary.algod, dir, load.parts, {
      seconds: total,
      connections,
      threads: wrkThreads,
      ...(cpus.primary === undefined ? {} : { cpus: cpus.primary }),
    });
    await posting.ready; // the warm-up counts from when wrk posts, not from while it reads the load
    await sleep(warmup * 1000);
    const start = await nextRound(primary);
    const [pPid, fPid] = [primary.child.pid!, follower.child.pid!];
    const cpu0 = { primary: snapshot(pPid, posting.pid), follower: snapshot(fPid, posting.pid) };
    const lags: number[] = [];
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const next = sleep(SAMPLE_MS);
      const [p, f] = await Promise.all([lastRound(primary), lastRound(follower)]);
      lags.push(Math.max(0, p - f));
      await next;
    }
    const cpu = {
      primary: windowCpu(pPid, cpu0.primary, snapshot(pPid, posting.pid), cores),
      follower: windowCpu(fPid, cpu0.follower, snapshot(fPid, posting.pid), cores),
    };
    const end = await nextRound(primary);
    const wrk = await posting.result;
    const confirmed = await confirmedIn(primary, start.round, end.round);
    const tps = confirmed.txns / ((end.at - start.at) / 1000);
    lags.sort((a, b) => a - b);
    const [p50, p99, max] = [percentile(lags, 50), percentile(lags, 99), lags.at(-1) ?? NaN];
    console.log(
      `primary: rounds ${start.round + 1}..${end.round}, ${fmt(confirmed.txns)} txns, TPS ${fmt(tps)}; POST ${fmt(wrk.ok)} 2xx, ${fmt(wrk.bad)} non-2xx`,
    );
    if (wrk.used >= wrk.total)
      console.log(
        `WARNING: all ${fmt(wrk.total)} bodies were posted before the window ended (the primary idled after): raise BENCH_RATE`,
      );
    console.log(
      `follower lag over ${lags.length} samples (every ${SAMPLE_MS} ms): p50 ${p50}, p99 ${p99}, max ${max} blocks   goal p99 ≤ 2: ${p99 <= 2 ? 'met' : 'NOT met'}`,
    );
    console.log(`follower ${cpuLine(cpu.follower, tps, 'confirmed txn')}`);
    console.log(`primary  ${cpuLine(cpu.primary, tps, 'confirmed txn')}`);
    console.log(await precheckLine(follower));
  } finally {
    posting?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function cpuLine(w: WindowCpu, perSecond: number, unit: string): string {
  return `${formatCpu(w, cores)}\n         server CPU per ${unit}: ${((w.server * 1e6) / perSecond).toFixed(1)} µs`;
}

/** One wrk GET run of `seconds` with `conns` connections. */
function wrkGet(url: string, conns: number): Promise<WrkSummary> {
  const args = wrkArgs({
    threads: wrkThreads,
    connections: conns,
    seconds,
    url,
    headers: [`X-Algo-API-Token: ${TOKEN}`],
  });
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let [stdout, stderr] = ['', ''];
  child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`${WRK_MISSING}: ${error.message}`)));
    child.once('exit', () => {
      try {
        resolve(parseWrkSummary(stdout, stderr));
      } catch (error) {
        reject(error as Error);
      }
    });
  });
}

/** Part 2: account reads on the primary alone, then on both at once with the connections split. */
async function spreading(primary: AlgorunProcess, follower: AlgorunProcess): Promise<void> {
  const [account] = await devAccounts(primary);
  const path = `/v2/accounts/${account!.address}`;
  const [a, b] = [await algodGet<object>(primary, path), await algodGet<object>(follower, path)];
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error('primary and follower answer the account differently');
  await wrkGet(`${primary.algod}${path}`, connections); // warm-up, discarded
  const alone = await wrkGet(`${primary.algod}${path}`, connections);
  const half = Math.max(1, Math.floor(connections / 2));
  const [onPrimary, onFollower] = await Promise.all([
    wrkGet(`${primary.algod}${path}`, half),
    wrkGet(`${follower.algod}${path}`, half),
  ]);
  const line = (name: string, r: WrkSummary): string =>
    `${name.padEnd(40)} ${fmt(r.rps).padStart(9)} req/s  p50 ${r.p50.padStart(8)}  p99 ${r.p99.padStart(8)}`;
  console.log(line(`primary alone (-c${connections})`, alone));
  console.log(line(`primary, with the follower (-c${half})`, onPrimary));
  console.log(line(`follower, with the primary (-c${half})`, onFollower));
  const sum = onPrimary.rps + onFollower.rps;
  console.log(
    `primary + follower ${fmt(sum)} req/s = ${(sum / alone.rps).toFixed(2)}× the primary alone (${placement === 'hosts' ? `each server on its CPUs, wrk on any of the ${cores}` : `the same ${cores} cores shared by both servers and wrk`})`,
  );
}

console.log(`# follower bench — ${await describeMachine()}; --block-interval-ms 1000, BENCH_SECONDS ${seconds}`);
const busy = await machineBusyCores();
if (busy > 0.2) console.log(`WARNING: the machine was already ${busy.toFixed(2)} cores busy before the start`);
console.log(
  placement === 'hosts'
    ? `placement: hosts (primary and its wrk load on CPUs ${cpus.primary}, follower on CPUs ${cpus.follower}; BENCH_PLACEMENT=shared for all on all)`
    : 'placement: shared (both servers and wrk on every CPU)',
);
const primary = await startAlgorun({
  flags: ['--block-interval-ms', '1000'],
  ...(cpus.primary === undefined ? {} : { cpus: cpus.primary }),
});
let follower: AlgorunProcess | undefined;
try {
  const profileDir = process.env.BENCH_PROFILE_DIR;
  follower = await startAlgorun({
    flags: ['--peer', primary.algod],
    ...(profileDir === undefined ? {} : { cpuProfileDir: profileDir }),
    ...(cpus.follower === undefined ? {} : { cpus: cpus.follower }),
  });
  await caughtUp(primary, follower);
  console.log('\n## follower lag under submission load');
  await lag(primary, follower);
  await caughtUp(primary, follower);
  console.log('\n## account reads: primary alone vs primary + follower');
  await spreading(primary, follower);
} finally {
  await follower?.stop();
  await primary.stop();
}
