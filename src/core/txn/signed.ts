/**
 * SignedTxn: encoding, the submit-body reader, authorizer and single-key signatures (docs/spec/protocol.md §1.3, §4.5).
 *
 * Invariants:
 * - A submit body is a concatenation of SignedTxn maps read until the end of the body; more than `maxGroupSize`
 *   objects is `max group size is N` and none is `empty txgroup` (upstream texts, checked in upstream's order:
 *   each object is decoded before the count is checked).
 * - Signatures and TxIDs are computed over the canonical re-encoding of the decoded model, never the received bytes.
 * - Authorizer = `sgnr` when non-zero, else `snd`.
 */
import { verify, sign, publicKeyOf } from '../crypto/ed25519.js';
import { AppError } from '../errors.js';
import { decodeMsgpack, decodeMsgpackAt, encodeMsgpack, encodeWith } from '../codec/msgpack.js';
import { signedTxnSchema } from './schemas.js';
import { assertKnownType, bytesToSign, MAX_TX_GROUP_SIZE } from './transaction.js';
import type { ApplyData, MultisigSig, PQSig, SignedTxn, SignedTxnWithAD, Transaction } from './types.js';
import { bytesEqual, isAllZero } from '../bytes.js';

const ZERO_ADDRESS = Buffer.alloc(32);

/**
 * Canonical msgpack of a single-signature SignedTxn from the already-encoded transaction, without encoding the
 * transaction again (kmd's hot path). Equals `encodeSignedTxn({ txn, sig, authAddr })`: keys sort as
 * `sgnr` < `sig` < `txn`, and `sgnr` is left out when absent or all zero.
 */
export function assembleSignedTxn(txnBytes: Uint8Array, sig: Uint8Array, authAddr?: Uint8Array): Buffer {
  const hasSigner = authAddr !== undefined && !isAllZero(authAddr);
  return encodeWith((w) => {
    w.mapHeader(hasSigner ? 3 : 2);
    if (hasSigner) {
      w.str('sgnr');
      w.bin(authAddr);
    }
    w.str('sig');
    w.bin(sig);
    w.str('txn');
    w.raw(txnBytes);
  });
}

/** Canonical msgpack of a SignedTxn. @throws CORE_MSGPACK_ENCODE */
export function encodeSignedTxn(stxn: SignedTxn): Buffer {
  return encodeMsgpack(signedTxnSchema, stxn);
}

function checkDecoded(stxn: SignedTxn): SignedTxn {
  assertKnownType(stxn.txn ?? {});
  return stxn;
}

/** @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH, CORE_BAD_TRANSACTION */
export function decodeSignedTxn(bytes: Uint8Array): SignedTxn {
  return checkDecoded(decodeMsgpack(signedTxnSchema, bytes));
}

/**
 * Read a body of concatenated SignedTxns to its end (POST /v2/transactions).
 * @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH on malformed objects;
 *         CORE_BAD_TRANSACTION with `max group size is N`, `empty txgroup` or `unknown tx type X`
 */
export function decodeSignedTxnGroup(body: Uint8Array, maxGroupSize = MAX_TX_GROUP_SIZE): SignedTxn[] {
  const group: SignedTxn[] = [];
  let offset = 0;
  while (offset < body.length) {
    const { value, end } = decodeMsgpackAt(signedTxnSchema, body, offset);
    group.push(checkDecoded(value));
    offset = end;
    if (group.length > maxGroupSize) {
      throw new AppError('CORE_BAD_TRANSACTION', `max group size is ${maxGroupSize}`);
    }
  }
  if (group.length === 0) throw new AppError('CORE_BAD_TRANSACTION', 'empty txgroup');
  return group;
}

/** The address whose key must authorize `stxn`: `sgnr` if set, else the sender (zero address if neither). */
export function authorizer(stxn: SignedTxn): Uint8Array {
  if (!isAllZero(stxn.authAddr)) return stxn.authAddr!;
  return stxn.txn?.sender ?? ZERO_ADDRESS;
}

/**
 * Sign with one ed25519 key; `sgnr` is set when the key is not the sender's (a rekeyed account), exactly as
 * algosdk's signTransaction and kmd do. @throws CORE_BAD_LENGTH, CORE_MSGPACK_ENCODE
 */
export function signTransaction(txn: Transaction, secretKey: Uint8Array): SignedTxn {
  const pk = publicKeyOf(secretKey);
  const stxn: SignedTxn = { txn, sig: sign(bytesToSign(txn), secretKey) };
  if (txn.sender === undefined || !bytesEqual(txn.sender, pk)) stxn.authAddr = pk;
  return stxn;
}

/**
 * True iff `stxn.sig` is a valid ed25519 signature by the authorizer over "TX" || canonical txn. Does not look at
 * the other signature kinds (see verifyMultisigTxn). @throws CORE_MSGPACK_ENCODE
 */
export function verifySingleSig(stxn: SignedTxn): boolean {
  if (stxn.sig === undefined || stxn.txn === undefined) return false;
  return verify(bytesToSign(stxn.txn), stxn.sig, authorizer(stxn));
}

/** A SignedTxnWithAD split into its signed transaction and its ApplyData (absent fields stay absent). */
export function splitApplyData(withAd: SignedTxnWithAD): { stxn: SignedTxn; applyData: ApplyData } {
  const { txn, sig, msig, lsig, pqsig, authAddr, ...applyData } = withAd;
  const stxn: SignedTxn = {};
  if (txn !== undefined) stxn.txn = txn;
  if (sig !== undefined) stxn.sig = sig;
  if (msig !== undefined) stxn.msig = msig;
  if (lsig !== undefined) stxn.lsig = lsig;
  if (pqsig !== undefined) stxn.pqsig = pqsig;
  if (authAddr !== undefined) stxn.authAddr = authAddr;
  return { stxn, applyData };
}

/** crypto.MultisigSig.Blank(): no version, threshold or subsignature. */
export function multisigBlank(m: MultisigSig | undefined): boolean {
  return (m?.version ?? 0) === 0 && (m?.threshold ?? 0) === 0 && (m?.subsigs?.length ?? 0) === 0;
}

/** transactions.PQSig.Blank(): no scheme, salt, key or signature. */
export function pqBlank(p: PQSig | undefined): boolean {
  return (
    isAllZero(p?.scheme) &&
    (p?.salt ?? 0) === 0 &&
    (p?.publicKey?.length ?? 0) === 0 &&
    (p?.signature?.length ?? 0) === 0
  );
}
