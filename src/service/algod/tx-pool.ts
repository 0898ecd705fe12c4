/**
 * The transaction pool (go-algorand data/pools/transactionPool.go, docs/spec/protocol.md §8.4b): admitted groups in
 * arrival order, evaluated into one pending block evaluator for round latest + 1, a status cache of groups that
 * were dropped, and the cut of the next block.
 *
 * Invariants:
 * - Admission is synchronous: a group is evaluated against the pending state and either joins it whole or leaves
 *   nothing behind (BlockEvaluator.addGroup).
 * - Pending groups are evaluated on two evaluators: the next block's, which takes groups while the payset fits the
 *   block, and from the first group that does not fit on, an overflow evaluator layered on it (its state and
 *   transactions as a base), for the same round. So every group is evaluated exactly as one evaluator holding all
 *   of them in order would evaluate it, and `cut()` hands over the block's evaluator as it stands (no
 *   re-evaluation on the main thread when the pool holds more than a block). The overflow groups are re-admitted
 *   on top after the commit, and those that now fail are dropped with their error remembered.
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
  /** the next block's evaluator (round latest + 1), holding the first `#blockGroups` groups; created lazily */
  #block: BlockEvaluator | undefined;
  #blockGroups = 0;
  /** the groups after those, layered on #block (same round); created at the first group that does not fit */
  #overflow: BlockEvaluator | undefined;
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
    const evaluated = this.#place(txns);
    this.#add({ txns, seq });
    return evaluated;
  }

  /** Evaluate a group onto the block while it fits, else onto the overflow. @throws ALGOD_TXN_REJECTED */
  #place(txns: readonly PreparedTxn[]): EvaluatedTxn[] {
    if (this.#overflow === undefined) {
      const block = this.#blockEvaluator();
      const evaluated = block.addGroupWithin(txns, this.#maxBlockBytes);
      if (evaluated !== undefined) {
        this.#blockGroups++;
        return evaluated;
      }
      this.#overflow = new BlockEvaluator(block.state, block, block.ctx);
    }
    return this.#overflow.addGroup(txns);
  }

  /**
   * Evaluate a group against the pending state as `admit` would, without adding it (the evaluation RPC).
   * @throws ALGOD_TXN_REJECTED
   */
  evaluate(txns: readonly PreparedTxn[]): EvaluatedTxn[] {
    return (this.#overflow ?? this.#blockEvaluator()).tryGroup(txns);
  }

  /** The round the pending groups are evaluated for (latest + 1). */
  get pendingRound(): bigint {
    return this.#blockEvaluator().ctx.round;
  }

  /**
   * Take the next block's evaluator and its groups out of the pool (undefined when the pool is empty, unless
   * `allowEmpty` asks for an empty block). The caller
   * must apply the block to the ledger before the next admission, then call `afterCommit()`.
   */
  cut(allowEmpty = false): Cut | undefined {
    if (this.#groups.length === 0 && !allowEmpty) return undefined;
    const evaluator = this.#blockEvaluator();
    const groups = this.#groups;
    const inBlock = this.#blockGroups;
    this.#reset();
    this.#carry = groups.slice(inBlock);
    return { evaluator, groups: inBlock === groups.length ? groups : groups.slice(0, inBlock) };
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
        this.#place(group.txns);
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
    this.#block = undefined;
    this.#blockGroups = 0;
    this.#overflow = undefined;
  }

  #blockEvaluator(): BlockEvaluator {
    this.#block ??= new BlockEvaluator(this.#source.ledger, this.#source.tail, this.#source.context());
    return this.#block;
  }
}
