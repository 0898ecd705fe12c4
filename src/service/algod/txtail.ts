/**
 * The committed transaction tail: every transaction confirmed in the last MaxTxnLife rounds, in payset order per
 * round, with the leases they hold. It answers the evaluator's duplicate and lease checks and the pending-by-txid
 * lookup of recently confirmed transactions (docs/spec/protocol.md §8.4 b–c, docs/spec/algod.md §11.2).
 *
 * Invariants:
 * - Answers for exactly the rounds (latest − window, latest]: `find` reports nothing older, and leases of older
 *   rounds are evicted as new ones arrive. Since a transaction's last valid round is at most its first valid +
 *   MaxTxnLife, nothing evicted can still be replayed.
 * - Duplicate checks ask by (txid, last valid round) and see every transaction of the window whose last valid round
 *   is not below the latest round; `find` sees every transaction of the window.
 * - Ids are kept outside the JS heap (core/ledger/txid-table.ts): a full window at the largest blocks is over 20
 *   million ids, past what a Map holds. Each is kept once, filed by its last valid round with its round and
 *   payset index beside it, for as long as either question may still find it: until its last valid round has
 *   passed and the newest round of its table has left the window. Adding a round costs its own transactions, never
 *   the window's.
 * - A transaction is in the window at most once: a second commit of the same id would have the same last valid
 *   round, and the duplicate check refuses it while that round has not passed (after it, the id is dead).
 * - A large round made here (the node's own blocks, a follower's replay) is filed a slice at a time, one slice per
 *   turn of the event loop, so that its ids do not hold up the requests waiting behind the commit. Until it is
 *   filed, the evaluator that made it answers for it (its index of TxIDs); its leases are taken at once. A round
 *   still being filed when the next one comes is filed whole first: rounds are filed in order, one at most pending.
 * - Memory only: rebuilt from the stored blocks of the window at start-up.
 */
import { isAllZero } from '../../core/bytes.js';
import { DIGEST_BYTES } from '../../core/crypto/hash.js';
import { addressKey } from '../../core/ledger/state.js';
import type { TxTailReader } from '../../core/ledger/evaluator.js';
import type { DeltaTxn } from '../../core/ledger/state-delta.js';
import type { SignedTxn } from '../../core/txn/types.js';
import { TxidTable } from '../../core/ledger/txid-table.js';

export interface TailEntry {
  readonly round: bigint;
  /** payset index */
  readonly index: number;
}

/** The tail's view of a committed transaction: what it files (the delta tracer's DeltaTxn) and the lease it holds. */
export interface TailTxn extends DeltaTxn {
  readonly sender: Uint8Array;
  readonly lease?: Uint8Array | undefined;
}

/** A signed transaction with its TxID, as an evaluator holds it. */
export interface TxnWithId {
  readonly stxn: SignedTxn;
  readonly txid: Uint8Array;
}

/** The tail's view of an evaluated transaction. */
export function tailTxn({ stxn, txid }: TxnWithId): TailTxn {
  const txn = stxn.txn ?? {};
  return { txid, sender: txn.sender ?? new Uint8Array(32), lastValid: txn.lastValid ?? 0n, lease: txn.lease };
}

/** A round's transactions as the evaluator that made the block holds them (core/ledger/evaluator.ts). */
export interface EvaluatedRound {
  /** top-level transactions, payset order */
  readonly txns: readonly TxnWithId[];
  /** the index in `txns` of the transaction `txid`, or -1 */
  indexOf(txid: Uint8Array): number;
  /** (sender, lease) key (addressKey of each, joined) → last valid round, for every transaction holding a lease */
  heldLeases(): ReadonlyMap<string, bigint>;
}

/** A committed round's top-level transactions, in payset order: as records, or as the evaluator that made them. */
export type RoundTxns = readonly TailTxn[] | EvaluatedRound;

function isRecords(txns: RoundTxns): txns is readonly TailTxn[] {
  return Array.isArray(txns);
}

/**
 * A committed round's records, shared by the tail and the delta tracer (delta-recorder.ts): each transaction's TxID
 * and last valid round, in payset order. Records given are kept as they are. For an evaluated round they are made
 * when asked for: the first n as the tail files them, a slice per turn, or all at once for a delta asked for
 * sooner; once every record is made, the evaluator and its transactions are let go, so a round kept for its delta
 * holds its records only. Made records are bytes, not objects: the TxIDs back to back in one Buffer and the last
 * valid rounds in one array, since a round of the largest blocks is ~23,000 of them and the delta tracer keeps 8
 * rounds (two heap objects each, made young and copied by scavenges until promoted, cost more than the ids).
 * `DeltaTxn` objects are made only for a delta asked for, and kept with the round then. They hold nothing else: a
 * sender's bytes are a view of the request body it came in, which it would keep alive.
 */
