/**
 * The transaction tail (txtail.ts) and its off-heap id table (core/ledger/txid-table.ts): the table answers as a Map
 * would over random ids, through many growths (the old index drained a few slots per insert), with two words per
 * id; the tail finds a transaction of the window at its round and payset index, reports duplicates by (txid, last
 * valid round) until that round has passed, keeps each id until both its last valid round has passed and its round
 * has left the window, and keeps leases until they expire.
 */
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { TxidTable } from '../../../src/core/ledger/txid-table.js';
import { addressKey } from '../../../src/core/ledger/state.js';
import {
  RoundRecords,
  TxTail,
  type EvaluatedRound,
  type TailTxn,
  type TxnWithId,
} from '../../../src/service/algod/txtail.js';

const id = (): Buffer => randomBytes(32);

test('the id table answers as a Map over random ids, across growths', (t) => {
  const table = new TxidTable(4);
  const reference = new Map<string, number>();
  const ids: Buffer[] = [];
  for (let i = 0; i < 70_000; i++) {
    const txid = id();
    ids.push(txid);
    t.is(table.add(txid), i);
    reference.set(txid.toString('hex'), i);
    // lookups while the old index is still draining, for ids added before and after the last growth
    if (i % 997 === 0) for (const k of [0, i >>> 1, i]) if (table.indexOf(ids[k]!) !== k) t.fail(`id ${k} at ${i}`);
  }
  t.is(table.size, 70_000);
  let mismatches = 0;
  for (const txid of ids) if (table.indexOf(txid) !== reference.get(txid.toString('hex'))) mismatches++;
  t.is(mismatches, 0);
  for (let i = 0; i < 1000; i++) if (table.indexOf(id()) !== -1) mismatches++;
  t.is(mismatches, 0);
});

test('a table told its size takes chunks of that size, and still grows past it', (t) => {
  const table = new TxidTable(20_000);
  const ids = Array.from({ length: 45_000 }, id);
  ids.forEach((txid, i) => t.is(table.add(txid), i));
  let mismatches = 0;
  ids.forEach((txid, i) => (mismatches += table.indexOf(txid) === i ? 0 : 1));
  t.is(mismatches, 0);
});

test('each id keeps the two signed words given with it, across chunks and growths', (t) => {
  const table = new TxidTable();
  const ids = Array.from({ length: 5000 }, id);
  ids.forEach((txid, i) => table.add(txid, i - 2500, i * 3));
  let mismatches = 0;
  ids.forEach((txid, i) => {
    const at = table.indexOf(txid);
    if (at !== i || table.word(at, 0) !== i - 2500 || table.word(at, 1) !== i * 3) mismatches++;
  });
  t.is(mismatches, 0);
  t.is(table.word(table.add(id()), 0), 0, 'words default to 0');
  t.throws(() => table.add(id(), 2 ** 31), { instanceOf: RangeError });
});

test('ids sharing their first bytes, a view into a larger buffer, and an id added twice', (t) => {
  const table = new TxidTable();
  const base = id();
  const siblings = Array.from({ length: 50 }, (_, i) => {
    const s = Buffer.from(base);
    s[31] = i; // same first four bytes: one probe chain
    return s;
  });
  siblings.forEach((s, i) => t.is(table.add(s), i));
  siblings.forEach((s, i) => t.is(table.indexOf(s), i));
  const big = Buffer.concat([Buffer.alloc(5), siblings[7]!, Buffer.alloc(5)]);
  t.is(table.indexOf(big.subarray(5, 37)), 7);
  t.is(table.add(siblings[3]!), 50);
  t.is(table.indexOf(siblings[3]!), 3, 'the first index of an id added twice');
});

const txn = (lastValid: bigint, lease?: Uint8Array, sender: Uint8Array = Buffer.alloc(32, 1)): TailTxn => ({
  txid: id(),
  sender,
  lastValid,
  lease,
});

test('a committed transaction is found at its round and index, and is a duplicate while its last valid round has not passed', (t) => {
  const tail = new TxTail(1000n);
  const round1 = [txn(5n), txn(10n), txn(10n)];
  tail.add(1n, round1);
  t.deepEqual(tail.find(round1[2]!.txid), { round: 1n, index: 2 });
  t.true(tail.isCommitted(round1[1]!.txid, 10n));
  t.false(tail.isCommitted(round1[1]!.txid, 11n), 'another last valid round: another transaction');
  t.false(tail.isCommitted(id(), 10n));
  tail.add(5n, []);
  t.true(tail.isCommitted(round1[0]!.txid, 5n), 'alive in round 5 still');
  tail.add(6n, []);
  t.true(tail.isCommitted(round1[1]!.txid, 10n));
  t.deepEqual(tail.find(round1[0]!.txid), { round: 1n, index: 0 }, 'dead, but found: its round is in the window');
});

