/**
 * Catchpoint catch-up (docs/spec/catchpoint.md §5): POST /v2/catchup/{label} on a follower downloads the
 * catchpoint file of the label's round from its peers, checks it, loads it and the blocks before it, and the
 * follower goes on from there.
 *
 * Invariants:
 * - A start first asks the peers (HEAD) whether one offers the file; when none does, nothing starts and the caller
 *   gets upstream's 408 (ALGOD_CATCHUP_START_FAILED).
 * - Nothing on disk or in memory changes until the whole file is downloaded and verified (catchpoint-load.ts) and
 *   the blocks before it fetched, chained (each block's `prev` is the hash of the one before) and each payset
 *   checked against its header's `txn` root, the catchpoint's own block's too (`paysetMatchesHeader`, as upstream
 *   checks a downloaded block's contents). Any failure or an abort before that point leaves the node as it was.
 * - The switch is one store batch (old ledger records deleted, new ones written, latest marker moved): after a
 *   crash the ledger is wholly the old one or wholly the new one. The ledger is frozen (no follower commit) from
 *   just before the batch until the new state is adopted in memory.
 * - The running label is on disk (catchupKey) from its start until its switch batch (which removes it), its
 *   failure or its abort: a process killed in between finds it at start-up and runs it again (`resume`). A clean
 *   shutdown leaves it too, as upstream resumes after a restart.
 * - A peer download that sends nothing for `peerTimeoutMs` is given up for the next peer (peer-fetch.ts).
 * - One catch-up at a time; `label` is "" when idle. Counters only grow during a run.
 */
import { AppError } from '../../core/errors.js';
import { blockHash } from '../../core/txn/block.js';
import type { WriteOp } from '../../store/store.js';
import { loadRecentRounds } from './recent-rounds.js';
import { parseCatchpoint } from './catchpoint.js';
import { blockOfEnvelope } from './follower/replay.js';
import { Aborted, verifyCatchpoint, zeroProgress, type CatchupProgress } from './catchpoint-load.js';
import { peerFetch } from './follower/peer-fetch.js';
import { blockKey, catchupKey, latestKey, tableRange } from '../../store/schema.js';
import type { AlgodNode } from './node.js';
import { paysetMatchesHeader } from './block-commitments.js';
import { getMerkle, type MerkleEngine } from '../../native/index.js';

/** Blocks before the catchpoint round loaded with it (transaction-lifetime checks need MaxTxnLife of them). */
const CATCHUP_BLOCKS = 1000n;

export interface CatchupOptions {
  readonly node: AlgodNode;
  /** the peers' algod base URLs, tried in turn */
  readonly peers: readonly string[];
  readonly genesisId: string;
  /** one line per start, failure and success */
  readonly log: (line: string) => void;
  /** the follower: paused while a catch-up runs, resumed after (from the new round on success) */
  readonly follower?: { pause(): void; resume(): void } | undefined;
  /** a peer request that sends nothing for this long is given up for the next peer (default 15 s) */
  readonly peerTimeoutMs?: number;
  /** checks each downloaded block's payset against its header (default: the process's engine) */
  readonly merkle?: MerkleEngine | undefined;
}

export class CatchupService {
  readonly #o: CatchupOptions;
  readonly #merkle: MerkleEngine;
  #label = '';
  #startedAt = 0;
  #progress = zeroProgress();
  #abort: AbortController | undefined;
  #run: Promise<void> | undefined;
  /** true once the switch batch is submitted: an abort can no longer undo it */
  #switching = false;
  /** set by close(): the run's end is a shutdown, not an abort */
  #closing = false;

  constructor(options: CatchupOptions) {
    this.#o = options;
    this.#merkle = options.merkle ?? getMerkle();
  }

  /** The running label, "" when idle. */
  get label(): string {
    return this.#label;
  }

  get progress(): Readonly<CatchupProgress> {
    return this.#progress;
  }

  /** Nanoseconds since the running catch-up started (0 when idle). */
  get elapsedNs(): bigint {
    return this.#label === '' ? 0n : BigInt(Date.now() - this.#startedAt) * 1_000_000n;
  }

