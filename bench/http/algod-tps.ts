/**
 * Sustained algod submission throughput (suggested `npm run bench:algod`): signed payments in groups of 16 posted
 * to POST /v2/transactions by wrk (64 connections, Lua script, every body once) against `node dist/main.js
 * --block-interval-ms 1000` in its own process; TPS = transactions in the blocks committed during the window /
 * the window's wall time. The window opens at the second block boundary after wrk starts posting (its threads read
 * the whole pre-generated load first, which takes seconds; a window opened before that counted empty blocks), and
 * each block's transaction count is printed, so a window that is not at the protocol's cap says so. Reference
 * measured in the same run: raw sodium ed25519 verification of the same transactions on two worker threads (the
 * signature-verification ceiling of this machine). A second, shorter run
 * under `--cpu-prof` shows where the server's time goes (self time per function, per thread).
 *
 * POST latency (wrk's p50/p99) covers the measured run only: a first wrk run of BENCH_WARMUP seconds, with bodies of
 * its own, warms the server up and is reported apart. The server's event-loop delay in the window (its
 * `nodejs_eventloop_lag_*` metrics, whose histogram each scrape resets: one scrape as the window opens, one as it
 * closes) shows how long its main thread kept requests waiting at its worst.
 *
 * Knobs (env): BENCH_SECONDS (20, measured window), BENCH_WARMUP (5; 0 skips the warm-up run), BENCH_RATE (25000: TPS the pre-generated
 * load is sized for, × 1.5), BENCH_CONNECTIONS (64), BENCH_THREADS (1 wrk thread), BENCH_INTERVAL_MS (1000),
 * BENCH_PROFILE_SECONDS (10; 0 skips the profiled run), BENCH_TOP (12 functions per list), BENCH_PROFILE_DIR (keep
 * the .cpuprofile files there instead of in a temporary directory that is removed), BENCH_FLAGS (extra server
 * flags, space-separated, e.g. `--threads 1`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { scrape } from '../../test/helpers/prometheus.js';
import { describeMachine } from '../harness.js';
import { formatCpu, machineBusyCores, snapshot, windowCpu, type WindowCpu } from './algod-cpu.js';
import { formatProfileDir } from './algod-cpuprofile.js';
import { confirmedIn, nextRound, type Confirmed } from './algod-ledger.js';
import { generateLoadParallel, postBodies, verifyCeiling, type Posting, type WrkResult } from './algod-load.js';
import { devAccounts, loadParams, startAlgorun } from './algod-server.js';

const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const seconds = env('BENCH_SECONDS', 20);
const warmup = env('BENCH_WARMUP', 5);
const rate = env('BENCH_RATE', 25_000);
const connections = env('BENCH_CONNECTIONS', 64);
const wrkThreads = env('BENCH_THREADS', 1);
const intervalMs = env('BENCH_INTERVAL_MS', 1000);
const profileSeconds = env('BENCH_PROFILE_SECONDS', 10);
const top = env('BENCH_TOP', 12);
const extraFlags = (process.env.BENCH_FLAGS ?? '').split(' ').filter((f) => f !== '');
const GROUP = 16;
const TAIL_SECONDS = 5;

interface RunResult {
  readonly tps: number;
  readonly windowSeconds: number;
  readonly from: number;
  readonly to: number;
  readonly confirmed: Confirmed;
  readonly wrk: WrkResult;
  /** the discarded warm-up run (undefined with BENCH_WARMUP=0) */
  readonly warm: WrkResult | undefined;
  readonly ceiling: number;
  readonly generated: string;
  readonly cpu: WindowCpu;
  /** the server's event-loop delay over the window, ms */
  readonly loopLag: { readonly p99Ms: number; readonly maxMs: number };
  /** the server's resident memory and JS heap in use as the window closes, MiB */
  readonly memory: { readonly rssMiB: number; readonly heapMiB: number };
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** One server, one load: generate, measure the ceiling on the idle machine, post, read the window back. */
async function run(windowSeconds: number, cpuProfileDir?: string): Promise<RunResult> {
  const flags = ['--block-interval-ms', String(intervalMs), ...extraFlags];
  const server = await startAlgorun(cpuProfileDir === undefined ? { flags } : { flags, cpuProfileDir });
  const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-load-'));
  let posting: Posting | undefined;
  try {
    const accounts = await devAccounts(server);
    const params = await loadParams(server);
    // The first `warmupGroups` bodies are the warm-up's; the measured run posts the rest.
    const warmupGroups = Math.ceil((rate * warmup * 1.5) / GROUP);
    const measuredSeconds = windowSeconds + TAIL_SECONDS;
    const groups = warmupGroups + Math.ceil((rate * measuredSeconds * 1.5) / GROUP);
    const t0 = performance.now();
    const load = await generateLoadParallel({ dir, accounts, params, groupSize: GROUP }, groups);
    const generated =
      `${fmt(load.groups)} groups (${fmt(load.txns)} txns, ${(load.bytes / 2 ** 20).toFixed(0)} MiB) generated in ` +
      `${((performance.now() - t0) / 1000).toFixed(1)} s on ${load.parts} threads`;
    const ceiling = await verifyCeiling(load.samples, 3000);
    const wrkOptions = { connections, threads: wrkThreads };
    // A separate, discarded wrk run warms the server up (JIT, a pool filled to its steady state), so that the
    // latency wrk reports covers the same steady load as the TPS window, not the server's first seconds.
    let warm: WrkResult | undefined;
    if (warmup > 0) {
      posting = postBodies(server.algod, dir, load.parts, {
        ...wrkOptions,
        seconds: warmup,
        range: { from: 0, to: warmupGroups },
      });
      warm = await posting.result;
    }
    posting = postBodies(server.algod, dir, load.parts, {
      ...wrkOptions,
      seconds: measuredSeconds,
      range: { from: warmupGroups, to: Infinity },
    });
    const pid = server.child.pid!;
    // The window opens once wrk is posting (its threads first read the whole load) and the pool has had a block
    // interval to fill again after the warm-up drained it: the first block boundary after that.
    await posting.ready;
    await nextRound(server);
    const start = await nextRound(server);
    const cpuStart = snapshot(pid, posting.pid);
    await scrape(server.algod); // resets the event-loop delay histogram: what the next scrape reports is the window's
    await sleep(windowSeconds * 1000);
    const end = await nextRound(server);
    const cpu = windowCpu(pid, cpuStart, snapshot(pid, posting.pid), availableParallelism());
    const lag = await scrape(server.algod);
    const loopLag = {
      p99Ms: lag.value('nodejs_eventloop_lag_p99_seconds') * 1000,
      maxMs: lag.value('nodejs_eventloop_lag_max_seconds') * 1000,
    };
    const memory = {
      rssMiB: lag.value('process_resident_memory_bytes') / 2 ** 20,
      heapMiB: lag.value('nodejs_heap_size_used_bytes') / 2 ** 20,
    };
    const wrk = await posting.result;
    const confirmed = await confirmedIn(server, start.round, end.round);
    const window = (end.at - start.at) / 1000;
    const tps = confirmed.txns / window;
    const bounds = { windowSeconds: window, from: start.round, to: end.round };
    return { tps, ...bounds, confirmed, wrk, warm, ceiling, generated, cpu, loopLag, memory };
  } finally {
    posting?.stop();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(r: RunResult): void {
  const { wrk, confirmed } = r;
  console.log(`load: ${r.generated}`);
  console.log(`verify ceiling (raw sodium ed25519, 2 worker threads): ${fmt(r.ceiling)} verifies/s`);
  const blocks = `${confirmed.blocks} blocks in ${r.windowSeconds.toFixed(2)} s`;
  console.log(`window: rounds ${r.from + 1}..${r.to} (${blocks}): ${fmt(confirmed.txns)} txns confirmed`);
  const met = r.tps >= 10_000 ? 'met' : 'NOT met';
  console.log(`TPS ${fmt(r.tps)}   TPS / verify ceiling ${(r.tps / r.ceiling).toFixed(2)}   target ≥ 10,000: ${met}`);
  const latency = `latency p50 ${wrk.p50Ms.toFixed(1)} ms, p99 ${wrk.p99Ms.toFixed(1)} ms`;
  console.log(`POST /v2/transactions (group of ${GROUP}): ${fmt(wrk.ok)} 2xx, ${fmt(wrk.bad)} non-2xx; ${latency}`);
  if (r.warm !== undefined) {
    const w = r.warm;
    const first = `p50 ${w.p50Ms.toFixed(1)} ms, p99 ${w.p99Ms.toFixed(1)} ms, ${fmt(w.ok)} 2xx, ${fmt(w.bad)} non-2xx`;
    console.log(`  warm-up run before it (${warmup} s from a cold server, discarded): ${first}`);
  }
  const mib = (confirmed.largestBlockBytes / 2 ** 20).toFixed(2);
  console.log(`largest block: ${fmt(confirmed.largestBlockTxns)} txns, ${mib} MiB (payset limit 5 MiB)`);
  // Blocks under the cap while load waits mean admission, not the protocol, bounds the window.
  console.log(`txns per block: ${confirmed.perBlock.map(fmt).join(' ')}`);
  console.log(formatCpu(r.cpu, availableParallelism()));
  const perTxn = (cores: number): string => `${((cores * 1e6) / r.tps).toFixed(0)} µs`;
  const verifyUs = (2e6 / r.ceiling).toFixed(0);
  const perServer = `${perTxn(r.cpu.server)} (main thread ${perTxn(r.cpu.main)})`;
  console.log(`server CPU per confirmed txn: ${perServer}; raw sodium verify: ${verifyUs} µs`);
  const lag = `p99 ${r.loopLag.p99Ms.toFixed(1)} ms, max ${r.loopLag.maxMs.toFixed(1)} ms`;
  console.log(`server event-loop delay in the window (nodejs_eventloop_lag_*): ${lag}`);
  const { rssMiB, heapMiB } = r.memory;
  console.log(
    `server memory as the window closes: resident ${rssMiB.toFixed(0)} MiB, JS heap in use ${heapMiB.toFixed(0)} MiB`,
  );
  if (wrk.bad > 0) console.log(`first error: ${wrk.firstError}`);
  if (wrk.used >= wrk.total) {
    console.log(`WARNING: all ${fmt(wrk.total)} bodies were used before wrk's time was up; raise BENCH_RATE`);
  }
}

const setup = `wrk -t${wrkThreads} -c${connections}, groups of ${GROUP}, --block-interval-ms ${intervalMs}`;
console.log(`# algod submission bench — ${await describeMachine()}; ${setup}`);
const busyBefore = await machineBusyCores();
if (busyBefore > 0.2)
  console.log(`WARNING: the machine was already ${busyBefore.toFixed(2)} cores busy before the start`);
report(await run(seconds));
if (profileSeconds > 0) {
  const keep = process.env.BENCH_PROFILE_DIR;
  const profileDir = keep ?? mkdtempSync(join(tmpdir(), 'algorun-bench-prof-'));
  try {
    const profiled = await run(profileSeconds, profileDir);
    const outcome = `TPS ${fmt(profiled.tps)} (${fmt(profiled.wrk.bad)} non-2xx)`;
    console.log(`\n## where the time goes: server under --cpu-prof, ${profileSeconds} s window, ${outcome}`);
    console.log(formatProfileDir(profileDir, top).join('\n'));
  } finally {
    if (keep === undefined) rmSync(profileDir, { recursive: true, force: true });
  }
}
