/**
 * The transaction feed (tx-feed.ts): feed numbers in admission order, pages bounded by bytes, the long-poll woken by
 * an append or ended by its time limit or an abort, a reader beyond the newest told the newest, and the oldest
 * groups dropped beyond the bounds (a reader behind them reads on from the oldest kept), and nothing kept while
 * nobody reads.
 */
import test from 'ava';
import { TxFeed } from '../../../src/service/algod/tx-feed.js';

const body = (n: number, size = 8): Buffer => Buffer.alloc(size, n);
/** A feed that keeps groups whether or not anyone reads (the idle rule has its own test). */
const feedOf = (options: ConstructorParameters<typeof TxFeed>[0] = {}): TxFeed =>
  new TxFeed({ idleMs: Infinity, ...options });

test('groups come back in order after a feed number, with the number to ask after next', async (t) => {
  const feed = feedOf();
  t.is(feed.newest, 0n);
  for (let i = 1; i <= 5; i++) feed.append(body(i));
  t.is(feed.newest, 5n);
  const all = await feed.read(0n, 1 << 20, 0);
  t.deepEqual(all, { next: 5n, groups: [1, 2, 3, 4, 5].map((i) => body(i)) });
  const tail = await feed.read(3n, 1 << 20, 0);
  t.deepEqual(tail, { next: 5n, groups: [body(4), body(5)] });
  t.deepEqual(await feed.read(5n, 1 << 20, 0), { next: 5n, groups: [] });
  const mine = body(6);
  feed.append(mine);
  mine.fill(0); // the caller's buffer changing afterwards changes nothing kept
  t.deepEqual((await feed.read(5n, 1 << 20, 0)).groups, [body(6)]);
});

test('a page holds at most maxBytes of bodies, but always one group', async (t) => {
  const feed = feedOf();
  for (let i = 1; i <= 4; i++) feed.append(body(i, 10));
  t.deepEqual(await feed.read(0n, 25, 0), { next: 2n, groups: [body(1, 10), body(2, 10)] });
  t.deepEqual(await feed.read(2n, 5, 0), { next: 3n, groups: [body(3, 10)] });
});

test('a reader beyond the newest is told the newest at once, without waiting', async (t) => {
  const feed = feedOf();
  feed.append(body(1));
  t.deepEqual(await feed.read(2n ** 64n - 1n, 1 << 20, 60_000), { next: 1n, groups: [] });
});

test('the long-poll answers as soon as a group is appended', async (t) => {
  const feed = feedOf();
  feed.append(body(1));
  const waiting = feed.read(1n, 1 << 20, 60_000);
  setImmediate(() => feed.append(body(2)));
  t.deepEqual(await waiting, { next: 2n, groups: [body(2)] });
});

test('the long-poll ends empty at its time limit, or at once when aborted', async (t) => {
  const feed = feedOf();
  t.deepEqual(await feed.read(0n, 1 << 20, 5), { next: 0n, groups: [] });
  const abort = new AbortController();
  const waiting = feed.read(0n, 1 << 20, 60_000, abort.signal);
  abort.abort();
  t.deepEqual(await waiting, { next: 0n, groups: [] });
  feed.append(body(1)); // no waiter left behind to wake
  t.is(feed.newest, 1n);
});

test('beyond its bounds the feed drops its oldest groups; a reader behind them reads on from the oldest kept', async (t) => {
  const byCount = feedOf({ maxGroups: 3 });
  for (let i = 1; i <= 5; i++) byCount.append(body(i));
  t.deepEqual(await byCount.read(0n, 1 << 20, 0), { next: 5n, groups: [body(3), body(4), body(5)] });
  t.deepEqual(await byCount.read(3n, 1 << 20, 0), { next: 5n, groups: [body(4), body(5)] });
  const byBytes = feedOf({ maxBytes: 20 });
  for (let i = 1; i <= 4; i++) byBytes.append(body(i, 10));
  t.deepEqual(await byBytes.read(1n, 1 << 20, 0), { next: 4n, groups: [body(3, 10), body(4, 10)] });
  // many more than the compaction threshold: numbering and contents stay right
  const long = feedOf({ maxGroups: 10 });
  for (let i = 1; i <= 5000; i++) long.append(body(i % 251));
  t.is(long.newest, 5000n);
  t.deepEqual(await long.read(4997n, 1 << 20, 0), {
    next: 5000n,
    groups: [4998, 4999, 5000].map((i) => body(i % 251)),
  });
});

test('nothing is kept while nobody reads, but the numbers go on', async (t) => {
  let now = 0;
  const feed = new TxFeed({ idleMs: 1000, now: () => now });
  feed.append(body(1)); // never read: not kept
  t.is(feed.newest, 1n);
  t.deepEqual(await feed.read(0n, 1 << 20, 0), { next: 1n, groups: [] });
  feed.append(body(2));
  now = 1000;
  feed.append(body(3));
  t.deepEqual(await feed.read(1n, 1 << 20, 0), { next: 3n, groups: [body(2), body(3)] });
  now = 2001; // a reader asked last at 1000: idle again, what was kept goes too
  feed.append(body(4));
  t.is(feed.newest, 4n);
  t.deepEqual(await feed.read(1n, 1 << 20, 0), { next: 4n, groups: [] });
  feed.append(body(5));
  t.deepEqual(await feed.read(4n, 1 << 20, 0), { next: 5n, groups: [body(5)] });
});
