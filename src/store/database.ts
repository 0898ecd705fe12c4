/**
 * The open RocksDB database of a data directory and its writer thread, as one swappable pair: the store reopens
 * both after a write fault (RocksDB keeps refusing writes after such an error until it is reopened).
 *
 * Invariants:
 * - Open options are the on-disk format's: tables in ZSTD (the binding's only codec), the WAL uncompressed (its
 *   records are fsynced on the commit path, and the bulk of a block's bytes, signatures and hashes, does not
 *   compress). Only the first open creates a missing database: a reopen never turns a vanished folder into an
 *   empty one.
 * - `reopen()` must only run when no write is in flight (the store runs it in its flush queue). From its start
 *   until it ends, `reader()` is undefined and `readable()` waits; a scan whose iterator it closes goes on after
 *   its last key on the reopened database. A reopen that fails leaves no database to read until the next succeeds.
 * - A database closed after a write fault is never used again: abstract-level still calls it open.
 */
import { RocksLevel } from '@nxtedition/rocksdb';
import { AppError } from '../core/errors.js';
import { rootCause } from './fault.js';
import { StoreWriter } from './writer.js';
import type { WriteOp } from './write-wire.js';

export type ScanOptions = { gte?: Buffer; gt?: Buffer; lt?: Buffer; lte?: Buffer; reverse?: boolean; limit?: number };

/** Entries a scan asks the binding for at a time: one native call each, on libuv's pool. */
const SCAN_CHUNK = 256;

/** What is left of a scan after `taken` entries up to `last`; undefined when its limit is reached. */
function resumeAfter(range: ScanOptions, last: Buffer | undefined, taken: number): ScanOptions | undefined {
  const next: ScanOptions = { ...range };
  if (next.limit !== undefined && next.limit >= 0) {
    next.limit -= taken;
    if (next.limit <= 0) return undefined;
  }
  if (last === undefined) return next;
  if (range.reverse === true) {
    delete next.lte;
    next.lt = last;
  } else {
    delete next.gte;
    next.gt = last;
  }
  return next;
}

/**
 * Opens the RocksDB database in `dir` with the on-disk format's options (the module header); the migration's staging
 * database is opened here too, so that it is written in the same format.
 * @throws CORE_STORE_FAILURE (e.g. already locked)
 */
export async function openRocks(dir: string, createIfMissing: boolean): Promise<RocksLevel> {
  const db = new RocksLevel(dir, { keyEncoding: 'buffer', valueEncoding: 'buffer' });
  try {
    await db.open({ createIfMissing, compression: true, walCompression: false });
  } catch (thrown) {
    const cause = rootCause(thrown);
    const locked = /lock/i.test(cause.message);
    const hint = locked ? ' (another process, e.g. a running algorun, has it open)' : `: ${cause.message}`;
    throw new AppError('CORE_STORE_FAILURE', `cannot open the database in ${dir}${hint}`, { cause });
  }
  return db;
}

/**
 * Closes `db`. After a write fault RocksDB closes the database but reports the background error that stopped its
 * writes, which abstract-level turns into "Database is not closed" although the native database is closed and its
 * lock released; so that error is ignored then.
 */
async function closeRocks(db: RocksLevel, afterFault: boolean): Promise<void> {
  if (afterFault) await db.close().catch(() => undefined);
  else await db.close();
}

export class Database {
  readonly #dir: string;
  #db: RocksLevel | undefined;
  #writer: StoreWriter;
  #reopening: Promise<void> | undefined;
  /** bumped when a reopen starts: a scan then knows its iterator was closed under it */
  #generation = 0;

  private constructor(dir: string, db: RocksLevel, writer: StoreWriter) {
    this.#dir = dir;
    this.#db = db;
    this.#writer = writer;
  }

  /** Opens (creating if missing) the database in `dir` and starts its writer. @throws CORE_STORE_FAILURE */
  static async open(dir: string): Promise<Database> {
    const db = await openRocks(dir, true);
    try {
      return new Database(dir, db, await StoreWriter.start(db.handle));
    } catch (error) {
      await db.close();
      throw error;
    }
  }

  /** The database to read from now, or undefined during a reopen or after a failed one. */
  reader(): RocksLevel | undefined {
    return this.#reopening === undefined ? this.#db : undefined;
  }

  /** The database to read from once any reopen is over; undefined when none is open. */
  async readable(): Promise<RocksLevel | undefined> {
    while (this.#reopening !== undefined) await this.#reopening;
    return this.#db;
  }

  /**
   * Iterates a key range in order; `readable` gives the database to read once any reopen is over (or throws). A
   * reopen closes the iterator under the scan: it stops at once and goes on after its last key on the new database.
   */
  async *scan(options: ScanOptions, readable: () => Promise<RocksLevel>): AsyncGenerator<[Buffer, Buffer]> {
    let range: ScanOptions | undefined = options;
    while (range !== undefined) {
      // Taken before the wait: a reopen starting after it makes the loop below stop before the first chunk.
      const generation = this.#generation;
      const it = (await readable()).iterator(range);
      let last: Buffer | undefined;
      let taken = 0;
      try {
        while (generation === this.#generation) {
          const entries = await it.nextv(SCAN_CHUNK).catch((error: unknown) => {
            if (generation === this.#generation) throw error;
            return undefined;
          });
          if (entries === undefined) break;
          if (entries.length === 0) return;
          last = entries[entries.length - 1]![0];
          taken += entries.length;
          yield* entries;
        }
      } finally {
        // An iterator closed by a reopen may report so on close: only then is its error expected.
        await it.close().catch((error: unknown) => {
          if (generation === this.#generation) throw error;
        });
      }
      range = resumeAfter(range, last, taken);
    }
  }

  /** Applies `ops` atomically on the writer thread (StoreWriter.write). Rejects with WriteFailure. */
  write(ops: readonly WriteOp[], sync: boolean): Promise<void> {
    return this.#writer.write(ops, sync);
  }

  /** Closes the writer and the database and opens both again. @throws CORE_STORE_FAILURE */
  async reopen(): Promise<void> {
    let done!: () => void;
    this.#reopening = new Promise<void>((resolve) => (done = resolve));
    this.#generation++;
    try {
      await this.#writer.close();
      const old = this.#db;
      this.#db = undefined;
      if (old !== undefined) await closeRocks(old, true);
      this.#db = await openRocks(this.#dir, false);
      this.#writer = await StoreWriter.start(this.#db.handle);
    } finally {
      this.#reopening = undefined;
      done();
    }
  }

  /** Ends the writer once its writes are answered, then closes the database (see closeRocks for `afterFault`). */
  async close(afterFault: boolean): Promise<void> {
    await this.#writer.close();
    const db = this.#db;
    this.#db = undefined;
    if (db !== undefined) await closeRocks(db, afterFault);
  }
}
