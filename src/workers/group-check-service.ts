/**
 * Submitted groups, and the groups of a peer's block that a follower replays, checked off the main thread (core
 * `checkGroup` / `checkPaysetGroup`: decode, canonical bytes and TxIDs, stateless checks, signatures,
 * empty-ApplyData payset entries), batched per event-loop turn like the signature service: the groups of one turn
 * travel as one `txn-group-check-batch` task, split over the idle threads.
 *
 * Invariants:
 * - `check` answers exactly what core `checkGroup(body, ctx)` answers, and `checkPayset` what `checkPaysetGroup`
 *   answers, whichever path a call takes, except that a pooled answer carries no decoded `stxns` (the caller
 *   decodes the body again, or already has: decoding is the cheap part). The two kinds never share a batch.
 * - A pooled answer also carries its bytes as `rows` of the task's answer buffers (core/ledger/checked-txn.ts), and
 *   makes its lists from them only when they are read: the transactions the pool prepares from it hold no view of
 *   their own.
 * - Failures are per group and never poison a batch; only a failed task (CORE_POOL_FAILURE) rejects its callers.
 * - Bodies are copied into a fresh packed buffer that is transferred to the worker; callers may reuse theirs.
 * - A batch whose groups name different protocols (an upgrade boundary) is checked inline, so every group is
 *   checked under its own consensus parameters.
 */
import { asBuffer } from '../core/bytes.js';
import { DIGEST_BYTES } from '../core/crypto/hash.js';
import { AppError } from '../core/errors.js';
import {
  checkGroupUnverified,
  checkPaysetGroupUnverified,
  type CheckedGroup,
  type GroupCheckContext,
} from '../core/ledger/group-prepare.js';
import type { TxnRows } from '../core/ledger/checked-txn.js';
import { TXN_LEAVES_BYTES } from '../core/merkle/index.js';
import { packBytes } from '../core/packed.js';
import { Batcher, type FlushMode } from './batcher.js';
import { verifyGroups } from './group-signatures.js';
import type { Pool } from './pool.js';

export interface GroupChecker {
  /** Decode and check one submitted group. @throws CORE_POOL_FAILURE */
  check(body: Uint8Array, ctx: GroupCheckContext): Promise<CheckedGroup>;
  /**
   * Check one group of a peer's block given as its run of payset entries (core `checkPaysetGroup`); batched
   * separately from submissions. @throws CORE_POOL_FAILURE
   */
  checkPayset(entries: Uint8Array, ctx: GroupCheckContext): Promise<CheckedGroup>;
  /**
   * `check` for work nobody waits on (a follower checking its peer's transactions ahead of their block): with a
   * pool it always runs there, never on the calling thread, whatever the batch size. @throws CORE_POOL_FAILURE
   */
  checkAhead(body: Uint8Array, ctx: GroupCheckContext): Promise<CheckedGroup>;
}

export type GroupCheckServiceOptions = {
  pool?: Pool | undefined;
  /** Groups per pooled task (default 8: up to 128 signatures for groups of 16). */
  maxBatch?: number;
  onFlush?: (size: number, mode: FlushMode) => void;
};

type Item = { readonly body: Uint8Array; readonly ctx: GroupCheckContext };

type Form = { readonly inline: (body: Uint8Array, ctx: GroupCheckContext) => CheckedGroup; readonly payset: boolean };
/** Inline answers verify through the same batched verifier as the pool task (group-signatures.ts). */
const SUBMITTED: Form = { inline: (body, ctx) => verifyGroups([checkGroupUnverified(body, ctx)])[0]!, payset: false };
const PAYSET: Form = { inline: (body, ctx) => verifyGroups([checkPaysetGroupUnverified(body, ctx)])[0]!, payset: true };

/** A task's answer as Buffers: one over each answer array, shared by every transaction of the task. */
interface TaskAnswer {
  readonly txids: Buffer;
  readonly leaves: Buffer;
  readonly txnData: Buffer;
  readonly txnAt: ArrayLike<number>;
  readonly entryData: Buffer;
  readonly entryAt: ArrayLike<number>;
}

/** One group's rows of a task's answer: its transactions are the task's `first`, `first + 1`, … */
class AnswerRows implements TxnRows {
  readonly #answer: TaskAnswer;
  readonly #first: number;

  constructor(answer: TaskAnswer, first: number) {
    this.#answer = answer;
    this.#first = first;
  }

  txnBytes(i: number): Buffer {
    const at = this.#answer.txnAt;
    return this.#answer.txnData.subarray(at[this.#first + i], at[this.#first + i + 1]);
  }

