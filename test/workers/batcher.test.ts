import test from 'ava';
import { AppError } from '../../src/core/errors.js';
import { Batcher, type BatcherOptions, type FlushMode } from '../../src/workers/batcher.js';

type Log = { pooledCalls: number[][]; flushes: [number, FlushMode][]; inline: number[] };

/** A batcher doubling numbers; the pooled path is a real async function that records what it was given. */
type Doubler = { batcher: Batcher<number, number>; log: Log };

function doubler(overrides: Partial<BatcherOptions<number, number>> = {}): Doubler {
  const log: Log = { pooledCalls: [], flushes: [], inline: [] };
  const batcher = new Batcher<number, number>({
    runPooled: async (items) => {
      log.pooledCalls.push([...items]);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return items.map((n) => n * 2);
    },
    runInline: (n) => {
      log.inline.push(n);
      if (n < 0) throw new AppError('CORE_BAD_ARGUMENT', `negative ${n}`);
      return n * 2;
    },
    inlineBelow: 3,
    maxBatch: 10,
    onFlush: (size, mode) => log.flushes.push([size, mode]),
    ...overrides,
  });
  return { batcher, log };
}

test('N submits in one turn become ONE pooled task, each caller gets its own result', async (t) => {
  const { batcher, log } = doubler();
  const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => batcher.submit(n)));
  t.deepEqual(results, [2, 4, 6, 8, 10, 12, 14]);
  t.deepEqual(log.pooledCalls, [[1, 2, 3, 4, 5, 6, 7]]);
  t.deepEqual(log.flushes, [[7, 'pooled']]);
  t.deepEqual(log.inline, []);
});

test('nothing is dispatched before the turn ends', (t) => {
  const { batcher, log } = doubler();
  void batcher.submit(1);
  void batcher.submit(2);
  t.is(batcher.pending, 2);
  t.deepEqual(log.flushes, []);
});

test('batches below the threshold run inline', async (t) => {
  const { batcher, log } = doubler();
  t.deepEqual(await Promise.all([batcher.submit(1), batcher.submit(2)]), [2, 4]);
  t.deepEqual(log.pooledCalls, []);
  t.deepEqual(log.flushes, [[2, 'inline']]);
  t.deepEqual(log.inline, [1, 2]);
});

test('threshold boundary: inlineBelow items go to the pool', async (t) => {
  const { batcher, log } = doubler();
  await Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
  t.deepEqual(log.flushes, [[3, 'pooled']]);
});

test('separate turns make separate batches', async (t) => {
  const { batcher, log } = doubler({ inlineBelow: 0 });
  await batcher.submit(1);
  await batcher.submit(2);
  t.deepEqual(log.pooledCalls, [[1], [2]]);
});

test('maxBatch splits a burst into several tasks', async (t) => {
  const { batcher, log } = doubler({ maxBatch: 4 });
  const items = Array.from({ length: 10 }, (_, i) => i);
  t.deepEqual(
    await Promise.all(items.map((n) => batcher.submit(n))),
    items.map((n) => n * 2),
  );
  t.deepEqual(log.pooledCalls, [
    [0, 1, 2, 3],
    [4, 5, 6, 7],
    [8, 9],
  ]);
  t.deepEqual(
    log.flushes,
    [
      [4, 'pooled'],
      [4, 'pooled'],
      [2, 'pooled'],
    ],
    'a remainder joins the busy pool',
  );
});

/** A batcher whose pooled tasks settle only when the test releases them. */
function gated(overrides: Partial<BatcherOptions<number, number>>) {
  const gates: (() => void)[] = [];
  const log: Log = { pooledCalls: [], flushes: [], inline: [] };
  const batcher = new Batcher<number, number>({
    runPooled: async (items) => {
      log.pooledCalls.push([...items]);
      await new Promise<void>((resolve) => gates.push(resolve));
      return items.map((n) => n * 2);
    },
    runInline: (n) => n * 2,
    inlineBelow: 2,
    maxBatch: 100,
    onFlush: (size, mode) => log.flushes.push([size, mode]),
    ...overrides,
  });
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return { batcher, log, gates, turn };
}

test('a small batch runs inline only while no task is in flight', async (t) => {
  const { batcher, log, gates, turn } = gated({ inlineBelow: 3 });
  const first = Promise.all([1, 2, 3].map((n) => batcher.submit(n)));
  await turn();
  t.is(batcher.inFlight, 1);
  const second = batcher.submit(4);
  await turn();
  t.deepEqual(
    log.flushes,
    [
      [3, 'pooled'],
      [1, 'pooled'],
    ],
    'the pool is busy: one more task',
  );
  while (gates.length > 0) gates.shift()!();
  t.deepEqual(await Promise.all([first, second]), [[2, 4, 6], 8]);
  t.is(batcher.inFlight, 0);
  t.is(await batcher.submit(5), 10);
  t.deepEqual(log.flushes.at(-1), [1, 'inline'], 'the pool is idle again');
});

