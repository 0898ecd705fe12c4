/**
 * Reads a whole database directory written by the legacy binding (RocksDB 6.17.3, Snappy-compressed tables,
 * default column family only), without RocksDB: every table file (`*.sst`, `*.ldb`) and every write-ahead log
 * (`*.log`), merged into the latest value of each key.
 *
 * Merge rule: every write gets a unique sequence number, increasing with time, that RocksDB carries from the log
 * into memtables and tables. For each user key the version with the highest sequence number is the current one;
 * if it is a deletion, the key does not exist.
 *
 * Why all files can be merged, live or obsolete: flushes and compactions never make data newer. A flush copies a
 * memtable whose log is kept until the flush is recorded; a compaction rewrites its inputs keeping each key's newest
 * version (dropping only versions hidden by it). Files are deleted only after the job that obsoletes them is
 * recorded, and any successful open deletes every obsolete file. So what a crash can leave behind (inputs of a
 * finished compaction, an already flushed log, the partial output of an interrupted job) holds the same or older
 * versions than the live files, which the highest sequence number outranks. The MANIFEST is therefore not needed.
 * The rule has one blind spot: a crash in the middle of deleting a finished compaction's inputs can leave some
 * inputs but not others. If that compaction wrote the bottommost level, which drops deletions with nothing left
 * below them and rewrites sequence numbers to 0, a leftover input can then hold a version that outranks the
 * surviving one (a deleted key reappears, or an older value wins). That needs a crash inside that window and no
 * later open by the legacy binding; only replaying the MANIFEST would tell live files from obsolete ones.
 *
 * Logs are replayed in file-number order with RocksDB's point-in-time rule: after a torn or corrupt record, later
 * batches are skipped unless one continues the sequence exactly where the recovered data stopped (which a database
 * reopened after the damage would produce). Skipped bytes are reported as `droppedLogBytes`.
 *
 * Memory: two passes. The first keeps only key → highest sequence number; the second re-reads the files and passes
 * each key's winning value to the sink, in batches; tables are read block by block.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { LegacyEntry } from './internal-key.js';
import { readTableEntries } from './sst-reader.js';
import { readLogFile } from './wal-reader.js';
import type { LogBatch } from './wal-reader.js';

export type LegacyOp = { key: Buffer; value: Buffer };
export type LegacySink = (ops: LegacyOp[]) => Promise<void>;
export type LegacySummary = {
  keys: number;
  tables: number;
  logs: number;
  droppedLogBytes: number;
  /** One line per log whose tail was dropped: file, reason, byte offset. */
  logProblems: string[];
};

const BATCH_OPS = 1000;
const BATCH_BYTES = 4 * 1024 * 1024;
const EMITTED = -1n;

/**
 * True when `dir` holds a database the new binding cannot open: its newest `OPTIONS-<n>` file was written by
 * RocksDB 6 or older, or names Snappy compression. False for a missing or empty directory and for one written by
 * RocksDB 7 or later without Snappy. Reads one small text file.
 */
export function isLegacyDirectory(dir: string): boolean {
  const options = newestOptionsFile(dir);
  if (options === undefined) return false;
  const text = readFileSync(join(dir, options), 'latin1');
  const version = /^\s*rocksdb_version=(\d+)\./m.exec(text);
  if (version !== null && Number(version[1]) < 7) return true;
  return /^\s*\w*compression\w*=.*kSnappyCompression/m.test(text);
}

/**
 * Passes the latest value of every key in the legacy directory `dir` to `sink` (in batches of at most 1000 entries
 * or about 4 MiB, in no particular order), awaiting each call.
 * @throws CORE_STORE_FAILURE on a corrupt table, a malformed logged batch or an unsupported feature (the message
 *   names the file and offset); a torn log tail is not an error (see `droppedLogBytes`)
 */
