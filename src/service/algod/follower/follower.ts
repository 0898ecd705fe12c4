/**
 * Follower mode (docs/spec/follower.md): the node takes its genesis from a peer, then applies the peer's blocks one
 * by one, each re-validated by replay.ts, and never makes a block of its own.
 *
 * Invariants:
 * - Rounds are applied strictly in order, one at a time; a block is committed (durably) before the next is
 *   evaluated, so a restart resumes from the ledger's last durable round. When the follower is behind, the next
 *   block is fetched and its stateless checks start on the pool while the current one is evaluated (replay.ts
 *   `startChecks`); nothing of it is applied before its turn.
 * - No busy loop: when the peer has no next block yet the follower long-polls the peer's
 *   `wait-for-block-after`; after a failure (peer unreachable, block refused) it waits RETRY_MS before trying again.
 * - A refused block is never committed: the follower stays at its round and reports why (one log line per distinct
 *   failure until a block is accepted again). Lag (peer
 *   round − own round) is logged when it reaches LAG_REPORTED and again once caught up.
 * - `close()` aborts the long-poll in flight; nothing is committed afterwards.
 * - With a sync round set, no round above it is fetched; the loop sleeps until the sync round moves.
 * - While paused (a catchpoint catch-up runs) nothing new is fetched; resume() follows from the ledger's round.
 */
import { AppError } from '../../../core/errors.js';
import type { Store } from '../../../store/store.js';
import type { AlgodNode } from '../node.js';
import { genesisKey } from '../../../store/schema.js';
import type { PeerClient, PeerAnswer, RelayRequest } from './peer-client.js';
import { PreChecks } from './prechecks.js';
import { BlockRefused, replayBlock, startChecks, type CheckingBlock, type ReplayDeps } from './replay.js';
import { sleep } from './sleep.js';

const RETRY_MS = 1000;
/** Lag (rounds) from which the follower says it is behind; a round or two is the normal gap while a block travels. */
const LAG_REPORTED = 3n;
/** How long a relayed write waits for the follower to reach the peer's round before answering anyway. */
const CATCH_UP_MS = 10_000;
/** Lag (rounds) up to which the peer's feed is read: further behind, the next blocks hold none of its pending groups. */
const PRECHECK_LAG = 4n;

export interface FollowerOptions extends Omit<ReplayDeps, 'ledger' | 'checker'> {
  readonly node: AlgodNode;
  readonly peers: PeerClient;
  readonly genesisId: string;
  /** one line per event worth an operator's attention (refused block, lag changes) */
  readonly log?: (line: string) => void;
}

/** On a data directory without a genesis, store the peer's `/genesis` text as ours. @throws ALGOD_INTERNAL */
export async function adoptPeerGenesis(store: Store, peers: PeerClient): Promise<void> {
  if ((await store.get(genesisKey())) !== undefined) return;
  const text = await peers.genesis();
  await store.commit([{ type: 'put', key: genesisKey(), value: Buffer.from(text, 'utf8') }]);
}

/** What the sync-round routes need of a follower (the service's view of it). */
export interface SyncRoundControl {
  readonly syncRound: bigint;
  /** @throws ALGOD_BAD_REQUEST */
  setSyncRound(round: bigint): void;
  unsetSyncRound(): void;
}

export class Follower implements SyncRoundControl {
  readonly #o: FollowerOptions;
  readonly #abort = new AbortController();
  #running: Promise<void> | undefined;
  #peerRound: bigint | undefined;
  #lastLag: bigint | undefined;
  /** 0 = unset; otherwise no round above it is applied */
  #syncRound = 0n;
  /** wakes the loop when the sync round changes */
  #syncChanged: (() => void) | undefined;
  /** set while paused (a catch-up runs): resolves on resume */
  #paused: { promise: Promise<void>; resume: () => void } | undefined;
  /** the last failure logged: a failure repeating every retry is logged once */
  #lastFailure: string | undefined;
  /**
   * The next round's block, fetched (and its groups' checks started on the pool) while the current one is replayed
   * and committed, when the peer is known to have it (the follower is behind): one ahead at most, dropped on pause
   * and resume; a failure is kept for its turn.
   */
  #ahead: { round: bigint; block: Promise<CheckingBlock | undefined | Error> } | undefined;

  /** the peer's pending groups, checked before their blocks arrive */
  readonly #prechecks: PreChecks;
  #feeding: Promise<void> | undefined;

