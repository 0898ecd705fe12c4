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
 */
import { mkdirSync } from 'node:fs';
import { RocksLevel } from '@nxtedition/rocksdb';
import { AppError } from '../core/errors.js';
import { finishInterruptedMigration, migrateLegacyDirectory, type MigrationReport } from './migrate.js';
import { StoreWriter } from './writer.js';
import type { WriteOp } from './write-wire.js';

export type { WriteOp } from './write-wire.js';
export type { MigrationReport } from './migrate.js';

export type ScanOptions = { gte?: Buffer; gt?: Buffer; lt?: Buffer; lte?: Buffer; reverse?: boolean; limit?: number };

/**
 * A commit's operations, or a function that makes them when its write is taken (synchronously, in commit order,
 * at the start of the flush that writes it): a caller can then write only the latest state of records that several
 * merged commits changed (the ledger's accounts).
 */
export type CommitOps = WriteOp[] | (() => WriteOp[]);

type Pending = { ops: CommitOps; resolve: () => void; reject: (e: unknown) => void };

export interface OpenOptions {
  /** Called once a directory written by the old binding has been migrated (the caller logs it). */
  readonly migrated?: (report: MigrationReport) => void;
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

/** Entries a scan asks the binding for at a time: one native call each, on libuv's pool. */
const SCAN_CHUNK = 256;

export class Store {
  readonly #db: RocksLevel;
  readonly #writer: StoreWriter;
  #pending: Pending[] = [];
  #flushScheduled = false;
  /** The batch currently being written; flushes are serialized so that commit order is write order. */
  #inFlight: Promise<void> = Promise.resolve();
  #closed = false;
  readonly stats: StoreStats = { commits: 0, syncedBatches: 0 };

  private constructor(db: RocksLevel, writer: StoreWriter) {
    this.#db = db;
    this.#writer = writer;
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
    const db = new RocksLevel(dir, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
    try {
      // Tables in ZSTD (the binding's only codec); the WAL uncompressed: its records are fsynced on the commit
      // path, and the bulk of a block's bytes (signatures, hashes) does not compress.
      await db.open({ createIfMissing: true, compression: true, walCompression: false });
    } catch (thrown) {
      const cause = rootCause(thrown);
      const locked = /lock/i.test(cause.message);
      const hint = locked ? ' (another process, e.g. a running algorun, has it open)' : `: ${cause.message}`;
      throw new AppError('CORE_STORE_FAILURE', `cannot open the database in ${dir}${hint}`, { cause });
    }
    try {
      return new Store(db, await StoreWriter.start(db.handle));
    } catch (error) {
      await db.close();
      throw error;
    }
  }

  async get(key: Buffer): Promise<Buffer | undefined> {
    this.#assertOpen();
    const [value] = await this.getMany([key]);
    return value;
  }

  async getMany(keys: Buffer[]): Promise<(Buffer | undefined)[]> {
    this.#assertOpen();
    if (keys.length === 0) return [];
    return this.#db.getMany(keys);
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
    if (ops.length === 0) return;
    try {
      await this.#writer.write(ops, false);
    } catch (cause) {
      throw new AppError('CORE_STORE_FAILURE', undefined, { cause });
    }
  }

  /** Iterates a key range in order (a consistent view as of the call); the iterator is always closed. */
  async *scan(options: ScanOptions): AsyncGenerator<[Buffer, Buffer]> {
    this.#assertOpen();
    const it = this.#db.iterator(options);
    try {
      for (;;) {
        const entries = await it.nextv(SCAN_CHUNK);
        if (entries.length === 0) return;
        yield* entries;
      }
    } finally {
      await it.close();
    }
  }

  /** Flushes pending commits, ends the writer, then closes the database. Idempotent. */
  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#enqueueFlush();
    this.#closed = true;
    await this.#writer.close();
    await this.#db.close();
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
    try {
      const lists = batch.map((p) => (typeof p.ops === 'function' ? p.ops() : p.ops));
      await this.#writer.write(lists.length === 1 ? lists[0]! : lastPerKey(lists), true);
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

/** The innermost cause of an abstract-level error (its own message wraps the binding's). */
function rootCause(thrown: unknown): Error {
  let error = thrown instanceof Error ? thrown : new Error(String(thrown));
  while (error.cause instanceof Error) error = error.cause;
  return error;
}
