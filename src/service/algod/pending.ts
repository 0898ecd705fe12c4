/**
 * Pending-transaction reads (docs/spec/algod.md §11.2–11.4): one transaction by TxID (pool, then the confirmed tail)
 * and the pool listings.
 *
 * Invariants:
 * - A confirmed result wins over a pool record; a confirmed round not yet durable is waited for (it is moments
 *   away), so a reader never sees a confirmation a crash could take back.
 * - `total-transactions` is always the whole pool size; `max` 0 means no limit.
 */
import { encodeMsgpack } from '../../core/codec/msgpack.js';
import { AppError, isAppError } from '../../core/errors.js';
import { pendingInfo, pendingTransactionSchema } from '../../core/ledger/pending-info.js';
import { bytesEqual } from '../../core/bytes.js';
import { signedTxnSchema } from '../../core/txn/schemas.js';
import { splitApplyData as split } from '../../core/txn/signed.js';
import type { Transaction } from '../../core/txn/types.js';
import { NOT_FOUND_TXN, parseTxid, type BlockReader } from './blocks.js';
import type { AlgodNode } from './node.js';
import type { RoundWaiters } from './status.js';

/** msgpack PendingTransactionResponse of `txidText`. @throws ALGOD_BAD_REQUEST, ALGOD_NOT_FOUND */
export async function pendingTransaction(
  node: AlgodNode,
  reader: BlockReader,
  waiters: RoundWaiters,
  txidText: string,
): Promise<Buffer> {
  const txid = parseTxid(txidText);
  const pooled = node.pool.lookup(txid);
  // Waiting in a layer not cut yet: in no block, so the committed rounds need not be searched (the usual answer to
  // a client polling for its confirmation).
  const hit = pooled?.uncut === true ? undefined : node.ledger.tail.find(txid);
  if (hit !== undefined) {
    await waiters.wait(hit.round);
    const { stxn, applyData } = split(await reader.entry(hit.round, hit.index));
    return encodeMsgpack(pendingTransactionSchema, pendingInfo(stxn, { round: hit.round, applyData }));
  }
  if (pooled === undefined) throw new AppError('ALGOD_NOT_FOUND', NOT_FOUND_TXN);
  return encodeMsgpack(pendingTransactionSchema, pendingInfo(pooled.txn.stxn, undefined, pooled.error));
}

/**
 * The evaluation RPC: the group evaluated as a submission would be, without admitting it. A rejection (the text a
 * submission would get) is an answer, not an error; malformed input still fails the call.
 */
export async function evaluateGroup(
  node: AlgodNode,
  body: Uint8Array,
  skipPqAddressCheck: boolean,
): Promise<{ would_succeed: boolean; failure_message: string; round: string; pending_transactions_msgpack: Buffer[] }> {
  try {
    const { txns, round } = await node.evaluate(body, skipPqAddressCheck);
    const records = txns.map((t) =>
      encodeMsgpack(pendingTransactionSchema, pendingInfo(t.stxn, { applyData: t.applyData })),
    );
    return { would_succeed: true, failure_message: '', round: String(round), pending_transactions_msgpack: records };
  } catch (error) {
    if (!isAppError(error) || error.code !== 'ALGOD_TXN_REJECTED') throw error;
    return {
      would_succeed: false,
      failure_message: error.message,
      round: String(node.pool.pendingRound),
      pending_transactions_msgpack: [],
    };
  }
}

/** True when `address` takes part in `txn` as upstream's pool filter sees it. */
function involves(txn: Transaction, address: Uint8Array): boolean {
  const fields = [
    txn.sender,
    txn.receiver,
    txn.closeRemainderTo,
    txn.assetReceiver,
    txn.assetCloseTo,
    txn.assetSender,
    txn.heartbeat?.address,
  ];
  return fields.some((f) => f !== undefined && bytesEqual(f, address));
}

/** The pool listing: encoded signed transactions in pool order, optionally filtered, at most `max` (0 = all). */
export function pendingList(node: AlgodNode, max: bigint, address?: Uint8Array): { top: Buffer[]; total: bigint } {
  const top: Buffer[] = [];
  for (const { stxn } of node.pool.transactions()) {
    if (max > 0n && BigInt(top.length) >= max) break;
    if (address !== undefined && !involves(stxn.txn ?? {}, address)) continue;
    top.push(encodeMsgpack(signedTxnSchema, stxn));
  }
  return { top, total: BigInt(node.pool.size) };
}
