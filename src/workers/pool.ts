/**
 * The worker pool: the only importer of `piscina` (docs/design.md, "Layering"), behind a small typed facade.
 *
 * Invariants:
 * - `run(task, input)` resolves with the task's output or rejects with an `AppError`: the task's own code for a
 *   failure envelope, `CORE_POOL_FAILURE` for anything the pool itself reports (worker crash, termination,
 *   queue full) and for calls after `destroy()`.
 * - Buffers named in `transfer` move to the worker (zero-copy; they are detached here afterwards). Only transfer
 *   buffers the caller owns exclusively (packed.ts allocates such buffers).
 * - The worker file sits next to this module with the same extension: `worker.ts` when running under tsx,
 *   `worker.js` when compiled. Worker threads inherit the process's execArgv (so `node --import tsx` applies to
 *   them); if a `.ts` worker is needed but no tsx loader is in execArgv (e.g. loaded via tsx's programmatic API),
 *   `--import tsx` is added for the workers.
 * - piscina emits 'error' for pool-level trouble (a worker answering a task it no longer tracks, close time-outs);
 *   an unhandled 'error' event would crash the process, so it always has a listener (`onError`).
 * - The optional `onTask` hook sees every task submitted (tests count tasks with it; never used for timing).
 * - `stats()` reads piscina's counters and each worker's event-loop utilisation when asked (metrics scrapes): it
 *   adds nothing to the path of a task.
 */
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { AppError, isAppError } from '../core/errors.js';
import type { TaskInput, TaskName, TaskOutput, TaskRequest, TaskResult } from './protocol.js';

export type PoolOptions = {
  /** tasks queued per worker thread (default 4) */
  tasksPerWorker?: number;
  /** Worker threads kept alive (min = max, so no spin-up latency under load). */
  threads: number;
  /** Called once per submitted task, before it is queued. */
  onTask?: (task: TaskName) => void;
  /** Override of the worker entry (tests); defaults to worker.ts / worker.js next to this file. */
  workerFile?: URL;
  /** Errors the pool raises outside any task (default: a process warning, never an uncaught exception). */
  onError?: (error: unknown) => void;
  /** How long `destroy()` waits for running tasks before terminating the workers (default 30 s). */
  closeTimeoutMs?: number;
};

export type RunOptions = { transfer?: readonly ArrayBuffer[] };

/** A snapshot of the pool for metrics. */
export interface PoolStats {
  readonly threads: number;
  /** Tasks waiting for a worker (beyond the tasks each worker already holds). */
  readonly queueSize: number;
  /** Tasks completed since the pool started. */
  readonly completed: number;
  /** Event-loop time of the live workers since each started, busy and idle, in ms (ELU; busy = running tasks). */
  readonly busyMs: number;
  readonly idleMs: number;
}

export interface Pool {
  run<K extends TaskName>(task: K, input: TaskInput<K>, options?: RunOptions): Promise<TaskOutput<K>>;
  /**
   * Shuts the pool down: queued tasks reject with CORE_POOL_FAILURE, running tasks finish (up to the close
   * timeout), then the workers terminate. Idempotent.
   */
  destroy(): Promise<void>;
  readonly threads: number;
  readonly isDestroyed: boolean;
  stats(): PoolStats;
}

/** Worker entry URL for a module URL: same folder, same extension. */
export function resolveWorkerFile(moduleUrl: string): URL {
  const extension = extname(fileURLToPath(moduleUrl)) === '.ts' ? '.ts' : '.js';
  return new URL(`./worker${extension}`, moduleUrl);
}

/** Options that load code (with their value, when it is the next argument): all a worker's list needs to keep. */
const LOADER_OPTIONS = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
]);

