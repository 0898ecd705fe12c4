/**
 * The dev-mode node: admission of submissions into the pool and block production (docs/spec/protocol.md §5.6,
 * docs/spec/algod.md §14).
 *
 * Invariants:
 * - Dev mode (no interval): every admitted group is cut into its own block at once, and the submission answers
 *   only when that block is durable. Admission and the cut are one synchronous step, so concurrent submissions
 *   each get their own block, in admission order; their fsyncs share the store's group commit.
 * - Interval mode (`blockIntervalMs`): admitted groups are journaled (fsynced) before the submission answers and
 *   a timer cuts a block from the pool every interval, empty or not (like a real network: clients such as
 *   algosdk's waitForConfirmation wait for rounds to pass); the journal entries are deleted in the block's batch.
 *   A restart re-admits the journal, so nothing acknowledged is lost. Such a block is made asynchronously: its
 *   commitment trees are hashed on the libuv pool while the event loop keeps serving, and until its commit the
 *   pool keeps its transactions pending and admits new groups above it (tx-pool.ts). A tick that finds a block
 *   still being made makes none.
 * - The timestamp offset of the devmode routes applies to every following block.
 * - While the ledger refuses blocks (a store write fault, ledger.ts `refusal`), submissions are refused with its
 *   error (CORE_STORE_UNAVAILABLE) before admission, so the pool holds no group that no block can take, and the
 *   block timer skips its ticks. A block cut before the fault was known is kept as made and committed at the first
 *   tick after the ledger takes blocks again; its journal entries are deleted in its own batch, so they stay until
 *   it is durable. A block applied whose write was refused is written by the ledger after the recovery, and block
 *   production goes on; likewise a group admitted whose journal write was refused stays in the pool. Their
 *   submissions were answered with the 503 although their transactions may still be committed (as an answer lost
 *   to a timeout): nothing is acknowledged that is not durable, not the converse.
 * - Follower mode (`follower`, service/algod/follower/): this node admits no submission (the service relays them
 *   to the peer: follower/write-relay.ts) and makes no block; its blocks come from the follower.
 */
import { asBuffer } from '../../core/bytes.js';
import { AppError, isAppError } from '../../core/errors.js';
import { assembleBlock, encodeBlockHeader } from '../../core/ledger/block-bytes.js';
import { nextHeader, nextTimestamp } from '../../core/ledger/block-header.js';
import type { BlockHeader } from '../../core/txn/block.js';
import { BlockEvaluator, type EvaluatedTxn, type PreparedTxn } from '../../core/ledger/evaluator.js';
import type { TxnCommitments } from '../../core/merkle/index.js';
import type { MerkleEngine } from '../../native/index.js';
import type { WriteOp } from '../../store/store.js';
import type { Pool } from '../../workers/pool.js';
import type { Verifier } from '../../workers/signature-service.js';
import type { Ledger } from './ledger.js';
import { parsePoolKey, poolKey, tableRange } from '../../store/schema.js';
import { TxFeed } from './tx-feed.js';
import { poolFullError, TxPool, type Cut } from './tx-pool.js';
import { blockCommitments, blockCommitmentsAsync } from './block-commitments.js';
import { createGroupCheckService, type GroupChecker } from '../../workers/group-check-service.js';
import {
  checkAdmission,
  decodeSubmission,
  evaluateLogicSigs,
  prepare,
  preparedGroup,
  shareCommonBytes,
  verifySignatures,
} from './submission.js';
import { decodeSignedTxnGroup } from '../../core/txn/signed.js';
import { countValues } from '../../core/codec/msgpack-skip.js';

export interface NodeOptions {
  readonly ledger: Ledger;
  readonly verifier: Verifier;
  readonly merkle: MerkleEngine;
  /** undefined: a block per submission (dev mode); otherwise a block from the pool every interval */
  readonly blockIntervalMs?: number | undefined;
  /** wall clock in ms (tests pass their own) */
  readonly now?: () => number;
  /** worker pool for costly logic-sig groups (submission.ts `evaluateLogicSigs`); undefined: all inline */
  readonly workers?: Pool | undefined;
  /** follower mode: submissions are refused here (the service relays them to the peer); the node makes no block */
  readonly follower?: boolean | undefined;
  /** sees submissions and blocks (metrics, logs) */
  readonly observer?: NodeObserver | undefined;
  /** most transactions the pool holds (default DEFAULT_POOL_CAPACITY, upstream's) */
  readonly poolCapacity?: number | undefined;
}

