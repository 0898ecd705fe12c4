// The run-queue sampler: /proc/loadavg parsing (table), the smoothing against the core count with explicit
// samples, the unreadable case, and the machine-wide answer's type.
import test from 'ava';
import { coresBusy, RunQueue, runnableThreads } from '../../src/workers/run-queue.js';

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

test('RunQueue: busy once the smoothed count reaches the cores, idle again once it falls below', (t) => {
  let runnable = 1;
  const queue = new RunQueue(() => runnable, 2);
  t.false(queue.coresBusy, 'one runnable thread on two cores');
  runnable = 4;
  queue.sample();
  t.false(queue.coresBusy, 'one busy sample is smoothed away: 1 + 0.2 × 3 = 1.6');
  for (let i = 0; i < 5; i++) queue.sample();
  t.true(queue.coresBusy, 'a sustained run queue of 4 on 2 cores');
  runnable = 0;
  queue.sample();
  t.true(queue.coresBusy, 'still above 2 after one idle sample');
  for (let i = 0; i < 20; i++) queue.sample();
  t.false(queue.coresBusy, 'the queue drained');
});

test('RunQueue: an unreadable count never says busy, and a failed read stops it for good', (t) => {
  t.false(new RunQueue(() => undefined, 1).coresBusy);
  t.false(new RunQueue(() => undefined, 1).readable);
  let reading: number | undefined = 8;
  const queue = new RunQueue(() => reading, 2);
  t.true(queue.coresBusy);
  reading = undefined;
  queue.sample();
  t.false(queue.readable);
  t.false(queue.coresBusy);
  reading = 8;
  queue.sample();
  t.false(queue.coresBusy, 'no sampling after a failure');
});

test('coresBusy answers a boolean at once and keeps answering', (t) => {
  t.is(typeof coresBusy(), 'boolean');
  t.is(typeof coresBusy(), 'boolean');
});
