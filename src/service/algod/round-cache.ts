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

  get(round: bigint, key: string, build: () => V): V {
    if (round !== this.#round) {
      this.#entries.clear();
      this.#round = round;
    }
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = build();
      if (this.#entries.size >= this.#limit) this.#entries.clear();
      this.#entries.set(key, value);
    }
    return value;
  }
}
