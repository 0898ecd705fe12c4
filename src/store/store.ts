/**
 * The store: sole owner of the RocksDB database (docs/storage.md; the binding is `@nxtedition/rocksdb`, and only this
 * folder imports it, so that another binding can replace it here).
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
 * - Writes are applied by the writer thread (writer.ts), in commit order: the binding writes synchronously, and a
 *   synced block write on the event loop would stall every request for its whole fsync.
 * Reads run on the event loop's side, asynchronously (the binding reads on libuv's pool); `getMany` is one native
 * call for a whole batch of keys (hot paths use it). Reads never block writes.
 *
 * Write faults (fault.ts, docs/storage.md "Write faults"): a write the binding refuses (full disk, I/O error,
 * corruption) makes the store read-only. Every commit of that flush, every commit queued behind it and every later
 * one rejects with CORE_STORE_UNAVAILABLE naming the cause; nothing is acknowledged that is not durable. Recovery
 * needs no restart: an attempt closes the writer thread and the database, opens both again (RocksDB keeps refusing
 * writes after such an error until it is reopened) and makes one synced probe write; only then are writes taken
 * again. Attempts run in the flush queue, so no write is in flight while the database is swapped; reads keep
 * working, wait while it is swapped, and a scan that spans a swap goes on after its last key on the new database.
 */
import { mkdirSync } from 'node:fs';
import type { RocksLevel } from '@nxtedition/rocksdb';
import { AppError } from '../core/errors.js';
import { Database, type ScanOptions } from './database.js';
import {
  DEFAULT_MIN_FREE_BYTES,
  DEFAULT_RETRY_INTERVAL_MS,
  FaultWatch,
  type FaultListener,
  type StoreFault,
} from './fault.js';
import { finishInterruptedMigration, migrateLegacyDirectory, type MigrationReport } from './migrate.js';
import { healthKey } from './schema.js';
import { WriteFailure } from './writer.js';
import type { WriteOp } from './write-wire.js';

export type { WriteOp } from './write-wire.js';
export type { MigrationReport } from './migrate.js';
export type { FaultListener, StoreFault, StoreFaultKind } from './fault.js';
export type { ScanOptions } from './database.js';

/**
 * A commit's operations, or a function that makes them when its write is taken (synchronously, in commit order,
 * at the start of the flush that writes it): a caller can then write only the latest state of records that several
 * merged commits changed (the ledger's accounts). A commit refused before its flush (a write fault) never calls it.
 */
export type CommitOps = WriteOp[] | (() => WriteOp[]);

type Pending = { ops: CommitOps; resolve: () => void; reject: (e: unknown) => void };

export interface OpenOptions {
  /** Called once a directory written by the old binding has been migrated (the caller logs it). */
  readonly migrated?: (report: MigrationReport) => void;
  /** Pause between recovery attempts after a write fault (default 1000 ms). */
  readonly retryIntervalMs?: number;
  /** Free bytes, beyond the size of the logs, a full disk must regain before an attempt (default 8 MiB). */
  readonly minFreeBytes?: number;
  /**
   * Tests only: asked before every write (commits, probes) with its operations; a text fails that write as if the
   * binding had refused it with that message (`'IO error: No space left on device'` simulates a full disk),
   * without touching the database.
   */
  readonly injectWriteFailure?: (ops: readonly WriteOp[]) => string | undefined;
}

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

function rejectAll(batch: readonly Pending[], error: unknown): void {
  for (const p of batch) p.reject(error);
}

export class Store {
  readonly #db: Database;
  readonly #watch: FaultWatch;
  readonly #inject: ((ops: readonly WriteOp[]) => string | undefined) | undefined;
  #pending: Pending[] = [];
  #flushScheduled = false;
  /** The batch currently being written; flushes are serialized so that commit order is write order. */
  #inFlight: Promise<void> = Promise.resolve();
  #closing = false;
  #closed = false;
  readonly stats: StoreStats = { commits: 0, syncedBatches: 0 };

