/**
 * kmd signing (docs/spec/kmd.md §7): transactions, delegated programs and multisig (transaction and program).
 *
 * Invariants:
 * - Every ed25519 signature goes through the batched signature service (one pool task per event-loop turn under
 *   load); secret keys are opened from the store under the handle's MEK just before signing and zeroed after.
 * - A stored key whose secret does not derive its public key is KMD_KEY_MISMATCH (tamper check).
 * - Transactions are signed over "TX" || the canonical encoding of the decoded transaction (the input itself when
 *   the decoder saw it already is that encoding); the SignedTxn carries `sgnr` when the signing key is not the
 *   sender's.
 * - Multisig: with no partial, the preimage stored for the sender (or the program's multisig address) is used;
 *   with a partial, its preimage must hash to the sender or `signer` and contain the key, and the new signature is
 *   merged slot by slot (core/txn/multisig). Checks run in upstream's order.
 */
import { multisigAddress } from '../../core/crypto/accounts.js';
import { publicKeyOf } from '../../core/crypto/ed25519.js';
import { Prefix } from '../../core/crypto/prefixes.js';
import { encodeMsgpack } from '../../core/codec/msgpack.js';
import { AppError, toAppError } from '../../core/errors.js';
import { checkPartialMultisig, mergeMultisig } from '../../core/txn/multisig.js';
import { multisigSchema } from '../../core/txn/schemas.js';
import { assembleSignedTxn } from '../../core/txn/signed.js';
import { decodeTransactionToSign } from '../../core/txn/transaction.js';
import type { MultisigSig, Transaction } from '../../core/txn/types.js';
import type { MultisigSig__Output } from '../../generated/algorun/kmd/v1/MultisigSig.js';
import type { Signer, SignItem } from '../../workers/signature-service.js';
import type { Secret } from '../../core/crypto/secret.js';
import type { Session } from './sessions.js';
import { accountKey } from './request-rules.js';
import { openSecretKey } from './wallet-crypto.js';
import type { WalletRepository } from './wallet-repository.js';
import { bytesEqual, bytesKey, isAllZero } from '../../core/bytes.js';

const ZERO32 = Buffer.alloc(32);

/** A transaction as received for signing, and the message its signature covers ("TX" || canonical bytes). */
export type TransactionToSign = { txn: Transaction; message: Buffer };

/** @throws KMD_BAD_TRANSACTION */
export function decodeKmdTransaction(bytes: Uint8Array): TransactionToSign {
  try {
    return decodeTransactionToSign(bytes);
  } catch (cause) {
    throw new AppError('KMD_BAD_TRANSACTION', undefined, { cause });
  }
}

type TransactionPlan = { signerKey: Uint8Array; message: Buffer; authAddr: Uint8Array | undefined };

/** What signing `txn` takes: the key (`publicKey` when non-zero, else the sender), "TX" || bytes, and `sgnr`. */
function planTransaction({ txn, message }: TransactionToSign, publicKey: Uint8Array): TransactionPlan {
  const sender = txn.sender ?? ZERO32;
  const signerKey = isAllZero(publicKey) ? sender : publicKey;
  return { signerKey, message, authAddr: bytesEqual(signerKey, sender) ? undefined : signerKey };
}

/** The encoded SignedTxn of a planned transaction and its signature (the transaction bytes are reused as is). */
function signedTxnOf(plan: TransactionPlan, sig: Uint8Array): Buffer {
  return assembleSignedTxn(plan.message.subarray(Prefix.Transaction.length), sig, plan.authAddr);
}

export class KmdSigner {
  readonly #repo: WalletRepository;
  readonly #signer: Signer;

  constructor(repo: WalletRepository, signer: Signer) {
    this.#repo = repo;
    this.#signer = signer;
  }

