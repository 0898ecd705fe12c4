/**
 * Transaction ids as programs see them (upstream logic `getTxID`, `currentTxID` with UnifyInnerTxIDs, and
 * transactions `InnerID`).
 *
 * Invariants:
 * - A top-level transaction's id is SHA-512/256("TX" ‖ msgpack(txn)); an inner transaction's id is
 *   SHA-512/256(parent id ‖ u64be(position among the parent's inner transactions) ‖ msgpack(txn)), without prefix,
 *   and the parent id is itself the unified id of the calling transaction (recursively).
 * - While an inner group runs, its caller's `evalDelta.innerTxns` does not contain it yet, so the position of a
 *   peer is "inner transactions issued so far + its group index".
 * - `itxn`/`gitxn` TxID keeps upstream's quirks: the position is counted from the start of the last inner group
 *   plus the index read (so `itxn TxID` uses the index 0 position), and the result is cached per index until the
 *   next `itxn_submit` of the same program (a later `itxn TxID` returns a cached `gitxn 0 TxID`).
 */
import { sha512_256 } from '../../crypto/hash.js';
import { encodeMsgpack } from '../../codec/msgpack.js';
import { transactionSchema } from '../../txn/schemas.js';
import { txIdBytes } from '../../txn/transaction.js';
import type { SignedTxnWithAD, Transaction } from '../../txn/types.js';
import type { AppProgram } from './context.js';

/** SHA-512/256("TX" ‖ msgpack(txn)): the transaction codec's own TxID (core/txn/transaction.ts `txIdBytes`). */
export const txidOf: (txn: Transaction) => Uint8Array = txIdBytes;

/** The id of inner transaction `txn` issued at `index` among the inner transactions of `parent`. */
export function innerTxId(txn: Transaction, parent: Uint8Array, index: number): Uint8Array {
  const position = Buffer.alloc(8);
  position.writeBigUInt64BE(BigInt(index));
  return sha512_256(parent, position, encodeMsgpack(transactionSchema, txn));
}

function issued(program: AppProgram): number {
  return program.txn.evalDelta?.innerTxns?.length ?? 0;
}

/** The id of `txn`, a member of the running program's own group at `groupIndex`. */
function peerTxId(ctx: AppProgram, txn: Transaction, groupIndex: number): Uint8Array {
  const caller = ctx.group.caller;
  if (caller === undefined) return txidOf(txn);
  return innerTxId(txn, currentTxId(caller), issued(caller) + groupIndex);
}

/** The (unified) id of the transaction `ctx` is running for. */
export function currentTxId(ctx: AppProgram): Uint8Array {
  return peerTxId(ctx, ctx.txn.txn ?? {}, ctx.groupIndex);
}

/** The last inner group of the running app call (upstream getLastInnerGroup). */
export function lastInnerGroup(inners: readonly SignedTxnWithAD[]): readonly SignedTxnWithAD[] {
  if (inners.length === 0) return inners;
  const group = inners[inners.length - 1]!.txn?.group;
  if (group === undefined || group.every((x) => x === 0)) return inners.slice(-1);
  let start = inners.length - 1;
  while (start > 0) {
    const previous = inners[start - 1]!.txn?.group;
    if (previous === undefined || Buffer.compare(previous, group) !== 0) break;
    start--;
  }
  return inners.slice(start);
}

interface InnerIdCache {
  issued: number;
  readonly ids: Map<number, Uint8Array>;
}
const INNER_CACHE = new WeakMap<AppProgram, InnerIdCache>();

function innerReadTxId(ctx: AppProgram, txn: Transaction, groupIndex: number): Uint8Array {
  const count = issued(ctx);
  let cache = INNER_CACHE.get(ctx);
  if (cache === undefined || cache.issued !== count) {
    cache = { issued: count, ids: new Map() };
    INNER_CACHE.set(ctx, cache);
  }
  const cached = cache.ids.get(groupIndex);
  if (cached !== undefined) return cached;
  const inners = ctx.txn.evalDelta?.innerTxns ?? [];
  const id = innerTxId(txn, currentTxId(ctx), count - lastInnerGroup(inners).length + groupIndex);
  cache.ids.set(groupIndex, id);
  return id;
}

/**
 * `txn TxID` of `txn` read at `groupIndex`: of the running group (`inner` false) or of the last inner group
 * (`inner` true, for itxn/gitxn).
 */
export function txIdFor(ctx: AppProgram, txn: Transaction, groupIndex: number, inner: boolean): Uint8Array {
  return inner ? innerReadTxId(ctx, txn, groupIndex) : peerTxId(ctx, txn, groupIndex);
}
