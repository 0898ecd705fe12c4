// The transaction pool when it holds more than one block: the groups that fit go to the next block's evaluator,
// the rest to an overflow evaluator layered on it, and each group is evaluated exactly as one evaluator holding
// them all in order would evaluate it; `cut` hands the block over without evaluating anything again.
import test from 'ava';
import algosdk from 'algosdk';
import {
  BlockEvaluator,
  type EvalContext,
  type PreparedTxn,
  type TxTailReader,
} from '../../../src/core/ledger/evaluator.js';
import { checkGroup } from '../../../src/core/ledger/group-prepare.js';
import { TxPool, type PoolSource } from '../../../src/service/algod/tx-pool.js';
import { MemoryLedger } from '../../core/ledger/apply/memory-ledger.js';
import { account, sandnetCtx, sandnetParams } from '../../core/ledger/sandnet.js';

const ALGO = 1_000_000;
const people = Array.from({ length: 12 }, (_, i) => account(40 + i));
const noTail: TxTailReader = { isCommitted: () => false, leaseExpiry: () => undefined };

function context(round: bigint): EvalContext {
  return { ...sandnetCtx, round, latestTimestamp: 0n };
}

/** One signed payment as the pool receives it (checked, with its canonical bytes and TxID). */
function payment(from: number, to: number, amount: number, note = '', lease?: Uint8Array): PreparedTxn[] {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: people[from]!.addr,
    receiver: people[to]!.addr,
    amount,
    note: new TextEncoder().encode(note),
    ...(lease === undefined ? {} : { lease }),
    suggestedParams: sandnetParams,
  });
  const checked = checkGroup(txn.signTxn(people[from]!.sk), sandnetCtx);
  if (!checked.ok) throw checked.error;
  return checked.stxns!.map((stxn, i) => ({ stxn, txnBytes: checked.txnBytes[i]!, txid: checked.txids[i]! }));
}

/**
 * A chain: person 0 is funded; group i pays person i + 1, who pays it on in group i + 1. A group evaluated on
 * anything but the state after every group before it fails (its sender would have nothing).
 */
const chain = (n: number): PreparedTxn[][] =>
  Array.from({ length: n }, (_, i) => payment(i, i + 1, (20 - i) * ALGO, `hop ${i}`));

function fundedLedger(): MemoryLedger {
  return new MemoryLedger().set(people[0]!.addr.publicKey, { microAlgos: 1_000n * BigInt(ALGO) });
}

function poolOver(
  ledger: MemoryLedger,
  maxBlockBytes: number,
): { pool: TxPool; source: PoolSource & { round: bigint } } {
  const source = {
    round: 5n,
    ledger,
    tail: noTail,
    context: () => context(source.round),
  };
  return { pool: new TxPool(source, { maxBlockBytes }), source };
}

/** What one evaluator holding every group in order makes of them. */
function reference(groups: PreparedTxn[][]): Buffer[] {
  const one = new BlockEvaluator(fundedLedger(), noTail, context(5n));
  return groups.flatMap((g) => one.addGroup(g).map((t) => t.entryBytes));
}

/** Apply a cut block to the memory ledger as the node's commit would (accounts only: payments). */
function commit(ledger: MemoryLedger, evaluator: BlockEvaluator): void {
  for (const [key, data] of evaluator.state.changedAccounts()) {
    ledger.set(Buffer.from(key, 'latin1'), data ?? { microAlgos: 0n });
  }
}

test('more than a block: the block takes the groups that fit, the overflow is evaluated on top of them', (t) => {
  const groups = chain(10);
  const expected = reference(groups);
  const entry = expected[0]!.length;
  const ledger = fundedLedger();
  // Room for three payments per block (entries of a chain differ by a byte or so at most).
  const { pool, source } = poolOver(ledger, 3 * entry + 2);
  const admitted = groups.flatMap((g) => pool.admit(g).map((e) => e.entryBytes));
  t.deepEqual(admitted, expected, 'each group evaluated as one evaluator holding them all would');
  t.is(pool.size, 10);

  const first = pool.cut()!;
  t.is(first.groups.length, 3);
  t.deepEqual(
    first.evaluator.txns.map((e) => e.entryBytes),
    expected.slice(0, 3),
  );
  t.true(first.evaluator.paysetBytes <= 3 * entry + 2);
  commit(ledger, first.evaluator);
  source.round = 6n;
  pool.afterCommit();
  t.is(pool.size, 7, 'the overflow came back on top of the committed block');

  const second = pool.cut()!;
  t.is(second.groups.length, 3);
  t.deepEqual(
    second.evaluator.txns.map((e) => e.entryBytes.length),
    expected.slice(3, 6).map((b) => b.length),
  );
});

test('the overflow sees the block part as its ledger: a duplicate, a spent balance, a held lease are refused', (t) => {
  const groups = chain(5);
  const entry = reference(groups)[0]!.length;
  const { pool } = poolOver(fundedLedger(), 2 * entry + 2);
  const lease = new Uint8Array(32).fill(7);
  pool.admit(payment(0, 11, ALGO, 'leased', lease));
  for (const g of groups.slice(0, 3)) pool.admit(g);
  // Two groups in the block now; the rest (and everything below) is on the overflow.
  const again = t.throws(() => pool.admit(groups[0]!));
  t.regex(again.message, /transaction already in ledger/);
  const leased = t.throws(() => pool.admit(payment(0, 10, ALGO, 'other', lease)));
  t.regex(leased.message, /using an overlapping lease/);
  // Person 1 received 20 Algos in the block part and paid 19 on in the overflow: 1 Algo left, not 5.
  const overspend = t.throws(() => pool.evaluate(payment(1, 9, 5 * ALGO, 'too much')));
  t.regex(overspend.message, /overspend/);
  t.notThrows(() => pool.evaluate(payment(3, 9, ALGO, 'on top of the overflow')));
});

test('a first group larger than the block is still taken alone; an empty cut makes an empty block', (t) => {
  const { pool } = poolOver(fundedLedger(), 10);
  pool.admit(chain(1)[0]!);
  pool.admit(chain(2)[1]!);
  const cut = pool.cut()!;
  t.is(cut.groups.length, 1);
  t.is(cut.evaluator.txns.length, 1);
  const empty = poolOver(fundedLedger(), 10).pool.cut(true)!;
  t.is(empty.groups.length, 0);
  t.is(empty.evaluator.txns.length, 0);
});
