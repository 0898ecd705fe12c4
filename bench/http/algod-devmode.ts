/**
 * Default dev mode under load (`npm run bench:algod-devmode`): `node dist/main.js` with no `--block-interval-ms`,
 * so every POST /v2/transactions gets a block of its own that is fsynced before the answer. wrk posts pre-generated
 * unique signed payments (one per request, every body once) from 16 connections, then from 1.
 *
 * Reported per phase: TPS (transactions committed in the window, from the headers' txn counters, / the window's
 * wall time), p50/p99 per POST (whole wrk run), server CPU per transaction, and the blocks merged into one fsynced
 * write (the store's counters in /metrics). Reference in the same run, on the idle server's machine just before
 * the phase: serial fsynced RocksDB writes of a block's batch (fsync-reference.ts), and the ceiling it implies,
 * that rate × the blocks merged per write. A last, shorter 16-client run under `--cpu-prof` shows where the
 * server's time goes.
 *
 * Knobs (env): BENCH_SECONDS (10, measured window per phase), BENCH_WARMUP (3), BENCH_RATE (5000: TPS the
 * 16-client load is sized for, × 1.5; the 1-client load is sized for a fifth of it), BENCH_CLIENTS ("16,1"),
 * BENCH_PROFILE_SECONDS (5; 0 skips the profiled run), BENCH_TOP (12), BENCH_PROFILE_DIR (keep the profiles),
 * BENCH_FLAGS (extra server flags), BENCH_MAIN (another build's main.js, algod-server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describeMachine } from '../harness.js';
import { formatCpu, machineBusyCores, snapshot, windowCpu, type WindowCpu } from './algod-cpu.js';
import { formatProfileDir } from './algod-cpuprofile.js';
import { nextRound, txnCounter } from './algod-ledger.js';
import { generateLoadParallel, postBodies, type WrkResult } from './algod-load.js';
import { devAccounts, loadParams, startAlgorun, type AlgorunProcess, type DevAccount } from './algod-server.js';
import { serialFsyncRate } from './fsync-reference.js';

const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
const seconds = env('BENCH_SECONDS', 10);
const warmup = env('BENCH_WARMUP', 3);
const rate = env('BENCH_RATE', 5000);
const clientCounts = (process.env.BENCH_CLIENTS ?? '16,1').split(',').map(Number);
const profileSeconds = env('BENCH_PROFILE_SECONDS', 5);
const top = env('BENCH_TOP', 12);
const flags = (process.env.BENCH_FLAGS ?? '').split(' ').filter((f) => f !== '');
const TAIL_SECONDS = 3;
const GOAL = 3000;

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

interface Phase {
  readonly clients: number;
  readonly tps: number;
  readonly blocks: number;
  readonly writes: number;
  readonly commits: number;
  readonly blockBytes: number;
  readonly reference: number;
  readonly wrk: WrkResult;
  readonly cpu: WindowCpu;
}

/** The store's counters from /metrics (no token needed). */
async function storeCounters(server: AlgorunProcess): Promise<{ commits: number; writes: number }> {
  const text = await (await fetch(`${server.algod}/metrics`)).text();
  const read = (name: string): number => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return { commits: read('algorun_store_commits_total'), writes: read('algorun_store_synced_writes_total') };
}

