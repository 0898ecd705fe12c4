/**
 * Write faults: what the store knows about a write the disk refused, and the watch that ends one
 * (docs/storage.md, "Write faults").
 *
 * Invariants:
 * - A fault is an episode: it starts with the first refused write (`onFault` listeners hear of it once), any later
 *   failure while it lasts only refreshes its detail, and it ends when a recovery attempt succeeds (`onRecovered`
 *   listeners hear of it once). Listeners are called synchronously and must not throw (a throw becomes a process
 *   warning, never a failed write).
 * - While a fault lasts and its kind can clear by itself (a full disk, an I/O error), an attempt runs every
 *   `retryIntervalMs` on an unref'd timer, never two at once; for a full disk, only while the database folder's
 *   disk has at least `minFreeBytes` plus the size of its write-ahead logs free (reopening replays the logs into
 *   a table file). Corruption is never retried: it needs a restart with `--repair`.
 * - The texts name the cause and what clears it; they are the external message of CORE_STORE_UNAVAILABLE.
 */
import { readdir, stat, statfs } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../core/errors.js';

export type StoreFaultKind = 'no-space' | 'io' | 'corruption';

export interface StoreFault {
  readonly kind: StoreFaultKind;
  /** what clients are told (the message of CORE_STORE_UNAVAILABLE) */
  readonly message: string;
  /** the binding's own text for the last refused write or recovery attempt */
  readonly detail: string;
  /** when the episode started */
  readonly since: Date;
}

export type FaultListener = (fault: StoreFault) => void;

/** Default pause between recovery attempts. */
export const DEFAULT_RETRY_INTERVAL_MS = 1_000;
/** Default free space (beyond the logs' size) a full disk must regain before a recovery attempt: 8 MiB. */
export const DEFAULT_MIN_FREE_BYTES = 8 * 1024 * 1024;

/** The innermost cause of an abstract-level error (its own message wraps the binding's). */
export function rootCause(thrown: unknown): Error {
  let error = thrown instanceof Error ? thrown : new Error(String(thrown));
  while (error.cause instanceof Error) error = error.cause;
  return error;
}

/** The kind of a refused write, from the binding's text and code (RocksDB's Status text, or the system's code). */
export function faultKind(detail: string, code: string | undefined): StoreFaultKind {
  if (code === 'ENOSPC' || /no space left on device/i.test(detail)) return 'no-space';
  if (code === 'LEVEL_CORRUPTION' || /^corruption:/i.test(detail)) return 'corruption';
  return 'io';
}

function faultMessage(kind: StoreFaultKind, dir: string, detail: string): string {
  switch (kind) {
    case 'no-space':
      return `no space left on the data directory's disk (${dir}): writes are refused until space is freed`;
    case 'io':
      return `the data directory's disk refused a write (${detail}): writes are refused until it accepts them again`;
    case 'corruption':
      return `the database in ${dir} is corrupt (${detail}): writes are refused; restart algorun with --repair`;
  }
}

/** The fault a refused write (or failed recovery attempt) `thrown` means for the database in `dir`. */
export function describeFault(thrown: unknown, dir: string, since: Date): StoreFault {
  const cause = rootCause(thrown);
  const code = (cause as { code?: unknown }).code;
  const detail = cause.message;
  const kind = faultKind(detail, typeof code === 'string' ? code : undefined);
  return { kind, message: faultMessage(kind, dir, detail), detail, since };
}

/** The error every refused commit rejects with while `fault` lasts. */
export function faultError(fault: StoreFault, cause?: unknown): AppError {
  return new AppError('CORE_STORE_UNAVAILABLE', fault.message, cause === undefined ? undefined : { cause });
}

/** Free bytes on the disk of `dir`, less the size of its write-ahead logs (what reopening replays). */
async function spareBytes(dir: string): Promise<number> {
  const fs = await statfs(dir);
  let logs = 0;
  for (const name of await readdir(dir)) {
    if (name.endsWith('.log')) logs += (await stat(join(dir, name)).catch(() => ({ size: 0 }))).size;
  }
  return fs.bavail * fs.bsize - logs;
}

export interface WatchOptions {
  readonly dir: string;
  readonly retryIntervalMs: number;
  readonly minFreeBytes: number;
  /** one recovery attempt: resolves true when writes work again (the attempt reports its own failure) */
  readonly attempt: () => Promise<boolean>;
}

/** The store's fault state, its listeners and its recovery timer. */
export class FaultWatch {
  readonly #o: WatchOptions;
  #fault: StoreFault | undefined;
  #error: AppError | undefined;
  #timer: NodeJS.Timeout | undefined;
  #attempting = false;
  #stopped = false;
  readonly #faultListeners = new Set<FaultListener>();
  readonly #recoveredListeners = new Set<FaultListener>();

  constructor(options: WatchOptions) {
    this.#o = options;
  }

  get fault(): StoreFault | undefined {
    return this.#fault;
  }

  /** The error refused writes reject with while a fault lasts. */
  get error(): AppError | undefined {
    return this.#error;
  }

  onFault(listener: FaultListener): () => void {
    this.#faultListeners.add(listener);
    return () => this.#faultListeners.delete(listener);
  }

  onRecovered(listener: FaultListener): () => void {
    this.#recoveredListeners.add(listener);
    return () => this.#recoveredListeners.delete(listener);
  }

  /** A write failed with `thrown`: start an episode (or refresh the current one's detail); returns its error. */
  failed(thrown: unknown): AppError {
    const next = describeFault(thrown, this.#o.dir, this.#fault?.since ?? new Date());
    const started = this.#fault === undefined;
    // A corrupt database stays so until a restart, whatever a later attempt reports.
    if (this.#fault?.kind !== 'corruption') this.#fault = next;
    this.#error = faultError(this.#fault!, rootCause(thrown));
    if (started) {
      notify(this.#faultListeners, this.#fault!);
      this.#schedule();
    } else if (this.#fault!.kind === 'corruption') this.#stopTimer();
    return this.#error;
  }

  /** Writes work again: end the episode. */
  recovered(): void {
    const fault = this.#fault;
    if (fault === undefined) return;
    this.#stopTimer();
    this.#fault = undefined;
    this.#error = undefined;
    notify(this.#recoveredListeners, fault);
  }

  /** No more attempts (the store is closing). */
  stop(): void {
    this.#stopped = true;
    this.#stopTimer();
  }

  #schedule(): void {
    if (this.#stopped || this.#fault?.kind === 'corruption') return;
    this.#timer = setInterval(() => void this.#tick(), this.#o.retryIntervalMs);
    this.#timer.unref();
  }

  #stopTimer(): void {
    if (this.#timer !== undefined) clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async #tick(): Promise<void> {
    if (this.#attempting || this.#stopped || this.#fault === undefined) return;
    this.#attempting = true;
    try {
      if (this.#fault.kind === 'no-space') {
        const spare = await spareBytes(this.#o.dir).catch(() => 0);
        if (spare < this.#o.minFreeBytes) return;
      }
      if (!this.#stopped) await this.#o.attempt().catch((error: unknown) => void this.failed(error));
    } finally {
      this.#attempting = false;
    }
  }
}

function notify(listeners: ReadonlySet<FaultListener>, fault: StoreFault): void {
  for (const listener of listeners) {
    try {
      listener(fault);
    } catch (error) {
      process.emitWarning(`a store fault listener threw: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
