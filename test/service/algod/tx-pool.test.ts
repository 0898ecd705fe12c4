// The transaction pool when it holds more than one block: the groups that fit go to the next block's evaluator,
// the rest to an overflow evaluator layered on it, and each group is evaluated exactly as one evaluator holding
// them all in order would evaluate it; `cut` hands the block over without evaluating anything again.
import test from 'ava';
import algosdk from 'algosdk';
import {
  BlockEvaluator,
  type EvalContext,
  type EvaluatedTxn,
  type PreparedTxn,
  type TxTailReader,
} from '../../../src/core/ledger/evaluator.js';
import { checkGroup } from '../../../src/core/ledger/group-prepare.js';
import type { AppError } from '../../../src/core/errors.js';
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
function payment(
  from: number,
  to: number,
  amount: number,
  note = '',
  lease?: Uint8Array,
  lastValid?: number,
): PreparedTxn[] {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: people[from]!.addr,
    receiver: people[to]!.addr,
    amount,
    note: new TextEncoder().encode(note),
    ...(lease === undefined ? {} : { lease }),
    suggestedParams: lastValid === undefined ? sandnetParams : { ...sandnetParams, lastValid },
  });
  return prepared(txn, from);
}

/** `txn` signed by person `from`, checked as the pool receives it (with its canonical bytes and TxID). */
function prepared(txn: algosdk.Transaction, from: number): PreparedTxn[] {
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
  capacity?: number,
): { pool: TxPool; source: PoolSource & { round: bigint } } {
  const source = {
    round: 5n,
    ledger,
    tail: noTail,
    context: () => context(source.round),
  };
  return { pool: new TxPool(source, { maxBlockBytes, capacity }), source };
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

/** What a fresh evaluator for `round` over `ledger` makes of `groups` (the re-admission the pool may skip). */
function readmitted(ledger: MemoryLedger, round: bigint, groups: PreparedTxn[][]): BlockEvaluator {
  const fresh = new BlockEvaluator(ledger, noTail, context(round));
  for (const g of groups) fresh.addGroup(g);
  return fresh;
}

const entriesOf = (e: BlockEvaluator): Buffer[] => e.txns.map((t) => t.entryBytes);

test('after the commit, layers of payments become the next blocks as they stand, equal to a re-admission', (t) => {
  const groups = chain(10);
  const entry = reference(groups)[0]!.length;
  const ledger = fundedLedger();
  const { pool, source } = poolOver(ledger, 3 * entry + 2);
  const admitted = groups.map((g) => pool.admit(g));
  commit(ledger, pool.cut()!.evaluator);
  source.round = 6n;
  pool.afterCommit();
  t.is(pool.size, 7);
  const second = pool.cut()!;
  const expected = readmitted(fundedLedgerAfter(groups.slice(0, 3)), 6n, groups.slice(3, 6));
  t.deepEqual(entriesOf(second.evaluator), entriesOf(expected));
  t.deepEqual(second.evaluator.state.changedAccounts(), expected.state.changedAccounts());
  t.is(second.evaluator.paysetBytes, expected.paysetBytes);
  t.is(second.evaluator.feesCollected, expected.feesCollected);
  // Not evaluated again: the block holds the very transactions evaluated at admission.
  t.is(second.evaluator.txns[0], admitted[3]![0]);
  commit(ledger, second.evaluator);
  source.round = 7n;
  pool.afterCommit();
  // The layer that followed is on top of the carried one: a duplicate of a carried transaction is refused.
  t.regex(t.throws(() => pool.evaluate(groups[9]!)).message, /already in ledger/);
  const third = pool.cut()!;
  t.deepEqual(
    entriesOf(third.evaluator),
    entriesOf(readmitted(fundedLedgerAfter(groups.slice(0, 6)), 7n, groups.slice(6, 9))),
  );
});

/** The funded ledger with `groups` committed one after another (reference state). */
function fundedLedgerAfter(groups: PreparedTxn[][]): MemoryLedger {
  const ledger = fundedLedger();
  commit(ledger, readmitted(fundedLedger(), 5n, groups));
  return ledger;
}

/**
 * `groups`, then `last`, admitted to a pool over `ledger` whose block holds two of the groups' payments (and `slack`
 * bytes more); then the first block is committed and the pool carried into round 6. Answers `last` as admitted.
 */
function carriedIntoRound6(
  ledger: MemoryLedger,
  groups: PreparedTxn[][],
  slack: number,
  last: PreparedTxn[],
): { pool: TxPool; last: EvaluatedTxn[] } {
  const entry = reference(groups)[0]!.length;
  const { pool, source } = poolOver(ledger, 2 * entry + slack);
  for (const g of groups) pool.admit(g);
  const admitted = pool.admit(last);
  commit(ledger, pool.cut()!.evaluator);
  source.round = 6n;
  pool.afterCommit();
  return { pool, last: admitted };
}

test('a layer that would evaluate otherwise in the new round is re-admitted: an expired payment is dropped', (t) => {
  const groups = chain(4);
  // Valid through round 5 only: fine in the pending round, dead once round 5 is committed.
  const expiring = payment(0, 11, ALGO, 'expiring', undefined, 5);
  const { pool, last: admitted } = carriedIntoRound6(fundedLedger(), groups, 2, expiring);
  t.is(pool.size, 2, 'the carried payments are back, the expired one is not');
  t.regex(pool.lookup(expiring[0]!.txid)?.error ?? '', /txn dead: round 6 outside of 1--5/);
  const next = pool.cut()!;
  t.not(next.evaluator.txns[0], admitted[0], 're-evaluated, not carried as it stood');
  t.deepEqual(
    entriesOf(next.evaluator),
    entriesOf(readmitted(fundedLedgerAfter(groups.slice(0, 2)), 6n, groups.slice(2))),
  );
});

test('a payment to an online account earning incentives makes its layer re-evaluate in the new round', (t) => {
  const ledger = fundedLedger().set(people[10]!.addr.publicKey, {
    microAlgos: BigInt(ALGO),
    status: 1,
    incentiveEligible: true,
  });
  const doublingPayment = payment(0, 10, 2 * ALGO, 'doubles an online balance');
  const { pool, last: doubling } = carriedIntoRound6(ledger, chain(3), 40, doublingPayment);
  const next = pool.cut()!;
  t.is(next.evaluator.txns.length, 2);
  t.not(next.evaluator.txns[1], doubling[0]);
  t.is(next.evaluator.state.account(people[10]!.addr.publicKey)?.lastHeartbeat, 6n + sandnetCtx.params.balanceLookback);
});

test('a pending group keeps its evaluated transactions, not a second, prepared form of them', (t) => {
  const { pool } = poolOver(fundedLedger(), 1 << 20);
  const admitted = pool.admit(payment(0, 1, ALGO, 'kept once'));
  t.deepEqual([...pool.transactions()], admitted);
  t.is([...pool.transactions()][0], admitted[0]);
  t.is(pool.lookup(admitted[0]!.txid)?.txn, admitted[0]);
});

test('a layer holding anything but payments is evaluated again in the new round', (t) => {
  const keyreg = algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
    sender: people[0]!.addr,
    suggestedParams: sandnetParams,
  });
  const { pool, last: offline } = carriedIntoRound6(fundedLedger(), chain(3), 40, prepared(keyreg, 0));
  const next = pool.cut()!;
  t.is(next.evaluator.txns.length, 2);
  t.is(next.evaluator.txns[1]!.stxn.txn?.type, 'keyreg');
  t.not(next.evaluator.txns[1], offline[0], 're-evaluated, not carried as it stood');
});