test('an id is kept until its last valid round has passed and its round has left the window, whichever is later', (t) => {
  const tail = new TxTail(10n);
  const short = txn(3n); // valid for a few rounds, as clients may choose
  const long = txn(25n);
  tail.add(1n, [short, long]);
  tail.add(8n, []);
  t.deepEqual(
    tail.find(short.txid),
    { round: 1n, index: 0 },
    'its last valid round passed, its round is in the window',
  );
  tail.add(11n, []);
  t.is(tail.find(short.txid), undefined, 'round 1 left the window (11 − 10)');
  t.false(tail.isCommitted(short.txid, 3n), 'and its table is gone');
  t.is(tail.find(long.txid), undefined, 'round 1 left the window');
  t.true(tail.isCommitted(long.txid, 25n), 'still a duplicate until round 25 has passed');
  tail.add(25n, []);
  t.true(tail.isCommitted(long.txid, 25n));
  tail.add(26n, []);
  t.false(tail.isCommitted(long.txid, 25n));
});

test('a table that takes ids in later rounds stays while its newest round is in the window', (t) => {
  const tail = new TxTail(10n);
  const first = txn(12n);
  const later = txn(12n);
  tail.add(2n, [first]);
  tail.add(9n, [txn(30n), later]);
  tail.add(13n, []);
  t.is(tail.find(first.txid), undefined, 'round 2 left the window');
  t.deepEqual(tail.find(later.txid), { round: 9n, index: 1 });
  t.true(tail.isCommitted(first.txid, 12n), 'its table is kept for round 9');
  tail.add(19n, []);
  t.is(tail.find(later.txid), undefined);
  t.false(tail.isCommitted(later.txid, 12n));
});

test('rounds leave the window; a jump past every expiry drops every table', (t) => {
  const tail = new TxTail(3n);
  const a = txn(100n);
  tail.add(1n, [a]);
  tail.add(2n, [txn(100n)]);
  tail.add(3n, [txn(100n)]);
  t.deepEqual(tail.find(a.txid), { round: 1n, index: 0 });
  tail.add(4n, []);
  t.is(tail.find(a.txid), undefined);
  t.true(tail.isCommitted(a.txid, 100n));
  const b = txn(150n);
  tail.add(5n, [b]);
  tail.add(1_000_000n, []);
  t.false(tail.isCommitted(a.txid, 100n));
  t.false(tail.isCommitted(b.txid, 150n));
  t.is(tail.find(b.txid), undefined);
});

test('find asks every table when the last valid rounds held span more than there are tables', (t) => {
  const tail = new TxTail(1000n);
  const far = txn(50_000_000n); // beyond any real validity, so the range walk gives way to the tables
  const near = txn(40n);
  tail.add(30n, [near, far]);
  t.deepEqual(tail.find(far.txid), { round: 30n, index: 1 });
  t.deepEqual(tail.find(near.txid), { round: 30n, index: 0 });
  t.is(tail.find(id()), undefined);
});

test('leases are held until their last valid round, and copyFrom takes over another tail', (t) => {
  const tail = new TxTail(1000n);
  const lease = Buffer.alloc(32, 7);
  const sender = Buffer.alloc(32, 9);
  const held = txn(20n, lease, sender);
  tail.add(1n, [held, txn(20n, Buffer.alloc(32))]);
  t.is(tail.leaseExpiry(sender, lease), 20n);
  t.is(tail.leaseExpiry(sender, Buffer.alloc(32)), undefined, 'a zero lease is no lease');
  const copy = new TxTail(1000n);
  copy.copyFrom(tail);
  t.is(copy.leaseExpiry(sender, lease), 20n);
  t.deepEqual(copy.find(held.txid), { round: 1n, index: 0 });
  t.true(copy.isCommitted(held.txid, 20n));
});

/** `records` as the evaluator that made their block holds them; `asked` counts its TxID lookups. */
function evaluated(records: readonly TailTxn[]): EvaluatedRound & { asked: number } {
  const txns: TxnWithId[] = records.map((r) => ({
    txid: r.txid,
    stxn: { txn: { type: 'pay', sender: r.sender, lastValid: r.lastValid, ...(r.lease && { lease: r.lease }) } },
  }));
  const byKey = new Map(txns.map((t, i) => [addressKey(t.txid), i] as const));
  const leases = new Map<string, bigint>();
  for (const r of records)
    if (r.lease !== undefined) leases.set(addressKey(r.sender) + addressKey(r.lease), r.lastValid);
  return {
    asked: 0,
    txns,
    indexOf(txid) {
      this.asked++;
      return byKey.get(addressKey(txid)) ?? -1;
    },
    heldLeases: () => leases,
  };
}

/** What a made record holds of each transaction. */
const filed = (records: readonly TailTxn[]): object[] => records.map(({ txid, lastValid }) => ({ txid, lastValid }));

/** A tail whose later turns run only when the test says so. */
function steppedTail(window: bigint): { tail: TxTail; turns: (() => void)[] } {
  const turns: (() => void)[] = [];
  return { tail: new TxTail(window, (file) => turns.push(file)), turns };
}

/** The records of a round of `n` transactions in runs of three last valid rounds, one holding a lease. */
function largeRound(n: number, sender: Uint8Array, lease: Uint8Array): TailTxn[] {
  return Array.from({ length: n }, (_, i) =>
    txn(BigInt(1000 + Math.floor((3 * i) / n)), i === 5 ? lease : undefined, sender),
  );
}

