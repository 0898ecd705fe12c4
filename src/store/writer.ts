/**
 * The event loop's side of the writer thread (writer-thread.ts): sends batches and resolves each once it is
 * applied, in order.
 *
 * Invariants:
 * - Batches are applied in the order `write` was called.
 * - The thread keeps the process alive only while a write is outstanding, so an idle store never holds a process
 *   open, and a pending write is never cut short by the process running out of work.
 * - If the thread dies, every outstanding and later write fails with CORE_STORE_FAILURE.
 */
import { Worker } from 'node:worker_threads';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../core/errors.js';
import { packOps, type WriteOp } from './write-wire.js';
import type { WriteAnswer, WriteRequest } from './writer-thread.js';

/**
 * The writer thread's script: an import of its entry. Where the entry is TypeScript (tests and benches run the
 * sources), tsx is registered in the thread first: a worker does not get the loader hooks of its parent's
 * `--import tsx` in time for its own entry. The compiled program never takes that path.
 */
function entryScript(entry: URL): string {
  const load = `import(${JSON.stringify(entry.href)})`;
  if (!entry.pathname.endsWith('.ts')) return load;
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  return `import(${tsx}).then((tsx) => { tsx.register(); return ${load}; })`;
}

type Waiting = { resolve: () => void; reject: (error: Error) => void };

/** A write the binding refused: its message, and RocksDB's or the system's code when it gave one. */
export class WriteFailure extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = 'WriteFailure';
    this.code = code;
  }
}

export class StoreWriter {
  readonly #worker: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #nextId = 0;
  #last: Promise<void> = Promise.resolve();
  #dead: AppError | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref();
    worker.on('message', (answer: WriteAnswer) => this.#answered(answer));
    worker.on('error', (cause) => this.#die(cause));
    worker.on('exit', (code) => this.#die(new Error(`the store's writer thread exited with code ${code}`)));
  }

  /** Starts the thread on the open database `handle`; resolves when it can take writes. */
  static start(handle: bigint): Promise<StoreWriter> {
    const self = new URL(import.meta.url);
    const file = new URL(`./writer-thread${extname(fileURLToPath(self))}`, self);
    const worker = new Worker(entryScript(file), { eval: true, workerData: { handle } });
    return new Promise((resolve, reject) => {
      const failed = (cause: unknown): void =>
        reject(new AppError('CORE_STORE_FAILURE', "the store's writer thread did not start", { cause }));
      worker.once('error', failed);
      worker.once('message', (message: unknown) => {
        worker.off('error', failed);
        if (message === 'ready') resolve(new StoreWriter(worker));
        else failed(new Error(`unexpected first message ${String(message)}`));
      });
    });
  }

  /** Applies `ops` atomically; with `sync`, resolves once their WAL record is on disk. Rejects with WriteFailure. */
  write(ops: readonly WriteOp[], sync: boolean): Promise<void> {
    if (this.#dead !== undefined) return Promise.reject(this.#dead);
    const id = this.#nextId++;
    const bytes = packOps(ops);
    // Answers come in request order, so the last write's settling means every earlier one has settled.
    this.#last = new Promise<void>((resolve, reject) => {
      if (this.#waiting.size === 0) this.#worker.ref();
      this.#waiting.set(id, { resolve, reject });
      this.#worker.postMessage({ id, bytes, sync } satisfies WriteRequest, [bytes]);
    });
    return this.#last;
  }

  /** Ends the thread once the writes already sent are answered; the database stays open for its owner to close. */
  async close(): Promise<void> {
    await this.#last.catch(() => undefined);
    this.#dead ??= new AppError('CORE_STORE_FAILURE', 'the store is closed');
    await this.#worker.terminate();
  }

  #answered({ id, error }: WriteAnswer): void {
    const waiting = this.#waiting.get(id);
    if (waiting === undefined) return;
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker.unref();
    if (error === undefined) waiting.resolve();
    else waiting.reject(new WriteFailure(error.message, error.code));
  }

  #die(cause: unknown): void {
    if (this.#dead === undefined) this.#dead = new AppError('CORE_STORE_FAILURE', undefined, { cause });
    for (const waiting of this.#waiting.values()) waiting.reject(this.#dead);
    this.#waiting.clear();
  }
}