test('while a cut block is being made its groups stay pending, and new groups go onto a layer above it', (t) => {
  const groups = chain(4);
  const ledger = fundedLedger();
  const { pool, source } = poolOver(ledger, 1_000_000);
  for (const g of groups.slice(0, 2)) pool.admit(g);
  t.is(pool.lookup(groups[0]![0]!.txid)?.uncut, true, 'in no block yet');
  const cut = pool.cut()!;
  t.is(cut.groups.length, 2);
  t.is(pool.lookup(groups[0]![0]!.txid)?.error, '', 'still pending until committed');
  t.is(pool.lookup(groups[0]![0]!.txid)?.uncut, false, 'cut: a committed round may hold it now');
  // Person 2 was paid in the cut block: the next hop is evaluated on top of it, not on the ledger.
  const late = pool.admit(groups[2]!);
  t.is(pool.lookup(late[0]!.txid)?.uncut, true);
  t.is(cut.evaluator.txns.length, 2, 'the cut block took nothing more');
  t.is(pool.size, 3);
  const again = t.throws(() => pool.cut());
  t.is((again as { code?: string }).code, 'CORE_INTERNAL');
  commit(ledger, cut.evaluator);
  source.round = 6n;
  pool.afterCommit();
  t.is(pool.lookup(groups[0]![0]!.txid), undefined, 'the committed groups left the pool');
  t.is(pool.size, 1);
  const next = pool.cut()!;
  t.is(next.evaluator.txns[0], late[0], 'carried as evaluated');
  t.deepEqual(
    entriesOf(next.evaluator),
    entriesOf(readmitted(fundedLedgerAfter(groups.slice(0, 2)), 6n, groups.slice(2, 3))),
  );
});