test('a large evaluated round is filed a slice per turn, and answers from its evaluator until it is filed', (t) => {
  const { tail, turns } = steppedTail(1000n);
  const sender = Buffer.alloc(32, 4);
  const lease = Buffer.alloc(32, 5);
  const records = largeRound(10_000, sender, lease);
  const round = evaluated(records);
  tail.add(7n, round);
  t.is(tail.leaseExpiry(sender, lease), records[5]!.lastValid, 'its leases are held at once');
  const check = (): number => {
    let wrong = 0;
    records.forEach((r, i) => {
      if (!tail.isCommitted(r.txid, r.lastValid)) wrong++;
      const found = tail.find(r.txid);
      if (found?.round !== 7n || found.index !== i) wrong++;
    });
    if (tail.isCommitted(id(), 1000n) || tail.find(id()) !== undefined) wrong++;
    return wrong;
  };
  t.is(check(), 0, 'nothing filed yet');
  let slices = 0;
  while (turns.length > 0) {
    turns.shift()!();
    slices++;
    t.is(check(), 0, `after slice ${slices}`);
  }
  t.is(slices, 3, 'three slices of at most 4096');
  const asked = round.asked;
  t.is(check(), 0);
  t.is(round.asked, asked, 'once filed, the evaluator is not asked any more');
});

test('the next round files what is left of the one before first; a small evaluated round is filed at once', (t) => {
  const { tail, turns } = steppedTail(1000n);
  const first = largeRound(9000, Buffer.alloc(32, 1), Buffer.alloc(32, 2));
  const round = evaluated(first);
  tail.add(1n, round);
  turns.shift()!();
  const small = [txn(50n), txn(51n)];
  tail.add(2n, evaluated(small));
  t.deepEqual(tail.find(small[1]!.txid), { round: 2n, index: 1 });
  const asked = round.asked;
  t.is(first.filter((r, i) => tail.find(r.txid)?.index !== i || !tail.isCommitted(r.txid, r.lastValid)).length, 0);
  t.is(round.asked, asked, 'round 1 was filed whole when round 2 came');
  for (const turn of turns.splice(0)) turn(); // the slices still queued find nothing left to do
  t.is(first.filter((r, i) => tail.find(r.txid)?.index !== i).length, 0);
  t.is(turns.length, 0);
});

test('copyFrom a tail still filing a round takes every id of it', (t) => {
  const { tail, turns } = steppedTail(1000n);
  const records = largeRound(5000, Buffer.alloc(32, 1), Buffer.alloc(32, 2));
  tail.add(3n, evaluated(records));
  const copy = new TxTail(1000n);
  copy.copyFrom(tail);
  t.is(records.filter((r, i) => copy.find(r.txid)?.index !== i || !copy.isCommitted(r.txid, r.lastValid)).length, 0);
  t.is(turns.length, 1, 'its slice was queued');
  turns.shift()!();
  t.is(turns.length, 0, 'and found nothing left to file');
  t.is(records.filter((r, i) => copy.find(r.txid)?.index !== i).length, 0);
});

test("round records: given ones kept as they are; an evaluated round's made as asked, then the evaluator let go", (t) => {
  const records = [txn(5n, Buffer.alloc(32, 3), Buffer.alloc(32, 4)), txn(6n), txn(7n)];
  const given = new RoundRecords(records);
  t.is(given.all(), records);
  t.is(given.evaluated, undefined);
  t.deepEqual([...given.leases()], [[addressKey(Buffer.alloc(32, 4)) + addressKey(Buffer.alloc(32, 3)), 5n]]);
  const round = evaluated(records);
  const made = new RoundRecords(round);
  t.is(made.evaluated, round);
  t.deepEqual([...made.leases()], [...round.heldLeases()]);
  made.make(2);
  const firstTwo = [0, 1].map((i) => ({ txid: made.txid(i), lastValid: BigInt(made.lastValid(i)) }));
  t.deepEqual(firstTwo, filed(records.slice(0, 2)));
  t.is(made.evaluated, round, 'still making them');
  const all = made.all();
  t.deepEqual(all, filed(records), 'a TxID and a last valid round each, no sender to keep a request body alive');
  t.is(made.evaluated, undefined, 'every record made: the evaluator is let go');
  t.deepEqual([...made.leases()], [...round.heldLeases()], 'its leases are still known');
  t.is(made.all(), all);
});

test("the tail makes a large round's records as it files them, shared with whoever holds them", (t) => {
  const { tail, turns } = steppedTail(1000n);
  const records = largeRound(9000, Buffer.alloc(32, 1), Buffer.alloc(32, 2));
  const shared = new RoundRecords(evaluated(records));
  tail.add(4n, shared);
  t.not(shared.evaluated, undefined, 'nothing filed yet');
  while (turns.length > 0) turns.shift()!();
  t.is(shared.evaluated, undefined, 'all made by the filing');
  t.deepEqual(shared.all(), filed(records));
});
