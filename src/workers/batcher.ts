/**
 * Per-turn coalescer: items submitted during one event-loop turn travel to the pool as ONE task.
 *
 * Why: a pool round trip costs 36–60 µs of CPU, more than one ed25519 signature (17 µs), so single-item tasks
 * lose to inline work; 64 signatures per task reach ~100k/s on 2 threads (DESIGN.md, measured costs).
 *
 * Invariants:
 * - The first submit of a turn schedules a flush with `setImmediate`, which runs after the current poll phase, so
 *   every request parsed in that phase lands in the same batch. Reaching `maxBatch` flushes at once, so a burst
 *   becomes several tasks that run on different threads in parallel. With `parallelism` > 1 the end-of-turn flush
 *   is also split evenly over up to that many tasks (never below `inlineBelow` items each).
 * - A batch with fewer than `inlineBelow` items (or any batch when there is no pool) runs inline, item by item,
 *   in the flush callback; each caller gets its own result or its own error.
 * - A pooled batch resolves each caller with the output at its own index. If the batch fails as a whole, every
 *   caller of that batch rejects with the same `AppError` (the task's code, or CORE_POOL_FAILURE).
 * - `onFlush` sees every dispatched batch (size and mode); tests count tasks with it, never time.
 */
import { AppError, isAppError, toAppError } from '../core/errors.js';

export type FlushMode = 'inline' | 'pooled';

export type BatcherOptions<I, O> = {
  /** One task for a whole batch; omitted → everything runs inline. Must answer one output per item, in order. */
  runPooled?: ((items: readonly I[]) => Promise<readonly O[]>) | undefined;
  /** The same operation for one item on the calling thread; may throw (AppError) for that item only. */
  runInline: (item: I) => O;
  /** Batches smaller than this run inline. */
  inlineBelow: number;
  /** Largest batch per task. */
  maxBatch: number;
  /**
   * A flush may be split into up to this many tasks (each of at least `inlineBelow` items) so that one turn's burst
   * uses several threads; default 1, i.e. one task per turn unless `maxBatch` forces more.
   */
  parallelism?: number | undefined;
  onFlush?: ((size: number, mode: FlushMode) => void) | undefined;
};

type Entry<I, O> = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };

function batchError(cause: unknown): AppError {
  return isAppError(cause) ? cause : new AppError('CORE_POOL_FAILURE', undefined, { cause });
}

export class Batcher<I, O> {
  readonly #options: BatcherOptions<I, O>;
  #queue: Entry<I, O>[] = [];
  #scheduled = false;

  /** @throws CORE_BAD_ARGUMENT maxBatch or parallelism < 1, inlineBelow < 0 */
  constructor(options: BatcherOptions<I, O>) {
    if (!Number.isInteger(options.maxBatch) || options.maxBatch < 1) {
      throw new AppError('CORE_BAD_ARGUMENT', `maxBatch must be a positive integer, got ${options.maxBatch}`);
    }
    const parallelism = options.parallelism ?? 1;
    if (!Number.isInteger(parallelism) || parallelism < 1) {
      throw new AppError('CORE_BAD_ARGUMENT', `parallelism must be a positive integer, got ${parallelism}`);
    }
    if (!Number.isInteger(options.inlineBelow) || options.inlineBelow < 0) {
      throw new AppError('CORE_BAD_ARGUMENT', `inlineBelow must be a non-negative integer, got ${options.inlineBelow}`);
    }
    this.#options = options;
  }

  /** Items waiting for the next flush. */
  get pending(): number {
    return this.#queue.length;
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      if (this.#queue.length >= this.#options.maxBatch) {
        // A full batch leaves now, whole: the rest of the burst will feed the other threads.
        this.#dispatch(this.#queue.splice(0), 1);
      } else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.flush();
        });
      }
    });
  }

  /** Dispatches everything queued now (normally called by the scheduled immediate). */
  flush(): void {
    if (this.#queue.length > 0) this.#dispatch(this.#queue.splice(0), this.#options.parallelism ?? 1);
  }

  #dispatch(batch: Entry<I, O>[], parallelism: number): void {
    const { runPooled, inlineBelow, maxBatch, onFlush } = this.#options;
    const n = batch.length;
    if (runPooled === undefined || n < inlineBelow) {
      onFlush?.(n, 'inline');
      this.#runInline(batch);
      return;
    }
    const tasks = Math.max(Math.ceil(n / maxBatch), Math.min(parallelism, Math.floor(n / Math.max(inlineBelow, 1))));
    // Balanced split: chunk sizes differ by at most one.
    for (let t = 0, start = 0; t < tasks; t++) {
      const size = Math.floor(n / tasks) + (t < n % tasks ? 1 : 0);
      const chunk = batch.slice(start, start + size);
      start += size;
      onFlush?.(chunk.length, 'pooled');
      this.#runPooled(runPooled, chunk);
    }
  }

  #runInline(batch: readonly Entry<I, O>[]): void {
    for (const entry of batch) {
      try {
        entry.resolve(this.#options.runInline(entry.item));
      } catch (error) {
        entry.reject(toAppError(error));
      }
    }
  }

  #runPooled(runPooled: (items: readonly I[]) => Promise<readonly O[]>, batch: readonly Entry<I, O>[]): void {
    const rejectAll = (error: unknown): void => {
      const appError = batchError(error);
      for (const entry of batch) entry.reject(appError);
    };
    let pending: Promise<readonly O[]>;
    try {
      pending = runPooled(batch.map((entry) => entry.item));
    } catch (error) {
      rejectAll(error);
      return;
    }
    pending.then((outputs) => {
      if (outputs.length !== batch.length) {
        rejectAll(`pool answered ${outputs.length} results for ${batch.length} items`);
        return;
      }
      batch.forEach((entry, i) => entry.resolve(outputs[i]!));
    }, rejectAll);
  }
}