/** One phase on `server`: generate a load sized for `clients`, post it, measure a window. */
async function phase(
  server: AlgorunProcess,
  accounts: readonly DevAccount[],
  clients: number,
  windowSeconds: number,
): Promise<Phase> {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-bench-devmode-'));
  let stop = (): void => undefined;
  try {
    const params = await loadParams(server);
    const sized = clients === 1 ? rate / 5 : rate;
    const groups = Math.ceil(sized * (warmup + windowSeconds + TAIL_SECONDS) * 1.5);
    const load = await generateLoadParallel({ dir, accounts, params, groupSize: 1, slideValidity: true }, groups);
    const { bytes: blockBytes } = await txnCounter(server, Number(params.firstValid));
    const reference = await serialFsyncRate(blockBytes, 2000);
    const posting = postBodies(server.algod, dir, load.parts, {
      seconds: warmup + windowSeconds + TAIL_SECONDS,
      connections: clients,
      threads: 1,
    });
    stop = posting.stop;
    const pid = server.child.pid!;
    await posting.ready; // the warm-up counts from when wrk posts, not from while it reads the load
    await sleep(warmup * 1000);
    const start = await nextRound(server);
    const [counterStart, storeStart, cpuStart] = [
      await txnCounter(server, start.round),
      await storeCounters(server),
      snapshot(pid, posting.pid),
    ];
    await sleep(windowSeconds * 1000);
    const end = await nextRound(server);
    const cpu = windowCpu(pid, cpuStart, snapshot(pid, posting.pid), availableParallelism());
    const [counterEnd, storeEnd] = [await txnCounter(server, end.round), await storeCounters(server)];
    const wrk = await posting.result;
    const tps = (counterEnd.counter - counterStart.counter) / ((end.at - start.at) / 1000);
    const blocks = end.round - start.round;
    const [writes, commits] = [storeEnd.writes - storeStart.writes, storeEnd.commits - storeStart.commits];
    if (wrk.used >= wrk.total)
      console.log(`WARNING: all ${fmt(wrk.total)} bodies were used before wrk's time was up; raise BENCH_RATE`);
    return { clients, tps, blocks, writes, commits, blockBytes: counterEnd.bytes, reference, wrk, cpu };
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

function report(p: Phase): void {
  const { wrk } = p;
  const merged = p.blocks / p.writes;
  const ceiling = p.reference * merged;
  console.log(
    `\n## ${p.clients} client${p.clients === 1 ? '' : 's'} (wrk -c${p.clients}, one payment per POST, a block each)`,
  );
  const goal = p.clients === 16 ? `   goal ≥ ${fmt(GOAL)}: ${p.tps >= GOAL ? 'met' : 'NOT met'}` : '';
  console.log(`TPS ${fmt(p.tps)}${goal}`);
  console.log(
    `POST /v2/transactions: ${fmt(wrk.ok)} 2xx, ${fmt(wrk.bad)} non-2xx; latency p50 ${wrk.p50Ms.toFixed(2)} ms, p99 ${wrk.p99Ms.toFixed(2)} ms`,
  );
  if (wrk.bad > 0) console.log(`first error: ${wrk.firstError}`);
  const commits = `${fmt(p.commits)} store commits`;
  console.log(
    `window: ${fmt(p.blocks)} blocks (${p.blockBytes} B each), ${commits}, ${fmt(p.writes)} fsynced writes: ${merged.toFixed(2)} blocks per write`,
  );
  console.log(
    `reference: serial fsynced writes of a block's batch ${fmt(p.reference)}/s; TPS / reference ${(p.tps / p.reference).toFixed(2)}`,
  );
  console.log(
    `ceiling (reference × blocks per write) ${fmt(ceiling)} TPS; TPS / ceiling ${(p.tps / ceiling).toFixed(2)}`,
  );
  console.log(formatCpu(p.cpu, availableParallelism()));
  const perTxn = (cores: number): string => `${((cores * 1e6) / p.tps).toFixed(0)} µs`;
  console.log(`server CPU per transaction: ${perTxn(p.cpu.server)} (main thread ${perTxn(p.cpu.main)})`);
}

/** A fresh server in dev mode, its dev accounts, `body` run on it, then stopped. */
async function withServer<T>(
  cpuProfileDir: string | undefined,
  body: (s: AlgorunProcess, a: DevAccount[]) => Promise<T>,
): Promise<T> {
  const server = await startAlgorun(cpuProfileDir === undefined ? { flags } : { flags, cpuProfileDir });
  try {
    return await body(server, await devAccounts(server));
  } finally {
    await server.stop();
  }
}

console.log(
  `# algod default dev mode bench — ${await describeMachine()}; wrk -t1, one payment per POST, no --block-interval-ms`,
);
const busyBefore = await machineBusyCores();
if (busyBefore > 0.2)
  console.log(`WARNING: the machine was already ${busyBefore.toFixed(2)} cores busy before the start`);
await withServer(undefined, async (server, accounts) => {
  for (const clients of clientCounts) report(await phase(server, accounts, clients, seconds));
});
if (profileSeconds > 0) {
  const keep = process.env.BENCH_PROFILE_DIR;
  const profileDir = keep ?? mkdtempSync(join(tmpdir(), 'algorun-bench-prof-'));
  try {
    const profiled = await withServer(profileDir, (server, accounts) => phase(server, accounts, 16, profileSeconds));
    console.log(
      `\n## where the time goes: server under --cpu-prof, 16 clients, ${profileSeconds} s window, TPS ${fmt(profiled.tps)}`,
    );
    console.log(formatProfileDir(profileDir, top).join('\n'));
  } finally {
    if (keep === undefined) rmSync(profileDir, { recursive: true, force: true });
  }
}
