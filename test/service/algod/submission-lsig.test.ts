/**
 * Submission-side logic-sig evaluation with a real worker pool: cheap groups never leave the thread, costly ones run
 * whole on the pool with the same texts as inline; the `lsig-eval-batch` task itself; admission (§8.2) skipping.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { encodeSignedTxn, decodeSignedTxn } from '../../../src/core/txn/signed.js';
import { packBytes } from '../../../src/core/packed.js';
import { txId } from '../../../src/core/txn/transaction.js';
import { assemble } from '../../../src/core/teal/assembler/index.js';
import { checkAdmission, evaluateLogicSigs, prepare } from '../../../src/service/algod/submission.js';
import type { PreparedTxn } from '../../../src/core/ledger/evaluator.js';
import { programHashIsOnCurve } from '../../../src/core/teal/program.js';
import { createPool, type Pool } from '../../../src/workers/pool.js';
import type { TaskName } from '../../../src/workers/protocol.js';
import { run as lsigEvalBatch } from '../../../src/workers/tasks/lsig-eval-batch.js';
import { sandnetParams } from '../../core/ledger/sandnet.js';

let pool: Pool;
let tasks: TaskName[] = [];
test.before(() => {
  pool = createPool({ threads: 1, onTask: (task) => tasks.push(task) });
});
test.after.always(async () => {
  await pool.destroy();
});
// The suite counts pool tasks through one hook, so its tests run one at a time.
test.beforeEach(() => {
  tasks = [];
});

const sp = sandnetParams;
function escrow(logic: Uint8Array): PreparedTxn {
  const lsa = new algosdk.LogicSigAccount(logic);
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: lsa.address(),
    receiver: lsa.address(),
    amount: 1,
    suggestedParams: sp,
  });
  return prepare(decodeSignedTxn(algosdk.signLogicSigTransactionObject(txn, lsa).blob));
}
function source(text: string): PreparedTxn {
  const result = assemble(text);
  if (!result.ok) throw new Error('assembly failed');
  return escrow(result.program);
}
const GENESIS = new Uint8Array(32);
const COSTLY = `#pragma version 8\nbyte "x"\n${'sha256\n'.repeat(300)}pop\nint 1`;
const COSTLY_FALSE = `#pragma version 8\nbyte "x"\n${'sha256\n'.repeat(300)}pop\nint 0`;

test.serial('a cheap logic sig runs inline: no pool task', async (t) => {
  await evaluateLogicSigs([source('#pragma version 8\nint 1')], V42, GENESIS, pool);
  const rejected = source('#pragma version 8\nint 0');
  await t.throwsAsync(evaluateLogicSigs([rejected], V42, GENESIS, pool), {
    message: `transaction ${txId(rejected.stxn.txn!)}: rejected by logic`,
  });
  t.deepEqual(tasks, []);
});

test.serial('a costly logic sig runs on the pool, with the inline outcome', async (t) => {
  await evaluateLogicSigs([source(COSTLY)], V42, GENESIS, pool);
  t.deepEqual(tasks, ['lsig-eval-batch']);
  const rejected = source(COSTLY_FALSE);
  const inline = await evaluateLogicSigs([rejected], V42, GENESIS).then(
    () => '',
    (e: Error) => e.message,
  );
  const pooled = await evaluateLogicSigs([rejected], V42, GENESIS, pool).then(
    () => '',
    (e: Error) => e.message,
  );
  t.regex(inline, /^transaction [A-Z2-7]{52}: rejected by logic$/);
  t.is(pooled, inline);
  t.deepEqual(tasks, ['lsig-eval-batch', 'lsig-eval-batch']);
});

test('the lsig-eval-batch task: one text per group, "" for a pass', (t) => {
  const pass = source('#pragma version 8\nint 1');
  const fail = source('#pragma version 8\nerr');
  const groups = packBytes([encodeSignedTxn(pass.stxn), encodeSignedTxn(fail.stxn)]);
  const result = lsigEvalBatch({ groups, genesisHash: GENESIS, protocol: V42.version });
  t.true(result.ok);
  if (!result.ok) return;
  t.deepEqual(result.value.failures, [
    '',
    `transaction ${txId(fail.stxn.txn!)}: rejected by logic err=err opcode executed. Details: pc=1`,
  ]);
  t.false(lsigEvalBatch({ groups, genesisHash: GENESIS, protocol: 'unknown' }).ok);
  t.false(lsigEvalBatch({ groups: 'x' }).ok);
});

test('admission: on-curve v13 escrow refused unless skipped', (t) => {
  let logic = Uint8Array.of(13, 0x81, 0, 0x48, 0x81, 0x01);
  for (let i = 0; !programHashIsOnCurve(logic); i++) logic = Uint8Array.of(13, 0x81, i, 0x48, 0x81, 0x01);
  const group = [escrow(logic)];
  t.throws(() => checkAdmission(group, false), {
    message: /^transaction 0: TEAL v13 LogicSig program hash is an Edwards25519 point/,
  });
  t.notThrows(() => checkAdmission(group, true));
});