  constructor(options: FollowerOptions) {
    this.#o = options;
    this.#prechecks = new PreChecks({
      peers: options.peers,
      genesisId: options.genesisId,
      checker: options.node.checker,
      context: () => this.#o.node.ledger.checkContext(),
      // Close behind the peer and free to follow: its pending groups are in the next blocks this node replays.
      active: () =>
        this.#paused === undefined && this.#peerRound !== undefined && this.lag <= PRECHECK_LAG && !this.#heldBack(),
      log: options.log,
    });
  }

  /** Start following (idempotent). */
  start(): void {
    this.#running ??= this.#loop();
    this.#feeding ??= this.#prechecks.run(this.#abort.signal);
  }

  /** Stop following; resolves when the loop has ended. */
  async close(): Promise<void> {
    this.#abort.abort();
    await this.#running;
    await this.#feeding;
  }

  /** How many blocks' groups were answered by checks made ahead from the peer's feed (prechecks.ts). */
  get prechecks(): PreChecks['stats'] {
    return this.#prechecks.stats;
  }

  /** A sync round holds the follower at or below the peer's current round. */
  #heldBack(): boolean {
    return this.#syncRound !== 0n && this.#syncRound <= (this.#peerRound ?? 0n);
  }

  /** The sync round (0 = none): the follower applies no round above it. */
  /** Fetch no further block until resume() (a round in flight may still be committed). */
  pause(): void {
    if (this.#paused !== undefined) return;
    let resume!: () => void;
    const promise = new Promise<void>((resolve) => (resume = resolve));
    this.#paused = { promise, resume };
    this.#ahead = undefined;
    this.#syncChanged?.();
  }

  /** Follow again from the ledger's latest round. */
  resume(): void {
    const paused = this.#paused;
    this.#paused = undefined;
    this.#peerRound = undefined;
    this.#ahead = undefined;
    paused?.resume();
  }

  get syncRound(): bigint {
    return this.#syncRound;
  }

  /**
   * Set the sync round. @throws ALGOD_BAD_REQUEST `failed to set sync round on the ledger` when `round` is below
   * the latest round (upstream's ErrSyncRoundInvalid)
   */
  setSyncRound(round: bigint): void {
    if (round < this.#o.node.ledger.latestRound)
      throw new AppError('ALGOD_BAD_REQUEST', 'failed to set sync round on the ledger');
    this.#syncRound = round;
    this.#syncChanged?.();
  }

  /** Remove the sync round: follow the peer freely again. */
  unsetSyncRound(): void {
    this.#syncRound = 0n;
    this.#syncChanged?.();
  }

  /** The peer's last round as last seen (undefined before the first answer). */
  get peerRound(): bigint | undefined {
    return this.#peerRound;
  }

  /** Peer round − own durable round (0 when unknown or ahead). */
  get lag(): bigint {
    const own = this.#o.node.ledger.durableRound;
    return this.#peerRound === undefined || this.#peerRound < own ? 0n : this.#peerRound - own;
  }

  /**
   * Relay `request` to the peer and answer what it answered; after a 2xx to a write (`waitForPeer`), first wait
   * (bounded) until this node has applied the peer's round, so a transaction confirmed by the peer is confirmed here too.
   */
  async relay(request: RelayRequest): Promise<PeerAnswer> {
    // Paused means a catchpoint catch-up runs: writes are closed as upstream closes them (docs/spec/algod.md §1.7).
    if (this.#paused !== undefined) throw new AppError('ALGOD_CATCHUP_UNAVAILABLE');
    const answer = await this.#o.peers.relay(request, this.#abort.signal);
    if (request.waitForPeer === true && answer.status >= 200 && answer.status < 300) {
      try {
        await this.#waitFor(await this.#o.peers.status(this.#abort.signal), CATCH_UP_MS);
      } catch {
        // The answer stands; the block will arrive with the follower's next round.
      }
    }
    return answer;
  }

  #waitFor(round: bigint, timeoutMs: number): Promise<void> {
    const ledger = this.#o.node.ledger;
    if (ledger.durableRound >= round) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        stop();
        resolve();
      };
      const stop = ledger.onDurable((r) => {
        if (r >= round) done();
      });
      const timer = setTimeout(done, timeoutMs);
      timer.unref();
    });
  }

  async #loop(): Promise<void> {
    const signal = this.#abort.signal;
    while (!signal.aborted) {
      try {
        if (this.#paused !== undefined) {
          await Promise.race([
            this.#paused.promise,
            new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true })),
          ]);
          continue;
        }
        if (this.#syncRound !== 0n && this.#o.node.ledger.latestRound >= this.#syncRound) {
          await this.#syncRoundMoved(signal);
          continue;
        }
        if (this.#peerRound === undefined) {
          this.#peerRound = await this.#o.peers.status(signal);
          this.#reportLag();
        }
        if (await this.#step(signal)) continue;
        const before = this.#o.node.ledger.latestRound;
        this.#peerRound = await this.#o.peers.waitAfter(before, signal);
        this.#reportLag();
        // The peer claims a later round than the block service gave: do not spin on the disagreement.
        if (this.#peerRound > before && !(await this.#step(signal))) await sleep(RETRY_MS, signal);
      } catch (error) {
        if (signal.aborted) break;
        const reason = error instanceof Error ? error.message : String(error);
        const line = error instanceof BlockRefused ? `follower: block refused: ${reason}` : `follower: ${reason}`;
        if (line !== this.#lastFailure) this.#log(line);
        this.#lastFailure = line;
        await sleep(RETRY_MS, signal);
      }
    }
  }

  /** Resolves when the sync round is changed or removed, or on close. */
  #syncRoundMoved(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        this.#syncChanged = undefined;
        signal.removeEventListener('abort', done);
        resolve();
      };
      this.#syncChanged = done;
      signal.addEventListener('abort', done, { once: true });
    });
  }

  /** Fetch, check and commit the next round; false when the peer does not have it yet. */
  async #step(signal: AbortSignal): Promise<boolean> {
    const { node } = this.#o;
    const ledger = node.ledger;
    const round = ledger.latestRound + 1n;
    // Beyond the sync round: report progress so the loop goes back to its top and waits there.
    if (this.#syncRound !== 0n && round > this.#syncRound) return true;
    const checking = await this.#fetch(round, signal);
    if (checking === undefined || signal.aborted) return false;
    this.#prefetch(round + 1n, signal);
    const block = await replayBlock(this.#deps(), checking);
    if (signal.aborted) return false;
    await ledger.commit(block);
    this.#lastFailure = undefined;
    // Drop the pool's pending evaluator (built on the previous round); a follower's pool admits nothing.
    node.pool.cut(true);
    node.pool.afterCommit();
    if (this.#peerRound === undefined || this.#peerRound < round) this.#peerRound = round;
    this.#reportLag();
    return true;
  }

  #deps(): ReplayDeps {
    const { node } = this.#o;
    return { ...this.#o, ledger: node.ledger, checker: node.checker, prechecked: this.#prechecks };
  }

  /** The block of `round` with its checks under way: the one fetched ahead when it is that round's, else now. */
  async #fetch(round: bigint, signal: AbortSignal): Promise<CheckingBlock | undefined> {
    const ahead = this.#ahead;
    this.#ahead = undefined;
    if (ahead === undefined || ahead.round !== round) {
      const envelope = await this.#o.peers.block(this.#o.genesisId, round, signal);
      return envelope === undefined ? undefined : startChecks(this.#deps(), envelope);
    }
    const block = await ahead.block;
    if (block instanceof Error) throw block;
    return block;
  }

  /** Start fetching `round` now, and checking it once it arrives, if the peer has it and nothing stops the follower. */
  #prefetch(round: bigint, signal: AbortSignal): void {
    if (this.#peerRound === undefined || this.#peerRound < round || this.#paused !== undefined) return;
    if (this.#syncRound !== 0n && round > this.#syncRound) return;
    const block = this.#o.peers
      .block(this.#o.genesisId, round, signal)
      .then((envelope) => (envelope === undefined ? undefined : startChecks(this.#deps(), envelope)))
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
    this.#ahead = { round, block };
  }

  #reportLag(): void {
    const lag = this.lag;
    if (lag === this.#lastLag) return;
    const wasBehind = this.#lastLag !== undefined && this.#lastLag >= LAG_REPORTED;
    this.#lastLag = lag;
    if (lag >= LAG_REPORTED && !wasBehind) this.#log(`follower: ${lag} rounds behind ${this.#o.peers.current}`);
    if (lag === 0n && wasBehind)
      this.#log(`follower: caught up with ${this.#o.peers.current} at round ${this.#o.node.ledger.durableRound}`);
  }

  #log(line: string): void {
    this.#o.log?.(line);
  }
}
