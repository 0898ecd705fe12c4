/**
 * Group evaluation of logic sigs with the inline budget cap: the capped outcome equals the uncapped one whenever it
 * is not `deferred`; costly groups and groups that may read `global OpcodeBudget` defer; the first failing logic
 * sig of the group is the one reported.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import {
  evaluateLogicSigGroup,
  LSIG_INLINE_BUDGET,
  mayReadBudget,
  type LogicSigVerdict,
} from '../../../../src/core/ledger/appl/lsig-group.js';
import { assemble } from '../../../../src/core/teal/assembler/index.js';
import { decodeSignedTxn } from '../../../../src/core/txn/signed.js';
import { txId, txIdBytes } from '../../../../src/core/txn/transaction.js';
import type { SignedTxn } from '../../../../src/core/txn/types.js';
import { sandnetParams } from '../sandnet.js';

const A = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(new Uint8Array(32).fill(1)));
const sp = sandnetParams;
function program(source: string): Uint8Array {
  const result = assemble(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.program;
}
/** One group: a plain payment by A, then one escrow payment per source. */
function group(...sources: string[]): SignedTxn[] {
  const lsas = sources.map((s) => new algosdk.LogicSigAccount(program(s)));
  const txns = [A.addr.toString(), ...lsas.map((l) => l.address().toString())].map((sender, i) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver: A.addr, amount: i, suggestedParams: sp }),
  );
  algosdk.assignGroupID(txns);
  return txns.map((txn, i) =>
    decodeSignedTxn(i === 0 ? txn.signTxn(A.sk) : algosdk.signLogicSigTransactionObject(txn, lsas[i - 1]!).blob),
  );
}
const verdict = (txns: SignedTxn[], cap?: number): LogicSigVerdict =>
  evaluateLogicSigGroup(
    txns,
    txns.map((s) => txIdBytes(s.txn!)),
    V42,
    new Uint8Array(32),
    cap,
  );

const CHEAP = '#pragma version 8\ntxn Amount\nint 5\n<=';
const FALSE = '#pragma version 8\nint 0';
/** ~3000 units: over the inline cap, well within 20000 × 3. */
const COSTLY = `#pragma version 8\nbyte "x"\n${'sha256\n'.repeat(85)}pop\nint 1`;
const COSTLY_FALSE = `#pragma version 8\nbyte "x"\n${'sha256\n'.repeat(85)}pop\nint 0`;
const BUDGET = '#pragma version 8\nglobal OpcodeBudget\nint 1\n>';

test('the inline cap is below one logic sig budget', (t) => {
  t.true(LSIG_INLINE_BUDGET < V42.app.logicSigMaxCost);
});

const same = test.macro((t, sources: string[], capped: LogicSigVerdict['kind'], full: LogicSigVerdict['kind']) => {
  const txns = group(...sources);
  t.is(verdict(txns, LSIG_INLINE_BUDGET).kind, capped);
  const uncapped = verdict(txns);
  t.is(uncapped.kind, full);
  if (capped !== 'deferred') t.deepEqual(verdict(txns, LSIG_INLINE_BUDGET), uncapped);
});
test('cheap group: same pass capped and uncapped', same, [CHEAP, CHEAP], 'pass', 'pass');
test('cheap rejection: same text capped and uncapped', same, [CHEAP, FALSE], 'rejected', 'rejected');
test('costly group: deferred under the cap, passes with its budget', same, [CHEAP, COSTLY], 'deferred', 'pass');
test(
  'costly rejection: deferred under the cap, rejected with its budget',
  same,
  [COSTLY_FALSE],
  'deferred',
  'rejected',
);
test('a program that may read OpcodeBudget: deferred at once, passes uncapped', same, [BUDGET], 'deferred', 'pass');
test('a cap at or above the real budget is no cap', (t) => {
  t.is(verdict(group(COSTLY), 1_000_000).kind, 'pass');
});
test('no logic sig: pass', (t) => {
  t.deepEqual(verdict(group().slice(0, 1), LSIG_INLINE_BUDGET), { kind: 'pass' });
});

test('the first failing logic sig of the group is reported', (t) => {
  const txns = group(CHEAP, FALSE, '#pragma version 8\nerr');
  t.deepEqual(verdict(txns), { kind: 'rejected', message: `transaction ${txId(txns[2]!.txn!)}: rejected by logic` });
});

test('mayReadBudget: the global OpcodeBudget encoding and any other 0x32 0x0c pair', (t) => {
  t.true(mayReadBudget(program(BUDGET)));
  t.false(mayReadBudget(program(CHEAP)));
  t.true(mayReadBudget(Uint8Array.of(8, 0x80, 0x02, 0x32, 0x0c, 0x48))); // inside pushbytes: still counted
  t.false(mayReadBudget(Uint8Array.of(0x32)));
});
