/**
 * Checking the peer's transactions before their block arrives (docs/spec/follower.md §7): the follower reads its
 * peer's transaction feed and runs the stateless half of each group (canonical bytes, TxIDs, well-formedness, every
 * signature, payset entries, commitment leaves) on the worker pool at once, as go-algorand nodes verify gossiped
 * transactions into a cache that block validation then consults. When the block comes, replay.ts takes the answer of
 * each of its groups from here instead of checking the group again, so only the evaluation is left after the block.
 *
 * Invariants:
 * - A hint, never a source of truth: an answer is used for a group of a block only when the group's bytes in the
 *   block are exactly the payset entries the answer computed from the feed's body (with this chain's genesis), under
 *   the same consensus version. Then checking the block's bytes would give this very answer (the entries encode the
 *   same signed transactions), so replay's result is the one it computes without the feed. Anything else (no
 *   answer, a failed check, other bytes, another version) and replay checks the group itself, as before.
 * - Answers are found by the raw bytes of the first transaction's authorization (`sig`, `msig` or `lsig`, at most
 *   AUTH_KEY_BYTES of it), which the body and the block entry share; several answers may share a key (a contract
 *   account's logic sig), the oldest is tried first.
 * - Bounded: answers for at most `maxBytes` of bodies are kept, the oldest dropped first; an answer is dropped once a
 *   block took it.
 * - Only while `active()` holds (the follower is close behind its peer and not paused) is anything read or checked:
 *   a follower far behind replays blocks that hold none of the peer's pending transactions. On becoming active it
 *   reads from the feed's newest group on.
 * - A peer without a feed (404: go-algorand, an older algorun) stops the reader for good; a failure waits RETRY_MS
 *   and is logged once until the feed answers again.
 */
import { MsgpackReader } from '../../../core/codec/msgpack-reader.js';
import { skipAny } from '../../../core/codec/msgpack-value.js';
import type { CheckedGroup, GroupCheckContext } from '../../../core/ledger/group-prepare.js';
import type { GroupChecker } from '../../../workers/group-check-service.js';
import type { PeerClient } from './peer-client.js';
import { sleep } from './sleep.js';

const RETRY_MS = 1000;
/** How much of the first authorization names an answer: a signature (64 bytes) with its header, and then some. */
const AUTH_KEY_BYTES = 96;
/** The feed reader asks for groups after this number first: beyond any, so the peer answers with its newest. */
const NEWEST = (1n << 64n) - 1n;

export interface PreCheckOptions {
  readonly peers: Pick<PeerClient, 'txFeed' | 'current'>;
  readonly genesisId: string;
  readonly checker: GroupChecker;
  /** the chain and consensus parameters the checks run under now (the follower's ledger) */
  readonly context: () => GroupCheckContext;
  /** whether reading and checking is worth it now */
  readonly active: () => boolean;
  /** most body bytes whose answers are kept (default 32 MiB) */
  readonly maxBytes?: number;
  readonly log?: ((line: string) => void) | undefined;
}

interface Answer {
  readonly key: string;
  readonly version: string;
  readonly size: number;
  readonly checked: Promise<CheckedGroup | undefined>;
  dropped: boolean;
}

export class PreChecks {
  readonly #o: PreCheckOptions;
  readonly #maxBytes: number;
  readonly #byKey = new Map<string, Answer[]>();
  /** answers in arrival order, for dropping the oldest (dropped ones are skipped and compacted away) */
  #order: Answer[] = [];
  #head = 0;
  #bytes = 0;
  /** answers kept (not taken, not dropped) */
  #kept = 0;
  #hits = 0;
  #misses = 0;
  /** the last failure logged: a failure repeating every retry is logged once */
  #lastFailure: string | undefined;