  /**
   * Start catching up to `label` (already parsed by the caller) once a peer offers its file. Resolves whether this
   * call started it. @throws ALGOD_BAD_REQUEST (another label runs), ALGOD_CATCHUP_START_FAILED (no peer offers it)
   */
  async start(label: string): Promise<boolean> {
    if (this.#label === label) return false;
    if (this.#label !== '') {
      throw new AppError(
        'ALGOD_BAD_REQUEST',
        `unable to start catchpoint catchup for '${label}' - already catching up '${this.#label}'`,
      );
    }
    const { round } = parseCatchpoint(label);
    this.#label = label;
    this.#startedAt = Date.now();
    // an abort or a shutdown during the peers' check cancels the start: nothing is written, nothing runs
    const check = (this.#abort = new AbortController());
    const starting = this.#prepare(label, round, check.signal);
    this.#run = starting.then(
      () => undefined,
      () => undefined,
    );
    try {
      await starting;
    } catch (error) {
      this.#label = '';
      this.#abort = undefined;
      this.#run = undefined;
      if (error instanceof Aborted || check.signal.aborted) return true;
      throw error;
    }
    this.#run = this.#begin(label, 'started');
    return true;
  }

  /** The peers' check, then the label on disk. An abort meanwhile: Aborted, and the label is not left on disk. */
  async #prepare(label: string, round: bigint, signal: AbortSignal): Promise<void> {
    await this.#offered(label, round, signal);
    if (signal.aborted) throw new Aborted();
    const store = this.#o.node.ledger.store;
    await store.commit([{ type: 'put', key: catchupKey(), value: Buffer.from(label, 'utf8') }]);
    if (!signal.aborted) return;
    // a shutdown keeps it, as it keeps a running catch-up's
    if (!this.#closing) await store.commit([{ type: 'del', key: catchupKey() }]);
    throw new Aborted();
  }

  /** At start-up: run again the catch-up a killed process left on disk (its switch never happened). */
  async resume(): Promise<void> {
    const saved = await this.#o.node.ledger.store.get(catchupKey());
    if (saved === undefined || this.#label !== '') return;
    this.#label = saved.toString('utf8');
    this.#startedAt = Date.now();
    this.#run = this.#begin(this.#label, 'resumed after a restart');
  }

  #begin(label: string, how: string): Promise<void> {
    const { round, hash } = parseCatchpoint(label);
    this.#progress = zeroProgress();
    const abort = (this.#abort = new AbortController());
    this.#o.log(`catchup: ${how} for ${label}`);
    this.#o.follower?.pause();
    return this.#catchUp(round, hash, abort.signal)
      .then(
        () => this.#o.log(`catchup: done, ledger at round ${round}`),
        async (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          this.#o.log(
            error instanceof Aborted
              ? `catchup: ${label} ${this.#closing ? 'stopped by shutdown' : 'aborted'}`
              : `catchup: ${label} failed: ${reason}`,
          );
          // shutdown keeps the label for the next start; an abort or a failure ends the catch-up for good
          if (!this.#closing)
            await this.#o.node.ledger.store.commit([{ type: 'del', key: catchupKey() }]).catch(() => undefined);
        },
      )
      .finally(() => {
        if (!this.#closing) this.#o.follower?.resume();
        this.#label = '';
        this.#progress = zeroProgress();
        this.#abort = undefined;
        this.#switching = false;
      });
  }

  /** HEAD the file on each peer until one has it. @throws ALGOD_CATCHUP_START_FAILED with upstream's text */
  async #offered(label: string, round: bigint, signal: AbortSignal): Promise<void> {
    let reason = 'no peers';
    for (const peer of this.#o.peers) {
      if (signal.aborted) throw new Aborted();
      try {
        const { status } = await peerFetch(
          `${peer}${this.#ledgerPath(round)}`,
          { method: 'HEAD', signal },
          this.#peerTimeoutMs,
        );
        if (status === 200) return;
        reason =
          status === 404 ? 'no ledger available for given round' : `headLedger error response status code ${status}`;
      } catch (error) {
        if (signal.aborted) throw new Aborted();
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    const text = `aborting catchup Start(): checkLedgerDownload(): catchpoint '${label}' unavailable from peers: ${reason}`;
    this.#o.log(`catchup: ${label} not started: ${text}`);
    throw new AppError(
      'ALGOD_CATCHUP_START_FAILED',
      `unable to start catchpoint service for requested catchpoint ${label}: ${text}`,
    );
  }

  get #peerTimeoutMs(): number {
    return this.#o.peerTimeoutMs ?? 15_000;
  }

  #ledgerPath(round: bigint): string {
    return `/v1/${encodeURIComponent(this.#o.genesisId)}/ledger/${round.toString(36)}`;
  }

  /** Abort the running catch-up for `label` (no-op when idle); resolves once the node is back as before. @throws ALGOD_INTERNAL */
  async abort(label: string): Promise<void> {
    if (this.#label === '') return;
    if (this.#label !== label) {
      throw new AppError(
        'ALGOD_INTERNAL',
        `failed to abort catchup : unable to abort catchpoint catchup for '${label}' - already catching up '${this.#label}'`,
      );
    }
    if (!this.#switching) this.#abort?.abort();
    await this.#run;
  }

  /** Stop a running catch-up (shutdown); its label stays on disk, so the next start resumes it. */
  async close(): Promise<void> {
    this.#closing = true;
    if (!this.#switching) this.#abort?.abort();
    await this.#run;
  }

  async #catchUp(round: bigint, hash: Buffer, signal: AbortSignal): Promise<void> {
    const tar = await this.#fetch(this.#ledgerPath(round), signal, `catchpoint file of round ${round}`);
    const genesisHash = this.#o.node.ledger.latest.genesisHash ?? new Uint8Array(32);
    const rewardUnit = this.#o.node.ledger.params.rewardUnit;
    const { ops, blockBytes, blockHeader } = await verifyCatchpoint(
      tar,
      { round, hash, genesisHash },
      rewardUnit,
      this.#progress,
      signal,
    );
    if (!paysetMatchesHeader(this.#merkle, blockBytes, blockHeader)) {
      throw new Error(`the catchpoint's block ${round} holds a payset its header does not commit to`);
    }
    ops.push(
      { type: 'put', key: blockKey(round), value: blockBytes },
      ...(await this.#blocks(round, blockHeader.branch, signal)),
    );
    ops.push({ type: 'put', key: latestKey(), value: u64(round) });
    await this.#switch(ops, signal);
  }

  /** The blocks max(0, round − CATCHUP_BLOCKS) … round − 1, newest first, each chained to the next by `prev`. */
  async #blocks(round: bigint, prevOfNext: Uint8Array | undefined, signal: AbortSignal): Promise<WriteOp[]> {
    const first = round > CATCHUP_BLOCKS ? round - CATCHUP_BLOCKS : 0n;
    this.#progress.totalBlocks = round > first ? round - first : 0n;
    const ops: WriteOp[] = [];
    let expected = prevOfNext;
    for (let r = round - 1n; r >= first; r--) {
      const envelope = await this.#fetch(
        `/v1/${encodeURIComponent(this.#o.genesisId)}/block/${r.toString(36)}`,
        signal,
        `block ${r}`,
      );
      const { block, bytes } = blockOfEnvelope(envelope);
      const { payset: _p, ...header } = block;
      if ((header.round ?? 0n) !== r || expected === undefined || !blockHash(header).equals(Buffer.from(expected)))
        throw new Error(`block ${r} does not chain to block ${r + 1n}`);
      if (!paysetMatchesHeader(this.#merkle, bytes, header))
        throw new Error(`block ${r} holds a payset its header does not commit to`);
      expected = header.branch;
      ops.push({ type: 'put', key: blockKey(r), value: bytes });
      this.#progress.acquiredBlocks++;
    }
    return ops;
  }

  /** One batch: every old ledger record out, the new ones in; then memory adopts it. */
  async #switch(puts: WriteOp[], signal: AbortSignal): Promise<void> {
    if (signal.aborted) throw new Aborted();
    const { node } = this.#o;
    const ledger = node.ledger;
    await ledger.freeze();
    try {
      if (signal.aborted) throw new Aborted();
      const dels: WriteOp[] = [];
      for (const table of ['account', 'creatable', 'box', 'block', 'pool'] as const) {
        for await (const [key] of ledger.store.scan(tableRange('algod', table))) dels.push({ type: 'del', key });
      }
      if (signal.aborted) throw new Aborted();
      this.#switching = true;
      await ledger.store.commit([...dels, ...puts, { type: 'del', key: catchupKey() }]);
      await ledger.reload(loadRecentRounds);
      node.pool.cut(true);
      node.pool.afterCommit();
    } finally {
      ledger.unfreeze();
    }
  }

  /** GET `path` from each peer in turn until one answers 200; a peer that stalls counts as failed. */
  async #fetch(path: string, signal: AbortSignal, what: string): Promise<Buffer> {
    const reasons: string[] = [];
    for (const peer of this.#o.peers) {
      if (signal.aborted) throw new Aborted();
      try {
        const { status, body } = await peerFetch(
          `${peer}${path}`,
          { headers: { 'Accept-Encoding': 'gzip' }, signal },
          this.#peerTimeoutMs,
        );
        if (status === 200) return body;
        reasons.push(`${peer} answered ${status}`);
      } catch (error) {
        if (signal.aborted) throw new Aborted();
        reasons.push(`${peer}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    throw new Error(`no peer served the ${what} (${reasons.join('; ')})`);
  }
}

function u64(value: bigint): Buffer {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(value);
  return out;
}