/**
 * execArgv for workers. Undefined, so that workers inherit the process's options, unless a `.ts` worker would not
 * load: an explicit list may name no V8 or process-wide option (Node refuses the worker: a server started with
 * `node --max-old-space-size=… dist/main.js` could not start), while inherited ones apply (V8 flags are the
 * process's anyway). Without a tsx loader in the process, the list is its code-loading options plus tsx's.
 */
export function workerExecArgv(workerFile: URL, execArgv: readonly string[]): string[] | undefined {
  if (!workerFile.pathname.endsWith('.ts') || execArgv.some((arg) => arg.includes('tsx'))) return undefined;
  const loaders: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i]!;
    const name = arg.split('=', 1)[0]!;
    if (!LOADER_OPTIONS.has(name)) continue;
    loaders.push(arg);
    if (name === arg && i + 1 < execArgv.length) loaders.push(execArgv[++i]!);
  }
  return [...loaders, '--import', 'tsx'];
}

function defaultOnError(error: unknown): void {
  process.emitWarning(`worker pool: ${error instanceof Error ? error.message : String(error)}`, 'PoolWarning');
}

function poolFailure(cause: unknown): AppError {
  return isAppError(cause) ? cause : new AppError('CORE_POOL_FAILURE', undefined, { cause });
}

/** @throws CORE_BAD_ARGUMENT threads is not a positive integer */
export function createPool(options: PoolOptions): Pool {
  const { threads, onTask } = options;
  if (!Number.isInteger(threads) || threads < 1) {
    throw new AppError('CORE_BAD_ARGUMENT', `pool threads must be a positive integer, got ${threads}`);
  }
  const workerFile = options.workerFile ?? resolveWorkerFile(import.meta.url);
  const execArgv = workerExecArgv(workerFile, process.execArgv);
  const piscina = new Piscina<TaskRequest, TaskResult<unknown>>({
    filename: workerFile.href,
    minThreads: threads,
    maxThreads: threads,
    ...(execArgv === undefined ? {} : { execArgv }),
    closeTimeout: options.closeTimeoutMs ?? 30_000,
    // A worker takes its next batch while the main thread is still busy answering the last one: with one task per
    // worker, a busy event loop left workers idle between batches (bench/http/algod-tps.ts: verify round trip p50
    // 56 → 35 ms). Tasks are CPU-bound batches, so a few queued per worker cost no extra parallelism.
    concurrentTasksPerWorker: options.tasksPerWorker ?? 4,
    // Nothing reads piscina's run/wait-time histograms; recording them is work on every task.
    recordTiming: false,
  });
  piscina.on('error', options.onError ?? defaultOnError);
  let destroyed = false;

  async function run<K extends TaskName>(task: K, input: TaskInput<K>, runOptions?: RunOptions) {
    if (destroyed) throw new AppError('CORE_POOL_FAILURE', 'worker pool is closed');
    onTask?.(task);
    let result: TaskResult<unknown>;
    try {
      const transferList = runOptions?.transfer === undefined ? undefined : [...runOptions.transfer];
      result = await piscina.run({ task, input }, transferList === undefined ? {} : { transferList });
    } catch (cause) {
      throw poolFailure(cause);
    }
    if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
      throw new AppError('CORE_POOL_FAILURE', undefined, { cause: 'worker answered without a result envelope' });
    }
    if (!result.ok) throw AppError.fromWire(result.error);
    return result.value as TaskOutput<K>;
  }

  return {
    run,
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      // close({ force }) drops queued tasks and waits for running ones; plain destroy() can race a worker's
      // answer and make piscina emit 'Unexpected message from Worker'.
      await piscina.close({ force: true });
    },
    threads,
    get isDestroyed() {
      return destroyed;
    },
    stats() {
      let busyMs = 0;
      let idleMs = 0;
      for (const worker of piscina.threads) {
        const { active, idle } = worker.performance.eventLoopUtilization();
        busyMs += active;
        idleMs += idle;
      }
      return { threads, queueSize: piscina.queueSize, completed: piscina.completed, busyMs, idleMs };
    },
  };
}