test('parallelism splits only over threads without a task in flight', async (t) => {
  const { batcher, log, gates, turn } = gated({ parallelism: 2 });
  const first = [1, 2, 3, 4].map((n) => batcher.submit(n));
  await turn();
  t.deepEqual(
    log.pooledCalls,
    [
      [1, 2],
      [3, 4],
    ],
    'both threads idle: split in two',
  );
  gates.shift()!();
  await turn();
  const second = [5, 6, 7, 8].map((n) => batcher.submit(n));
  await turn();
  t.deepEqual(log.pooledCalls.at(-1), [5, 6, 7, 8], 'one thread still busy: one task');
  while (gates.length > 0) gates.shift()!();
  t.deepEqual(await Promise.all([...first, ...second]), [2, 4, 6, 8, 10, 12, 14, 16]);
});

test('parallelism splits the end-of-turn flush evenly, never below inlineBelow per task', async (t) => {
  const { batcher, log } = doubler({ parallelism: 3, maxBatch: 100 });
  const items = Array.from({ length: 10 }, (_, i) => i);
  t.deepEqual(
    await Promise.all(items.map((n) => batcher.submit(n))),
    items.map((n) => n * 2),
  );
  t.deepEqual(log.pooledCalls, [
    [0, 1, 2, 3],
    [4, 5, 6],
    [7, 8, 9],
  ]);
  const small = doubler({ parallelism: 3 });
  await Promise.all([1, 2, 3, 4, 5].map((n) => small.batcher.submit(n)));
  t.deepEqual(small.log.pooledCalls, [[1, 2, 3, 4, 5]], 'two tasks would fall below inlineBelow = 3');
});

test('without a pool everything runs inline', async (t) => {
  const { batcher, log } = doubler({ runPooled: undefined });
  t.deepEqual(await Promise.all([1, 2, 3, 4, 5].map((n) => batcher.submit(n))), [2, 4, 6, 8, 10]);
  t.deepEqual(log.flushes, [[5, 'inline']]);
});

test('inline errors reach only their own caller', async (t) => {
  const { batcher } = doubler({ runPooled: undefined });
  const [a, b, c] = await Promise.allSettled([batcher.submit(1), batcher.submit(-1), batcher.submit(3)]);
  t.deepEqual(a, { status: 'fulfilled', value: 2 });
  t.is(b?.status === 'rejected' ? (b.reason as AppError).code : undefined, 'CORE_BAD_ARGUMENT');
  t.deepEqual(c, { status: 'fulfilled', value: 6 });
});

const failingPool = test.macro(async (t, runPooled: BatcherOptions<number, number>['runPooled'], code: string) => {
  const { batcher } = doubler({ runPooled });
  const settled = await Promise.allSettled([1, 2, 3, 4].map((n) => batcher.submit(n)));
  for (const s of settled) {
    t.is(s.status, 'rejected');
    const actual: string | undefined = s.status === 'rejected' ? (s.reason as AppError).code : undefined;
    t.is(actual, code);
  }
});
test(
  'a batch error with an AppError code reaches every caller with that code',
  failingPool,
  async () => {
    throw new AppError('CORE_BAD_LENGTH', 'bad block');
  },
  'CORE_BAD_LENGTH',
);
test(
  'a foreign batch error becomes CORE_POOL_FAILURE',
  failingPool,
  async () => {
    throw new Error('worker died');
  },
  'CORE_POOL_FAILURE',
);
test(
  'a synchronous throw from runPooled becomes CORE_POOL_FAILURE',
  failingPool,
  () => {
    throw new TypeError('oops');
  },
  'CORE_POOL_FAILURE',
);
const dropsOne = async (items: readonly number[]) => items.slice(1);
test('a wrong number of results is CORE_POOL_FAILURE', failingPool, dropsOne, 'CORE_POOL_FAILURE');

test('bad options are refused', (t) => {
  t.throws(() => doubler({ maxBatch: 0 }), { message: /maxBatch/ });
  t.throws(() => doubler({ inlineBelow: -1 }), { message: /inlineBelow/ });
  t.throws(() => doubler({ parallelism: 0 }), { message: /parallelism/ });
});

test('a failed task leaves the in-flight count, so the next small batch runs inline again', async (t) => {
  const { batcher, log } = doubler({ runPooled: () => Promise.reject(new Error('worker died')) });
  await t.throwsAsync(Promise.all([1, 2, 3].map((n) => batcher.submit(n))), { code: 'CORE_POOL_FAILURE' } as never);
  t.is(batcher.inFlight, 0);
  t.is(await batcher.submit(4), 8);
  t.deepEqual(log.flushes, [
    [3, 'pooled'],
    [1, 'inline'],
  ]);
});

