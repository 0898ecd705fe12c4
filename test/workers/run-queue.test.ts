// The run-queue sampler: /proc/loadavg parsing (table) and the live answer's type on this machine.
import test from 'ava';
import { coresBusy, runnableThreads } from '../../src/workers/run-queue.js';

test('runnableThreads reads the fourth field of /proc/loadavg', (t) => {
  const table: [string, number | undefined][] = [
    ['0.52 0.58 0.59 3/467 12345\n', 3],
    ['1.34 2.40 2.59 1/77 22467', 1],
    ['10.00 9.00 8.00 128/4096 1', 128],
    ['0.52 0.58 0.59 x/467 12345', undefined],
    ['0.52 0.58 3/467 12345', undefined],
    ['', undefined],
  ];
  for (const [text, expected] of table) t.is(runnableThreads(text), expected, JSON.stringify(text));
});

test('coresBusy answers a boolean at once and keeps answering', (t) => {
  t.is(typeof coresBusy(), 'boolean');
  t.is(typeof coresBusy(), 'boolean');
});
