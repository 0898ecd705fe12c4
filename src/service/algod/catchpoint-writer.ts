/**
 * Catchpoint files (docs/spec/catchpoint.md): every `interval` rounds, a gzipped tar of the whole state as of that
 * round in `<data-dir>/catchpoints/<round>.tar.gz`, the newest label for /v2/status `last-catchpoint`, and the
 * files for the ledger service (GET /v1/{genesis-id}/ledger/{round}).
 *
 * Invariants:
 * - The state is captured synchronously when round R is applied to memory (before R + 1 can be), as shallow map
 *   copies; the file is written only after R is durable, in the background (chunk encoding yields to the event
 *   loop, gzip runs on libuv's pool), one file at a time in round order. Submissions never wait for it.
 * - A file appears under its final name only complete (temporary name, fsync, rename); leftovers of a crash are
 *   removed at open. Only the newest `history` (≥ 1) files are kept; the oldest are deleted before a new label is
 *   published, so whoever sees a label finds no more than `history` files.
 * - `lastLabel` is the label of the newest complete file ("" when none), also after a restart.
 */
import { mkdir, open as openFile, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip as gunzipCb, gzip as gzipCb } from 'node:zlib';
import { encodeMsgpack } from '../../core/codec/msgpack.js';
import { readTar, tarEnd, tarEntry } from '../../core/codec/tar.js';
import { accountDataSchema } from '../../core/ledger/account.js';
import {
  addToTotals,
  BLOCK_FILE,
  boxKvKey,
  CATCHPOINT_FILE_VERSION,
  catchpointLabel,
  chunkFileName,
  decodeHeader,
  emptyTotals,
  encodeBalancesChunk,
  encodeHeader,
  encodeKvChunk,
  HEADER_FILE,
  RECORDS_PER_CHUNK,
  StateDigest,
  type CatchpointHeader,
} from '../../core/ledger/catchpoint-file.js';
import { keyAddress, parseBoxKey } from '../../core/ledger/state.js';
import { blockHash } from '../../core/txn/block.js';
import type { Ledger, LedgerSnapshot } from './ledger.js';

const gzip = promisify(gzipCb);
const gunzip = promisify(gunzipCb);
const FILE_RE = /^(\d+)\.tar\.gz$/;

export interface CatchpointWriterOptions {
  readonly ledger: Ledger;
  /** directory of the files (created when missing) */
  readonly dir: string;
  /** rounds between catchpoints; 0 = none */
  readonly interval: number;
  /** files kept */
  readonly history: number;
  /** one line per file written or failure */
  readonly log?: ((line: string, error?: unknown) => void) | undefined;
}

/** The archive members of the state `snap` (round R's) with its header and label. */
export async function buildCatchpoint(
  snap: LedgerSnapshot,
  blockBytes: Buffer,
  rewardUnit: bigint,
): Promise<{ header: CatchpointHeader; members: Buffer[] }> {
  const round = snap.header.round ?? 0n;
  const totals = emptyTotals(snap.header.rewardsLevel ?? 0n);
  const digest = new StateDigest();
  const chunks: Buffer[] = [];
  const keys = [...snap.accounts.keys()].sort();
  for (let i = 0; i < keys.length; i += RECORDS_PER_CHUNK) {
    const records = keys.slice(i, i + RECORDS_PER_CHUNK).map((key) => {
      const data = snap.accounts.get(key)!;
      addToTotals(totals, data, rewardUnit);
      const address = keyAddress(key);
      const adBytes = Buffer.from(encodeMsgpack(accountDataSchema, data));
      digest.addAccount(address, adBytes);
      return { address, adBytes };
    });
    chunks.push(encodeBalancesChunk(records));
    await yieldToLoop();
  }
  const kvs = [...snap.boxes].map(([k, value]) => {
    const { appId, name } = parseBoxKey(k);
    return { key: boxKvKey(appId, Buffer.from(name, 'latin1')), value };
  });
  kvs.sort((a, b) => Buffer.compare(a.key, b.key));
  for (let i = 0; i < kvs.length; i += RECORDS_PER_CHUNK) {
    const records = kvs.slice(i, i + RECORDS_PER_CHUNK);
    for (const r of records) digest.addKv(r.key, r.value);
    chunks.push(encodeKvChunk(records));
    await yieldToLoop();
  }
  const blockHeaderDigest = blockHash(snap.header);
  const stateRoot = digest.root();
  const header: CatchpointHeader = {
    version: CATCHPOINT_FILE_VERSION,
    balancesRound: round,
    blocksRound: round,
    totals,
    accountsCount: digest.accounts,
    kvsCount: digest.kvs,
    chunksCount: BigInt(chunks.length),
    catchpoint: catchpointLabel(round, blockHeaderDigest, stateRoot, totals),
    blockHeaderDigest,
    stateRoot,
  };
  const members = [...tarEntry(HEADER_FILE, encodeHeader(header)), ...tarEntry(BLOCK_FILE, blockBytes)];
  chunks.forEach((chunk, i) => members.push(...tarEntry(chunkFileName(i + 1), chunk)));
  members.push(tarEnd());
  return { header, members };
}

