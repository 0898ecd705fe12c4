/**
 * The whole stateless half of a submission (docs/spec/protocol.md §8.1–8.3, signature cryptography included) as one
 * synchronous step over the received body, so that it can run on a pool thread: decode, canonical re-encoding and
 * TxIDs, well-formedness and group-structure checks, every ed25519 check of the group, and each transaction's
 * payset entry as it would be with an empty ApplyData.
 *
 * Invariants:
 * - Stages run in upstream's order and the first failure stops the group: `decode` (CORE_* decode or encode
 *   codes), `stateless` (ALGOD_TXN_REJECTED from checkGroupStateless or a multisig / logic-sig shape), then
 *   `signature` (upstream's bare `At least one signature didn't pass verification`). The caller runs the REST
 *   admission checks between `decode` and `stateless`, as before, so a failure carries its stage.
 * - TxIDs and signatures cover the canonical re-encoding, never the received bytes.
 * - `entries[i]` is the canonical SignedTxnInBlock of transaction i with no ApplyData for `ctx.header`'s genesis,
 *   or undefined when that encoding fails (the evaluator then rejects it with its own text). The evaluator uses it
 *   only for a transaction whose ApplyData came out empty, so it is a cache, never a second source of truth.
 * - `checkGroupUnverified` / `checkPaysetGroupUnverified` stop before the signature cryptography and hand the
 *   checks back (`pending`), so that a caller can verify the signatures of many groups in one batch; with
 *   `settleSignatures` they give exactly what `checkGroup` / `checkPaysetGroup` give.
 * - Pure apart from libsodium: same body and context, same answer, on any thread.
 */
import { decodeMsgpackAt, encodeMsgpack } from '../codec/msgpack.js';
import { sha512_256 } from '../crypto/hash.js';
import { verify } from '../crypto/ed25519.js';
import { Prefix } from '../crypto/prefixes.js';
import { AppError, toAppError } from '../errors.js';
import { signedTxnOfEntry, type BlockHeader } from '../txn/block.js';
import { multisigSigChecks, type SigCheck } from '../txn/multisig.js';
import { emptyPaysetEntry } from '../txn/payset-entry.js';
import { signedTxnInBlockSchema, transactionSchema } from '../txn/schemas.js';
import { authorizer, decodeSignedTxnGroup } from '../txn/signed.js';
import type { SignedTxn } from '../txn/types.js';
import { logicSigChecks } from './appl/lsig-sanity.js';
import type { TxnRows } from './checked-txn.js';
import { checkGroupStateless } from './group-check.js';
import { wrapInvalid, type WellFormedContext } from './well-formed.js';

export const SIGNATURE_FAILED = "At least one signature didn't pass verification";

export interface GroupCheckContext extends WellFormedContext {
  /** genesis of the chain, for the payset entries */
  readonly header: Pick<BlockHeader, 'genesisId' | 'genesisHash'>;
}

export type CheckStage = 'decode' | 'stateless' | 'signature';

export type CheckedGroup =
  | {
      readonly ok: true;
      readonly txnBytes: Buffer[];
      readonly txids: Buffer[];
      readonly entries: (Buffer | undefined)[];
      /** the decoded group, when checked on this thread */
      readonly stxns?: SignedTxn[];
      /** each entry's commitment leaves (merkle COMMITMENT_FIELDS layout), when a pool thread computed them */
      readonly leaves?: (Buffer | undefined)[];
      /**
       * the same bytes read by index, when the answer holds them as rows of shared buffers (a pool task's): the
       * lists above are then made on demand, and transactions prepared from the rows keep no views of their own
       */
      readonly rows?: TxnRows;
    }
  | { readonly ok: false; readonly stage: CheckStage; readonly error: AppError };