export async function readLegacyDirectory(dir: string, sink: LegacySink): Promise<LegacySummary> {
  const names = readdirSync(dir);
  const tables = numbered(names, /^(\d+)\.(?:sst|ldb)$/).map((name) => join(dir, name));
  const logs = numbered(names, /^(\d+)\.log$/).map((name) => join(dir, name));
  const newest = new Map<string, bigint>();
  const note = (entry: LegacyEntry): void => {
    const key = entry.key.toString('latin1');
    const seen = newest.get(key);
    if (seen === undefined || entry.seq > seen) newest.set(key, entry.seq);
  };
  for (const table of tables) for (const entry of readTableEntries(table)) note(entry);
  const replay = replayLogs(logs, (batch) => batch.entries.forEach(note));
  const emitter = new BatchEmitter(sink);
  for (const entry of allEntries(tables, logs, replay.accepted)) {
    const key = entry.key.toString('latin1');
    if (newest.get(key) !== entry.seq) continue;
    newest.set(key, EMITTED); // a copy of the same version in another file is not emitted twice
    if (entry.type === 'put') await emitter.add({ key: entry.key, value: entry.value });
  }
  await emitter.flush();
  const { droppedBytes, problems } = replay;
  return {
    keys: emitter.count,
    tables: tables.length,
    logs: logs.length,
    droppedLogBytes: droppedBytes,
    logProblems: problems,
  };
}

/** Every entry of every table, then of the accepted batches of every log (`accepted[i]` batches of log i). */
function* allEntries(tables: string[], logs: string[], accepted: number[]): Generator<LegacyEntry> {
  for (const table of tables) yield* readTableEntries(table);
  for (const [i, log] of logs.entries()) {
    for (const batch of readLogFile(log).batches.slice(0, accepted[i] ?? 0)) yield* batch.entries;
  }
}

type Replay = { accepted: number[]; droppedBytes: number; problems: string[] };

/**
 * How many batches of each log point-in-time recovery keeps, and how many bytes it drops; `onBatch` sees each kept
 * batch.
 */
function replayLogs(logs: string[], onBatch: (batch: LogBatch) => void): Replay {
  const replay: Replay = { accepted: [], droppedBytes: 0, problems: [] };
  let nextSeq: bigint | undefined; // none recovered yet: nothing can continue the sequence
  let isStopped = false;
  for (const log of logs) {
    const read = readLogFile(log);
    let kept = 0;
    for (const batch of read.batches) {
      if (isStopped && batch.seq !== nextSeq) break;
      isStopped = false;
      nextSeq = batch.seq + BigInt(batch.count);
      kept++;
      onBatch(batch);
    }
    const skipped = read.batches[kept];
    if (skipped !== undefined) {
      replay.droppedBytes += read.totalBytes - skipped.offset;
      replay.problems.push(`${basename(log)}: sequence gap after a dropped record at byte ${skipped.offset}`);
    } else if (read.problem !== undefined) {
      isStopped = true;
      replay.droppedBytes += read.totalBytes - read.validBytes;
      replay.problems.push(`${read.problem}; dropped ${read.totalBytes - read.validBytes} bytes`);
    }
    replay.accepted.push(kept);
  }
  return replay;
}

class BatchEmitter {
  readonly #sink: LegacySink;
  #ops: LegacyOp[] = [];
  #bytes = 0;
  count = 0;

  constructor(sink: LegacySink) {
    this.#sink = sink;
  }

  async add(op: LegacyOp): Promise<void> {
    this.#ops.push(op);
    this.#bytes += op.key.length + op.value.length;
    this.count++;
    if (this.#ops.length >= BATCH_OPS || this.#bytes >= BATCH_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.#ops.length === 0) return;
    const ops = this.#ops;
    this.#ops = [];
    this.#bytes = 0;
    await this.#sink(ops);
  }
}

/** File names matching `pattern` (first group = file number), in ascending number order. */
function numbered(names: string[], pattern: RegExp): string[] {
  const matches = names.flatMap((name) => {
    const match = pattern.exec(name);
    return match === null ? [] : [{ name, number: Number(match[1]) }];
  });
  return matches.sort((a, b) => a.number - b.number).map((match) => match.name);
}

function newestOptionsFile(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return numbered(names, /^OPTIONS-(\d+)$/).at(-1);
}