  /**
   * The secret key stored for `publicKey`, checked, as a copy the caller must zero. The handle keeps the opened key
   * (sessions.ts), so only the first use per handle reads the store, however many requests arrive meanwhile.
   * @throws KMD_KEY_NOT_FOUND, KMD_KEY_MISMATCH, KMD_BAD_HANDLE (handle released meanwhile)
   */
  async secretKey(session: Session, publicKey: Uint8Array): Promise<Buffer> {
    return Buffer.from((await this.#heldKey(session, publicKey)).bytes);
  }

  /** The handle's own key for `publicKey` (opened on first use); never released by callers. */
  #heldKey(session: Session, publicKey: Uint8Array): Secret | Promise<Secret> {
    return session.openedKey(publicKey, () => this.#openKey(session, publicKey));
  }

  async #openKey(session: Session, publicKey: Uint8Array): Promise<Secret> {
    const record = publicKey.length === 32 ? await this.#repo.getKey(session.walletId, publicKey) : undefined;
    if (record === undefined) throw new AppError('KMD_KEY_NOT_FOUND');
    const sk = openSecretKey(session.mek, record.sealedSecretKey);
    if (sk.length !== 64 || !publicKeyOf(sk.bytes).equals(Buffer.from(publicKey))) {
      sk.release();
      throw new AppError('KMD_KEY_MISMATCH');
    }
    return sk;
  }

  /**
   * Signs `message` with the key of `publicKey`. The signer gets a private copy of the key (zeroed afterwards), so
   * a handle released meanwhile cannot change the key under an in-flight signature.
   * @throws KMD_KEY_NOT_FOUND, KMD_KEY_MISMATCH
   */
  signWith(session: Session, publicKey: Uint8Array, message: Uint8Array): Promise<Buffer> {
    // A key the handle already holds is copied at once, without waiting a turn for it (the common case).
    const key = this.#heldKey(session, publicKey);
    if (key instanceof Promise) return key.then((opened) => this.#signWithCopy(opened, message));
    return this.#signWithCopy(key, message);
  }

  async #signWithCopy(key: Secret, message: Uint8Array): Promise<Buffer> {
    const sk = Buffer.from(key.bytes);
    try {
      return await this.#signer.sign(message, sk);
    } finally {
      sk.fill(0);
    }
  }

  /** Encoded SignedTxn. The key is `publicKey` when given (non-zero), else the sender's. @throws KMD_KEY_NOT_FOUND */
  async signTransaction(session: Session, txn: TransactionToSign, publicKey: Uint8Array): Promise<Buffer> {
    const plan = planTransaction(txn, publicKey);
    return signedTxnOf(plan, await this.signWith(session, plan.signerKey, plan.message));
  }

  /**
   * Many transactions by one handle (the gRPC batch): each item its own SignedTxn or its own error, in order.
   * The call's signatures leave together (`signAll`: pooled tasks of the service's batch size, one promise for all);
   * each distinct signing key is looked up once and copied once (zeroed when its signatures are done).
   */
  async signTransactions(
    session: Session,
    items: readonly { transaction: Uint8Array; publicKey: Uint8Array }[],
  ): Promise<(Buffer | AppError)[]> {
    const plans = items.map((item) => {
      try {
        return planTransaction(decodeKmdTransaction(item.transaction), item.publicKey);
      } catch (error) {
        return toAppError(error);
      }
    });
    // One lookup per distinct signer: `signers[i]` is the index of plan i's key in `lookups`.
    const indexOf = new Map<string, number>();
    const lookups: Promise<Buffer>[] = [];
    const signers = plans.map((plan) => {
      if (plan instanceof AppError) return -1;
      const id = bytesKey(plan.signerKey);
      let index = indexOf.get(id);
      if (index === undefined) {
        indexOf.set(id, (index = lookups.length));
        lookups.push(this.secretKey(session, plan.signerKey));
      }
      return index;
    });
    const copies = await Promise.allSettled(lookups);
    try {
      const results = new Array<Buffer | AppError>(plans.length);
      const toSign: SignItem[] = [];
      const signed: { index: number; plan: TransactionPlan }[] = [];
      for (let i = 0; i < plans.length; i++) {
        const plan = plans[i]!;
        if (plan instanceof AppError) {
          results[i] = plan;
          continue;
        }
        const key = copies[signers[i]!]!;
        if (key.status === 'rejected') {
          results[i] = toAppError(key.reason);
          continue;
        }
        toSign.push({ message: plan.message, secretKey: key.value });
        signed.push({ index: i, plan });
      }
      // One promise for the whole call; if signing fails, each item that was to be signed gets that error.
      const sigs = await this.#signer.signAll(toSign).catch(toAppError);
      signed.forEach(({ index, plan }, k) => {
        results[index] = sigs instanceof AppError ? sigs : signedTxnOf(plan, sigs[k]!);
      });
      return results;
    } finally {
      for (const copy of copies) if (copy.status === 'fulfilled') copy.value.fill(0);
    }
  }

  /** Delegated logic-sig signature over "Program" || program. */
  signProgram(session: Session, publicKey: Uint8Array, program: Uint8Array): Promise<Buffer> {
    return this.signWith(session, publicKey, Buffer.concat([Prefix.Program, program]));
  }

  /**
   * One multisig signature step (docs/spec/kmd.md §7.3/§7.4). `source` is the sender (transactions) or the multisig
   * address (programs); `signer` the optional auth address; `message` builds the signed bytes from the address.
   * @throws CORE_BAD_MULTISIG (upstream texts), KMD_MULTISIG_NOT_FOUND, KMD_KEY_NOT_FOUND, KMD_KEY_MISMATCH
   */
  async signMultisig(
    session: Session,
    input: { source: Uint8Array; signer: Uint8Array; publicKey: Uint8Array; partial: MultisigSig | undefined },
    message: (address: Buffer) => Uint8Array,
  ): Promise<Buffer> {
    const { source, signer, publicKey, partial } = input;
    if (partial === undefined) {
      const preimage = await this.#storedPreimage(session, source);
      const sk = await this.secretKey(session, publicKey);
      try {
        const keys = (preimage.subsigs ?? []).map((s) => s.pk!);
        if (preimage.version !== 1) throw new AppError('CORE_BAD_MULTISIG', 'unknown version');
        if (!keys.some((k) => bytesEqual(k, publicKey))) throw new AppError('CORE_BAD_MULTISIG', 'Key does not exist');
        const sig = await this.#signer.sign(message(Buffer.from(source)), sk);
        return encodeMultisig(withSignature(preimage, publicKey, sig));
      } finally {
        sk.fill(0);
      }
    }
    const address = checkPartialMultisig(partial, source, isAllZero(signer) ? undefined : signer, publicKey);
    const sig = await this.signWith(session, publicKey, message(address));
    return encodeMultisig(mergeMultisig(partial, withSignature(partial, publicKey, sig)));
  }

  async #storedPreimage(session: Session, address: Uint8Array): Promise<MultisigSig> {
    const record = await this.#repo.getMultisig(session.walletId, address);
    if (record === undefined) throw new AppError('KMD_MULTISIG_NOT_FOUND');
    if (!multisigAddress(record.version, record.threshold, record.pks).equals(Buffer.from(address))) {
      throw new AppError('KMD_KEY_MISMATCH');
    }
    return { version: record.version, threshold: record.threshold, subsigs: record.pks.map((pk) => ({ pk })) };
  }
}

/** The preimage's key list with `sig` in every slot of `publicKey` and no other signatures. */
function withSignature(preimage: MultisigSig, publicKey: Uint8Array, sig: Buffer): MultisigSig {
  const subsigs = (preimage.subsigs ?? []).map((s) =>
    bytesEqual(s.pk, publicKey) ? { pk: s.pk!, sig } : { pk: s.pk! },
  );
  return { version: preimage.version ?? 0, threshold: preimage.threshold ?? 0, subsigs };
}

function encodeMultisig(msig: MultisigSig): Buffer {
  return encodeMsgpack(multisigSchema, msig);
}

/** A request's partial multisig in core form, or undefined when it counts as absent (v = thr = 0, no subsigs). */
export function partialFromRequest(partial: MultisigSig__Output | null): MultisigSig | undefined {
  if (partial === null) return undefined;
  const subsig = partial.subsig ?? [];
  if (partial.v === 0 && partial.thr === 0 && subsig.length === 0) return undefined;
  return {
    version: partial.v,
    threshold: partial.thr,
    subsigs: subsig.map((s) => {
      const pk = accountKey(s.pk);
      return isAllZero(s.s) ? { pk } : { pk, sig: s.s };
    }),
  };
}
