/**
 * What the transaction tail keeps of a stored block, computed from the block's bytes: per payset entry, its TxID,
 * sender, last valid round and lease, for the start-up rebuild of the transaction tail. The block's header is decoded,
 * each entry once, and nothing else: no block object, no copy of an entry.
 *
 * Invariants:
 * - A TxID is SHA-512/256("TX" ‖ canonical txn) of the entry's transaction with its genesis fields restored from the
 *   block's own header (docs/spec/protocol.md §4.4, §5.2), as admission computed it.
 * - An absent lease is 32 zero bytes, the wire's "not set"; so is an absent sender.
 */
import { decodeMsgpackAt, encodeMsgpack } from '../codec/msgpack.js';
import { sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import { blockHeaderOf, paysetOffsets, signedTxnOfEntry } from '../txn/block.js';
import { signedTxnInBlockSchema, transactionSchema } from '../txn/schemas.js';

const DIGEST = 32;

export interface BlockTail {
  readonly count: number;
  /** 32 bytes per entry, in payset order (so are `senders` and `leases`) */
  readonly txids: Uint8Array;
  readonly senders: Uint8Array;
  readonly leases: Uint8Array;
  readonly lastValid: BigUint64Array;
}

/** The tail's records of every payset entry of an encoded block. @throws CORE_MSGPACK_DECODE, CORE_BAD_TRANSACTION */
export function blockTail(bytes: Uint8Array): BlockTail {
  const header = blockHeaderOf(bytes);
  const offsets = paysetOffsets(bytes);
  const count = Math.max(0, offsets.length - 1);
  const out = {
    count,
    txids: new Uint8Array(count * DIGEST),
    senders: new Uint8Array(count * DIGEST),
    leases: new Uint8Array(count * DIGEST),
    lastValid: new BigUint64Array(count),
  };
  for (let i = 0; i < count; i++) {
    const { value } = decodeMsgpackAt(signedTxnInBlockSchema, bytes, offsets[i]!);
    const txn = signedTxnOfEntry(value, header).txn ?? {};
    out.txids.set(sha512_256(Prefix.Transaction, encodeMsgpack(transactionSchema, txn)), i * DIGEST);
    if (txn.sender !== undefined) out.senders.set(txn.sender, i * DIGEST);
    if (txn.lease !== undefined) out.leases.set(txn.lease, i * DIGEST);
    out.lastValid[i] = txn.lastValid ?? 0n;
  }
  return out;
}
