/**
 * Catchpoint catch-up (docs/spec/catchpoint.md §5): POST /v2/catchup/{label} on a follower downloads the
 * catchpoint file of the label's round from its peers, checks it, loads it and the blocks before it, and the
 * follower goes on from there.
 *
 * Invariants:
 * - Nothing on disk or in memory changes until the whole file is downloaded and verified (catchpoint-load.ts) and
 *   the blocks before it fetched and chained (each block's
 *   `prev` is the hash of the one before). Any failure or an abort before that point leaves the node as it was.
 * - The switch is one store batch (old ledger records deleted, new ones written, latest marker moved): after a
 *   crash the ledger is wholly the old one or wholly the new one. The ledger is frozen (no follower commit) from
 *   just before the batch until the new state is adopted in memory.
 * - One catch-up at a time; `label` is "" when idle. Counters only grow during a run.
 */
import { AppError } from '../../core/errors.js';
import { blockHash } from '../../core/txn/block.js';
import type { WriteOp } from '../../store/store.js';
import { loadRecentRounds } from './bootstrap.js';
import { parseCatchpoint } from './catchpoint.js';
import { blockOfEnvelope } from './follower/replay.js';
import { Aborted, verifyCatchpoint, type CatchupProgress } from './catchpoint-load.js';
import { blockKey, latestKey, tableRange } from '../../store/schema.js';
import type { AlgodNode } from './node.js';

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
  /** a download or block request that takes longer is given up for the next peer (default 60 s) */
  readonly requestTimeoutMs?: number;
}

const zero = (): CatchupProgress => ({
  totalAccounts: 0n, processedAccounts: 0n, verifiedAccounts: 0n, totalKvs: 0n, processedKvs: 0n, verifiedKvs: 0n,
  totalBlocks: 0n, acquiredBlocks: 0n,
});

export class CatchupService {
  readonly #o: CatchupOptions;
  #label = '';
  #startedAt = 0;
  #progress = zero();
  #abort: AbortController | undefined;
  #run: Promise<void> | undefined;
  /** true once the switch batch is submitted: an abort can no longer undo it */
  #switching = false;

  constructor(options: CatchupOptions) {
    this.#o = options;
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

  /** Start catching up to `label` (already parsed by the caller). Returns whether this call started it. @throws ALGOD_BAD_REQUEST */
  start(label: string): boolean {
    if (this.#label === label) return false;
    if (this.#label !== '') {
      throw new AppError('ALGOD_BAD_REQUEST', `unable to start catchpoint catchup for '${label}' - already catching up '${this.#label}'`);
    }
    const { round, hash } = parseCatchpoint(label);
    this.#label = label;
    this.#startedAt = Date.now();
    this.#progress = zero();
    const abort = (this.#abort = new AbortController());
    this.#o.log(`catchup: started for ${label}`);
    this.#o.follower?.pause();
    this.#run = this.#catchUp(round, hash, abort.signal).then(
      () => this.#o.log(`catchup: done, ledger at round ${round}`),
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        this.#o.log(error instanceof Aborted ? `catchup: ${label} aborted` : `catchup: ${label} failed: ${reason}`);
      },
    ).finally(() => {
      this.#o.follower?.resume();
      this.#label = '';
      this.#progress = zero();
      this.#abort = undefined;
      this.#switching = false;
    });
    return true;
  }

  /** Abort the running catch-up for `label` (no-op when idle); resolves once the node is back as before. @throws ALGOD_INTERNAL */
  async abort(label: string): Promise<void> {
    if (this.#label === '') return;
    if (this.#label !== label) {
      throw new AppError('ALGOD_INTERNAL', `failed to abort catchup : unable to abort catchpoint catchup for '${label}' - already catching up '${this.#label}'`);
    }
    if (!this.#switching) this.#abort?.abort();
    await this.#run;
  }

  /** Stop a running catch-up (shutdown). */
  async close(): Promise<void> {
    if (!this.#switching) this.#abort?.abort();
    await this.#run;
  }

  async #catchUp(round: bigint, hash: Buffer, signal: AbortSignal): Promise<void> {
    const tar = await this.#fetch(`/v1/${encodeURIComponent(this.#o.genesisId)}/ledger/${round.toString(36)}`, signal, `catchpoint file of round ${round}`);
    const genesisHash = this.#o.node.ledger.latest.genesisHash ?? new Uint8Array(32);
    const rewardUnit = this.#o.node.ledger.params.rewardUnit;
    const { ops, blockBytes, blockHeader } = await verifyCatchpoint(tar, { round, hash, genesisHash }, rewardUnit, this.#progress, signal);
    ops.push({ type: 'put', key: blockKey(round), value: blockBytes }, ...(await this.#blocks(round, blockHeader.branch, signal)));
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
      const envelope = await this.#fetch(`/v1/${encodeURIComponent(this.#o.genesisId)}/block/${r.toString(36)}`, signal, `block ${r}`);
      const { block, bytes } = blockOfEnvelope(envelope);
      const { payset: _p, ...header } = block;
      if ((header.round ?? 0n) !== r || expected === undefined || !blockHash(header).equals(Buffer.from(expected))) throw new Error(`block ${r} does not chain to block ${r + 1n}`);
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
      await ledger.store.commit([...dels, ...puts]);
      await ledger.reload(loadRecentRounds);
      node.pool.cut(true);
      node.pool.afterCommit();
    } finally {
      ledger.unfreeze();
    }
  }

  /** GET `path` from each peer in turn until one answers 200. */
  async #fetch(path: string, signal: AbortSignal, what: string): Promise<Buffer> {
    const reasons: string[] = [];
    for (const peer of this.#o.peers) {
      if (signal.aborted) throw new Aborted();
      try {
        const response = await fetch(`${peer}${path}`, {
          headers: { 'Accept-Encoding': 'gzip' },
          signal: AbortSignal.any([signal, AbortSignal.timeout(this.#o.requestTimeoutMs ?? 60_000)]),
        });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status === 200) return body;
        reasons.push(`${peer} answered ${response.status}`);
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
