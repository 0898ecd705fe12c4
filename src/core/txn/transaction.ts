/**
 * Transaction encoding and identity (docs/spec/protocol.md §4.4).
 *
 * Invariants:
 * - The only transaction bytes that are ever hashed or signed are the canonical encoding of the model
 *   (`encodeTransaction`), prefixed with "TX": TxID = SHA-512/256("TX" || msgpack(txn)), and a signature covers the
 *   same bytes. Received bytes are decoded and re-encoded first, unless the decoder saw that they already are that
 *   encoding (`decodeTransactionToSign`).
 * - A group ID is SHA-512/256("TG" || msgpack({txlist: [TxID of each txn with `grp` cleared]})).
 * - Decoding checks that `type` is one of the eight known types (upstream's text `unknown tx type %v`).
 */
import { encodeDigest } from '../crypto/address.js';
import { sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import { AppError } from '../errors.js';
import { decodeMsgpack, decodeMsgpackCanonical, encodeMsgpack, encodeWith } from '../codec/msgpack.js';
import { transactionSchema, txGroupSchema } from './schemas.js';
import { TX_TYPES, type Transaction, type TxType } from './types.js';

export const MAX_TX_GROUP_SIZE = 16;

const KNOWN_TYPES: ReadonlySet<string> = new Set(TX_TYPES);

function isTxType(value: unknown): value is TxType {
  return typeof value === 'string' && KNOWN_TYPES.has(value);
}

/** @throws CORE_BAD_TRANSACTION when `type` is missing or unknown */
export function assertKnownType(txn: Transaction): void {
  if (!isTxType(txn.type)) {
    throw new AppError('CORE_BAD_TRANSACTION', `unknown tx type ${String(txn.type ?? '')}`);
  }
}

/** Canonical msgpack of a transaction. @throws CORE_MSGPACK_ENCODE */
export function encodeTransaction(txn: Transaction): Buffer {
  return encodeMsgpack(transactionSchema, txn);
}

/**
 * Lenient decode of one msgpack transaction (any key order/int width; unknown keys and wrong fixed sizes rejected).
 * @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH, CORE_BAD_TRANSACTION
 */
export function decodeTransaction(bytes: Uint8Array): Transaction {
  const txn = decodeMsgpack(transactionSchema, bytes);
  assertKnownType(txn);
  return txn;
}

/**
 * `decodeTransaction` and `bytesToSign` of the result in one step: when the input already is the canonical encoding
 * (the common case: SDKs encode canonically), the message is "TX" || the input, without a second encode.
 * @throws as decodeTransaction
 */
export function decodeTransactionToSign(bytes: Uint8Array): { txn: Transaction; message: Buffer } {
  const { value: txn, canonical } = decodeMsgpackCanonical(transactionSchema, bytes);
  assertKnownType(txn);
  if (!canonical) return { txn, message: bytesToSign(txn) };
  const message = encodeWith((w) => {
    w.raw(Prefix.Transaction);
    w.raw(bytes);
  });
  return { txn, message };
}

/** "TX" || canonical msgpack: the message an ed25519/multisig signature covers. @throws CORE_MSGPACK_ENCODE */
export function bytesToSign(txn: Transaction): Buffer {
  return encodeMsgpack(transactionSchema, txn, Prefix.Transaction);
}

/** 32-byte transaction ID. @throws CORE_MSGPACK_ENCODE */
export function txIdBytes(txn: Transaction): Buffer {
  return sha512_256(bytesToSign(txn));
}

/** 52-character base32 transaction ID. @throws CORE_MSGPACK_ENCODE */
export function txId(txn: Transaction): string {
  return encodeDigest(txIdBytes(txn));
}

/** The transaction without its group ID (a shallow copy; the input is not modified). */
function withoutGroup(txn: Transaction): Transaction {
  if (txn.group === undefined) return txn;
  const copy = { ...txn };
  delete copy.group;
  return copy;
}

/**
 * Group ID of `txns` in order: each txn is hashed with `grp` cleared.
 * @throws CORE_BAD_TRANSACTION for an empty list or more than `maxGroupSize` txns
 */
export function computeGroupId(txns: readonly Transaction[], maxGroupSize = MAX_TX_GROUP_SIZE): Buffer {
  if (txns.length === 0) throw new AppError('CORE_BAD_TRANSACTION', 'empty txgroup');
  if (txns.length > maxGroupSize) {
    throw new AppError('CORE_BAD_TRANSACTION', `max group size is ${maxGroupSize}`);
  }
  const txGroupHashes = txns.map((txn) => txIdBytes(withoutGroup(txn)));
  return sha512_256(encodeMsgpack(txGroupSchema, { txGroupHashes }, Prefix.TxGroup));
}

/** Copies of `txns` carrying their group ID. @throws CORE_BAD_TRANSACTION */
export function assignGroupId(txns: readonly Transaction[], maxGroupSize = MAX_TX_GROUP_SIZE): Transaction[] {
  const group = computeGroupId(txns, maxGroupSize);
  return txns.map((txn) => ({ ...txn, group }));
}
