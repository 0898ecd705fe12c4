/**
 * `npm run bench:store`: the store on its binding (`@nxtedition/rocksdb` with the writer thread, src/store) against
 * the binding it replaced (Level's `rocksdb` 5.2.1, awaited through its own callbacks as the old store did), in one
 * run. Two builds of RocksDB in one process crash it (a segmentation fault on load), so each side runs in a child
 * process of its own, the two alternating (old, new, old, new), and the parent prints the ratios of the better run of
 * each. The old binding loads only on Node 20: it is installed on first use into a cache folder under the system's
 * temporary directory (`npm install rocksdb@5.2.1`), never into the project.
 *
 * Cases, each the reference (old) and the candidate (new) on the same data:
 * - batch put: 1,000 puts of 100-byte values in one unsynced batch;
 * - point get: one key of 100,000, awaited;
 * - prefix iteration: 1,000 consecutive entries of a table;
 * - block commit: a full interval-mode block (1,500 accounts and a 400 KiB block, bench/http/fsync-reference.ts
 *   shapes), fsynced. The event loop's busy time per commit is printed too: the old binding built its batch on the
 *   event loop, the new store packs it and a thread writes it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { Store, type WriteOp } from '../../src/store/store.js';
import { describeMachine, measure } from '../harness.js';

type Callback<T = void> = (err: Error | null | undefined, value?: T) => void;
interface LegacyDb {
  open(options: object, cb: Callback): void;
  close(cb: Callback): void;
  getMany(keys: Buffer[], options: object, cb: Callback<(Buffer | undefined)[]>): void;
  batch(ops: WriteOp[], options: { sync: boolean }, cb: Callback): void;
  iterator(options: object): {
    next(cb: (err: unknown, key?: Buffer, value?: Buffer) => void): void;
    end(cb: Callback): void;
  };
}

const call = <T = void>(fn: (cb: Callback<T>) => void): Promise<T> =>
  new Promise((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value as T))));

/** Level's binding from the cache folder (installed there on first use); undefined where it cannot load. */
function legacyBinding(): ((dir: string) => LegacyDb) | undefined {
  if (!process.version.startsWith('v20.')) return undefined;
  const prefix = join(tmpdir(), 'algorun-bench-legacy-rocksdb');
  const entry = join(prefix, 'node_modules', 'rocksdb');
  if (!existsSync(entry)) {
    console.log(`installing rocksdb@5.2.1 into ${prefix} (first run only)`);
    execFileSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', 'rocksdb@5.2.1'], {
      stdio: 'inherit',
    });
  }
  return createRequire(join(prefix, 'x.js'))('rocksdb') as (dir: string) => LegacyDb;
}

const key = (table: number, n: number): Buffer => {
  const out = Buffer.alloc(10);
  out[0] = 0x61;
  out[1] = table;
  out.writeUInt32BE(n, 6);
  return out;
};

function blockCommit(round: number): WriteOp[] {
  const ops: WriteOp[] = [];
  for (let i = 0; i < 1500; i++) ops.push({ type: 'put', key: key(3, round * 1500 + i), value: randomBytes(120) });
  ops.push({ type: 'put', key: key(2, round), value: randomBytes(400 * 1024) });
  return ops;
}

const TABLE = 7;
const ENTRIES = 100_000;

async function fill(write: (ops: WriteOp[]) => Promise<void>): Promise<void> {
  for (let start = 0; start < ENTRIES; start += 10_000) {
    const ops: WriteOp[] = [];
    for (let n = start; n < start + 10_000; n++) ops.push({ type: 'put', key: key(TABLE, n), value: randomBytes(100) });
    await write(ops);
  }
}

/** Milliseconds of event-loop time one call of `fn` takes on average over `times` awaited calls. */
async function loopBusyMs(times: number, fn: () => Promise<void>): Promise<number> {
  const before = performance.eventLoopUtilization();
  for (let i = 0; i < times; i++) await fn();
  return performance.eventLoopUtilization(before).active / times;
}

type Side = 'old' | 'new';
type Rates = Record<string, number>;

const CASES = [
  'batch put (1,000 puts, unsynced)',
  'point get',
  'prefix iteration (1,000 entries)',
  'block commit (1,500 accounts + 400 KiB block, fsynced)',
] as const;

/** What one side's operations are: the old binding awaited through callbacks, or the store. */
interface Ops {
  write(ops: WriteOp[], sync: boolean): Promise<void>;
  get(key: Buffer): Promise<void>;
  scan(gte: Buffer, lt: Buffer): Promise<void>;
  close(): Promise<void>;
}

