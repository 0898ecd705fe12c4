import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../src/store/store.js';
import { makeKey, prefixRange } from '../../src/store/schema.js';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'algorun-store-'));
}

test('put, get, getMany and delete through atomic commits', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  const k1 = makeKey('kmd', 1, 'w1');
  const k2 = makeKey('kmd', 1, 'w2');
  await store.commit([
    { type: 'put', key: k1, value: Buffer.from('one') },
    { type: 'put', key: k2, value: Buffer.from('two') },
  ]);
  t.deepEqual(await store.get(k1), Buffer.from('one'));
  t.deepEqual(await store.getMany([k1, makeKey('kmd', 1, 'nope'), k2]), [
    Buffer.from('one'),
    undefined,
    Buffer.from('two'),
  ]);
  await store.commit([{ type: 'del', key: k1 }]);
  t.is(await store.get(k1), undefined);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('commits of one turn are group-committed into one synced batch, in order', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  const key = makeKey('admin', 2, 7n);
  const writes = [];
  for (let i = 0; i < 50; i++) writes.push(store.commit([{ type: 'put', key, value: Buffer.from(String(i)) }]));
  await Promise.all(writes);
  t.is(store.stats.commits, 50);
  t.is(store.stats.syncedBatches, 1);
  t.deepEqual(await store.get(key), Buffer.from('49'));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a merged write keeps the last operation of each key: puts and deletes across commits, distinct keys untouched', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  const [a, b, c, d] = [
    makeKey('admin', 2, 1n),
    makeKey('admin', 2, 2n),
    makeKey('admin', 2, 3n),
    makeKey('admin', 2, 4n),
  ];
  await store.commit([
    { type: 'put', key: b, value: Buffer.from('old b') },
    { type: 'put', key: d, value: Buffer.from('old d') },
  ]);
  const before = store.stats.syncedBatches;
  await Promise.all([
    store.commit([
      { type: 'put', key: a, value: Buffer.from('a1') },
      { type: 'del', key: b },
      { type: 'put', key: d, value: Buffer.from('d1') },
    ]),
    store.commit([
      { type: 'put', key: b, value: Buffer.from('b2') },
      { type: 'put', key: c, value: Buffer.from('c2') },
    ]),
    store.commit([
      { type: 'put', key: a, value: Buffer.from('a3') },
      { type: 'del', key: c },
    ]),
  ]);
  t.is(store.stats.syncedBatches - before, 1);
  t.deepEqual(await store.getMany([a, b, c, d]), [Buffer.from('a3'), Buffer.from('b2'), undefined, Buffer.from('d1')]);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a commit given as a function gets its operations when the write is taken; if it throws, that write fails', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  const key = makeKey('admin', 2, 9n);
  let value = 'at commit';
  const written = store.commit(() => [{ type: 'put', key, value: Buffer.from(value) }]);
  value = 'when taken';
  await written;
  t.deepEqual(await store.get(key), Buffer.from('when taken'));
  const other = makeKey('admin', 2, 10n);
  const results = await Promise.allSettled([
    store.commit([{ type: 'put', key: other, value: Buffer.from('x') }]),
    store.commit(() => {
      throw new Error('cannot encode');
    }),
  ]);
  t.deepEqual(
    results.map((r) => r.status),
    ['rejected', 'rejected'],
  );
  t.is(((results[1] as PromiseRejectedResult).reason as { code?: string }).code, 'CORE_STORE_FAILURE');
  t.is(await store.get(other), undefined);
  await store.commit([{ type: 'put', key: other, value: Buffer.from('y') }]);
  t.deepEqual(await store.get(other), Buffer.from('y'));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('scan follows numeric order of bigint parts and stays inside the prefix', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  const rounds = [5n, 300n, 1n, 70000n, 2n ** 40n];
  await store.commit(
    rounds.map((r) => ({ type: 'put' as const, key: makeKey('algod', 3, r), value: Buffer.alloc(1) })),
  );
  await store.commit([{ type: 'put', key: makeKey('algod', 4, 1n), value: Buffer.alloc(1) }]);
  const seen: bigint[] = [];
  for await (const [k] of store.scan(prefixRange(makeKey('algod', 3)))) seen.push(k.readBigUInt64BE(2));
  t.deepEqual(
    seen,
    [...rounds].sort((a, b) => (a < b ? -1 : 1)),
  );
  const limited = [];
  for await (const [k] of store.scan({ ...prefixRange(makeKey('algod', 3)), reverse: true, limit: 2 })) limited.push(k);
  t.is(limited.length, 2);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('a second open of the same directory fails with a typed error', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  const err = await t.throwsAsync(Store.open(dir));
  t.is((err as { code?: string }).code, 'CORE_STORE_FAILURE');
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

test('use after close is a typed error', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  await store.close();
  await store.close();
  const err = t.throws(() => store.commit([{ type: 'put', key: Buffer.from('x'), value: Buffer.from('y') }]));
  t.is((err as { code?: string }).code, 'CORE_STORE_FAILURE');
  rmSync(dir, { recursive: true, force: true });
});

test('key parts reject values that would break ordering', (t) => {
  t.throws(() => makeKey('algod', 1, -1n));
  t.throws(() => makeKey('algod', 1, 2n ** 64n));
  t.throws(() => makeKey('algod', 1, 'a\0b'));
  t.deepEqual(prefixRange(Buffer.from([1, 0xff])), { gte: Buffer.from([1, 0xff]), lt: Buffer.from([2]) });
});

test('a written batch with large values keeps every operation, the last of each key, and every byte', async (t) => {
  const dir = tempDir();
  const store = await Store.open(dir);
  const [a, b, c] = [makeKey('admin', 2, 1n), makeKey('admin', 2, 2n), makeKey('admin', 2, 3n)];
  const big = Buffer.alloc(5 * 1024 * 1024, 7);
  big.writeUInt32BE(0xdeadbeef, big.length - 4);
  await store.commit([
    { type: 'put', key: a, value: big },
    { type: 'put', key: b, value: Buffer.from('b') },
    { type: 'put', key: c, value: big },
    { type: 'put', key: c, value: Buffer.from('c') },
  ]);
  t.deepEqual(await store.getMany([a, b, c]), [big, Buffer.from('b'), Buffer.from('c')]);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});
