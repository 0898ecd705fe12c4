/**
 * The distinct signing keys of a kmd batch (service/kmd/signing.ts), each fetched once however many items use it.
 *
 * Invariant: `indexOf` answers the same index for equal keys and starts one fetch per distinct key, in order of
 * first appearance; `settled` waits for every fetch and never rejects (each outcome is the caller's to read).
 */
import { bytesEqual, bytesKey } from '../../core/bytes.js';

/**
 * The distinct keys of a batch, each fetched once: `indexOf` starts a key's fetch the first time it is seen (a run
 * of items with the same key skips the map), `settled` waits for them all.
 */
export class KeyLookups {
  readonly #fetch: (key: Uint8Array) => Promise<Buffer>;
  readonly #indexOf = new Map<string, number>();
  readonly #pending: Promise<Buffer>[] = [];
  #lastKey: Uint8Array | undefined;
  #lastIndex = -1;

  constructor(fetch: (key: Uint8Array) => Promise<Buffer>) {
    this.#fetch = fetch;
  }

  indexOf(key: Uint8Array): number {
    if (this.#lastKey !== undefined && bytesEqual(key, this.#lastKey)) return this.#lastIndex;
    const id = bytesKey(key);
    let index = this.#indexOf.get(id);
    if (index === undefined) {
      this.#indexOf.set(id, (index = this.#pending.length));
      this.#pending.push(this.#fetch(key));
    }
    this.#lastKey = key;
    this.#lastIndex = index;
    return index;
  }

  settled(): Promise<PromiseSettledResult<Buffer>[]> {
    return Promise.allSettled(this.#pending);
  }
}