async function oldOps(dir: string): Promise<Ops> {
  const db = legacyBinding()!(dir);
  await call((cb) => db.open({ createIfMissing: true, compression: true }, cb));
  return {
    write: (ops, sync) => call((cb) => db.batch(ops, { sync }, cb)),
    get: async (k) => void (await call<(Buffer | undefined)[]>((cb) => db.getMany([k], {}, cb))),
    async scan(gte, lt) {
      const it = db.iterator({ gte, lt, keyAsBuffer: true, valueAsBuffer: true });
      for (;;) {
        const done = await new Promise<boolean>((resolve, reject) =>
          it.next((err, k) => (err ? reject(err as Error) : resolve(k === undefined))),
        );
        if (done) break;
      }
      await call((cb) => it.end(cb));
    },
    close: () => call((cb) => db.close(cb)),
  };
}

async function newOps(dir: string): Promise<Ops> {
  const store = await Store.open(dir);
  return {
    write: (ops, sync) => (sync ? store.commit(ops) : store.commitUnsynced(ops)),
    get: async (k) => void (await store.get(k)),
    async scan(gte, lt) {
      for await (const entry of store.scan({ gte, lt })) void entry;
    },
    close: () => store.close(),
  };
}

/** One side's rates (ops/s per case, and `loopMs`: event-loop milliseconds per block commit). */
async function side(which: Side): Promise<Rates> {
  const dir = mkdtempSync(join(tmpdir(), `algorun-bench-store-${which}-`));
  const ops = await (which === 'old' ? oldOps(dir) : newOps(dir));
  try {
    await fill((batch) => ops.write(batch, false));
    let n = 0;
    const pick = (): Buffer => key(TABLE, (n = (n * 7919 + 13) % ENTRIES));
    const puts = (): WriteOp[] =>
      Array.from({ length: 1000 }, (_, i) => ({ type: 'put', key: key(9, i), value: randomBytes(100) }) as WriteOp);
    let round = 0;
    const results = await measure([
      { name: CASES[0], async: () => ops.write(puts(), false) },
      { name: CASES[1], async: () => ops.get(pick()) },
      { name: CASES[2], async: () => ops.scan(key(TABLE, 5000), key(TABLE, 6000)) },
      { name: CASES[3], async: () => ops.write(blockCommit(++round), true) },
    ]);
    const rates: Rates = Object.fromEntries(results.map((r) => [r.name, r.hz]));
    rates.loopMs = await loopBusyMs(50, () => ops.write(blockCommit(++round), true));
    return rates;
  } finally {
    await ops.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function runSide(which: Side): Rates {
  const out = execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--side', which], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Rates;
}

export async function run(): Promise<void> {
  console.log(`# algorun bench:store — ${await describeMachine()}`);
  if (legacyBinding() === undefined) {
    console.log(`Level's rocksdb 5.2.1 does not load on ${process.version}: run this bench on Node 20.`);
    return;
  }
  const runs: Record<Side, Rates[]> = { old: [], new: [] };
  for (let i = 0; i < 2; i++) for (const which of ['old', 'new'] as const) runs[which].push(runSide(which));
  const best = (which: Side, name: string, pickMax = true): number => {
    const values = runs[which].map((r) => r[name]!);
    return pickMax ? Math.max(...values) : Math.min(...values);
  };
  console.log('\n## store: @nxtedition/rocksdb + writer thread vs rocksdb 5.2.1 (best of 2 runs each, ops/s)');
  for (const name of CASES) {
    const [o, n] = [best('old', name), best('new', name)];
    console.log(`  ${name.padEnd(56)} ${fmt(o)} → ${fmt(n)}   ${(n / o).toFixed(2)}x reference`);
  }
  const [o, n] = [best('old', 'loopMs', false), best('new', 'loopMs', false)];
  console.log(
    `  ${'event-loop ms per block commit (lower is better)'.padEnd(56)} ${o.toFixed(3)} → ${n.toFixed(3)} ms`,
  );
}

const fmt = (hz: number): string => Math.round(hz).toLocaleString('en-US').padStart(9);

const sideArg = process.argv.indexOf('--side');
if (sideArg !== -1) {
  const which = process.argv[sideArg + 1] as Side;
  console.log(JSON.stringify(await side(which)));
  process.exit(0);
} else if (import.meta.url === `file://${process.argv[1]}`) await run();