export class RoundRecords {
  readonly length: number;
  /** the records given, kept as they are */
  readonly #given: readonly TailTxn[] | undefined;
  /** made records: TxIDs back to back, last valid rounds, how many are made */
  #ids: Buffer | undefined;
  #lastValids: Float64Array | undefined;
  #made = 0;
  /** the made records as objects, once a delta asked for them */
  #objects: readonly DeltaTxn[] | undefined;
  /** the evaluated round, until every record is made from it */
  #evaluated: EvaluatedRound | undefined;
  /**
   * the leases: the evaluator's own map, or read from the records given (plain fields: a closure made here would keep
   * the evaluator alive with the constructor's scope)
   */
  readonly #held: ReadonlyMap<string, bigint> | undefined;

  constructor(txns: RoundTxns) {
    if (isRecords(txns)) {
      this.#given = txns;
      this.length = txns.length;
    } else {
      this.#evaluated = txns;
      this.#held = txns.heldLeases();
      this.length = txns.txns.length;
      this.#ids = Buffer.allocUnsafe(this.length * DIGEST_BYTES);
      this.#lastValids = new Float64Array(this.length);
    }
  }

  /** The evaluated round the records are still being made from, if any. */
  get evaluated(): EvaluatedRound | undefined {
    return this.#evaluated;
  }

