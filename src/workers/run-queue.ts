/**
 * Whether every core of this machine has work already: the system-wide number of runnable threads (Linux
 * `/proc/loadavg`, fourth field, which counts the thread reading it), smoothed, compared with the core count.
 *
 * Why: handing work to a pool thread only buys parallelism when a core is free to run it. When every core is
 * busy (a local load generator, other processes), the hand-off adds CPU (message passing, wake-ups) and a wait
 * for the scheduler, and the same work done on the calling thread is cheaper and sooner (bench/http/kmd-sign.ts).
 *
 * Invariants:
 * - One sampler per thread, started on first use: every SAMPLE_MS an exponentially weighted average with weight
 *   WEIGHT for the new sample (a horizon of a few tens of milliseconds). Its timer is unref'd, so it never keeps
 *   the process alive. Asking is a variable read.
 * - Where `/proc/loadavg` cannot be read or parsed (not Linux), sampling stops and cores never count as busy:
 *   callers keep their pool behaviour.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const SAMPLE_MS = 10;
const WEIGHT = 0.2;

/** Runnable threads from a /proc/loadavg text ("0.52 0.58 0.59 3/467 12345" → 3), or undefined. */
export function runnableThreads(loadavg: string): number | undefined {
  const match = /^\S+ \S+ \S+ (\d+)\/\d+ /.exec(loadavg);
  return match === null ? undefined : Number(match[1]);
}

function sample(): number | undefined {
  try {
    return runnableThreads(readFileSync('/proc/loadavg', 'latin1'));
  } catch {
    return undefined;
  }
}

let started = false;
let cores = Infinity;
let average = 0;

function start(): void {
  started = true;
  const first = sample();
  if (first === undefined) return;
  cores = availableParallelism();
  average = first;
  const timer = setInterval(() => {
    const now = sample();
    if (now === undefined) {
      clearInterval(timer);
      cores = Infinity;
      return;
    }
    average += WEIGHT * (now - average);
  }, SAMPLE_MS);
  timer.unref();
}

/** True when, lately, at least as many threads were runnable as there are cores (no core idle). */
export function coresBusy(): boolean {
  if (!started) start();
  return average >= cores;
}
