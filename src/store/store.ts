/**
 * The store: sole owner of the RocksDB handle (docs/design.md, "Layering"; `rocksdb` is discontinued upstream, so nothing outside
 * this folder may import it and a maintained binding can replace it here).
 *
 * Durability policy (fsync):
 * - `commit()` is for acknowledged writes. Its batch is applied atomically with `sync: true`, i.e. the WAL is
 *   fsynced before the promise resolves, so whatever a caller acknowledged survives `kill -9` and power loss.
 * - Commits issued during the same event-loop turn, and all those issued while the previous write is in flight, are
 *   merged into ONE synced RocksDB batch (group commit): one fsync for many concurrent requests, while each caller
 *   still resolves only after its data is durable. Order is preserved: a later batch's operation on the same key
 *   wins, so a merged write keeps only the last operation of each key (dev-mode blocks all rewrite the fee sink and
 *   the latest-round marker); the batch is atomic, so what survives a crash is the same.
 * - `commitUnsynced()` skips the fsync (WAL still written; survives a process crash but not power loss). For
 *   derived or re-creatable data only.
 * - A written batch holds its large values last (`largeLast`); only the order of operations on distinct keys changes.
 * Reads never block writes; `getMany` is one native call for a whole batch of keys (hot paths use it).
 */
import rocksdb from 'rocksdb';
import type { RocksDB, BatchOp } from 'rocksdb';
import { mkdirSync } from 'node:fs';
import { AppError } from '../core/errors.js';

export type WriteOp = BatchOp;

export type ScanOptions = { gte?: Buffer; gt?: Buffer; lt?: Buffer; lte?: Buffer; reverse?: boolean; limit?: number };

/** Promise form of a callback-style native call. */
function call<T = void>(fn: (cb: (err: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => fn((err, value) => (err ? reject(err) : resolve(value as T))));
}

/**
 * A commit's operations, or a function that makes them when its write is taken (synchronously, in commit order,
 * at the start of the flush that writes it): a caller can then write only the latest state of records that several
 * merged commits changed (the ledger's accounts).
 */
export type CommitOps = WriteOp[] | (() => WriteOp[]);

type Pending = { ops: CommitOps; resolve: () => void; reject: (e: unknown) => void };

/** Counters exposed for tests and benches (not timings). */
export type StoreStats = { commits: number; syncedBatches: number };

/** The operations of merged commits in order, keeping only the last operation of each key. */
function lastPerKey(lists: readonly WriteOp[][]): WriteOp[] {
  const last = new Map<string, number>();
  const all: WriteOp[] = [];
  for (const ops of lists) {
    for (const op of ops) {
      last.set(op.key.toString('latin1'), all.length);
      all.push(op);
    }
  }
  if (last.size === all.length) return all;
  return all.filter((op, i) => last.get(op.key.toString('latin1')) === i);
}

/** Puts of values from this size on are written after a batch's other operations (`largeLast`). */
export const LARGE_VALUE_BYTES = 64 * 1024;

/**
 * `ops` with each put of a large value moved after the other operations, unless a later operation touches the same
 * key (then nothing about it moves). Why: the binding builds a batch on the event loop by appending each operation
 * to one growing buffer, and a small operation appended after a large value makes that buffer reallocate and copy
 * the value again (a 5 MiB block ahead of a block's ~1,500 other operations: the synchronous part of the write took a
 * median of 4.7–5.4 ms, 2.2–3.1 ms with the block last). A batch is atomic, so the order of operations on distinct
 * keys changes nothing that is written.
 */
export function largeLast(ops: readonly WriteOp[]): readonly WriteOp[] {
  let large: Set<number> | undefined;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if (op.type === 'put' && op.value.length >= LARGE_VALUE_BYTES && !touchedAfter(ops, i))
      (large ??= new Set()).add(i);
  }
  if (large === undefined || (large.size === 1 && large.has(ops.length - 1))) return ops;
  const ordered: WriteOp[] = [];
  for (let i = 0; i < ops.length; i++) if (!large.has(i)) ordered.push(ops[i]!);
  for (const i of large) ordered.push(ops[i]!);
  return ordered;
}

/** Whether an operation after `ops[i]` has its key. */
function touchedAfter(ops: readonly WriteOp[], i: number): boolean {
  const key = ops[i]!.key;
  for (let j = i + 1; j < ops.length; j++) if (ops[j]!.key.equals(key)) return true;
  return false;
}