  /** Make the records of (at least) the round's first `n` transactions, if need be. */
  make(n: number): void {
    const evaluated = this.#evaluated;
    if (evaluated === undefined) return;
    const end = Math.min(n, this.length);
    const ids = this.#ids!;
    const lastValids = this.#lastValids!;
    for (let i = this.#made; i < end; i++) {
      const { stxn, txid } = evaluated.txns[i]!;
      ids.set(txid, i * DIGEST_BYTES);
      lastValids[i] = Number(stxn.txn?.lastValid ?? 0n);
    }
    if (end > this.#made) this.#made = end;
    if (this.#made === this.length) this.#evaluated = undefined;
  }

  /** TxID of record `i` (made or given). */
  txid(i: number): Uint8Array {
    if (this.#given !== undefined) return this.#given[i]!.txid;
    return this.#ids!.subarray(i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES);
  }

  /** Last valid round of record `i` (made or given). */
  lastValid(i: number): number {
    if (this.#given !== undefined) return Number(this.#given[i]!.lastValid);
    return this.#lastValids![i]!;
  }

  /** Every record as an object (a delta's input), made if need be. */
  all(): readonly DeltaTxn[] {
    if (this.#given !== undefined) return this.#given;
    this.make(this.length);
    this.#objects ??= Array.from({ length: this.length }, (_, i) => ({
      txid: this.txid(i),
      lastValid: BigInt(this.#lastValids![i]!),
    }));
    return this.#objects;
  }

  /** (sender, lease) key → last valid round, for every transaction holding a lease. */
  leases(): Iterable<readonly [string, bigint]> {
    return this.#held ?? leasesOf(this.#given ?? []);
  }
}

/** (sender, lease) key → last valid round of the records holding a lease. */
function leasesOf(records: readonly TailTxn[]): [string, bigint][] {
  const held: [string, bigint][] = [];
  for (const t of records) {
    if (t.lease !== undefined && !isAllZero(t.lease))
      held.push([addressKey(t.sender) + addressKey(t.lease), t.lastValid]);
  }
  return held;
}

/** ids filed per turn of the event loop for a large round (~2 ms at full blocks) */
const FILE_SLICE = 4096;

/**
 * A round whose ids are not all filed yet, the evaluator answering for it meanwhile, and where its filing stands. It
 * keeps the evaluator itself: its records may all be made (a delta asked for sooner), and `RoundRecords` let the
 * evaluator go, before its ids are filed.
 */
interface Unfiled {
  readonly round: number;
  readonly records: RoundRecords;
  readonly evaluated: EvaluatedRound;
  next: number;
}

/** Runs `file` on a later turn of the event loop (tests pass their own, to run it when they choose). */
export type Later = (file: () => void) => void;

const nextTurn: Later = (file) => void setImmediate(file);

/** The ids of one last valid round, and the newest round any of them was committed in. */
interface LastValidTable {
  readonly ids: TxidTable;
  newest: number;
}

export class TxTail implements TxTailReader {
  readonly #window: number;
  /** the rounds of the window, oldest first, with the leases their transactions took (for their eviction) */
  readonly #rounds: { readonly round: bigint; readonly leases: readonly string[] }[] = [];
  /**
   * Every transaction of the window by last valid round, as upstream's tail files them: a duplicate has the same
   * last valid round as the original, so a check asks one table. Beside each id: last valid − its round (at most
   * MaxTxnLife, as a transaction's round is at least its first valid; a 32-bit word) and its payset index.
   */
  readonly #byLastValid = new Map<number, LastValidTable>();
  /** last valid rounds whose table may be dropped at the round of the key (entries made stale by a newer round are skipped) */
  readonly #expiring = new Map<number, number[]>();
  /** every round up to this one has had its expiring tables looked at (undefined before the first round) */
  #evictedThrough: number | undefined;
  /** the newest round added, and the highest last valid round held (find's range) */
  #latest: number | undefined;
  #highestLastValid = 0;
  readonly #leases = new Map<string, bigint>();
  /** the newest round, while some of its ids are not filed */
  #unfiled: Unfiled | undefined;
  readonly #later: Later;

  constructor(window: bigint, later: Later = nextTurn) {
    this.#window = Number(window);
    this.#later = later;
  }

  isCommitted(txid: Uint8Array, lastValid: bigint): boolean {
    if ((this.#unfiled?.evaluated.indexOf(txid) ?? -1) >= 0) return true;
    return (this.#byLastValid.get(Number(lastValid))?.ids.indexOf(txid) ?? -1) >= 0;
  }

  leaseExpiry(sender: Uint8Array, lease: Uint8Array): bigint | undefined {
    return this.#leases.get(addressKey(sender) + addressKey(lease));
  }

  /** Where a recently confirmed transaction sits, if its round is in the window. */
  find(txid: Uint8Array): TailEntry | undefined {
    if (this.#latest === undefined) return undefined;
    const unfiled = this.#unfiled;
    const pending = unfiled?.evaluated.indexOf(txid) ?? -1;
    if (pending >= 0) return { round: BigInt(unfiled!.round), index: pending };
    // Every table held has a last valid round above latest − window (the round of one of its ids, still in the
    // window, or not yet passed). The newest tables are asked first: a transaction just confirmed is in one of them.
    const lowest = this.#latest - this.#window + 1;
    if (this.#highestLastValid - lowest > this.#byLastValid.size) {
      for (const [lastValid, table] of this.#byLastValid) {
        const found = this.#entry(lastValid, table, txid);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    for (let lastValid = this.#highestLastValid; lastValid >= lowest; lastValid--) {
      const table = this.#byLastValid.get(lastValid);
      const found = table === undefined ? undefined : this.#entry(lastValid, table, txid);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** `txid`'s place if `table` holds it with a round still in the window. */
  #entry(lastValid: number, table: LastValidTable, txid: Uint8Array): TailEntry | undefined {
    const at = table.ids.indexOf(txid);
    if (at < 0) return undefined;
    const round = lastValid - table.ids.word(at, 0);
    return round > this.#latest! - this.#window ? { round: BigInt(round), index: table.ids.word(at, 1) } : undefined;
  }

  /** Make this tail a copy of `other` (a catch-up replaced the ledger; readers keep this instance; `other` is dropped). */
  copyFrom(other: TxTail): void {
    other.#fileAll();
    this.#unfiled = undefined;
    this.#rounds.splice(0, this.#rounds.length, ...other.#rounds);
    this.#evictedThrough = other.#evictedThrough;
    this.#latest = other.#latest;
    this.#highestLastValid = other.#highestLastValid;
    this.#byLastValid.clear();
    for (const [lastValid, table] of other.#byLastValid) this.#byLastValid.set(lastValid, table);
    this.#expiring.clear();
    for (const [round, lastValids] of other.#expiring) this.#expiring.set(round, lastValids);
    this.#leases.clear();
    for (const [key, expiry] of other.#leases) this.#leases.set(key, expiry);
  }

  /**
   * Record a committed round's top-level transactions (payset order; an evaluated round of more than a slice is
   * filed over the next turns, see the invariants) and evict what neither question can reach any more: leases of
   * rounds at or below round − window, and tables whose last valid round is below `round` (no evaluation, from this
   * round's own on, can see their ids again: a transaction is dead once its round has passed) and whose newest round
   * has left the window.
   */
  add(round: bigint, txns: RoundTxns | RoundRecords): void {
    this.#fileAll();
    const records = txns instanceof RoundRecords ? txns : new RoundRecords(txns);
    const r = Number(round);
    const leases: string[] = [];
    for (const [lk, lastValid] of records.leases()) {
      this.#leases.set(lk, lastValid);
      leases.push(lk);
    }
    this.#rounds.push({ round, leases });
    this.#latest = r;
    const oldest = round - BigInt(this.#window);
    while (this.#rounds.length > 0 && this.#rounds[0]!.round <= oldest) {
      for (const key of this.#rounds.shift()!.leases)
        if ((this.#leases.get(key) ?? 0n) <= round) this.#leases.delete(key);
    }
    this.#evictThrough(r);
    const { evaluated } = records;
    if (evaluated === undefined || records.length <= FILE_SLICE) {
      records.make(records.length);
      this.#file(r, records, 0, records.length);
    } else {
      const unfiled: Unfiled = { round: r, records, evaluated, next: 0 };
      this.#unfiled = unfiled;
      const slice = (): void => {
        if (this.#unfiled !== unfiled) return; // filed whole meanwhile
        this.#fileSlice(unfiled, FILE_SLICE);
        if (this.#unfiled === unfiled) this.#later(slice);
      };
      this.#later(slice);
    }
  }

  /** File whatever is left of the round still being filed. */
  #fileAll(): void {
    if (this.#unfiled !== undefined) this.#fileSlice(this.#unfiled, Infinity);
  }

  #fileSlice(unfiled: Unfiled, most: number): void {
    const { records } = unfiled;
    const end = Math.min(records.length, unfiled.next + most);
    records.make(end);
    this.#file(unfiled.round, records, unfiled.next, end);
    unfiled.next = end;
    if (end === records.length) this.#unfiled = undefined;
  }

  /**
   * File the ids of `txns[from, to)`, committed in round `r` at those payset indexes. A block's transactions come in
   * runs sharing a last valid round: one table lookup per run, and a new table is made to the run's size (the usual
   * case: one run per last valid round; a later run of it grows the table).
   */
  #file(r: number, records: RoundRecords, from: number, to: number): void {
    for (let start = from; start < to;) {
      const lv = records.lastValid(start);
      let end = start + 1;
      while (end < to && records.lastValid(end) === lv) end++;
      const { ids } = this.#tableFor(lv, r, end - start);
      for (let index = start; index < end; index++) ids.add(records.txid(index), lv - r, index);
      start = end;
    }
  }

  /**
   * The table of `lastValid`, taking ids of round `round`: made if missing (sized for the `expected` ids about to be
   * added: at full blocks most tables take one round's ids only, and a table made to size wastes nothing), its
   * expiry moved on if need be.
   */
  #tableFor(lastValid: number, round: number, expected: number): LastValidTable {
    let table = this.#byLastValid.get(lastValid);
    if (table === undefined) {
      this.#byLastValid.set(lastValid, (table = { ids: new TxidTable(expected), newest: round }));
      if (lastValid > this.#highestLastValid) this.#highestLastValid = lastValid;
    } else if (table.newest >= round) return table;
    table.newest = round;
    const at = this.#expiryOf(lastValid, table);
    const due = this.#expiring.get(at);
    if (due === undefined) this.#expiring.set(at, [lastValid]);
    else if (due[due.length - 1] !== lastValid) due.push(lastValid);
    return table;
  }

  /** The first round at which `table` is no longer kept. */
  #expiryOf(lastValid: number, table: LastValidTable): number {
    return Math.max(lastValid + 1, table.newest + this.#window);
  }

  /**
   * Drop the tables due at rounds up to `current`. A table is listed under the round its expiry had when it last
   * took an id; one that took ids since is listed again further on and skipped here. A round costs the rounds it
   * passed, or the rounds listed when it jumped further than that.
   */
  #evictThrough(current: number): void {
    const from = this.#evictedThrough === undefined ? current : this.#evictedThrough + 1;
    if (current - from > this.#expiring.size) {
      for (const at of [...this.#expiring.keys()]) if (at <= current) this.#dropDue(at, current);
    } else {
      for (let at = from; at <= current; at++) this.#dropDue(at, current);
    }
    this.#evictedThrough = Math.max(this.#evictedThrough ?? -Infinity, current);
  }

  #dropDue(at: number, current: number): void {
    const due = this.#expiring.get(at);
    if (due === undefined) return;
    this.#expiring.delete(at);
    for (const lastValid of due) {
      const table = this.#byLastValid.get(lastValid);
      if (table === undefined || this.#expiryOf(lastValid, table) > current) continue;
      this.#byLastValid.delete(lastValid);
      if (lastValid === this.#highestLastValid) this.#highestLastValid = Math.max(0, ...this.#byLastValid.keys());
    }
  }
}
