/**
 * kmd's transaction signing as one pure step per item, and its batch form over packed layouts (a pool task's body):
 * decode, the signed message ("TX" || canonical bytes), the signature with the key chosen for the item, and the
 * encoded SignedTxn (docs/spec/kmd.md §7).
 *
 * Invariants:
 * - The key that signs is `publicKey` when it is non-zero, else the transaction's sender (the all-zero key when it
 *   has none); `sgnr` is set when that key is not the sender's (`planSignature`).
 * - An item is signed only when its bytes decode as a transaction to sign and the secret key given for it is that
 *   key's (its last 32 bytes are the public key, libsodium's layout). Otherwise its output is null (empty in the
 *   packed form, which no SignedTxn is) and the caller handles the item on its own path, where every refusal keeps
 *   its own error: this step never decides an item's error.
 * - A signed item's output is byte for byte what the one-at-a-time path answers: `assembleSignedTxn` over the
 *   transaction bytes the message covers.
 * - Keys are only read here; zeroing them is the caller's duty.
 */
import { asBuffer, bytesEqual, isAllZero } from '../bytes.js';
import { SECRET_KEY_BYTES, SIGNATURE_BYTES, sign, signInto } from '../crypto/ed25519.js';
import { Prefix } from '../crypto/prefixes.js';
import { AppError } from '../errors.js';
import { packedCount, type PackedBytes } from '../packed.js';
import { assembleSignedTxn } from './signed.js';
import { decodeTransactionToSign } from './transaction.js';
import type { Transaction } from './types.js';

const ZERO32 = Buffer.alloc(32);
const KEY_BYTES = 32;

/** What signing a decoded transaction takes: the signing key, the message ("TX" || bytes) and `sgnr` if any. */
export type SignaturePlan = { signerKey: Uint8Array; message: Buffer; authAddr: Uint8Array | undefined };

/** The plan for `txn` whose signed message is `message`; `publicKey` all zero selects the sender's key. */
export function planSignature(txn: Transaction, message: Buffer, publicKey: Uint8Array): SignaturePlan {
  const sender = txn.sender ?? ZERO32;
  const signerKey = isAllZero(publicKey) ? sender : publicKey;
  return { signerKey, message, authAddr: bytesEqual(signerKey, sender) ? undefined : signerKey };
}

/** The encoded SignedTxn of a plan and its signature (the transaction bytes of the message are reused as is). */
export function signedTxnOf(plan: SignaturePlan, sig: Uint8Array): Buffer {
  return assembleSignedTxn(plan.message.subarray(Prefix.Transaction.length), sig, plan.authAddr);
}

/** The plan for `txnBytes` when they decode and `secretKey` is the key it picks; otherwise null. */
function planItem(txnBytes: Uint8Array, publicKey: Uint8Array, secretKey: Uint8Array): SignaturePlan | null {
  let plan: SignaturePlan;
  try {
    const { txn, message } = decodeTransactionToSign(txnBytes);
    plan = planSignature(txn, message, publicKey);
  } catch {
    return null;
  }
  return secretKey.length === SECRET_KEY_BYTES && holdsPublicKey(secretKey, plan.signerKey) ? plan : null;
}

/** Whether the public half of a libsodium secret key (its last 32 bytes) is `key`. */
function holdsPublicKey(secretKey: Uint8Array, key: Uint8Array): boolean {
  if (key.length !== KEY_BYTES) return false;
  for (let i = 0; i < KEY_BYTES; i++) if (secretKey[KEY_BYTES + i] !== key[i]) return false;
  return true;
}

/**
 * The encoded SignedTxn of `txnBytes` signed with `secretKey`, or null when the bytes are not a transaction to sign
 * or `secretKey` is not the key the plan picks.
 */
export function signTransactionItem(txnBytes: Uint8Array, publicKey: Uint8Array, secretKey: Uint8Array): Buffer | null {
  const plan = planItem(txnBytes, publicKey, secretKey);
  return plan === null ? null : signedTxnOf(plan, sign(plan.message, secretKey));
}

// The fields of a single-signature SignedTxn in canonical order (`assembleSignedTxn`): fixstr key, then bin8 header.
const SGNR_FIELD = Buffer.from([0xa4, 0x73, 0x67, 0x6e, 0x72, 0xc4, 0x20]); // "sgnr", 32 bytes follow
const SIG_FIELD = Buffer.from([0xa3, 0x73, 0x69, 0x67, 0xc4, 0x40]); // "sig", 64 bytes follow
const TXN_FIELD = Buffer.from([0xa3, 0x74, 0x78, 0x6e]); // "txn", the transaction's msgpack follows