test('a pool at capacity refuses a group that does not fit, in upstream words, and keeps what it holds', (t) => {
  const groups = chain(4);
  const ledger = fundedLedger();
  const { pool, source } = poolOver(ledger, 1_000_000, 3);
  for (const g of groups.slice(0, 2)) pool.admit(g);
  t.true(pool.hasRoomFor(1));
  t.false(pool.hasRoomFor(2), 'two more would be four');
  pool.admit(groups[2]!);
  t.false(pool.hasRoomFor(1));
  t.true(pool.hasRoomFor(0));
  const refused = t.throws(() => pool.admit(groups[3]!)) as AppError;
  t.is(refused.code, 'ALGOD_TXN_REJECTED');
  t.is(refused.message, 'TransactionPool.checkPendingQueueSize: transaction pool has reached capacity');
  t.is(pool.size, 3);
  t.is(pool.lookup(groups[3]![0]!.txid), undefined, 'the refused group left nothing behind');
  // A committed block makes room again.
  const cut = pool.cut()!;
  commit(ledger, cut.evaluator);
  source.round = 6n;
  pool.afterCommit();
  t.is(pool.size, 0);
  t.true(pool.hasRoomFor(3));
  t.is(pool.admit(groups[3]!).length, 1);
});

test('the evaluator finds each of its transactions by TxID at its index, and refuses a group holding one twice', (t) => {
  const groups = chain(4);
  const evaluator = new BlockEvaluator(fundedLedger(), noTail, context(5n));
  for (const g of groups) evaluator.addGroup(g);
  groups.flat().forEach((p, i) => {
    t.is(evaluator.indexOf(p.txid), i);
    t.is(evaluator.pending(p.txid), evaluator.txns[i]);
    t.true(evaluator.isCommitted(p.txid, p.stxn.txn!.lastValid!), 'a layer above sees it as committed');
  });
  const unknown = Buffer.alloc(32, 9);
  t.is(evaluator.indexOf(unknown), -1);
  t.is(evaluator.pending(unknown), undefined);
  t.false(evaluator.isCommitted(unknown, 10n));
  const [hop] = payment(4, 5, ALGO, 'twice');
  const fresh = new BlockEvaluator(
    new MemoryLedger().set(people[4]!.addr.publicKey, { microAlgos: 100n * BigInt(ALGO) }),
    noTail,
    context(5n),
  );
  t.regex(t.throws(() => fresh.addGroup([hop!, hop!])).message, /transaction already in ledger/);
  t.is(fresh.txns.length, 0, 'nothing of the refused group joins');
  fresh.addGroup([hop!]);
  t.is(fresh.indexOf(hop!.txid), 0);
});
