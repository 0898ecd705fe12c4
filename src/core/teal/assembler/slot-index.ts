/**
 * First-index lookup of values in a constant list, in O(1) (the lists can hold thousands of values and every
 * `int`/`byte` looks its value up; a linear scan per use would make large sources quadratic).
 *
 * Invariants:
 * - `find(list, value)` equals the first index of `value` in `list` (by `key`), or -1.
 * - Lists only grow by `push` or are replaced as a whole; a replaced list is re-indexed on the next lookup.
 */
export class SlotIndex<V> {
  readonly #key: (value: V) => string | bigint;
  #list: readonly V[] | undefined;
  #indexed = 0;
  #slots = new Map<string | bigint, number>();

  constructor(key: (value: V) => string | bigint) {
    this.#key = key;
  }

  find(list: readonly V[], value: V): number {
    if (list !== this.#list || list.length < this.#indexed) {
      this.#list = list;
      this.#indexed = 0;
      this.#slots = new Map();
    }
    for (; this.#indexed < list.length; this.#indexed++) {
      const key = this.#key(list[this.#indexed]!);
      if (!this.#slots.has(key)) this.#slots.set(key, this.#indexed);
    }
    return this.#slots.get(this.#key(value)) ?? -1;
  }
}

/** Map key of a byte string. */
export function bytesKey(value: Uint8Array): string {
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('latin1');
}
