/**
 * The transaction feed (docs/spec/follower.md §7): the bodies of the groups this node admitted, in admission order,
 * each under a sequence number, for followers that check them ahead of the block that will hold them (as
 * go-algorand nodes verify gossiped transactions before the block arrives).
 *
 * Invariants:
 * - Sequence numbers start at 1 and grow by one per admitted group; they restart with the process, so a reader that
 *   names a number beyond the newest is told the newest (`next`) and reads on from there.
 * - Bounded memory: at most `maxGroups` groups and `maxBytes` bytes of bodies are kept, the oldest dropped first. A
 *   reader that fell behind the oldest kept group reads on from it: the feed is a hint, never a source of truth, so a
 *   gap costs a follower only the checks it then runs when the block arrives.
 * - `read` never blocks for longer than its `waitMs`, and wakes as soon as a group after `after` is appended.
 * - A kept body is a copy of the caller's: what the caller does with its buffer afterwards changes nothing here.
 * - Kept only while someone reads: a node no reader asked for `idleMs` keeps nothing (and drops what it kept), so a
 *   node without followers pays no memory for the feed. Numbers still advance meanwhile.
 */

export interface TxFeedPage {
  /** the sequence number to read after next time: the last group's, or `after` (or the newest) when there is none */
  readonly next: bigint;
  /** bodies of the groups after `after`, oldest first */
  readonly groups: readonly Buffer[];
}

export interface TxFeedOptions {
  /** most groups kept (default 65,536) */
  readonly maxGroups?: number;
  /** most body bytes kept (default 32 MiB) */
  readonly maxBytes?: number;
  /** how long after the last read groups are still kept (default 60 s) */
  readonly idleMs?: number;
  readonly now?: () => number;
}

export class TxFeed {
  readonly #maxGroups: number;
  readonly #maxBytes: number;
  /** kept bodies; #groups[i] has sequence number #first + i */
  #groups: Buffer[] = [];
  /** index into #groups of the oldest kept group (dropped ones are compacted away in batches) */
  #head = 0;
  #first = 1n;
  #bytes = 0;
  #waiters: (() => void)[] = [];
  readonly #idleMs: number;
  readonly #now: () => number;
  /** when a reader last asked (-Infinity: never) */
  #readAt = -Infinity;

  constructor(options: TxFeedOptions = {}) {
    this.#maxGroups = options.maxGroups ?? 65_536;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.#idleMs = options.idleMs ?? 60_000;
    this.#now = options.now ?? Date.now;
  }

  /** The sequence number of the newest group (0 before the first). */
  get newest(): bigint {
    return this.#first + BigInt(this.#groups.length - this.#head) - 1n;
  }

  /** Append one admitted group's body (copied only when kept) and wake the readers waiting for it. */
  append(body: Uint8Array): void {
    if (this.#now() - this.#readAt > this.#idleMs) {
      // Nobody reads: number the group, keep nothing.
      this.#first = this.newest + 2n;
      this.#groups = [];
      this.#head = 0;
      this.#bytes = 0;
      return;
    }
    this.#groups.push(Buffer.from(body));
    this.#bytes += body.length;
    while (this.#groups.length - this.#head > this.#maxGroups || this.#bytes > this.#maxBytes) this.#dropOldest();
    if (this.#head > 1024 && this.#head * 2 > this.#groups.length) {
      this.#groups = this.#groups.slice(this.#head);
      this.#head = 0;
    }
    const waiters = this.#waiters;
    if (waiters.length === 0) return;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  #dropOldest(): void {
    this.#bytes -= this.#groups[this.#head]!.length;
    this.#groups[this.#head] = EMPTY;
    this.#head++;
    this.#first++;
  }

  /**
   * The groups after `after`, at most `maxBytes` of bodies (always at least one group when there is one); when there
   * is none yet, waits up to `waitMs` for one (or until `signal` aborts) before answering.
   */
  async read(after: bigint, maxBytes: number, waitMs: number, signal?: AbortSignal): Promise<TxFeedPage> {
    this.#readAt = this.#now();
    if (after === this.newest && waitMs > 0) await this.#wait(waitMs, signal);
    return this.#page(after, maxBytes);
  }

  #page(after: bigint, maxBytes: number): TxFeedPage {
    const newest = this.newest;
    if (after >= newest) return { next: newest, groups: [] };
    const from = after < this.#first ? this.#first : after + 1n;
    const groups: Buffer[] = [];
    let bytes = 0;
    let seq = from;
    for (let i = this.#head + Number(from - this.#first); i < this.#groups.length; i++, seq++) {
      const body = this.#groups[i]!;
      if (groups.length > 0 && bytes + body.length > maxBytes) break;
      groups.push(body);
      bytes += body.length;
    }
    return { next: seq - 1n, groups };
  }

  /** Until an append, `ms`, or `signal` aborts, whichever comes first; every ending leaves nothing behind. */
  #wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve) => {
      if (signal?.aborted === true) return resolve();
      const done = (): void => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        // an append already took the whole list; a timeout or an abort takes this waiter out of it
        const at = this.#waiters.indexOf(done);
        if (at >= 0) this.#waiters.splice(at, 1);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.#waiters.push(done);
    });
  }
}

const EMPTY = Buffer.alloc(0);
