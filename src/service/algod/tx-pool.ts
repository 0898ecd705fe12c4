/**
 * The transaction pool (go-algorand data/pools/transactionPool.go, docs/spec/protocol.md §8.4b): admitted groups in
 * arrival order, evaluated into one pending block evaluator for round latest + 1, a status cache of groups that
 * were dropped, and the cut of the next block.
 *
 * Invariants:
 * - Admission is synchronous: a group is evaluated against the pending state and either joins it whole or leaves
 *   nothing behind (BlockEvaluator.addGroup).
 * - `cut()` returns the evaluator of the next block. When every pending group fits in one block the pending
 *   evaluator itself is the block (no re-evaluation); otherwise the fitting prefix is re-evaluated on a fresh
 *   evaluator and the rest re-admitted on top, and groups that now fail are dropped with their error remembered.
 * - Capacity counts transactions (default 75000), as upstream.
 */
import { AppError } from '../../core/errors.js';
import {
  BlockEvaluator,
  type EvalContext,
  type EvaluatedTxn,
  type PreparedTxn,
  type TxTailReader,
} from '../../core/ledger/evaluator.js';
import { addressKey, type LedgerReader } from '../../core/ledger/state.js';

export const DEFAULT_POOL_CAPACITY = 75_000;
const STATUS_CACHE_LIMIT = 10_000;

export interface PoolGroup {
  readonly txns: readonly PreparedTxn[];
  /** journal sequence number (interval mode), 0n when not journaled */
  seq: bigint;
}

export interface PoolSource {
  readonly ledger: LedgerReader;
  readonly tail: TxTailReader;
  /** evaluation context of the round after the latest one */
  context(): EvalContext;
}

export interface Cut {
  readonly evaluator: BlockEvaluator;
  readonly groups: readonly PoolGroup[];
}

export class TxPool {
  readonly #source: PoolSource;
  readonly #capacity: number;
  readonly #maxBlockBytes: number;
  #groups: PoolGroup[] = [];
  /** evaluator of round latest + 1 holding every pending group; created lazily after each cut */
  #pending: BlockEvaluator | undefined;
  #carry: PoolGroup[] = [];
  #size = 0;
  readonly #byTxid = new Map<string, PreparedTxn>();
  readonly #status = new Map<string, { stxn: PreparedTxn; error: string }>();

  constructor(source: PoolSource, options: { capacity?: number; maxBlockBytes: number }) {
    this.#source = source;
    this.#capacity = options.capacity ?? DEFAULT_POOL_CAPACITY;
    this.#maxBlockBytes = options.maxBlockBytes;
  }

  /** Number of pending transactions. */
  get size(): number {
    return this.#size;
  }

  /** Pending transactions in pool order (flattened groups). */
  *transactions(): IterableIterator<PreparedTxn> {
    for (const g of this.#groups) yield* g.txns;
  }

  /** A pending transaction, or one dropped with its error (pool-error). */
  lookup(txid: Uint8Array): { txn: PreparedTxn; error: string } | undefined {
    const key = addressKey(txid);
    const pending = this.#byTxid.get(key);
    if (pending !== undefined) return { txn: pending, error: '' };
    const dropped = this.#status.get(key);
    return dropped === undefined ? undefined : { txn: dropped.stxn, error: dropped.error };
  }

  /**
   * Evaluate and add a group. @throws ALGOD_TXN_REJECTED (evaluation failure or a full pool)
   */
  admit(txns: readonly PreparedTxn[], seq = 0n): EvaluatedTxn[] {
    if (this.#size + txns.length > this.#capacity) {
      throw new AppError(
        'ALGOD_TXN_REJECTED',
        'TransactionPool.checkPendingQueueSize: transaction pool has reached capacity',
      );
    }
    const evaluated = this.#pendingEvaluator().addGroup(txns);
    this.#add({ txns, seq });
    return evaluated;
  }

  /**
   * Evaluate a group against the pending state as `admit` would, without adding it (the evaluation RPC).
   * @throws ALGOD_TXN_REJECTED
   */
  evaluate(txns: readonly PreparedTxn[]): EvaluatedTxn[] {
    return this.#pendingEvaluator().tryGroup(txns);
  }

  /** The round the pending groups are evaluated for (latest + 1). */
  get pendingRound(): bigint {
    return this.#pendingEvaluator().ctx.round;
  }

  /**
   * Take the next block's evaluator and its groups out of the pool (undefined when the pool is empty, unless
   * `allowEmpty` asks for an empty block). The caller
   * must apply the block to the ledger before the next admission, then call `afterCommit()`.
   */
  cut(allowEmpty = false): Cut | undefined {
    if (this.#groups.length === 0 && !allowEmpty) return undefined;
    const pending = this.#pendingEvaluator();
    const groups = this.#groups;
    this.#reset();
    if (pending.paysetBytes <= this.#maxBlockBytes) return { evaluator: pending, groups };
    const fit = this.#fittingGroups(pending);
    const block = this.#fresh();
    const kept: PoolGroup[] = [];
    for (const group of groups.slice(0, fit)) {
      // Same groups, same order, same starting state: re-evaluation cannot fail, but stay safe if it does.
      try {
        block.addGroup(group.txns);
        kept.push(group);
      } catch (error) {
        this.#drop(group, error);
      }
    }
    this.#carry = groups.slice(fit);
    return { evaluator: block, groups: kept };
  }

  /** How many leading groups fit in one block (at least one). */
  #fittingGroups(evaluator: BlockEvaluator): number {
    const starts = evaluator.groupStarts;
    let bytes = 0;
    for (let g = 0; g < starts.length; g++) {
      const end = starts[g + 1] ?? evaluator.txns.length;
      let groupBytes = 0;
      for (let i = starts[g]!; i < end; i++) groupBytes += evaluator.txns[i]!.entryBytes.length;
      if (bytes + groupBytes > this.#maxBlockBytes) return Math.max(1, g);
      bytes += groupBytes;
    }
    return starts.length;
  }

  /** Re-admit what did not fit in the last cut; call once that block is applied to the ledger. */
  afterCommit(): void {
    const carry = this.#carry;
    this.#carry = [];
    if (carry.length > 0) this.#readmit(carry);
  }

  #readmit(groups: PoolGroup[]): void {
    for (const group of groups) {
      try {
        this.#pendingEvaluator().addGroup(group.txns);
        this.#add(group);
      } catch (error) {
        this.#drop(group, error);
      }
    }
  }

  #add(group: PoolGroup): void {
    this.#groups.push(group);
    this.#size += group.txns.length;
    for (const t of group.txns) this.#byTxid.set(addressKey(t.txid), t);
  }

  #drop(group: PoolGroup, error: unknown): void {
    const text = error instanceof Error ? error.message : String(error);
    for (const t of group.txns) {
      if (this.#status.size >= STATUS_CACHE_LIMIT) this.#status.delete(this.#status.keys().next().value!);
      this.#status.set(addressKey(t.txid), { stxn: t, error: text });
    }
  }

  #reset(): void {
    this.#groups = [];
    this.#size = 0;
    this.#byTxid.clear();
    this.#pending = undefined;
  }

  #pendingEvaluator(): BlockEvaluator {
    this.#pending ??= this.#fresh();
    return this.#pending;
  }

  #fresh(): BlockEvaluator {
    return new BlockEvaluator(this.#source.ledger, this.#source.tail, this.#source.context());
  }
}
