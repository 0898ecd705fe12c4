/**
 * The stateless half of `POST /v2/transactions` (docs/spec/protocol.md §8.1–8.3) around core `checkGroup`
 * (group-prepare.ts), which decodes the body, re-encodes it canonically, computes TxIDs, runs the well-formedness
 * and group-structure checks and verifies every signature, on a pool thread with the other groups of its turn
 * (workers/group-check-service.ts). `preparedGroup` turns its answer into transactions ready for pool admission;
 * the follower's replay runs the same check over its peer's payset entries (`checkPaysetGroup`) and takes its
 * answer through `preparedFromCheck`.
 *
 * Invariants:
 * - TxIDs and signatures are computed over the canonical re-encoding, never the received bytes.
 * - Order of failures: decode, REST admission, stateless checks, signatures, logic sigs; any signature failure is
 *   upstream's bare `At least one signature didn't pass verification`.
 * - Texts are upstream's; every rejection is ALGOD_TXN_REJECTED (400) except decode errors, which keep their
 *   CORE_* codes (also 400).
 */
import { bytesEqual } from '../../core/bytes.js';
import { encodeMsgpack } from '../../core/codec/msgpack.js';
import { packBytes } from '../../core/packed.js';
import { sha512_256 } from '../../core/crypto/hash.js';
import { Prefix } from '../../core/crypto/prefixes.js';
import { AppError } from '../../core/errors.js';
import { listedRows, RowTxn } from '../../core/ledger/checked-txn.js';
import type { ConsensusParams } from '../../core/ledger/consensus.js';
import type { PreparedTxn } from '../../core/ledger/evaluator.js';
import { evaluateLogicSigGroup, LSIG_INLINE_BUDGET } from '../../core/ledger/appl/lsig-group.js';
import { admissionFailure } from '../../core/ledger/appl/lsig-admission.js';
import { SIGNATURE_FAILED, signatureChecks, type CheckedGroup } from '../../core/ledger/group-prepare.js';
import { transactionSchema } from '../../core/txn/schemas.js';
import { decodeSignedTxnGroup, encodeSignedTxn } from '../../core/txn/signed.js';
import type { SignedTxn } from '../../core/txn/types.js';
import type { Pool } from '../../workers/pool.js';
import type { Verifier } from '../../workers/signature-service.js';

/** Decode a submit body into prepared transactions. @throws CORE_MSGPACK_DECODE, CORE_BAD_TRANSACTION, … */
export function decodeSubmission(body: Uint8Array, params: ConsensusParams): PreparedTxn[] {
  const group = decodeSignedTxnGroup(body, params.maxTxGroupSize);
  return group.map((stxn) => prepare(stxn));
}

/** Canonical bytes and TxID of one signed transaction. @throws CORE_MSGPACK_ENCODE */
export function prepare(stxn: SignedTxn): PreparedTxn {
  const txnBytes = encodeMsgpack(transactionSchema, stxn.txn ?? {});
  return { stxn, txnBytes, txid: sha512_256(Prefix.Transaction, txnBytes) };
}

/**
 * The REST admission checks (docs/spec/protocol.md §8.2): PQ authorizers and v13+ escrow programs whose address is a curve point, both
 * skipped by `skip-pq-address-check=true`. Bare texts, as upstream's handler answers them. @throws ALGOD_TXN_REJECTED
 */
export function checkAdmission(group: readonly PreparedTxn[], skipPqAddressCheck: boolean): void {
  if (skipPqAddressCheck) return;
  const failure = admissionFailure(group.map((p) => p.stxn));
  if (failure !== undefined) throw new AppError('ALGOD_TXN_REJECTED', failure);
}

/**
 * A group checked by core `checkGroup` (on a pool thread or inline) as prepared transactions, with the REST
 * admission checks run between its decode stage and its stateless stage, which is where they ran before the
 * stateless half moved off the main thread. @throws the group's failure, or ALGOD_TXN_REJECTED from admission
 */