/** Hooks for metrics and logs; called synchronously, they must not throw. */
export interface NodeObserver {
  /** A submission was answered: admitted (true) or refused (false). */
  submitted?(accepted: boolean): void;
  /** A block is durable: its round, its transaction count and when it was cut (wall clock, ms). */
  committed?(round: bigint, txns: number, atMs: number): void;
  /** Block production stopped because the store refused a block (default: a process warning). */
  stopped?(error: unknown): void;
}

export class AlgodNode {
  readonly ledger: Ledger;
  readonly pool: TxPool;
  /** the bodies of the groups admitted here, for followers to check ahead of their blocks (tx-feed.ts) */
  readonly feed = new TxFeed();
  readonly #verifier: Verifier;
  /** the stateless half of submissions and of a follower's peer blocks, on the pool (group-check-service.ts) */
  readonly checker: GroupChecker;
  readonly #workers: Pool | undefined;
  readonly #merkle: MerkleEngine;
  readonly #intervalMs: number | undefined;
  readonly #now: () => number;
  readonly #observer: NodeObserver | undefined;
  #timer: NodeJS.Timeout | undefined;
  #offset: bigint | undefined;
  #seq = 0n;
  #lastBlockAt: number | undefined;
  /** the header of the last block made here and its encoding: the next header hashes it (used while it is ledger.latest) */
  #made: { readonly header: BlockHeader; readonly bytes: Buffer } | undefined;
  #closed = false;
  /** set while an interval block is being made (between its cut and its commit to memory) */
  #cutting = false;
  /** an interval block made while the ledger started refusing blocks: committed at the next tick that may */
  #stalled: { readonly cut: Cut; readonly commitments: TxnCommitments } | undefined;
  readonly #follower: boolean;

  constructor(options: NodeOptions) {
    this.#follower = options.follower === true;
    this.ledger = options.ledger;
    this.#verifier = options.verifier;
    this.#workers = options.workers;
    this.checker = createGroupCheckService({ pool: options.workers });
    this.#merkle = options.merkle;
    this.#intervalMs = options.blockIntervalMs;
    this.#now = options.now ?? Date.now;
    this.#observer = options.observer;
    const { params } = this.ledger;
    this.pool = new TxPool(
      { ledger: this.ledger, tail: this.ledger.tail, context: () => this.ledger.nextContext() },
      { maxBlockBytes: params.maxTxnBytesPerBlock, capacity: options.poolCapacity },
    );
  }

