/**
 * group-check-service: a burst of submitted groups (or of a block's payset runs) leaves as pooled
 * `txn-group-check-batch` tasks and every caller gets exactly what core `checkGroup` (`checkPaysetGroup`) answers
 * inline (less the decoded group), failures included; a lone group runs inline, except a check ahead.
 */
import test, { type ExecutionContext } from 'ava';
import algosdk from 'algosdk';
import { encodeMsgpack } from '../../src/core/codec/msgpack.js';
import { checkGroup, checkPaysetGroup, type CheckedGroup } from '../../src/core/ledger/group-prepare.js';
import { TXN_LEAVES_BYTES } from '../../src/core/merkle/index.js';
import { packBytes } from '../../src/core/packed.js';
import { toSignedTxnInBlock } from '../../src/core/txn/block.js';
import { signedTxnInBlockSchema } from '../../src/core/txn/schemas.js';
import { decodeSignedTxnGroup } from '../../src/core/txn/signed.js';
import type { FlushMode } from '../../src/workers/batcher.js';
import { createGroupCheckService } from '../../src/workers/group-check-service.js';
import { entryLeaves } from '../../src/workers/group-leaves.js';
import { createPool, type Pool } from '../../src/workers/pool.js';
import type { TaskName } from '../../src/workers/protocol.js';
import { account, sandnetCtx, sandnetParams } from '../core/ledger/sandnet.js';

const ctx = sandnetCtx;
const [A, B] = [account(1), account(2)];
const pay = (amount: number): Uint8Array =>
  algosdk
    .makePaymentTxnWithSuggestedParamsFromObject({
      sender: A.addr,
      receiver: B.addr,
      amount,
      suggestedParams: sandnetParams,
    })
    .signTxn(A.sk);

/**
 * A pooled answer is the inline one: the same failure stage and error, or the same bytes, TxIDs and entries, plus
 * each entry's commitment leaves as the merkle engine computes them (only pooled answers carry leaves).
 */
function samePooledAnswer(t: ExecutionContext, answer: CheckedGroup, inline: CheckedGroup): void {
  if (!inline.ok || !answer.ok) {
    t.deepEqual(
      answer.ok ? undefined : [answer.stage, answer.error.toWire()],
      inline.ok ? undefined : [inline.stage, inline.error.toWire()],
    );
    return;
  }
  t.deepEqual([answer.txids, answer.txnBytes, answer.entries], [inline.txids, inline.txnBytes, inline.entries]);
  const expected = entryLeaves(packBytes(inline.txnBytes), packBytes(inline.entries.map((e) => e ?? Buffer.alloc(0))));
  t.deepEqual(
    answer.leaves,
    inline.entries.map((_, k) => expected.subarray(k * TXN_LEAVES_BYTES, (k + 1) * TXN_LEAVES_BYTES)),
  );
}

let pool: Pool;
const tasks: TaskName[] = [];
test.before(() => {
  pool = createPool({ threads: 2, onTask: (task) => tasks.push(task) });
});
test.after.always(async () => {
  await pool.destroy();
});

test('a burst is checked on the pool, each group answered as inline', async (t) => {
  const flushes: [number, FlushMode][] = [];
  const service = createGroupCheckService({ pool, onFlush: (size, mode) => flushes.push([size, mode]) });
  const bodies = Array.from({ length: 12 }, (_, i) => (i === 5 ? new Uint8Array([0xc1]) : pay(i + 1)));
  const corrupted = Buffer.from(pay(99));
  corrupted[corrupted.indexOf(Buffer.from([0xa3, 0x73, 0x69, 0x67, 0xc4, 0x40])) + 20]! ^= 1; // a bit of "sig"
  bodies[7] = corrupted;
  const answers = await Promise.all(bodies.map((body) => service.check(body, ctx)));
  t.true(flushes.some(([, mode]) => mode === 'pooled'));
  t.true(tasks.includes('txn-group-check-batch'));
  answers.forEach((answer, i) => samePooledAnswer(t, answer, checkGroup(bodies[i]!, ctx)));
  t.false(answers[5]!.ok);
  t.false(answers[7]!.ok);
});

test('a lone group with nothing in flight runs inline', async (t) => {
  const flushes: FlushMode[] = [];
  const service = createGroupCheckService({ pool, onFlush: (_, mode) => flushes.push(mode) });
  const answer = await service.check(pay(3), ctx);
  t.true(answer.ok);
  t.deepEqual(flushes, ['inline']);
});

test('checks ahead never run on the calling thread: a lone group still goes to the pool', async (t) => {
  const flushes: FlushMode[] = [];
  const service = createGroupCheckService({ pool, onFlush: (_, mode) => flushes.push(mode) });
  const body = pay(4);
  samePooledAnswer(t, await service.checkAhead(body, ctx), checkGroup(body, ctx));
  t.deepEqual(flushes, ['pooled']);
});

test('payset runs go to the pool in their own batches and answer as checkPaysetGroup does inline', async (t) => {
  const flushes: [number, FlushMode][] = [];
  const service = createGroupCheckService({ pool, onFlush: (size, mode) => flushes.push([size, mode]) });
  const entries = Array.from({ length: 10 }, (_, i) => {
    const [stxn] = decodeSignedTxnGroup(pay(i + 1));
    return encodeMsgpack(
      signedTxnInBlockSchema,
      toSignedTxnInBlock({ ...stxn!, closingAmount: BigInt(i) }, ctx.header),
    );
  });
  entries[4] = Buffer.from([0xc1]);
  const submitted = pay(1);
  const [answers, alone] = await Promise.all([
    Promise.all(entries.map((entry) => service.checkPayset(entry, ctx))),
    service.check(submitted, ctx),
  ]);
  // The ten payset runs leave as pooled batches of their own; the lone submission runs inline beside them.
  t.deepEqual(
    flushes.filter(([, mode]) => mode === 'inline'),
    [[1, 'inline']],
  );
  t.deepEqual(alone, checkGroup(submitted, ctx));
  answers.forEach((answer, i) => samePooledAnswer(t, answer, checkPaysetGroup(entries[i]!, ctx)));
  t.false(answers[4]!.ok);
});