export function preparedGroup(
  body: Uint8Array,
  checked: CheckedGroup,
  params: ConsensusParams,
  skipPqAddressCheck: boolean,
): PreparedTxn[] {
  if (!checked.ok && checked.stage === 'decode') throw checked.error;
  const stxns = (checked.ok ? checked.stxns : undefined) ?? decodeSignedTxnGroup(body, params.maxTxGroupSize);
  if (!skipPqAddressCheck) {
    const failure = admissionFailure(stxns);
    if (failure !== undefined) throw new AppError('ALGOD_TXN_REJECTED', failure);
  }
  if (!checked.ok) throw checked.error;
  return preparedFromCheck(stxns, checked);
}

/** The decoded transactions of a group that passed core `checkGroup`/`checkPaysetGroup`, with what it computed. */
export function preparedFromCheck(
  stxns: readonly SignedTxn[],
  checked: Extract<CheckedGroup, { ok: true }>,
): PreparedTxn[] {
  // The pool holds these until their block: each reads its bytes from the check's rows (checked-txn.ts).
  const rows = checked.rows ?? listedRows(checked);
  return stxns.map((stxn, i) => new RowTxn(stxn, rows, i));
}

/**
 * Point the group's transactions at one copy of the bytes they share, in place: the genesis hash (`genesisHash`,
 * when equal) and the group id (the first transaction's, when equal). The pool holds a transaction until its block,
 * and a Buffer of its own for bytes every transaction carries is ~100 bytes more for every scavenge to copy.
 */
export function shareCommonBytes(group: readonly PreparedTxn[], genesisHash: Uint8Array): void {
  const groupId = group[0]?.stxn.txn?.group;
  for (const { stxn } of group) {
    const txn = stxn.txn;
    if (txn === undefined) continue;
    if (txn.genesisHash !== undefined && bytesEqual(txn.genesisHash, genesisHash)) txn.genesisHash = genesisHash;
    if (groupId !== undefined && txn.group !== undefined && bytesEqual(txn.group, groupId)) txn.group = groupId;
  }
}

/**
 * Run the logic sigs of the group (signature mode, pooled budget), after their signatures verified. Inline under a
 * small budget cap (a typical logic sig costs a few µs, less than a worker hop); a group that outgrows the cap, or
 * may read `global OpcodeBudget`, runs again whole on the worker pool with its real budget (up to milliseconds per
 * logic sig), so it never stalls the event loop. Without a pool everything runs inline uncapped; the outcome is the
 * same either way. @throws ALGOD_TXN_REJECTED with upstream's `transaction TXID: rejected by logic…`;
 * CORE_POOL_FAILURE
 */
export async function evaluateLogicSigs(
  group: readonly PreparedTxn[],
  params: ConsensusParams,
  genesisHash: Uint8Array,
  pool?: Pool,
): Promise<void> {
  const txns = group.map((p) => p.stxn);
  const txids = group.map((p) => p.txid);
  const verdict = evaluateLogicSigGroup(
    txns,
    txids,
    params,
    genesisHash,
    pool === undefined ? undefined : LSIG_INLINE_BUDGET,
  );
  if (verdict.kind === 'rejected') throw new AppError('ALGOD_TXN_REJECTED', verdict.message);
  if (verdict.kind === 'pass' || pool === undefined) return;
  const groups = packBytes([Buffer.concat(txns.map((stxn) => encodeSignedTxn(stxn)))]);
  const transfer = [groups.data.buffer, groups.offsets.buffer] as ArrayBuffer[];
  const { failures } = await pool.run(
    'lsig-eval-batch',
    { groups, genesisHash, protocol: params.version },
    { transfer },
  );
  if (failures[0]) throw new AppError('ALGOD_TXN_REJECTED', failures[0]);
}

/** Verify every signature of the group (batched). @throws ALGOD_TXN_REJECTED */
export async function verifySignatures(group: readonly PreparedTxn[], verifier: Verifier): Promise<void> {
  const checks = group.flatMap((p) => signatureChecks(p.stxn, p.txnBytes));
  const results = await Promise.all(checks.map((c) => verifier.verify(c.message, c.signature, c.publicKey)));
  if (results.some((ok) => !ok)) throw new AppError('ALGOD_TXN_REJECTED', SIGNATURE_FAILED);
}