  private constructor(dir: string, db: Database, options: OpenOptions) {
    this.#db = db;
    this.#inject = options.injectWriteFailure;
    this.#watch = new FaultWatch({
      dir,
      retryIntervalMs: options.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS,
      minFreeBytes: options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES,
      attempt: () => this.#attempt(),
    });
  }

  /**
   * Opens (creating if missing) the database in `dir`, first migrating a directory written by the old binding
   * (migrate.ts; `options.migrated` hears of it).
   * @throws CORE_STORE_FAILURE (e.g. already locked, or an old directory that cannot be read)
   */
  static async open(dir: string, options: OpenOptions = {}): Promise<Store> {
    finishInterruptedMigration(dir);
    const report = await migrateLegacyDirectory(dir, new Date());
    if (report !== undefined) options.migrated?.(report);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return new Store(dir, await Database.open(dir), options);
  }

  /** False while a write fault lasts: commits are refused (`fault` says why). */
  get writable(): boolean {
    return this.#watch.fault === undefined;
  }

  /** The write fault in progress, if any. */
  get fault(): StoreFault | undefined {
    return this.#watch.fault;
  }

  /** The error commits reject with while a write fault lasts (CORE_STORE_UNAVAILABLE), else undefined. */
  get faultError(): AppError | undefined {
    return this.#watch.error;
  }

  /** Called synchronously, once per episode, when a write fault starts. Returns an unsubscribe function. */
  onFault(listener: FaultListener): () => void {
    return this.#watch.onFault(listener);
  }

  /**
   * Called synchronously, once per episode, when writes work again (with the fault that ended); commits made by
   * the listener are the first ones written after the fault. Returns an unsubscribe function.
   */
  onRecovered(listener: FaultListener): () => void {
    return this.#watch.onRecovered(listener);
  }

  async get(key: Buffer): Promise<Buffer | undefined> {
    this.#assertOpen();
    const [value] = await this.getMany([key]);
    return value;
  }

  /** @throws CORE_STORE_UNAVAILABLE only when a recovery attempt could not reopen the database */
  async getMany(keys: Buffer[]): Promise<(Buffer | undefined)[]> {
    this.#assertOpen();
    if (keys.length === 0) return [];
    // The common case awaits nothing before the native call.
    const db = this.#db.reader() ?? (await this.#readDb());
    return db.getMany(keys);
  }

  /**
   * Atomic, durable write; resolves once the batch is fsynced (group-committed with the same turn's batches and
   * with those issued while the previous write is in flight). A function given as `ops` runs when its write is
   * taken (CommitOps); if it throws, that whole write fails with CORE_STORE_FAILURE.
   * @throws CORE_STORE_UNAVAILABLE when the write is refused by a write fault (then or while it lasts)
   */
  commit(ops: CommitOps): Promise<void> {
    this.#assertOpen();
    const refused = this.#watch.error;
    if (refused !== undefined) return Promise.reject(refused);
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

  /** Atomic write without fsync; only for data that can be rebuilt. @throws CORE_STORE_UNAVAILABLE */
  async commitUnsynced(ops: WriteOp[]): Promise<void> {
    this.#assertOpen();
    if (this.#watch.error !== undefined) throw this.#watch.error;
    if (ops.length === 0) return;
    try {
      await this.#write(ops, false);
    } catch (cause) {
      throw this.#watch.failed(cause);
    }
  }

  /**
   * Iterates a key range in order (a consistent view as of the call, or, across a reopen after a write fault, as
   * of the reopen for the rest of the range); the iterator is always closed.
   * @throws CORE_STORE_UNAVAILABLE only when a recovery attempt could not reopen the database
   */
  async *scan(options: ScanOptions): AsyncGenerator<[Buffer, Buffer]> {
    this.#assertOpen();
    yield* this.#db.scan(options, () => this.#readDb());
  }

  /** Flushes pending commits, stops recovery attempts, ends the writer, then closes the database. Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closing = true;
    this.#watch.stop();
    await this.#enqueueFlush();
    this.#closed = true;
    await this.#db.close(this.#watch.fault !== undefined);
  }

  #enqueueFlush(): Promise<void> {
    this.#inFlight = this.#inFlight.then(() => this.#flush());
    return this.#inFlight;
  }

  async #flush(): Promise<void> {
    this.#flushScheduled = false;
    const batch = this.#pending;
    if (batch.length === 0) return;
    this.#pending = [];
    if (this.#watch.error !== undefined) return rejectAll(batch, this.#watch.error);
    let ops: WriteOp[];
    try {
      const lists = batch.map((p) => (typeof p.ops === 'function' ? p.ops() : p.ops));
      ops = lists.length === 1 ? lists[0]! : lastPerKey(lists);
    } catch (cause) {
      return rejectAll(batch, new AppError('CORE_STORE_FAILURE', undefined, { cause }));
    }
    try {
      await this.#write(ops, true);
    } catch (cause) {
      const error = this.#watch.failed(cause);
      rejectAll(batch, error);
      // The commits queued behind the refused write are refused too, after it (in commit order).
      const behind = this.#pending;
      this.#pending = [];
      return rejectAll(behind, error);
    }
    this.stats.syncedBatches++;
    for (const p of batch) p.resolve();
  }

  #write(ops: readonly WriteOp[], sync: boolean): Promise<void> {
    const injected = this.#inject?.(ops);
    if (injected !== undefined) return Promise.reject(new WriteFailure(injected));
    return this.#db.write(ops, sync);
  }

  /** One recovery attempt, queued behind the flushes in progress; true when writes work again. */
  #attempt(): Promise<boolean> {
    const attempt = this.#inFlight.then(() => this.#recover());
    this.#inFlight = attempt.then(() => undefined);
    return attempt;
  }

  /** Reopen, then make one synced probe write; only if it succeeds does the fault end. */
  async #recover(): Promise<boolean> {
    if (this.#closing) return false;
    const now = Buffer.alloc(8);
    now.writeBigUInt64BE(BigInt(Date.now()));
    try {
      await this.#db.reopen();
      await this.#write([{ type: 'put', key: healthKey(), value: now }], true);
    } catch (cause) {
      this.#watch.failed(cause);
      return false;
    }
    this.#watch.recovered();
    return true;
  }

  /** The database to read from, once any reopen is over. @throws CORE_STORE_UNAVAILABLE when none is open */
  async #readDb(): Promise<RocksLevel> {
    const db = await this.#db.readable();
    if (db === undefined) throw this.#watch.error ?? new AppError('CORE_STORE_FAILURE', 'the store is closed');
    return db;
  }

  #assertOpen(): void {
    if (this.#closed) throw new AppError('CORE_STORE_FAILURE', 'the store is closed');
  }
}
