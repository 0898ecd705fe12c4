import test from 'ava';
import { IdleWatchdog, type TimerApi } from '../../../src/gateway/rest/kmd/idle-watchdog.js';

/** Timers that only fire when the test says so. */
function fakeTimers(): TimerApi & { fire(): void; armed(): number[] } {
  const pending = new Map<number, { callback: () => void; delayMs: number }>();
  let next = 0;
  return {
    set(callback, delayMs) {
      pending.set(++next, { callback, delayMs });
      return next;
    },
    clear(handle) {
      pending.delete(handle as number);
    },
    fire() {
      const entries = [...pending.entries()];
      pending.clear();
      for (const [, timer] of entries) timer.callback();
    },
    armed: () => [...pending.values()].map((p) => p.delayMs),
  };
}

test('fires once after the timeout when nothing touches it', (t) => {
  const timers = fakeTimers();
  let fired = 0;
  const watchdog = new IdleWatchdog(180_000, () => fired++, timers);
  t.deepEqual(timers.armed(), [180_000]);
  timers.fire();
  t.is(fired, 1);
  watchdog.touch();
  t.deepEqual(timers.armed(), []);
});

test('touch restarts the idle period', (t) => {
  const timers = fakeTimers();
  let fired = 0;
  const watchdog = new IdleWatchdog(1000, () => fired++, timers);
  watchdog.touch();
  watchdog.touch();
  t.deepEqual(timers.armed(), [1000]);
  timers.fire();
  t.is(fired, 1);
});

test('0 disables it; stop cancels it', (t) => {
  const timers = fakeTimers();
  const off = new IdleWatchdog(0, () => t.fail(), timers);
  off.touch();
  t.deepEqual(timers.armed(), []);
  const stopped = new IdleWatchdog(5, () => t.fail(), timers);
  stopped.stop();
  stopped.touch();
  timers.fire();
  t.deepEqual(timers.armed(), []);
});
