/**
 * Answers that are fixed for a round (an account's view carries the round it was read at), kept until the next
 * round: under load the same hot accounts are read many times per block. Returning the same object for the same
 * key also lets the gateway reuse its rendering.
 *
 * Invariants: entries of an older round are never returned (the cache empties when the round moves); bounded.
 */
export class RoundCache<V> {
  readonly #limit: number;
  #round = -1n;
  readonly #entries = new Map<string, V>();

  constructor(limit = 4096) {
    this.#limit = limit;
  }

  /** The value kept for `key` at `round`, building it on a miss. */
  get(round: bigint, key: string, build: () => V): V {
    return this.find(round, key) ?? this.keep(key, build());
  }

  /** The value kept for `key` at `round`, if any (a read path that must not allocate a builder on a hit). */
  find(round: bigint, key: string): V | undefined {
    if (round !== this.#round) {
      this.#entries.clear();
      this.#round = round;
    }
    return this.#entries.get(key);
  }

  /** Keeps `value` for `key` at the round of the last `find`, and answers it. */
  keep(key: string, value: V): V {
    if (this.#entries.size >= this.#limit) this.#entries.clear();
    this.#entries.set(key, value);
    return value;
  }
}