  constructor(options: PreCheckOptions) {
    this.#o = options;
    this.#maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  }

  /** Groups of blocks answered from here, and groups checked again because no usable answer was here. */
  get stats(): { readonly hits: number; readonly misses: number; readonly kept: number } {
    return { hits: this.#hits, misses: this.#misses, kept: this.#kept };
  }

  /** Read the peer's feed until `signal` aborts. */
  async run(signal: AbortSignal): Promise<void> {
    const { peers, genesisId } = this.#o;
    let after = NEWEST;
    while (!signal.aborted) {
      try {
        if (!this.#o.active()) {
          after = NEWEST;
          await sleep(RETRY_MS, signal);
          continue;
        }
        const page = await peers.txFeed(genesisId, after, signal);
        if (page === undefined) {
          this.#o.log?.(`follower: ${peers.current} serves no transaction feed; blocks are checked when they arrive`);
          return;
        }
        if (page.groups.length > 0 && this.#o.active()) {
          const ctx = this.#o.context();
          for (const body of page.groups) this.#add(body, ctx);
        }
        after = page.next;
        this.#lastFailure = undefined;
      } catch (error) {
        if (signal.aborted) return;
        const line = `follower: transaction feed: ${error instanceof Error ? error.message : String(error)}`;
        if (line !== this.#lastFailure) this.#o.log?.(line);
        this.#lastFailure = line;
        await sleep(RETRY_MS, signal);
      }
    }
  }

  #add(body: Buffer, ctx: GroupCheckContext): void {
    const key = authKey(body);
    if (key === undefined) return;
    const checked = this.#o.checker.checkAhead(body, ctx).then(
      (c) => (c.ok ? c : undefined),
      () => undefined,
    );
    const answer: Answer = { key, version: ctx.params.version, size: body.length, checked, dropped: false };
    const list = this.#byKey.get(key);
    if (list === undefined) this.#byKey.set(key, [answer]);
    else list.push(answer);
    this.#order.push(answer);
    this.#bytes += answer.size;
    this.#kept++;
    while (this.#bytes > this.#maxBytes) this.#drop(this.#order[this.#head]!);
  }

  /** Forget `answer` (taken by a block, or the oldest beyond the bound). */
  #drop(answer: Answer): void {
    if (!answer.dropped) {
      answer.dropped = true;
      this.#bytes -= answer.size;
      this.#kept--;
      const list = this.#byKey.get(answer.key)!;
      if (list.length === 1) this.#byKey.delete(answer.key);
      else list.splice(list.indexOf(answer), 1);
    }
    while (this.#head < this.#order.length && this.#order[this.#head]!.dropped) this.#head++;
    if (this.#head > 1024 && this.#head * 2 > this.#order.length) {
      this.#order = this.#order.slice(this.#head);
      this.#head = 0;
    }
  }

  /**
   * The answer for the group whose payset entries are `entries` (as cut from a block), checked under `version`:
   * resolves undefined when the answer turns out not to be this group's (the caller then checks it itself);
   * undefined at once when there is none.
   */
  take(entries: Buffer, version: string): Promise<CheckedGroup | undefined> | undefined {
    const key = authKey(entries);
    const answer = key === undefined ? undefined : this.#byKey.get(key)?.find((a) => a.version === version);
    if (answer === undefined) {
      this.#misses++;
      return undefined;
    }
    this.#drop(answer);
    return answer.checked.then((checked) => {
      if (checked?.ok === true && sameEntries(checked.entries, entries)) {
        this.#hits++;
        return checked;
      }
      this.#misses++;
      return undefined;
    });
  }
}

/** Whether `entries` is exactly the concatenation of `mine` (none missing). */
function sameEntries(mine: readonly (Buffer | undefined)[], entries: Buffer): boolean {
  let at = 0;
  for (const entry of mine) {
    if (entry === undefined || at + entry.length > entries.length) return false;
    if (entries.compare(entry, 0, entry.length, at, at + entry.length) !== 0) return false;
    at += entry.length;
  }
  return at === entries.length;
}

const AUTH_FIELDS = new Set(['sig', 'msig', 'lsig']);

/**
 * The key of a group given as a submitted body or as its block entries: the raw bytes of the first transaction's
 * authorization field (a SignedTxn and a SignedTxnInBlock encode it alike). Undefined when there is none or the
 * bytes do not parse (such a group is simply not looked up).
 */
export function authKey(bytes: Buffer): string | undefined {
  try {
    const r = new MsgpackReader(bytes);
    for (let n = r.readMapHeader(); n > 0; n--) {
      const field = r.readStr();
      const start = r.pos;
      skipAny(r);
      if (AUTH_FIELDS.has(field)) return bytes.toString('latin1', start, Math.min(r.pos, start + AUTH_KEY_BYTES));
    }
  } catch {
    // not a map of a signed transaction: no key
  }
  return undefined;
}
