/**
 * The committed transaction tail: every transaction confirmed in the last MaxTxnLife rounds, in payset order per
 * round, with the leases they hold. It answers the evaluator's duplicate and lease checks and the pending-by-txid
 * lookup of recently confirmed transactions (docs/spec/protocol.md §8.4 b–c, docs/spec/algod.md §11.2).
 *
 * Invariants:
 * - Holds exactly the rounds (latest − window, latest]; older rounds are evicted as new ones arrive. Since a
 *   transaction's last valid round is at most its first valid + MaxTxnLife, nothing evicted can still be replayed.
 * - Duplicate checks ask by (txid, last valid round) and see every transaction of the window whose last valid round
 *   is not below the latest round; `find` sees every transaction of the window.
 * - Ids are kept outside the JS heap (txid-table.ts): a full window at the largest blocks is over 20 million ids,
 *   past what a Map holds. Adding a round costs its own transactions, never the window's.
 * - Memory only: rebuilt from the stored blocks of the window at start-up.
 */
import { addressKey } from '../../core/ledger/state.js';
import type { TxTailReader } from '../../core/ledger/evaluator.js';
import type { SignedTxn } from '../../core/txn/types.js';
import { TxidTable } from './txid-table.js';

export interface TailEntry {
  readonly round: bigint;
  /** payset index */
  readonly index: number;
}

export interface TailTxn {
  readonly txid: Uint8Array;
  readonly sender: Uint8Array;
  readonly lastValid: bigint;
  readonly lease?: Uint8Array | undefined;
}

/** The tail's view of a committed transaction. */
export function tailTxn({ stxn, txid }: { stxn: SignedTxn; txid: Uint8Array }): TailTxn {
  const txn = stxn.txn ?? {};
  return { txid, sender: txn.sender ?? new Uint8Array(32), lastValid: txn.lastValid ?? 0n, lease: txn.lease };
}

export class TxTail implements TxTailReader {
  readonly #window: bigint;
  /** the rounds of the window, oldest first, each with its transactions' ids in payset order (for `find`) */
  readonly #rounds: { readonly round: bigint; readonly txids: TxidTable; readonly leases: readonly string[] }[] = [];
  /**
   * The same ids by last valid round, as upstream's tail keeps them: a duplicate has the same last valid round as
   * the original, so a check asks one table; a table whose round has passed is dropped whole.
   */
  readonly #byLastValid = new Map<number, TxidTable>();
  /** every last valid round up to this one has no table any more (undefined before the first round is added) */
  #evictedThrough: number | undefined;
  readonly #leases = new Map<string, bigint>();

  constructor(window: bigint) {
    this.#window = window;
  }

  isCommitted(txid: Uint8Array, lastValid: bigint): boolean {
    return (this.#byLastValid.get(Number(lastValid))?.indexOf(txid) ?? -1) >= 0;
  }

  leaseExpiry(sender: Uint8Array, lease: Uint8Array): bigint | undefined {
    return this.#leases.get(addressKey(sender) + addressKey(lease));
  }

  /** Where a recently confirmed transaction sits, if it is in the window (newest rounds asked first, as upstream). */
  find(txid: Uint8Array): TailEntry | undefined {
    for (let i = this.#rounds.length - 1; i >= 0; i--) {
      const { round, txids } = this.#rounds[i]!;
      const index = txids.indexOf(txid);
      if (index >= 0) return { round, index };
    }
    return undefined;
  }

  /** Make this tail a copy of `other` (a catch-up replaced the ledger; readers keep this instance; `other` is dropped). */
  copyFrom(other: TxTail): void {
    this.#rounds.splice(0, this.#rounds.length, ...other.#rounds);
    this.#evictedThrough = other.#evictedThrough;
    this.#byLastValid.clear();
    for (const [lastValid, table] of other.#byLastValid) this.#byLastValid.set(lastValid, table);
    this.#leases.clear();
    for (const [key, expiry] of other.#leases) this.#leases.set(key, expiry);
  }

  /**
   * Record a committed round's top-level transactions (payset order) and evict what left the window: rounds at or
   * below round − window, and ids whose last valid round is below `round` (no evaluation, from this round's own
   * on, can see them again: a transaction is dead once its round has passed).
   */
  add(round: bigint, txns: readonly TailTxn[]): void {
    const txids = new TxidTable(txns.length);
    const leases: string[] = [];
    let byLastValid: { lastValid: bigint; table: TxidTable } | undefined;
    for (const t of txns) {
      txids.add(t.txid);
      // a block's transactions mostly share a few last valid rounds: look the table up when it changes
      if (byLastValid?.lastValid !== t.lastValid)
        byLastValid = { lastValid: t.lastValid, table: this.#lastValidTable(t.lastValid) };
      byLastValid.table.add(t.txid);
      if (t.lease !== undefined && t.lease.some((b) => b !== 0)) {
        const lk = addressKey(t.sender) + addressKey(t.lease);
        this.#leases.set(lk, t.lastValid);
        leases.push(lk);
      }
    }
    this.#rounds.push({ round, txids, leases });
    const oldest = round - this.#window;
    while (this.#rounds.length > 0 && this.#rounds[0]!.round <= oldest) {
      for (const key of this.#rounds.shift()!.leases)
        if ((this.#leases.get(key) ?? 0n) <= round) this.#leases.delete(key);
    }
    this.#evictBelow(Number(round));
  }

  /**
   * Drop the tables of last valid rounds below `current`. A committed transaction's last valid round is at least its
   * round, so no table below the rounds already added ever appears again: a round costs the rounds it passed.
   */
  #evictBelow(current: number): void {
    // The fewer of the rounds passed and the tables held (a first round, or a jump, scans the tables).
    if (this.#evictedThrough === undefined || current - this.#evictedThrough > this.#byLastValid.size) {
      for (const lastValid of this.#byLastValid.keys()) if (lastValid < current) this.#byLastValid.delete(lastValid);
    } else {
      for (let lastValid = this.#evictedThrough + 1; lastValid < current; lastValid++)
        this.#byLastValid.delete(lastValid);
    }
    this.#evictedThrough = Math.max(this.#evictedThrough ?? -1, current - 1);
  }

  #lastValidTable(lastValid: bigint): TxidTable {
    const key = Number(lastValid);
    let table = this.#byLastValid.get(key);
    if (table === undefined) this.#byLastValid.set(key, (table = new TxidTable()));
    return table;
  }
}
