/**
 * kmd's inactivity watchdog (`-t` upstream, `--kmd-idle-timeout` here; docs/spec/kmd.md §1.6): fires once when no
 * authorised /v1 request arrived for the configured time. Timers are injectable so tests need no waiting.
 *
 * Invariants: a timeout of 0 disables it; `touch()` after firing or stopping does nothing; the timer never keeps
 * the process alive (unref).
 */

export interface TimerApi {
  set(callback: () => void, delayMs: number): unknown;
  clear(handle: unknown): void;
}

const NODE_TIMERS: TimerApi = {
  set: (callback, delayMs) => setTimeout(callback, delayMs).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export class IdleWatchdog {
  readonly #timeoutMs: number;
  readonly #onIdle: () => void;
  readonly #timers: TimerApi;
  #handle: unknown;
  #isDone = false;

  /** Starts counting at once; `timeoutMs` 0 disables the watchdog. */
  constructor(timeoutMs: number, onIdle: () => void, timers: TimerApi = NODE_TIMERS) {
    this.#timeoutMs = timeoutMs;
    this.#onIdle = onIdle;
    this.#timers = timers;
    this.#isDone = timeoutMs <= 0;
    this.#arm();
  }

  /** Records activity: the idle period starts again. */
  touch(): void {
    if (this.#isDone) return;
    this.#timers.clear(this.#handle);
    this.#arm();
  }

  stop(): void {
    if (this.#isDone) return;
    this.#isDone = true;
    this.#timers.clear(this.#handle);
  }

  #arm(): void {
    if (this.#isDone) return;
    this.#handle = this.#timers.set(() => {
      this.#isDone = true;
      this.#onIdle();
    }, this.#timeoutMs);
  }
}
