/**
 * Multisig accounts and signatures (go-algorand crypto/multisig.go, docs/spec/protocol.md §2.3/§8.3, docs/spec/kmd.md §7.3).
 *
 * Invariants:
 * - Address = SHA-512/256("MultisigAddr" || version || threshold || pk_1 || … || pk_n); version must be 1 and
 *   1 ≤ threshold ≤ n (upstream texts `unknown version`, `Invalid threshold`). Key order matters; duplicates allowed.
 * - Merging keeps the first signature list's keys; an empty slot takes the other's signature, equal signatures are
 *   kept, different ones are `Invalid duplicates`. Signatures being merged are not verified.
 * - Verification follows MultisigBatchPrep: structure checks first (texts `Invalid number of signatures`,
 *   `Invalid address`, `Invalid threshold`, `unknown version`), then every present subsignature must verify
 *   (`At least one signature didn't pass verification`).
 * - All errors are CORE_BAD_MULTISIG, except failed cryptographic checks, which are CORE_BAD_SIGNATURE.
 */
import { MAX_MULTISIG_KEYS, multisigAddress } from '../crypto/accounts.js';
import { publicKeyOf, sign, verify } from '../crypto/ed25519.js';
import { AppError } from '../errors.js';
import { authorizer } from './signed.js';
import { bytesToSign } from './transaction.js';
import type { MultisigSig, MultisigSubsig, SignedTxn, Transaction } from './types.js';
import { bytesEqual, isAllZero } from '../bytes.js';

/** A signature to check: (public key, message, signature); lets callers batch ed25519 verification. */
export type SigCheck = { publicKey: Uint8Array; message: Uint8Array; signature: Uint8Array };

function bad(message: string): AppError {
  return new AppError('CORE_BAD_MULTISIG', message);
}

/** Address of the preimage carried by a MultisigSig (`subsig` keys in order). @throws CORE_BAD_MULTISIG */
function multisigAddressOf(msig: MultisigSig): Buffer {
  const pks = (msig.subsigs ?? []).map((s) => s.pk ?? new Uint8Array(32));
  return multisigAddress(msig.version ?? 0, msig.threshold ?? 0, pks);
}

/** The preimage with no signatures. @throws CORE_BAD_MULTISIG */
export function multisigPreimage(version: number, threshold: number, pks: readonly Uint8Array[]): MultisigSig {
  multisigAddress(version, threshold, pks);
  return { version, threshold, subsigs: pks.map((pk) => ({ pk })) };
}

/**
 * Sign `message` into every slot whose key is the signer's (MultisigSign): other slots carry only their key.
 * @throws CORE_BAD_MULTISIG (`unknown version`, `Invalid threshold`, `Key does not exist`), CORE_BAD_LENGTH
 */
export function multisigSign(message: Uint8Array, preimage: MultisigSig, secretKey: Uint8Array): MultisigSig {
  multisigAddressOf(preimage);
  const pk = publicKeyOf(secretKey);
  const keys = (preimage.subsigs ?? []).map((s) => s.pk ?? new Uint8Array(32));
  if (!keys.some((k) => bytesEqual(k, pk))) throw bad('Key does not exist');
  const signature = sign(message, secretKey);
  const subsigs: MultisigSubsig[] = keys.map((k) => (bytesEqual(k, pk) ? { pk: k, sig: signature } : { pk: k }));
  return { version: preimage.version!, threshold: preimage.threshold!, subsigs };
}

/**
 * Merge two partial signatures of the same preimage (MultisigMerge).
 * @throws CORE_BAD_MULTISIG (`Invalid threshold`, `Public key lists do not match`, `Invalid duplicates`)
 */
export function mergeMultisig(a: MultisigSig, b: MultisigSig): MultisigSig {
  const as = a.subsigs ?? [];
  const bs = b.subsigs ?? [];
  if ((a.threshold ?? 0) !== (b.threshold ?? 0) || (a.version ?? 0) !== (b.version ?? 0) || as.length !== bs.length) {
    throw bad('Invalid threshold');
  }
  for (let i = 0; i < as.length; i++) if (!bytesEqual(as[i]!.pk, bs[i]!.pk)) throw bad('Public key lists do not match');
  const subsigs = as.map((x, i): MultisigSubsig => {
    const y = bs[i]!;
    const out: MultisigSubsig = x.pk === undefined ? {} : { pk: x.pk };
    if (isAllZero(x.sig)) {
      if (!isAllZero(y.sig)) out.sig = y.sig!;
    } else if (isAllZero(y.sig) || bytesEqual(x.sig, y.sig)) {
      out.sig = x.sig!;
    } else {
      throw bad('Invalid duplicates');
    }
    return out;
  });
  const merged: MultisigSig = { subsigs };
  if (a.version !== undefined) merged.version = a.version;
  if (a.threshold !== undefined) merged.threshold = a.threshold;
  return merged;
}

/**
 * The structural checks of MultisigBatchPrep and the signatures left to verify.
 * @throws CORE_BAD_MULTISIG
 */
