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
 *   keep their pool behaviour. The file stays open while it is sampled (one descriptor per thread that asks).
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const SAMPLE_MS = 10;
const WEIGHT = 0.2;
/** /proc/loadavg is one short line ("0.52 0.58 0.59 3/467 12345\n") */
const LOADAVG_BYTES = 128;

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

/**
 * A reader of /proc/loadavg that keeps the file open and reads it again from offset 0 (one pread per sample instead
 * of open, fstat, read and close: ~1.5 against ~12 µs here, and it runs 100 times a second on a busy event loop).
 * Undefined where the file cannot be opened; a reading that fails or does not parse closes it and answers undefined
 * from then on.
 */
function loadavgReader(): (() => number | undefined) | undefined {
  let fd: number;
  try {
    fd = openSync('/proc/loadavg', 'r');
  } catch {
    return undefined;
  }
  const buffer = Buffer.alloc(LOADAVG_BYTES);
  return () => {
    if (fd < 0) return undefined;
    let runnable: number | undefined;
    try {
      runnable = runnableThreads(buffer.toString('latin1', 0, readSync(fd, buffer, 0, LOADAVG_BYTES, 0)));
    } catch {
      runnable = undefined;
    }
    // Nothing more will be asked of it once a reading fails (RunQueue stops sampling): let the file go.
    if (runnable === undefined) {
      closeSync(fd);
      fd = -1;
    }
    return runnable;
  };
}

let machine: RunQueue | undefined;

/** True when, lately, no core of this machine was idle (see RunQueue); false where that cannot be known. */
export function coresBusy(): boolean {
  if (machine === undefined) {
    const queue = (machine = new RunQueue(loadavgReader() ?? (() => undefined), availableParallelism()));
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
