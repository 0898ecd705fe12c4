/**
 * Per-turn coalescer: items submitted during one event-loop turn travel to the pool as ONE task.
 *
 * Why: a pool round trip costs 36–60 µs of CPU, more than one ed25519 signature (17 µs), so single-item tasks
 * lose to inline work; 64 signatures per task reach ~100k/s on 2 threads (docs/design.md, measured costs).
 *
 * Invariants:
 * - The first submit of a turn schedules a flush with `setImmediate`, which runs after the current poll phase, so
 *   every request parsed in that phase lands in the same batch. Reaching `maxBatch` flushes at once, so a burst
 *   becomes several tasks that run on different threads in parallel. With `parallelism` > 1 the end-of-turn flush
 *   is also split evenly over the threads not busy with a task in flight (never below `inlineBelow` items each).
 * - A batch runs inline, item by item in the flush callback, only when there is no pool, when no task is in flight
 *   and it has fewer than `inlineBelow` items, or (with `inlineWhileCoresBusy`) when an end-of-turn batch is small
 *   and no core is idle; each caller gets its own result or its own error.
 * - A pooled batch resolves each caller with the output at its own index. If the batch fails as a whole, every
 *   caller of that batch rejects with the same `AppError` (the task's code, or CORE_POOL_FAILURE).
 * - `runAll` takes a caller's whole list past the queue (a batch RPC): the same inline-or-pooled choice and the same
 *   split as a flush of that size, its tasks counted in flight, one promise for the list.
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
   * A flush may be split into up to this many tasks, less the tasks already in flight (each of at least
   * `inlineBelow` items), so that a burst reaching idle threads uses all of them; default 1, i.e. one task per
   * turn unless `maxBatch` forces more.
   */
  parallelism?: number | undefined;
  /**
   * When given, an end-of-turn batch of at most `maxItems` also runs inline whenever `coresBusy()` says no core is
   * idle: a pool thread would then wait for a core, and the hand-off only adds work (run-queue.ts).
   */
  inlineWhileCoresBusy?: { readonly coresBusy: () => boolean; readonly maxItems: number } | undefined;
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
  #inFlight = 0;

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

  /** Pooled tasks dispatched and not yet settled. */
  get inFlight(): number {
    return this.#inFlight;
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      const { runPooled, maxBatch } = this.#options;
      if (runPooled !== undefined && this.#queue.length >= maxBatch) {
        // A full batch leaves now, whole: the rest of the burst will feed the other threads.
        this.#dispatch(runPooled, this.#queue.splice(0), 1);
      } else {
        this.#schedule();
      }
    });
  }

  /**
   * Dispatches what is queued now (normally called by the scheduled immediate). A batch runs inline when no task is
   * in flight and it is below `inlineBelow` (an isolated request answers sooner inline), or when it is small and no
   * core is idle (`inlineWhileCoresBusy`); otherwise it goes to the pool, split over the threads without a task in
   * flight.
   */
  flush(): void {
    const { runPooled, parallelism = 1 } = this.#options;
    if (this.#queue.length === 0) return;
    if (runPooled === undefined || this.#runsInline(this.#queue.length)) {
      this.#runInline(this.#queue.splice(0));
      return;
    }
    // Only idle threads are worth a split; the tasks already in flight occupy the others.
    this.#dispatch(runPooled, this.#queue.splice(0), Math.max(1, parallelism - this.#inFlight));
  }

  /** Whether `n` items leaving together run inline (see `flush`). */
  #runsInline(n: number): boolean {
    const { runPooled, inlineBelow, inlineWhileCoresBusy: rule } = this.#options;
    if (runPooled === undefined || (this.#inFlight === 0 && n < inlineBelow)) return true;
    return rule !== undefined && n <= rule.maxItems && rule.coresBusy();
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.flush();
    });
  }

  /** `batch` as pooled tasks of at most `maxBatch`, split in up to `split` tasks of at least `inlineBelow` items. */
  #dispatch(runPooled: (items: readonly I[]) => Promise<readonly O[]>, batch: Entry<I, O>[], split: number): void {
    for (const chunk of this.#chunks(batch, split)) this.#runPooled(runPooled, chunk);
  }

  /** `list` cut into the tasks it leaves as: at most `maxBatch` each, up to `split` of at least `inlineBelow`. */
  #chunks<T>(list: readonly T[], split: number): T[][] {
    const { inlineBelow, maxBatch } = this.#options;
    const n = list.length;
    const tasks = Math.max(Math.ceil(n / maxBatch), Math.min(split, Math.floor(n / Math.max(inlineBelow, 1))));
    const chunks: T[][] = [];
    // Balanced split: chunk sizes differ by at most one.
    for (let t = 0, start = 0; t < tasks; t++) {
      const size = Math.floor(n / tasks) + (t < n % tasks ? 1 : 0);
      chunks.push(list.slice(start, start + size));
      start += size;
    }
    return chunks;
  }

  #runInline(batch: readonly Entry<I, O>[]): void {
    this.#options.onFlush?.(batch.length, 'inline');
    for (const entry of batch) {
      try {
        entry.resolve(this.#options.runInline(entry.item));
      } catch (error) {
        entry.reject(toAppError(error));
      }
    }
  }

  #runPooled(runPooled: (items: readonly I[]) => Promise<readonly O[]>, batch: readonly Entry<I, O>[]): void {
    this.#options.onFlush?.(batch.length, 'pooled');
    this.#task(
      runPooled,
      batch.map((entry) => entry.item),
    ).then(
      (outputs) => batch.forEach((entry, i) => entry.resolve(outputs[i]!)),
      (error: AppError) => {
        for (const entry of batch) entry.reject(error);
      },
    );
  }

  /** One pooled task, counted in flight until it settles; rejects with the batch's AppError. */
  async #task(runPooled: (items: readonly I[]) => Promise<readonly O[]>, items: readonly I[]): Promise<readonly O[]> {
    this.#inFlight++;
    let outputs: readonly O[];
    try {
      outputs = await runPooled(items);
    } catch (error) {
      throw batchError(error);
    } finally {
      this.#inFlight--;
    }
    if (outputs.length !== items.length) {
      throw batchError(`pool answered ${outputs.length} results for ${items.length} items`);
    }
    return outputs;
  }

  /**
   * A caller's whole batch at once, bypassing the per-turn queue: one promise for all items instead of one each.
   * It takes the path a flush of the same size would (inline, or tasks of at most `maxBatch` split over the idle
   * threads), and its tasks count as in flight like the queue's. It settles as a whole: an item's inline error or a
   * task's failure rejects the call, so callers pass items that cannot fail one by one.
   */
  async runAll(items: readonly I[]): Promise<O[]> {
    const { runPooled, parallelism = 1 } = this.#options;
    if (items.length === 0) return [];
    if (runPooled === undefined || this.#runsInline(items.length)) {
      this.#options.onFlush?.(items.length, 'inline');
      return items.map((item) => this.#options.runInline(item));
    }
    const tasks = this.#chunks(items, Math.max(1, parallelism - this.#inFlight)).map((chunk) => {
      this.#options.onFlush?.(chunk.length, 'pooled');
      return this.#task(runPooled, chunk);
    });
    return (await Promise.all(tasks)).flat() as O[];
  }
}