export class Store {
  readonly #db: RocksDB;
  #pending: Pending[] = [];
  #flushScheduled = false;
  /** The batch currently being written; flushes are serialized so that commit order is write order. */
  #inFlight: Promise<void> = Promise.resolve();
  #closed = false;
  readonly stats: StoreStats = { commits: 0, syncedBatches: 0 };

  private constructor(db: RocksDB) {
    this.#db = db;
  }

  /** Opens (creating if missing) the database in `dir`. @throws CORE_STORE_FAILURE (e.g. already locked) */
  static async open(dir: string): Promise<Store> {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const db = rocksdb(dir);
    try {
      await call((cb) => db.open({ createIfMissing: true, compression: true }, cb));
    } catch (cause) {
      const locked = cause instanceof Error && /lock/i.test(cause.message);
      const hint = locked ? ' (another process, e.g. a running algorun, has it open)' : '';
      throw new AppError('CORE_STORE_FAILURE', `cannot open the database in ${dir}${hint}`, { cause });
    }
    return new Store(db);
  }

  async get(key: Buffer): Promise<Buffer | undefined> {
    this.#assertOpen();
    const [value] = await this.getMany([key]);
    return value;
  }

  async getMany(keys: Buffer[]): Promise<(Buffer | undefined)[]> {
    this.#assertOpen();
    if (keys.length === 0) return [];
    return call<(Buffer | undefined)[]>((cb) => this.#db.getMany(keys, {}, cb));
  }

  /**
   * Atomic, durable write; resolves once the batch is fsynced (group-committed with the same turn's batches and
   * with those issued while the previous write is in flight). A function given as `ops` runs when its write is
   * taken (CommitOps); if it throws, that whole write fails with CORE_STORE_FAILURE.
   */
  commit(ops: CommitOps): Promise<void> {
    this.#assertOpen();
    if (typeof ops !== 'function' && ops.length === 0) return Promise.resolve();
    this.stats.commits++;
    return new Promise<void>((resolve, reject) => {
      this.#pending.push({ ops, resolve, reject });
      if (!this.#flushScheduled) {
        this.#flushScheduled = true;
        setImmediate(() => void this.#enqueueFlush());
      }
    });
  }

  /** Atomic write without fsync; only for data that can be rebuilt. */
  async commitUnsynced(ops: WriteOp[]): Promise<void> {
    this.#assertOpen();
    if (ops.length > 0) await call((cb) => this.#db.batch(ops, { sync: false }, cb));
  }

  /** Iterates a key range in order; the iterator is always ended, even if the consumer stops early. */
  async *scan(options: ScanOptions): AsyncGenerator<[Buffer, Buffer]> {
    this.#assertOpen();
    const it = this.#db.iterator({ ...options, keyAsBuffer: true, valueAsBuffer: true });
    try {
      for (;;) {
        const entry = await new Promise<[Buffer, Buffer] | undefined>((resolve, reject) =>
          it.next((err, key, value) => (err ? reject(err) : resolve(key === undefined ? undefined : [key, value!]))),
        );
        if (entry === undefined) return;
        yield entry;
      }
    } finally {
      await call((cb) => it.end(cb));
    }
  }

  /** Flushes pending commits, then closes the handle. Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#enqueueFlush();
    this.#closed = true;
    await call((cb) => this.#db.close(cb));
  }

  #enqueueFlush(): Promise<void> {
    // libuv may run two native batch jobs in either order; chaining keeps RocksDB's write order = commit order.
    this.#inFlight = this.#inFlight.then(() => this.#flush());
    return this.#inFlight;
  }

  async #flush(): Promise<void> {
    this.#flushScheduled = false;
    const batch = this.#pending;
    if (batch.length === 0) return;
    this.#pending = [];
    try {
      const lists = batch.map((p) => (typeof p.ops === 'function' ? p.ops() : p.ops));
      const ops = largeLast(lists.length === 1 ? lists[0]! : lastPerKey(lists));
      await call((cb) => this.#db.batch(ops as WriteOp[], { sync: true }, cb));
      this.stats.syncedBatches++;
      for (const p of batch) p.resolve();
    } catch (cause) {
      const error = new AppError('CORE_STORE_FAILURE', undefined, { cause });
      for (const p of batch) p.reject(error);
    }
  }

  #assertOpen(): void {
    if (this.#closed) throw new AppError('CORE_STORE_FAILURE', 'the store is closed');
  }
}