  /** Re-admit journaled groups, then start the block timer (interval mode). @throws CORE_STORE_FAILURE */
  async start(): Promise<void> {
    const store = this.ledger.store;
    for await (const [key, value] of store.scan(tableRange('algod', 'pool'))) {
      const seq = parsePoolKey(key);
      if (seq > this.#seq) this.#seq = seq;
      try {
        this.pool.admit(decodeSignedTxnGroup(value, this.ledger.params.maxTxGroupSize).map(prepare), seq);
      } catch {
        await store.commit([{ type: 'del', key }]);
      }
    }
    if (this.#intervalMs !== undefined) {
      this.#timer = setInterval(() => void this.#produce(), this.#intervalMs);
      this.#timer.unref();
    }
    if (this.pool.size > 0 && this.#intervalMs === undefined) await this.#cutAndCommit();
  }

  /** Stop producing blocks and refuse further submissions; pending durable work still completes. */
  close(): void {
    this.#closed = true;
    if (this.#timer !== undefined) clearInterval(this.#timer);
  }

  /** Milliseconds since the last block this node made (undefined before the first). */
  sinceLastBlockMs(): number | undefined {
    return this.#lastBlockAt === undefined ? undefined : this.#now() - this.#lastBlockAt;
  }

  /** True in dev mode (no interval): every block holds exactly one group. */
  get groupPerBlock(): boolean {
    return this.#intervalMs === undefined;
  }

  get timestampOffset(): bigint | undefined {
    return this.#offset;
  }

  set timestampOffset(offset: bigint | undefined) {
    this.#offset = offset;
  }

  /**
   * Submit one group (POST /v2/transactions); resolves with the first TxID once the group is durable (in a block,
   * or journaled in interval mode). @throws ALGOD_TXN_REJECTED, CORE_MSGPACK_DECODE, …
   */
  submit(body: Uint8Array, skipPqAddressCheck = false): Promise<Buffer> {
    if (this.#follower)
      return Promise.reject(new AppError('ALGOD_INTERNAL', 'a follower does not admit transactions: its peer does'));
    const submitted = this.#observer?.submitted;
    if (submitted === undefined) return this.#submit(body, skipPqAddressCheck);
    return this.#submit(body, skipPqAddressCheck).then(
      (txid) => (submitted(true), txid),
      (error: unknown) => {
        submitted(false);
        throw error;
      },
    );
  }

  async #submit(body: Uint8Array, skipPqAddressCheck: boolean): Promise<Buffer> {
    this.#shedIfFull(body);
    const group = await this.#checked(body, skipPqAddressCheck);
    if (this.#closed) throw new AppError('ALGOD_INTERNAL', 'operation aborted as server is shutting down');
    // Checked right before admission: from here to the ledger's commit (dev mode) nothing yields.
    const refusal = this.ledger.refusal;
    if (refusal !== undefined) throw refusal;
    if (this.#intervalMs === undefined) {
      this.pool.admit(group);
      this.feed.append(body);
      await this.#cutAndCommit();
    } else {
      const seq = ++this.#seq;
      this.pool.admit(group, seq);
      this.feed.append(body);
      // The body as received: it decodes to the same group, and re-encoding it would cost main-thread time. Not a
      // copy: the store copies it into its write batch, and the admitted group keeps views of it anyway.
      await this.ledger.store.commit([{ type: 'put', key: poolKey(seq), value: asBuffer(body) }]);
    }
    return group[0]!.txid;
  }

  /**
   * POST /v2/transactions/async: decode the group and run the admission checks now (their failures are the
   * caller's 400), then submit it in the background; later failures are dropped, as upstream's backlog drops them.
   * @throws ALGOD_TXN_REJECTED, CORE_MSGPACK_DECODE, …
   */
  submitAsync(body: Uint8Array, skipPqAddressCheck = false): void {
    checkAdmission(decodeSubmission(body, this.ledger.params), skipPqAddressCheck);
    if (this.#closed) throw new AppError('ALGOD_INTERNAL', 'operation aborted as server is shutting down');
    this.submit(body, skipPqAddressCheck).catch(() => undefined);
  }

  /**
   * Evaluate one group (POST /v2/transactions's body) exactly as `submit` would — decoding, stateless checks,
   * signatures, logic sigs, then the ledger evaluation against the pending state — without admitting it.
   * Returns the evaluated transactions with their ApplyData and the round they were evaluated for.
   * @throws ALGOD_TXN_REJECTED (the text `submit` would answer with), CORE_MSGPACK_DECODE, …
   */
  async evaluate(body: Uint8Array, skipPqAddressCheck = false): Promise<{ txns: EvaluatedTxn[]; round: bigint }> {
    const group = await this.#checked(body, skipPqAddressCheck);
    return { txns: this.pool.evaluate(group), round: this.pool.pendingRound };
  }

  /**
   * A throw-away evaluator for round latest + 1 over the committed state only (simulate evaluates on the latest
   * round, not on the pool's pending state). Nothing it evaluates is ever admitted.
   */
  latestEvaluator(): BlockEvaluator {
    return new BlockEvaluator(this.ledger, this.ledger.tail, this.ledger.nextContext());
  }

  /** Verify the signatures of `group` through the batched verifier. @throws ALGOD_TXN_REJECTED */
  verifySignatures(group: readonly PreparedTxn[]): Promise<void> {
    return verifySignatures(group, this.#verifier);
  }

  /**
   * Decode a submitted group and run every check before the ledger evaluation (admission, stateless, signatures):
   * the stateless half on the pool with the groups of the same turn (group-check-service.ts), admission and the
   * logic sigs here.
   */
  async #checked(body: Uint8Array, skipPqAddressCheck: boolean): Promise<PreparedTxn[]> {
    const ctx = this.ledger.checkContext();
    const checked = await this.checker.check(body, ctx);
    const group = preparedGroup(body, checked, ctx.params, skipPqAddressCheck);
    shareCommonBytes(group, ctx.header.genesisHash!);
    // Most groups carry no logic sig: no await, so no extra promise and turn for them.
    if (group.some((p) => (p.stxn.lsig?.logic?.length ?? 0) > 0)) {
      await evaluateLogicSigs(group, ctx.params, ctx.header.genesisHash!, this.#workers);
    }
    return group;
  }

  async #produce(): Promise<void> {
    if (this.#cutting) return; // the last block is still being made: this tick makes none
    if (this.ledger.refusal !== undefined) return; // the store refuses writes: no block until it takes them again
    this.#cutting = true;
    let made: { durable: Promise<void> } | undefined;
    try {
      made = await this.#cutAndCommitAsync();
    } catch (error) {
      this.#stopProducing(error);
    } finally {
      this.#cutting = false;
    }
    if (made !== undefined) await made.durable.catch((error: unknown) => this.#refused(error));
  }

  /** A block's write failed: a write fault holds it in the ledger until the store recovers; anything else stops. */
  #refused(error: unknown): void {
    if (isAppError(error) && error.code === 'CORE_STORE_UNAVAILABLE') return;
    this.#stopProducing(error);
  }

  /** The store refused a block: memory is ahead of the disk, so stop producing rather than diverge further. */
  #stopProducing(error: unknown): void {
    this.close();
    if (this.#observer?.stopped) this.#observer.stopped(error);
    else
      process.emitWarning(`algod block production stopped: ${error instanceof Error ? error.message : String(error)}`);
  }

  /**
   * A pool too full for the group refuses it before the check: under overload, a group the pool cannot take costs
   * no decoding or signature verification, and its sender hears at once (docs/compat.md). The body's transactions
   * are only counted, and only near capacity; a body that does not parse goes on to the check for its own error.
   * `admit` still decides for every group that passes (the pool may fill during the check).
   * @throws ALGOD_TXN_REJECTED (the pool's capacity message)
   */
  #shedIfFull(body: Uint8Array): void {
    const maxGroup = this.ledger.params.maxTxGroupSize;
    if (this.pool.hasRoomFor(maxGroup)) return;
    const count = countValues(body, maxGroup);
    if (count !== undefined && !this.pool.hasRoomFor(count)) throw poolFullError();
  }

  /**
   * Interval mode: cut the next block and hash its commitment trees on the libuv thread pool; meanwhile the event
   * loop keeps serving, and submissions are admitted onto the pool's layers above the cut one (tx-pool.ts). Then
   * the block is committed to memory at once. Undefined when the node closed in between: the cut groups stay in
   * the journal and are admitted again at the next start.
   */
  async #cutAndCommitAsync(): Promise<{ durable: Promise<void> } | undefined> {
    let made = this.#stalled;
    this.#stalled = undefined;
    if (made === undefined) {
      const cut = this.pool.cut(true)!;
      made = { cut, commitments: await blockCommitmentsAsync(this.#merkle, cut.evaluator.txns) };
    }
    if (this.#closed) return undefined;
    if (this.ledger.refusal !== undefined) {
      this.#stalled = made; // the store started refusing writes meanwhile: the cut stays, for a later tick
      return undefined;
    }
    const durable = this.#commitCut(made.cut, made.commitments);
    // The pool's layers above the cut one hold on the committed ledger too, so the event loop may serve a turn
    // before they are carried into the next round.
    await new Promise((resolve) => setImmediate(resolve));
    this.pool.afterCommit();
    return { durable };
  }

  /** Cut the pool into the next block and commit it (memory now, disk when the Promise settles). */
  #cutAndCommit(allowEmpty = false): Promise<void> {
    const refusal = this.ledger.refusal;
    if (refusal !== undefined) return Promise.reject(refusal);
    const cut = this.pool.cut(allowEmpty);
    if (cut === undefined) return Promise.resolve();
    const durable = this.#commitCut(cut, blockCommitments(this.#merkle, cut.evaluator.txns));
    this.pool.afterCommit();
    return durable;
  }

  /** Commit a cut block to memory (the caller then lets the pool carry over); resolves when it is durable. */
  #commitCut(cut: Cut, commitments: TxnCommitments): Promise<void> {
    const durable = this.ledger.commit(this.#makeBlock(cut, commitments));
    const at = (this.#lastBlockAt = this.#now());
    const committed = this.#observer?.committed;
    if (committed === undefined) return durable;
    const round = this.ledger.latestRound;
    const txns = cut.evaluator.txns.length;
    return durable.then(() => committed(round, txns, at));
  }

  #makeBlock(cut: Cut, commitments: TxnCommitments): Parameters<Ledger['commit']>[0] {
    const { evaluator } = cut;
    const { params } = this.ledger;
    const prev = this.ledger.latest;
    const entries = evaluator.txns.map((t) => t.entryBytes);
    const nowSeconds = BigInt(Math.floor(this.#now() / 1000));
    const header = nextHeader({
      prev,
      prevBytes: this.#made?.header === prev ? this.#made.bytes : undefined,
      params,
      timestamp: nextTimestamp(prev.timestamp ?? 0n, nowSeconds, params, this.#offset),
      commitments,
      txnCounter: evaluator.state.txnCounter(),
      feesCollected: evaluator.feesCollected,
      paysetBytes: evaluator.paysetBytes,
    });
    const extraOps: WriteOp[] = cut.groups.filter((g) => g.seq > 0n).map((g) => ({ type: 'del', key: poolKey(g.seq) }));
    const head = encodeBlockHeader(header);
    this.#made = { header, bytes: head };
    return {
      header,
      blockBytes: assembleBlock(header, entries, head),
      accounts: evaluator.state.changedAccounts(),
      creatables: evaluator.state.changedCreatables(),
      boxes: evaluator.state.changedBoxes(),
      tail: evaluator,
      extraOps,
    };
  }
}
