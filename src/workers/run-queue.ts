/**
 * Whether every core of this machine has work already: the system-wide number of runnable threads (Linux
 * `/proc/loadavg`, fourth field, which counts the thread reading it), smoothed, compared with the core count.
 *
 * Why: handing work to a pool thread only buys parallelism when a core is free to run it. When every core is
 * busy (a local load generator, other processes), the hand-off adds CPU (message passing, wake-ups) and a wait
 * for the scheduler, and the same work done on the calling thread is cheaper and sooner (bench/http/kmd-sign.ts).
 *
 * Invariants:
 * - `coresBusy` uses one sampler per thread, started on first use: every SAMPLE_MS an exponentially weighted
 *   average with weight WEIGHT for the new sample (a horizon of a few tens of milliseconds). Its timer is unref'd,
 *   so it never keeps the process alive. Asking is a variable read.
 * - Where the count cannot be read or parsed (not Linux), sampling stops and cores never count as busy: callers
 *   keep their pool behaviour.
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

/** The smoothing behind `coresBusy`, driven by explicit samples (the timer in production, the test directly). */
export class RunQueue {
  readonly #read: () => number | undefined;
  readonly #cores: number;
  #average: number;
  #readable: boolean;

  /** `read` answers the current number of runnable threads, or undefined when it cannot be known. */
  constructor(read: () => number | undefined, cores: number) {
    this.#read = read;
    this.#cores = cores;
    const first = read();
    this.#readable = first !== undefined;
    this.#average = first ?? 0;
  }

  /** False once a read has failed: nothing more will be learnt. */
  get readable(): boolean {
    return this.#readable;
  }

  /** Folds one reading into the average; a failed reading stops the sampler for good. */
  sample(): void {
    if (!this.#readable) return;
    const now = this.#read();
    if (now === undefined) this.#readable = false;
    else this.#average += WEIGHT * (now - this.#average);
  }

  /** True when, lately, at least as many threads were runnable as there are cores (no core idle). */
  get coresBusy(): boolean {
    return this.#readable && this.#average >= this.#cores;
  }
}

function readLoadavg(): number | undefined {
  try {
    return runnableThreads(readFileSync('/proc/loadavg', 'latin1'));
  } catch {
    return undefined;
  }
}

let machine: RunQueue | undefined;

/** True when, lately, no core of this machine was idle (see RunQueue); false where that cannot be known. */
export function coresBusy(): boolean {
  if (machine === undefined) {
    const queue = (machine = new RunQueue(readLoadavg, availableParallelism()));
    if (queue.readable) {
      const timer = setInterval(() => {
        queue.sample();
        if (!queue.readable) clearInterval(timer);
      }, SAMPLE_MS);
      timer.unref();
    }
  }
  return machine.coresBusy;
}
