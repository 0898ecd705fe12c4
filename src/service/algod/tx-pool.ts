/**
 * The transaction pool (go-algorand data/pools/transactionPool.go, docs/spec/protocol.md §8.4b): admitted groups in
 * arrival order, evaluated for round latest + 1 in layers of one block each, a status cache of groups that were
 * dropped, and the cut of the next block.
 *
 * Invariants:
 * - Admission is synchronous: a group is evaluated against the pending state and either joins it whole or leaves
 *   nothing behind (BlockEvaluator.addGroup).
 * - Pending groups are evaluated in layers of at most one block each: the next block's evaluator takes groups
 *   while its payset fits the block, then an evaluator layered on it (its state and transactions as a base, the
 *   same round) takes the next block's worth, and so on. So every group is evaluated exactly as one evaluator
 *   holding all of them in order would evaluate it, and `cut()` hands over the first layer as it stands. A cut
 *   layer takes no more groups, but its groups stay pending until `afterCommit()`: while a block is being made,
 *   reads still find its transactions and new groups are admitted onto the layers above it.
 * - After the commit, each following layer becomes the next block's (or its overflow) without evaluating anything
 *   again when its groups evaluate the same in the new round (BlockEvaluator.evaluatesSameAt: payments still valid,
 *   no online incentive-eligible account, same protocol); from the first layer that does not, the groups are
 *   re-admitted one by one on top, and those that now fail are dropped with their error remembered.
 * - Capacity counts transactions (default 75000), as upstream.
 * - A pending group holds its evaluated transactions (each also a prepared one, for a re-admission), never a second
 *   copy in prepared form: the pool keeps them until their block, so what it holds per transaction is kept small.
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

/** A pool at capacity refusing a group, in upstream's words. */
export function poolFullError(): AppError {
  return new AppError(
    'ALGOD_TXN_REJECTED',
    'TransactionPool.checkPendingQueueSize: transaction pool has reached capacity',
  );
}

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

/** One block's worth of pending groups and the evaluator that holds them, stacked on the layer below. */
type Layer = { readonly evaluator: BlockEvaluator; readonly groups: PoolGroup[] };

export class TxPool {
  readonly #source: PoolSource;
  readonly #capacity: number;
  readonly #maxBlockBytes: number;
  /** the pending groups by layer, the next block's first */
  #layers: Layer[] = [];
  /** the first layer once cut: its groups stay pending until afterCommit() */
  #cutLayer: Layer | undefined;
  #size = 0;
  readonly #status = new Map<string, { stxn: PreparedTxn; error: string }>();

