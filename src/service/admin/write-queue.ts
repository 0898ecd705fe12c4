/**
 * Serialises the admin service's writes: each task starts after the previous one settled, so that every
 * read-modify-write of the in-memory tables and its store commit happen as one step.
 *
 * Invariant: a failing task rejects its own promise only; the queue keeps going.
 */
export class WriteQueue {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(task, task);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