function signedLength(plan: SignaturePlan): number {
  const txnLength = plan.message.length - Prefix.Transaction.length;
  const signer = plan.authAddr === undefined ? 0 : SGNR_FIELD.length + KEY_BYTES;
  return 1 + signer + SIG_FIELD.length + SIGNATURE_BYTES + TXN_FIELD.length + txnLength;
}

/** Writes `assembleSignedTxn(txn, sig, authAddr)` at `at`, signing in place; answers the end offset. */
function writeSignedTxn(out: Buffer, at: number, plan: SignaturePlan, secretKey: Uint8Array): number {
  out[at++] = plan.authAddr === undefined ? 0x82 : 0x83; // fixmap of 2 or 3 entries
  if (plan.authAddr !== undefined) {
    at += SGNR_FIELD.copy(out, at);
    out.set(plan.authAddr, at);
    at += KEY_BYTES;
  }
  at += SIG_FIELD.copy(out, at);
  signInto(out.subarray(at, at + SIGNATURE_BYTES), plan.message, secretKey);
  at += SIGNATURE_BYTES;
  at += TXN_FIELD.copy(out, at);
  return at + plan.message.copy(out, at, Prefix.Transaction.length);
}

/**
 * n transactions, `publicKeys` (n × 32, all zero = by sender), and for item i the secret key at `keyIndex[i]` of
 * `secretKeys` (k × 64). Answers the n outputs packed, an empty item where `signTransactionItem` answers null;
 * each SignedTxn is written and signed in place in the output (no buffer per item).
 * @throws CORE_BAD_ARGUMENT, CORE_BAD_LENGTH for a malformed layout, before anything is signed
 */
export function signTransactionBatch(
  transactions: PackedBytes,
  publicKeys: Uint8Array,
  keyIndex: Uint32Array,
  secretKeys: Uint8Array,
): PackedBytes {
  const n = packedCount(transactions, 'transactions');
  const keys = secretKeys.length / SECRET_KEY_BYTES;
  if (publicKeys.length !== n * KEY_BYTES || keyIndex.length !== n || !Number.isInteger(keys)) {
    throw new AppError('CORE_BAD_LENGTH', `sign batch of ${n}: public keys, key indexes or secret keys mis-sized`);
  }
  for (let i = 0; i < n; i++) {
    if (keyIndex[i]! >= keys)
      throw new AppError('CORE_BAD_ARGUMENT', `key index ${keyIndex[i]} of item ${i} is out of range`);
  }
  const txnBlock = asBuffer(transactions.data);
  const keyBlock = asBuffer(publicKeys);
  const secretBlock = asBuffer(secretKeys);
  const secretOf = (i: number): Buffer =>
    secretBlock.subarray(keyIndex[i]! * SECRET_KEY_BYTES, (keyIndex[i]! + 1) * SECRET_KEY_BYTES);
  const plans = new Array<SignaturePlan | null>(n);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const txnBytes = txnBlock.subarray(transactions.offsets[i]!, transactions.offsets[i + 1]!);
    const plan = planItem(txnBytes, keyBlock.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES), secretOf(i));
    plans[i] = plan;
    if (plan !== null) total += signedLength(plan);
  }
  const data = Buffer.from(new ArrayBuffer(total));
  const offsets = new Uint32Array(n + 1);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const plan = plans[i]!;
    if (plan !== null) at = writeSignedTxn(data, at, plan, secretOf(i));
    offsets[i + 1] = at;
  }
  return { data, offsets };
}

/** `snd` and a 32-byte bin header, as the canonical encoding writes them (fixstr "snd", bin8 of 32). */
const SENDER_FIELD = Buffer.from([0xa3, 0x73, 0x6e, 0x64, 0xc4, 0x20]);

/**
 * A guess at the sender of encoded transaction bytes without decoding them: the 32 bytes after the first
 * `snd` field header. Only a hint for choosing which key to fetch: the guess may be wrong (the pattern inside a
 * note, a non-canonical encoding), which `signTransactionItem` catches by checking the key against the decoded
 * transaction. undefined when the pattern is absent.
 */
export function senderHint(txnBytes: Uint8Array): Uint8Array | undefined {
  const bytes = asBuffer(txnBytes);
  const at = bytes.indexOf(SENDER_FIELD);
  const start = at + SENDER_FIELD.length;
  return at < 0 || start + KEY_BYTES > bytes.length ? undefined : bytes.subarray(start, start + KEY_BYTES);
}