  constructor(source: PoolSource, options: { capacity?: number | undefined; maxBlockBytes: number }) {
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
    for (const layer of this.#layers) for (const g of layer.groups) yield* g.txns;
  }

  /**
   * A pending transaction, or one dropped with its error (pool-error). `uncut` is true when the transaction waits in
   * a layer not cut yet: then it is in no block, so no committed round can hold it.
   */
  lookup(txid: Uint8Array): { txn: PreparedTxn; error: string; uncut?: boolean } | undefined {
    for (const layer of this.#layers) {
      const pending = layer.evaluator.pending(txid);
      if (pending !== undefined) return { txn: pending, error: '', uncut: layer !== this.#cutLayer };
    }
    const dropped = this.#status.get(addressKey(txid));
    return dropped === undefined ? undefined : { txn: dropped.stxn, error: dropped.error };
  }

  /**
   * Evaluate and add a group. @throws ALGOD_TXN_REJECTED (evaluation failure or a full pool)
   */
  admit(txns: readonly PreparedTxn[], seq = 0n): EvaluatedTxn[] {
    if (!this.hasRoomFor(txns.length)) throw poolFullError();
    return this.#place({ txns, seq });
  }

  /** Whether `n` more transactions fit under the pool's capacity (`admit` refuses a group that does not fit). */
  hasRoomFor(n: number): boolean {
    return this.#size + n <= this.#capacity;
  }

  /**
   * Evaluate a group onto the last layer while its payset fits a block, else onto a new layer, and add it.
   * @throws ALGOD_TXN_REJECTED (nothing added)
   */
  #place(group: PoolGroup): EvaluatedTxn[] {
    const last = this.#lastLayer();
    // The cut block takes nothing more: while it is being made, groups go onto the layers above it.
    let evaluated =
      last === this.#cutLayer ? undefined : last.evaluator.addGroupWithin(group.txns, this.#maxBlockBytes);
    let layer = last;
    if (evaluated === undefined) {
      const below = last.evaluator;
      layer = { evaluator: new BlockEvaluator(below.state, below, below.ctx), groups: [] };
      evaluated = layer.evaluator.addGroup(group.txns); // a refused group leaves no empty layer behind
      this.#layers.push(layer);
    }
    // The group keeps its evaluated transactions (each a prepared one too), so that the prepared forms die young.
    this.#add(layer, { txns: evaluated, seq: group.seq });
    return evaluated;
  }

  /**
   * Evaluate a group against the pending state as `admit` would, without adding it (the evaluation RPC).
   * @throws ALGOD_TXN_REJECTED
   */
  evaluate(txns: readonly PreparedTxn[]): EvaluatedTxn[] {
    return this.#lastLayer().evaluator.tryGroup(txns);
  }

  /** The round the pending groups are evaluated for (latest + 1). */
  get pendingRound(): bigint {
    return this.#firstLayer().evaluator.ctx.round;
  }

  /**
   * Hand over the next block: the first layer's evaluator and its groups (undefined when the pool is empty, unless
   * `allowEmpty` asks for an empty block). Its groups stay pending (lookups, listings) until `afterCommit()`, which
   * the caller calls once the block is applied to the ledger; admissions in between go onto the layers above it.
   * @throws CORE_INTERNAL when the last cut is not committed yet
   */
  cut(allowEmpty = false): Cut | undefined {
    if (this.#cutLayer !== undefined) throw new AppError('CORE_INTERNAL', 'the last block cut is not committed yet');
    if (this.#size === 0 && !allowEmpty) return undefined;
    const block = this.#firstLayer();
    this.#cutLayer = block;
    return { evaluator: block.evaluator, groups: block.groups };
  }

  /** The cut block is in the ledger: drop its groups and carry the layers above it into the next round. */
  afterCommit(): void {
    if (this.#cutLayer === undefined) return;
    this.#cutLayer = undefined;
    const carried = this.#layers.slice(1);
    this.#reset();
    let next = 0;
    for (; next < carried.length; next++) {
      const layer = carried[next]!;
      const ctx = this.#source.context();
      if (!layer.evaluator.evaluatesSameAt(ctx.round, ctx.params.version)) break;
      const below = this.#layers[this.#layers.length - 1]?.evaluator;
      const evaluator =
        below === undefined
          ? layer.evaluator.rebased(this.#source.ledger, this.#source.tail, ctx)
          : layer.evaluator.rebased(below.state, below, below.ctx);
      // The layer's groups (and the evaluator's index of their TxIDs) move over as they are.
      this.#layers.push({ evaluator, groups: layer.groups });
      for (const group of layer.groups) this.#size += group.txns.length;
    }
    for (const layer of carried.slice(next)) {
      for (const group of layer.groups) {
        try {
          this.#place(group);
        } catch (error) {
          this.#drop(group, error);
        }
      }
    }
  }

  #add(layer: Layer, group: PoolGroup): void {
    layer.groups.push(group);
    this.#size += group.txns.length;
  }

  #drop(group: PoolGroup, error: unknown): void {
    const text = error instanceof Error ? error.message : String(error);
    for (const t of group.txns) {
      if (this.#status.size >= STATUS_CACHE_LIMIT) this.#status.delete(this.#status.keys().next().value!);
      this.#status.set(addressKey(t.txid), { stxn: t, error: text });
    }
  }

  #reset(): void {
    this.#size = 0;
    this.#layers = [];
  }

  #firstLayer(): Layer {
    if (this.#layers.length === 0) {
      const { ledger, tail } = this.#source;
      this.#layers.push({ evaluator: new BlockEvaluator(ledger, tail, this.#source.context()), groups: [] });
    }
    return this.#layers[0]!;
  }

  #lastLayer(): Layer {
    this.#firstLayer();
    return this.#layers[this.#layers.length - 1]!;
  }
}