  txid(i: number): Buffer {
    const t = this.#first + i;
    return this.#answer.txids.subarray(t * DIGEST_BYTES, (t + 1) * DIGEST_BYTES);
  }

  /** An empty item: core had no entry for that transaction (and so no leaves). */
  #hasEntry(t: number): boolean {
    const at = this.#answer.entryAt;
    return at[t + 1]! > at[t]!;
  }

  entry(i: number): Buffer | undefined {
    const t = this.#first + i;
    if (!this.#hasEntry(t)) return undefined;
    const at = this.#answer.entryAt;
    return this.#answer.entryData.subarray(at[t], at[t + 1]);
  }

  leaves(i: number): Buffer | undefined {
    const t = this.#first + i;
    if (!this.#hasEntry(t)) return undefined;
    return this.#answer.leaves.subarray(t * TXN_LEAVES_BYTES, (t + 1) * TXN_LEAVES_BYTES);
  }
}

/** A group that passed a pooled check: its rows, and the lists of CheckedGroup made from them on demand. */
class PooledGroup {
  readonly ok = true;
  readonly rows: AnswerRows;
  readonly #count: number;

  constructor(rows: AnswerRows, count: number) {
    this.rows = rows;
    this.#count = count;
  }

  #list<T>(row: (i: number) => T): T[] {
    return Array.from({ length: this.#count }, (_, i) => row(i));
  }

  get txnBytes(): Buffer[] {
    return this.#list((i) => this.rows.txnBytes(i));
  }

  get txids(): Buffer[] {
    return this.#list((i) => this.rows.txid(i));
  }

  get entries(): (Buffer | undefined)[] {
    return this.#list((i) => this.rows.entry(i));
  }

  get leaves(): (Buffer | undefined)[] {
    return this.#list((i) => this.rows.leaves(i));
  }
}

async function checkPooled(pool: Pool, items: readonly Item[], form: Form): Promise<CheckedGroup[]> {
  const { ctx } = items[0]!;
  if (items.some((i) => i.ctx.params.version !== ctx.params.version))
    return items.map((i) => form.inline(i.body, i.ctx));
  const bodies = packBytes(items.map((i) => i.body));
  const out = await pool.run(
    'txn-group-check-batch',
    {
      bodies,
      payset: form.payset,
      protocol: ctx.params.version,
      feeSink: ctx.feeSink,
      rewardsPool: ctx.rewardsPool,
      genesisId: ctx.header.genesisId ?? '',
      genesisHash: ctx.header.genesisHash ?? new Uint8Array(32),
    },
    { transfer: [bodies.data.buffer, bodies.offsets.buffer] as ArrayBuffer[] },
  );
  // One Buffer over each answer array; each group reads its rows of them (core/ledger/checked-txn.ts): the pool
  // holds its transactions until their block, and a view per field would be four more objects each.
  const answer: TaskAnswer = {
    txids: asBuffer(out.txids),
    leaves: asBuffer(out.leaves),
    txnData: asBuffer(out.txnBytes.data),
    txnAt: out.txnBytes.offsets,
    entryData: asBuffer(out.entries.data),
    entryAt: out.entries.offsets,
  };
  let first = 0;
  return out.failures.map((failure, g) => {
    if (failure !== null) return { ok: false, stage: failure.stage, error: AppError.fromWire(failure.error) };
    const n = out.counts[g]!;
    const group = new PooledGroup(new AnswerRows(answer, first), n);
    first += n;
    return group;
  });
}

export function createGroupCheckService(options: GroupCheckServiceOptions = {}): GroupChecker {
  const { pool } = options;
  const batcherFor = (form: Form, inlineBelow: number): Batcher<Item, CheckedGroup> =>
    new Batcher<Item, CheckedGroup>({
      runPooled: pool === undefined ? undefined : (items) => checkPooled(pool, items, form),
      runInline: (item) => form.inline(item.body, item.ctx),
      inlineBelow,
      maxBatch: options.maxBatch ?? 8,
      parallelism: pool?.threads ?? 1,
      onFlush: options.onFlush,
    });
  // A few groups with nothing in flight answer sooner inline (and spare a cold pool); more go to the threads.
  const submitted = batcherFor(SUBMITTED, 4);
  const payset = batcherFor(PAYSET, 4);
  const ahead = batcherFor(SUBMITTED, 0);
  return {
    check: (body, ctx) => submitted.submit({ body, ctx }),
    checkPayset: (entries, ctx) => payset.submit({ body: entries, ctx }),
    checkAhead: (body, ctx) => ahead.submit({ body, ctx }),
  };
}