test('inlineWhileCoresBusy: a small end-of-turn batch runs inline while no core is idle, even with tasks in flight', async (t) => {
  let busy = true;
  const { batcher, log, gates, turn } = gated({ inlineWhileCoresBusy: { coresBusy: () => busy, maxItems: 3 } });
  t.deepEqual(await Promise.all([1, 2, 3].map((n) => batcher.submit(n))), [2, 4, 6]);
  t.deepEqual(log.flushes, [[3, 'inline']], 'cores busy, three items: inline');
  const big = Promise.all([1, 2, 3, 4].map((n) => batcher.submit(n)));
  await turn();
  t.deepEqual(log.flushes.at(-1), [4, 'pooled'], 'above maxItems: pooled');
  t.is(await batcher.submit(5), 10, 'a task in flight does not stop the busy rule');
  t.deepEqual(log.flushes.at(-1), [1, 'inline']);
  busy = false;
  const idle = Promise.all([6, 7, 8].map((n) => batcher.submit(n)));
  await turn();
  t.deepEqual(log.flushes.at(-1), [3, 'pooled'], 'a core is idle: pooled');
  while (gates.length > 0) gates.shift()!();
  t.deepEqual(await big, [2, 4, 6, 8]);
  t.deepEqual(await idle, [12, 14, 16]);
});

test('runAll: a whole list leaves at once, in tasks of maxBatch split over idle threads, answered in order', async (t) => {
  const { batcher, log, gates } = gated({ maxBatch: 4, parallelism: 2 });
  const items = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const all = batcher.runAll(items);
  t.deepEqual(
    log.pooledCalls,
    [
      [1, 2, 3, 4],
      [5, 6, 7],
      [8, 9, 10],
    ],
    'dispatched at the call, not at the end of the turn',
  );
  t.is(batcher.inFlight, 3);
  t.is(batcher.pending, 0, 'the per-turn queue is not used');
  while (gates.length > 0) gates.shift()!();
  t.deepEqual(
    await all,
    items.map((n) => n * 2),
  );
  t.is(batcher.inFlight, 0);
});

test('runAll: split only over threads without a task in flight, and empty lists answer at once', async (t) => {
  const { batcher, log, gates } = gated({ parallelism: 2 });
  const first = batcher.runAll([1, 2, 3, 4]);
  t.deepEqual(
    log.flushes,
    [
      [2, 'pooled'],
      [2, 'pooled'],
    ],
    'two idle threads: two tasks',
  );
  const second = batcher.runAll([5, 6, 7, 8]);
  t.deepEqual(log.flushes.at(-1), [4, 'pooled'], 'both threads busy: one task');
  t.deepEqual(await batcher.runAll([]), []);
  while (gates.length > 0) gates.shift()!();
  t.deepEqual(await Promise.all([first, second]), [
    [2, 4, 6, 8],
    [10, 12, 14, 16],
  ]);
});

test('runAll: inline below inlineBelow with nothing in flight, and while cores are busy', async (t) => {
  let busy = false;
  const { batcher, log } = doubler({ inlineWhileCoresBusy: { coresBusy: () => busy, maxItems: 5 } });
  t.deepEqual(await batcher.runAll([1, 2]), [2, 4]);
  t.deepEqual(await batcher.runAll([1, 2, 3, 4, 5]), [2, 4, 6, 8, 10]);
  busy = true;
  t.deepEqual(await batcher.runAll([1, 2, 3, 4, 5]), [2, 4, 6, 8, 10]);
  t.deepEqual(await batcher.runAll([1, 2, 3, 4, 5, 6]), [2, 4, 6, 8, 10, 12]);
  t.deepEqual(log.flushes, [
    [2, 'inline'],
    [5, 'pooled'],
    [5, 'inline'],
    [6, 'pooled'],
  ]);
});

test('runAll: a failed task or an inline error rejects the whole call, and frees its in-flight slot', async (t) => {
  const failing = doubler({ runPooled: () => Promise.reject(new Error('worker died')) });
  await t.throwsAsync(failing.batcher.runAll([1, 2, 3]), { code: 'CORE_POOL_FAILURE' } as never);
  t.is(failing.batcher.inFlight, 0);
  const short = doubler({ runPooled: async (items) => items.slice(1) });
  await t.throwsAsync(short.batcher.runAll([1, 2, 3]), { code: 'CORE_POOL_FAILURE' } as never);
  const inline = doubler({ runPooled: undefined });
  await t.throwsAsync(inline.batcher.runAll([1, -1, 3]), { code: 'CORE_BAD_ARGUMENT' } as never);
});
