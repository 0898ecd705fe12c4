/**
 * Serialises async read-modify-write steps: a task starts only after every earlier task with the same key has
 * settled, so a read, its store commit and the in-memory update that follows happen as one step. Tasks under
 * different keys run concurrently. Used by the admin service (one key) and the kmd wallet repository (per wallet).
 *
 * Invariant: a failing task rejects its own promise only; the queue keeps going. Idle keys hold no memory.
 */
export class SerialQueue {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(task: () => Promise<T>, key = ''): Promise<T> {
    const result = (this.#tails.get(key) ?? Promise.resolve()).then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }
}
