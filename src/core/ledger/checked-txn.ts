/**
 * Checked transactions that read their bytes from the check's answer by index, rather than each holding a Buffer of
 * its own for every field.
 *
 * Why: the transaction pool holds every admitted transaction until its block, tens of thousands at a time under
 * load, and each young object they hold is copied by every scavenge until it is promoted. A Buffer view costs
 * about 90 bytes of heap. The check computes four byte strings per transaction (canonical bytes, TxID, payset
 * entry with an empty ApplyData, its commitment leaves); as rows of the check's shared answer buffers they cost the
 * transaction two numbers instead of four views (docs/design.md, "Measured facts", consequence 6).
 *
 * Invariants:
 * - A `RowTxn` answers exactly what its rows hold at its index; each read makes a fresh view (cheap, short-lived).
 *   Nothing written through a view is seen by the pool: callers treat these bytes as read-only, as they did.
 * - `RowEvaluatedTxn` is an evaluated transaction whose payset entry is its empty-ApplyData entry (`entryBytes`
 *   is `blockEntry`, `entryLeaves` its leaves), which is the only case the evaluator makes one for.
 * - An empty ApplyData is the one frozen `EMPTY_APPLY_DATA`: nothing may add fields to a transaction's ApplyData
 *   after its evaluation.
 */
import type { ApplyData, SignedTxn } from '../txn/types.js';
import type { EvaluatedTxn, PreparedTxn } from './evaluator.js';

/** The bytes a check computed for each transaction of a group, by index within the group. */
export interface TxnRows {
  /** canonical msgpack of the transaction (what its TxID and signatures cover) */
  txnBytes(i: number): Buffer;
  txid(i: number): Buffer;
  /** the payset entry with an empty ApplyData, when it could be encoded */
  entry(i: number): Buffer | undefined;
  /** that entry's commitment leaves, when they were computed with it */
  leaves(i: number): Buffer | undefined;
}

/** Rows over per-transaction lists (a group checked on this thread). */
export function listedRows(lists: {
  readonly txnBytes: readonly Buffer[];
  readonly txids: readonly Buffer[];
  readonly entries: readonly (Buffer | undefined)[];
  readonly leaves?: readonly (Buffer | undefined)[] | undefined;
}): TxnRows {
  const { txnBytes, txids, entries, leaves } = lists;
  return {
    txnBytes: (i) => txnBytes[i]!,
    txid: (i) => txids[i]!,
    entry: (i) => entries[i],
    leaves: (i) => (entries[i] === undefined ? undefined : leaves?.[i]),
  };
}

export const EMPTY_APPLY_DATA: ApplyData = Object.freeze({});

/** A prepared transaction whose bytes are row `index` of `rows`. */
export class RowTxn implements PreparedTxn {
  readonly stxn: SignedTxn;
  protected readonly rows: TxnRows;
  protected readonly index: number;

  constructor(stxn: SignedTxn, rows: TxnRows, index: number) {
    this.stxn = stxn;
    this.rows = rows;
    this.index = index;
  }

  get txnBytes(): Buffer {
    return this.rows.txnBytes(this.index);
  }

  get txid(): Buffer {
    return this.rows.txid(this.index);
  }

  get blockEntry(): Buffer | undefined {
    return this.rows.entry(this.index);
  }

  get blockLeaves(): Buffer | undefined {
    return this.rows.leaves(this.index);
  }

  /** This transaction evaluated with an empty ApplyData (its payset entry is `blockEntry`, which must exist). */
  evaluatedEmpty(): RowEvaluatedTxn {
    return new RowEvaluatedTxn(this.stxn, this.rows, this.index);
  }
}

/** An evaluated `RowTxn` whose ApplyData came out empty: its payset entry is its `blockEntry`. */
export class RowEvaluatedTxn extends RowTxn implements EvaluatedTxn {
  get applyData(): ApplyData {
    return EMPTY_APPLY_DATA;
  }

  get entryBytes(): Buffer {
    return this.rows.entry(this.index)!;
  }

  get entryLeaves(): Buffer | undefined {
    return this.rows.leaves(this.index);
  }
}