export function multisigSigChecks(message: Uint8Array, address: Uint8Array, msig: MultisigSig): SigCheck[] {
  const subsigs = msig.subsigs ?? [];
  const first = subsigs[0];
  if (first === undefined || (isAllZero(first.pk) && isAllZero(first.sig))) throw bad('Invalid number of signatures');
  if (!bytesEqual(multisigAddressOf(msig), address)) throw bad('Invalid address');
  if (subsigs.length > MAX_MULTISIG_KEYS) throw bad('Invalid number of signatures');
  const present = subsigs.filter((s) => !isAllZero(s.sig));
  if (present.length < (msig.threshold ?? 0)) throw bad('Invalid number of signatures');
  return present.map((s) => ({ publicKey: s.pk ?? new Uint8Array(32), message, signature: s.sig! }));
}

/**
 * Full multisig verification of `message` for `address`.
 * @throws CORE_BAD_MULTISIG (structure), CORE_BAD_SIGNATURE (`At least one signature didn't pass verification`)
 */
export function verifyMultisig(message: Uint8Array, address: Uint8Array, msig: MultisigSig): void {
  for (const c of multisigSigChecks(message, address, msig)) {
    if (!verify(c.message, c.signature, c.publicKey)) {
      throw new AppError('CORE_BAD_SIGNATURE', "At least one signature didn't pass verification");
    }
  }
}

/** Verify `stxn.msig` over "TX" || canonical txn against the authorizer. @throws as verifyMultisig */
export function verifyMultisigTxn(stxn: SignedTxn): void {
  if (stxn.msig === undefined || stxn.txn === undefined) throw bad('Invalid number of signatures');
  verifyMultisig(bytesToSign(stxn.txn), authorizer(stxn), stxn.msig);
}

/**
 * Sign a transaction as one member of a multisig account, like algosdk's signMultisigTransaction: the SignedTxn
 * carries the msig and, when the multisig address is not the sender, `sgnr`.
 * @throws CORE_BAD_MULTISIG, CORE_BAD_LENGTH
 */
export function signMultisigTransaction(txn: Transaction, preimage: MultisigSig, secretKey: Uint8Array): SignedTxn {
  const msig = multisigSign(bytesToSign(txn), preimage, secretKey);
  const address = multisigAddressOf(msig);
  const stxn: SignedTxn = { txn, msig };
  if (!bytesEqual(txn.sender, address)) stxn.authAddr = address;
  return stxn;
}

/**
 * Merge several SignedTxns that carry partial signatures of the same multisig transaction (the counterpart of
 * algosdk's mergeMultisigTransactions): same TxID, same `sgnr`, same preimage, signatures combined slot by slot.
 * @throws CORE_BAD_MULTISIG
 */
export function mergeMultisigTransactions(stxns: readonly SignedTxn[]): SignedTxn {
  const [ref, ...rest] = stxns;
  if (ref === undefined || rest.length === 0) throw bad('need at least two multisig transactions to merge');
  if (ref.msig === undefined || ref.txn === undefined) throw bad('multisig structure missing at index 0');
  const refMessage = bytesToSign(ref.txn);
  const refAddress = multisigAddressOf(ref.msig);
  let msig = ref.msig;
  rest.forEach((s, i) => {
    if (s.msig === undefined || s.txn === undefined) throw bad(`multisig structure missing at index ${i + 1}`);
    if (!bytesEqual(bytesToSign(s.txn), refMessage)) throw bad('cannot merge: transaction IDs differ');
    if (!bytesEqual(s.authAddr, ref.authAddr)) throw bad('cannot merge: auth addresses differ');
    if (!bytesEqual(multisigAddressOf(s.msig), refAddress)) throw bad('cannot merge: multisig preimages differ');
    msig = mergeMultisig(msig, s.msig);
  });
  const out: SignedTxn = { txn: ref.txn, msig };
  if (ref.authAddr !== undefined) out.authAddr = ref.authAddr;
  return out;
}

/**
 * kmd's checks on a caller-supplied partial multisig before it signs into it (docs/spec/kmd.md §7.3, "with partial"):
 * the preimage must be valid and hash to the sender or to `signer` (the auth address), and `publicKey` must be one
 * of its keys. Returns the multisig address. Signatures already in the partial are not verified (as upstream).
 * @throws CORE_BAD_MULTISIG (`unknown version`, `Invalid threshold`,
 *   `given multisig preimage hashes to neither Sender nor AuthAddr`, `given key is not a possible signer for this multisig`)
 */
export function checkPartialMultisig(
  partial: MultisigSig,
  sender: Uint8Array | undefined,
  signer: Uint8Array | undefined,
  publicKey: Uint8Array,
): Buffer {
  const address = multisigAddressOf(partial);
  if (!bytesEqual(address, sender ?? new Uint8Array(32)) && !bytesEqual(address, signer ?? new Uint8Array(32))) {
    throw bad('given multisig preimage hashes to neither Sender nor AuthAddr');
  }
  if (!(partial.subsigs ?? []).some((s) => bytesEqual(s.pk, publicKey))) {
    throw bad('given key is not a possible signer for this multisig');
  }
  return address;
}