function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export class CatchpointWriter {
  readonly #o: CatchpointWriterOptions;
  /** round → label, complete files only */
  readonly #files = new Map<bigint, string>();
  readonly #captured = new Map<bigint, LedgerSnapshot>();
  #chain: Promise<void> = Promise.resolve();
  #closed = false;

  private constructor(options: CatchpointWriterOptions) {
    this.#o = options;
  }

  /** Read the files already there and start watching the ledger. @throws on an unreadable directory */
  static async open(options: CatchpointWriterOptions): Promise<CatchpointWriter> {
    const writer = new CatchpointWriter(options);
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    for (const name of await readdir(options.dir)) {
      const match = FILE_RE.exec(name);
      if (match === null) {
        await rm(join(options.dir, name), { force: true });
        continue;
      }
      try {
        writer.#files.set(
          BigInt(match[1]!),
          (await readCatchpointFile(await readFile(join(options.dir, name)))).header.catchpoint,
        );
      } catch (error) {
        options.log?.(`catchpoint file ${name} unreadable, removed`, error);
        await rm(join(options.dir, name), { force: true });
      }
    }
    if (options.interval > 0) writer.#watch();
    return writer;
  }

  /** The label of the newest file, "" when none. */
  get lastLabel(): string {
    let best: bigint | undefined;
    for (const round of this.#files.keys()) if (best === undefined || round > best) best = round;
    return best === undefined ? '' : this.#files.get(best)!;
  }

  /** Whether a file for `round` was written and is kept (no I/O: the writer tracks its files). */
  has(round: bigint): boolean {
    return this.#files.has(round);
  }

  /** The gzipped file of `round`, undefined when there is none. */
  async file(round: bigint): Promise<Buffer | undefined> {
    if (!this.#files.has(round)) return undefined;
    try {
      return await readFile(this.#path(round));
    } catch {
      return undefined;
    }
  }

  /** Stop capturing; resolves when the file being written (if any) is done. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#captured.clear();
    await this.#chain;
  }

  #watch(): void {
    const { ledger, interval } = this.#o;
    ledger.onApplied((round) => {
      if (!this.#closed && round > 0n && round % BigInt(interval) === 0n) this.#captured.set(round, ledger.snapshot());
    });
    ledger.onDurable((round) => {
      const snap = this.#captured.get(round);
      if (snap === undefined) return;
      this.#captured.delete(round);
      this.#chain = this.#chain.then(() => this.#write(round, snap));
    });
  }

  #path(round: bigint): string {
    return join(this.#o.dir, `${round}.tar.gz`);
  }

  async #write(round: bigint, snap: LedgerSnapshot): Promise<void> {
    if (this.#closed) return;
    const started = Date.now();
    const tmp = join(this.#o.dir, `.${round}.tmp`);
    try {
      const blockBytes = await this.#o.ledger.readBlock(round);
      if (blockBytes === undefined) throw new Error(`block ${round} is not stored`);
      const { header, members } = await buildCatchpoint(snap, blockBytes, this.#o.ledger.params.rewardUnit);
      const bytes = await gzip(Buffer.concat(members));
      const handle = await openFile(tmp, 'w', 0o600);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, this.#path(round));
      // The oldest files go before the new label is published: whoever sees it finds the history as it stays.
      await this.#prune(1);
      this.#files.set(round, header.catchpoint);
      this.#o.log?.(
        `catchpoint ${header.catchpoint} written: ${header.accountsCount} accounts, ${header.kvsCount} kvs, ${bytes.length} bytes in ${Date.now() - started} ms`,
      );
    } catch (error) {
      await rm(tmp, { force: true });
      this.#o.log?.(`catchpoint for round ${round} not written`, error);
    }
  }

  /** Delete the oldest files so that, with `adding` more to come, `history` remain. */
  async #prune(adding: number): Promise<void> {
    const rounds = [...this.#files.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const round of rounds.slice(0, Math.max(0, rounds.length + adding - this.#o.history))) {
      this.#files.delete(round);
      await rm(this.#path(round), { force: true });
    }
  }
}

/** Unpack a gzipped catchpoint file into its header, block and chunks. @throws CORE_BAD_ARGUMENT, zlib errors */
export async function readCatchpointFile(
  gz: Buffer,
): Promise<{ header: CatchpointHeader; block: Buffer; chunks: Buffer[] }> {
  const members = readTar(await gunzip(gz));
  const first = members[0];
  const second = members[1];
  if (first?.name !== HEADER_FILE || second?.name !== BLOCK_FILE)
    throw new Error('catchpoint file: unexpected members');
  const chunks = members.slice(2).map((m, i) => {
    if (m.name !== chunkFileName(i + 1)) throw new Error(`catchpoint file: unexpected member ${m.name}`);
    return m.content;
  });
  return { header: decodeHeader(first.content), block: second.content, chunks };
}
