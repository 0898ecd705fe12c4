/**
 * Batch hashing and transaction Merkle leaves (docs/spec/algod.md §9.1, docs/spec/protocol.md §5.4).
 *
 * Invariants:
 * - Inputs are raw canonical msgpack WITHOUT domain prefixes: `txnBytes[i]` encodes the restored transaction
 *   (gen/gh put back), `stibBytes[i]` the SignedTxnInBlock exactly as stored in the block. The prefixes "TX",
 *   "STIB" and "TL" are added here.
 * - leaf_i = H_kind("TL" || H_id("TX" || txn_i) || H_id("STIB" || stib_i)), where the id hash defaults to
 *   `LEAF_ID_KIND[kind]`: sha512_256 for `txn`, sha256 for `txn256` AND for `txn512` (upstream's leaf builds the
 *   SHA-512 commitment's leaf body from the SHA-256 ids; kept as a parameter in case that changes).
 * - Outputs are packed digests (count × size bytes) that the caller owns.
 */
import { Prefix } from '../crypto/prefixes.js';
import { AppError } from '../errors.js';
import { digestSize, hashOnce, type HashKind } from './hash-kind.js';
import { listItems, type BytesList } from '../packed.js';

/** Hash function of the transaction ids inside the leaves of each commitment. */
export const LEAF_ID_KIND: Readonly<Record<HashKind, HashKind>> = Object.freeze({
  sha512_256: 'sha512_256',
  sha256: 'sha256',
  sha512: 'sha256',
});

const EMPTY = new Uint8Array(0);

/**
 * out[i] = H_kind(prefix || items[i]), packed.
 * @throws CORE_BAD_ARGUMENT for an unknown kind or malformed list
 */
export function hashBatch(kind: HashKind, items: BytesList, prefix: Uint8Array = EMPTY): Buffer {
  const size = digestSize(kind);
  if (!(prefix instanceof Uint8Array)) throw new AppError('CORE_BAD_ARGUMENT', 'prefix must be a Uint8Array');
  const list = listItems(items, 'items');
  const out = Buffer.allocUnsafe(list.length * size);
  let scratch = Buffer.allocUnsafe(0);
  for (let i = 0; i < list.length; i++) {
    const item = list[i]!;
    const need = prefix.length + item.length;
    // One reusable preimage buffer: a one-shot hash over it beats three createHash updates.
    if (scratch.length < need) scratch = Buffer.allocUnsafe(Math.max(need, scratch.length * 2));
    scratch.set(prefix, 0);
    scratch.set(item, prefix.length);
    out.set(hashOnce(kind, scratch.subarray(0, need)), i * size);
  }
  return out;
}

/**
 * One leaf: H_kind("TL" || txid || stibHash); txid and stibHash must have the same size.
 * @throws CORE_BAD_ARGUMENT for an unknown kind or mismatched sizes
 */
export function txnLeaf(kind: HashKind, txid: Uint8Array, stibHash: Uint8Array): Buffer {
  digestSize(kind);
  if (txid.length !== stibHash.length || (txid.length !== 32 && txid.length !== 64)) {
    throw new AppError('CORE_BAD_ARGUMENT', 'txid and stib hash must both be 32 or both be 64 bytes');
  }
  const body = Buffer.allocUnsafe(2 + 2 * txid.length);
  body.set(Prefix.TxnMerkleLeaf, 0);
  body.set(txid, 2);
  body.set(stibHash, 2 + txid.length);
  return hashOnce(kind, body);
}

/** H_id("TX" || txnBytes): the transaction id of that hash function (sha512_256 gives the usual txid). */
export function txnId(idKind: HashKind, txnBytes: Uint8Array): Buffer {
  return hashOnce(idKind, Buffer.concat([Prefix.Transaction, txnBytes]));
}

/** H_id("STIB" || stibBytes): the `stibhash` of the proof API. */
export function stibHash(idKind: HashKind, stibBytes: Uint8Array): Buffer {
  return hashOnce(idKind, Buffer.concat([Prefix.SignedTxnInBlock, stibBytes]));
}

/**
 * All leaves of a payset, packed (count × DIGEST_SIZE[kind] bytes).
 * @throws CORE_BAD_ARGUMENT for unknown kinds, malformed lists or lists of different lengths
 */
export function txnLeaves(
  kind: HashKind,
  txnBytes: BytesList,
  stibBytes: BytesList,
  idKind: HashKind = LEAF_ID_KIND[kind],
): Buffer {
  const size = digestSize(kind);
  const idSize = digestSize(idKind);
  const txns = listItems(txnBytes, 'txns');
  const stibs = listItems(stibBytes, 'stibs');
  if (txns.length !== stibs.length) throw new AppError('CORE_BAD_ARGUMENT', 'txns and stibs differ in length');
  const ids = hashBatch(idKind, txns, Prefix.Transaction);
  const stibHashes = hashBatch(idKind, stibs, Prefix.SignedTxnInBlock);
  const body = Buffer.allocUnsafe(2 + 2 * idSize);
  body.set(Prefix.TxnMerkleLeaf, 0);
  const out = Buffer.allocUnsafe(txns.length * size);
  for (let i = 0; i < txns.length; i++) {
    body.set(ids.subarray(i * idSize, (i + 1) * idSize), 2);
    body.set(stibHashes.subarray(i * idSize, (i + 1) * idSize), 2 + idSize);
    out.set(hashOnce(kind, body), i * size);
  }
  return out;
}
