/**
 * The committed transaction tail: every transaction confirmed in the last MaxTxnLife rounds, in payset order per
 * round, with the leases they hold. It answers the evaluator's duplicate and lease checks and the pending-by-txid
 * lookup of recently confirmed transactions (docs/spec/protocol.md §8.4 b–c, docs/spec/algod.md §11.2).
 *
 * Invariants:
 * - Holds exactly the rounds (latest − window, latest]; older rounds are evicted as new ones arrive. Since a
 *   transaction's last valid round is at most its first valid + MaxTxnLife, nothing evicted can still be replayed.
 * - Memory only: rebuilt from the stored blocks of the window at start-up.
 */
import { addressKey } from '../../core/ledger/state.js';
import type { TxTailReader } from '../../core/ledger/evaluator.js';
import type { SignedTxn } from '../../core/txn/types.js';

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
  readonly #txids = new Map<string, TailEntry>();
  readonly #leases = new Map<string, bigint>();
  /** round → txid keys and lease keys added in that round */
  readonly #rounds = new Map<bigint, { txids: string[]; leases: string[] }>();

  constructor(window: bigint) {
    this.#window = window;
  }

  isCommitted(txid: Uint8Array): boolean {
    return this.#txids.has(addressKey(txid));
  }

  leaseExpiry(sender: Uint8Array, lease: Uint8Array): bigint | undefined {
    return this.#leases.get(addressKey(sender) + addressKey(lease));
  }

  /** Where a recently confirmed transaction sits, if it is in the window. */
  find(txid: Uint8Array): TailEntry | undefined {
    return this.#txids.get(addressKey(txid));
  }

  /** Make this tail a copy of `other` (a catch-up replaced the ledger; readers keep this instance). */
  copyFrom(other: TxTail): void {
    for (const [mine, theirs] of [
      [this.#txids, other.#txids],
      [this.#leases, other.#leases],
      [this.#rounds, other.#rounds],
    ] as const) {
      (mine as Map<unknown, unknown>).clear();
      for (const [k, v] of theirs as Map<unknown, unknown>) (mine as Map<unknown, unknown>).set(k, v);
    }
  }

  /** Record a committed round's top-level transactions (payset order) and evict what left the window. */
  add(round: bigint, txns: readonly TailTxn[]): void {
    const txids: string[] = [];
    const leases: string[] = [];
    txns.forEach((t, index) => {
      const key = addressKey(t.txid);
      this.#txids.set(key, { round, index });
      txids.push(key);
      if (t.lease !== undefined && t.lease.some((b) => b !== 0)) {
        const lk = addressKey(t.sender) + addressKey(t.lease);
        this.#leases.set(lk, t.lastValid);
        leases.push(lk);
      }
    });
    this.#rounds.set(round, { txids, leases });
    const oldest = round - this.#window;
    for (const [r, entry] of this.#rounds) {
      if (r > oldest) break;
      for (const key of entry.txids) if (this.#txids.get(key)?.round === r) this.#txids.delete(key);
      for (const key of entry.leases) if ((this.#leases.get(key) ?? 0n) <= round) this.#leases.delete(key);
      this.#rounds.delete(r);
    }
  }
}
