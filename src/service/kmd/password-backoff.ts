/**
 * Per-wallet back-off on wrong passwords. Once a wallet's master key is cached (key-cache.ts), checking a password
 * costs microseconds instead of a memory-hard derivation; this keeps password guessing through the API no faster
 * than the derivation allowed.
 *
 * Invariants:
 * - Password checks of one wallet run one at a time, in arrival order (a burst of guesses cannot race the delay).
 * - After n consecutive wrong passwords (n ≥ 1) the next check of that wallet starts no earlier than
 *   min(capMs, max(floorMs, costMs) · 2^(n−1)) after the last failure, where costMs is what one derivation of that
 *   wallet took in this process (so each guess costs at least a derivation's time, and more with each failure).
 *   The right password also waits out a pending delay: the gate cannot know the answer before checking.
 * - A right password clears the wallet's state; a wallet without failures holds no state.
 * - Time comes from the injected clock and sleep (tests count delays instead of waiting).
 */
import { setTimeout as delay } from 'node:timers/promises';
import { isAppError } from '../../core/errors.js';
import { SerialQueue } from '../serial-queue.js';

export const BACKOFF_FLOOR_MS = 100;
const BACKOFF_CAP_MS = 30_000;

export type BackoffOptions = {
  readonly now?: (() => number) | undefined;
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
  readonly floorMs?: number | undefined;
  readonly capMs?: number | undefined;
};

type Failures = { count: number; notBefore: number };

export class PasswordBackoff {
  readonly #queue = new SerialQueue();
  readonly #failures = new Map<string, Failures>();
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #floorMs: number;
  readonly #capMs: number;

  constructor(options: BackoffOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? ((ms) => delay(ms));
    this.#floorMs = options.floorMs ?? BACKOFF_FLOOR_MS;
    this.#capMs = options.capMs ?? BACKOFF_CAP_MS;
  }

  /** Consecutive wrong passwords of `walletId` (0 when none). */
  failures(walletId: string): number {
    return this.#failures.get(walletId)?.count ?? 0;
  }

  /** The delay imposed after `count` consecutive failures of a wallet whose derivation costs `costMs`. */
  delayAfter(count: number, costMs: number): number {
    const base = Math.max(this.#floorMs, costMs);
    return Math.min(this.#capMs, base * 2 ** Math.min(count - 1, 30));
  }

  /**
   * Runs the password check `check` of `walletId` in its turn and after any pending delay. A rejection with
   * CORE_DECRYPT_FAILED counts as a wrong password; `costMs` is asked for then.
   */
  run<T>(walletId: string, costMs: () => number, check: () => Promise<T>): Promise<T> {
    return this.#queue.run(async () => {
      await this.#waitTurn(walletId);
      try {
        const result = await check();
        this.#failures.delete(walletId);
        return result;
      } catch (error) {
        if (isAppError(error) && error.code === 'CORE_DECRYPT_FAILED') this.#fail(walletId, costMs());
        throw error;
      }
    }, walletId);
  }

  /** Forgets every wallet's failures (close). */
  clear(): void {
    this.#failures.clear();
  }

  async #waitTurn(walletId: string): Promise<void> {
    for (;;) {
      const state = this.#failures.get(walletId);
      const wait = state === undefined ? 0 : state.notBefore - this.#now();
      if (wait <= 0) return;
      await this.#sleep(wait);
    }
  }

  #fail(walletId: string, costMs: number): void {
    const count = this.failures(walletId) + 1;
    this.#failures.set(walletId, { count, notBefore: this.#now() + this.delayAfter(count, costMs) });
  }
}
