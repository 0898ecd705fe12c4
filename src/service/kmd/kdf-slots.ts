/**
 * A counting semaphore for password derivations. Each Argon2id derivation holds its memory limit (256 MiB at the
 * default) for its whole run, so the number running at once bounds the daemon's extra memory, independently of
 * how many pool threads exist (`--kdf-concurrency`, default 1).
 *
 * Invariants:
 * - At most `limit` tasks run at once; the others wait in arrival order (FIFO) and start as slots free up.
 * - A slot is freed when its task settles, fulfilled or rejected, and passes directly to the first waiter.
 * - `stats` counts derivations started, those running now, those waiting for a slot and the most ever running at
 *   once (tests, benches and metrics read it; it is the hook that shows the bound holds, without timing anything).
 */

export type KdfStats = { started: number; active: number; peak: number; waiting: number };

export class KdfSlots {
  readonly #limit: number;
  readonly #waiting: (() => void)[] = [];
  readonly #stats: KdfStats = { started: 0, active: 0, peak: 0, waiting: 0 };

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`KDF concurrency must be a whole number ≥ 1, got ${limit}`);
    this.#limit = limit;
  }

  get limit(): number {
    return this.#limit;
  }

  /** A snapshot of the counters. */
  get stats(): Readonly<KdfStats> {
    return { ...this.#stats, waiting: this.#waiting.length };
  }

  /** Runs `task` once a slot is free. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    // A freed slot passes straight to the first waiter (still counted active), so a newcomer cannot take it.
    if (this.#stats.active >= this.#limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#stats.active++;
    this.#stats.started++;
    this.#stats.peak = Math.max(this.#stats.peak, this.#stats.active);
    try {
      return await task();
    } finally {
      const next = this.#waiting.shift();
      if (next === undefined) this.#stats.active--;
      else next();
    }
  }
}
