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
 * - Failures are per group and never poison a batch; only a failed task (CORE_POOL_FAILURE) rejects its callers.
 * - Bodies are copied into a fresh packed buffer that is transferred to the worker; callers may reuse theirs.
 * - A batch whose groups name different protocols (an upgrade boundary) is checked inline, so every group is
 *   checked under its own consensus parameters.
 */
import { AppError } from '../core/errors.js';
import {
  checkGroupUnverified,
  checkPaysetGroupUnverified,
  type CheckedGroup,
  type GroupCheckContext,
} from '../core/ledger/group-prepare.js';
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

const buf = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

type Form = { readonly inline: (body: Uint8Array, ctx: GroupCheckContext) => CheckedGroup; readonly payset: boolean };
/** Inline answers verify through the same batched verifier as the pool task (group-signatures.ts). */
const SUBMITTED: Form = { inline: (body, ctx) => verifyGroups([checkGroupUnverified(body, ctx)])[0]!, payset: false };
const PAYSET: Form = { inline: (body, ctx) => verifyGroups([checkPaysetGroupUnverified(body, ctx)])[0]!, payset: true };

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
  // One Buffer over each answer array, then one view per item: the pool holds these views until their block.
  const txids = buf(out.txids);
  const leaves = buf(out.leaves);
  const txnData = buf(out.txnBytes.data);
  const txnAt = out.txnBytes.offsets;
  const entryData = buf(out.entries.data);
  const entryAt = out.entries.offsets;
  let t = 0;
  return out.failures.map((failure, g) => {
    if (failure !== null) return { ok: false, stage: failure.stage, error: AppError.fromWire(failure.error) };
    const n = out.counts[g]!;
    const txnBytes: Buffer[] = [];
    const ids: Buffer[] = [];
    const entries: (Buffer | undefined)[] = [];
    const leafRows: (Buffer | undefined)[] = [];
    for (let i = 0; i < n; i++, t++) {
      txnBytes.push(txnData.subarray(txnAt[t], txnAt[t + 1]));
      ids.push(txids.subarray(t * 32, t * 32 + 32));
      const hasEntry = entryAt[t + 1]! > entryAt[t]!;
      entries.push(hasEntry ? entryData.subarray(entryAt[t], entryAt[t + 1]) : undefined);
      leafRows.push(hasEntry ? leaves.subarray(t * TXN_LEAVES_BYTES, (t + 1) * TXN_LEAVES_BYTES) : undefined);
    }
    return { ok: true, txnBytes, txids: ids, entries, leaves: leafRows };
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