/** The ed25519 checks a signed transaction needs (single, multisig or logic-sig delegation). @throws ALGOD_TXN_REJECTED */
export function signatureChecks(stxn: SignedTxn, txnBytes: Uint8Array): SigCheck[] {
  const message = Buffer.concat([Prefix.Transaction, txnBytes]);
  if (stxn.sig !== undefined) return [{ publicKey: authorizer(stxn), message, signature: stxn.sig }];
  if (stxn.msig !== undefined) {
    try {
      return multisigSigChecks(message, authorizer(stxn), stxn.msig);
    } catch (error) {
      throw wrapInvalid(stxn, `multisig validation failed: ${reason(error)}`);
    }
  }
  if (stxn.lsig?.logic !== undefined && stxn.lsig.logic.length > 0) {
    try {
      return logicSigChecks(stxn);
    } catch (error) {
      throw wrapInvalid(stxn, `logic multisig validation failed: ${reason(error)}`);
    }
  }
  return [];
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A group that passed every check before the signatures, with the ed25519 checks it still needs. */
export type UnverifiedGroup = Extract<CheckedGroup, { ok: true }> & { readonly pending: readonly SigCheck[] };

export type PendingGroup = UnverifiedGroup | Extract<CheckedGroup, { ok: false }>;

/**
 * The answer for `group` once its pending signature checks are known: `allValid` says whether every one passed
 * (a failed group passes through unchanged). Lets a caller verify the signatures of many groups in one batch.
 */
export function settleSignatures(group: PendingGroup, allValid: boolean): CheckedGroup {
  if (!group.ok || allValid) return group;
  return { ok: false, stage: 'signature', error: new AppError('ALGOD_TXN_REJECTED', SIGNATURE_FAILED) };
}

function verifyPending(group: PendingGroup): CheckedGroup {
  return settleSignatures(group, group.ok && group.pending.every((c) => verify(c.message, c.signature, c.publicKey)));
}

/** Decode and check one submitted group; never throws (failures come back with their stage). */
export function checkGroup(body: Uint8Array, ctx: GroupCheckContext): CheckedGroup {
  return verifyPending(checkGroupUnverified(body, ctx));
}

/** checkGroup without the signature cryptography: the checks come back in `pending` (see settleSignatures). */
export function checkGroupUnverified(body: Uint8Array, ctx: GroupCheckContext): PendingGroup {
  let stxns: SignedTxn[];
  try {
    stxns = decodeSignedTxnGroup(body, ctx.params.maxTxGroupSize);
  } catch (error) {
    return { ok: false, stage: 'decode', error: toAppError(error) };
  }
  return checkDecoded(stxns, ctx);
}

/**
 * Check one group of a peer's block, given as its run of consecutive payset entries (SignedTxnInBlock msgpack, as
 * cut from the block): each entry is restored with `ctx.header`'s genesis and its ApplyData dropped, then checked
 * as a submitted group is. Never throws; an entry that does not decode fails the `decode` stage.
 */
export function checkPaysetGroup(entries: Uint8Array, ctx: GroupCheckContext): CheckedGroup {
  return verifyPending(checkPaysetGroupUnverified(entries, ctx));
}

/** checkPaysetGroup without the signature cryptography (see settleSignatures). */
export function checkPaysetGroupUnverified(entries: Uint8Array, ctx: GroupCheckContext): PendingGroup {
  const stxns: SignedTxn[] = [];
  try {
    for (let at = 0; at < entries.length;) {
      const { value, end } = decodeMsgpackAt(signedTxnInBlockSchema, entries, at);
      stxns.push(signedTxnOfEntry(value, ctx.header));
      at = end;
    }
  } catch (error) {
    return { ok: false, stage: 'decode', error: toAppError(error) };
  }
  return checkDecoded(stxns, ctx);
}

function checkDecoded(stxns: SignedTxn[], ctx: GroupCheckContext): PendingGroup {
  const txnBytes: Buffer[] = [];
  const txids: Buffer[] = [];
  try {
    for (const stxn of stxns) {
      const bytes = encodeMsgpack(transactionSchema, stxn.txn ?? {});
      txnBytes.push(bytes);
      txids.push(sha512_256(Prefix.Transaction, bytes));
    }
  } catch (error) {
    return { ok: false, stage: 'decode', error: toAppError(error) };
  }
  const checks: SigCheck[] = [];
  try {
    checkGroupStateless(stxns, ctx, txnBytes);
    stxns.forEach((stxn, i) => checks.push(...signatureChecks(stxn, txnBytes[i]!)));
  } catch (error) {
    return { ok: false, stage: 'stateless', error: toAppError(error) };
  }
  const entries = stxns.map((stxn, i) => emptyEntry(stxn, txnBytes[i]!, ctx));
  return { ok: true, txnBytes, txids, entries, stxns, pending: checks };
}

/** The payset entry spliced from the canonical txn bytes (payset-entry.ts: byte-identical to encoding it whole). */
function emptyEntry(stxn: SignedTxn, txnBytes: Buffer, ctx: GroupCheckContext): Buffer | undefined {
  try {
    return emptyPaysetEntry(stxn, txnBytes, ctx.header);
  } catch {
    return undefined;
  }
}
