/**
 * Group fee usage and the group fee check of consensus V42: go-algorand `SignedTxn.FeeFactor`,
 * `Transaction.feeFactor`, `Header.FeeContribution`, `ApplicationCallTxnFields.feeContribution`,
 * `SummarizeFees` (data/transactions/) and `CheckGroupFees` (ledger/eval/eval.go). docs/spec/protocol.md §8.5.
 *
 * Invariants:
 * - Usage is in micros of one MinTxnFee (1e6 = one plain transaction), a bigint saturating at 2^64−1 like Go's
 *   AddSaturate; byte surcharges are PerByteTxnSurcharge × bytes above the free allowance, never negative.
 * - Per txn: 1e6 + note surcharge; `appl` adds program and argument surcharges; a heartbeat claiming the challenge
 *   discount subtracts 1e6 (saturating at 0); a state proof's factor is 0; then a PQ signature (top level or inside
 *   the LogicSig) adds 2e6 for Falcon-1024 (`f1`) or 1e6 for the reserved `f2`. The group adds a surcharge for
 *   LogicSig program bytes above LogicSigMaxSize × group size (args are free).
 * - Required fee = ceil(MinTxnFee × usage / 1e6); paid = Σ `fee` of the top-level txns (saturating). A required fee
 *   beyond 2^64−1 is upstream's `txgroup required fee overflow`.
 */
import { MAX_UINT64 } from '../crypto/accounts.js';
import type { SignedTxn, Transaction } from '../txn/types.js';
import type { ConsensusParams } from './consensus.js';
import { formatMicroAlgos, formatMicros } from './go-format.js';
import { pqBlank, reject, V42_APP_LIMITS } from './well-formed.js';

const ONE_FEE = 1_000_000n;

function addSat(a: bigint, b: bigint): bigint {
  const sum = a + b;
  return sum > MAX_UINT64 ? MAX_UINT64 : sum;
}

/** PerByteTxnSurcharge × max(0, bytes − free), saturating. */
function surcharge(params: ConsensusParams, bytes: number, free: number): bigint {
  if (bytes <= free) return 0n;
  const cost = params.perByteTxnSurcharge * BigInt(bytes - free);
  return cost > MAX_UINT64 ? MAX_UINT64 : cost;
}

function pqSchemeFee(scheme: Uint8Array | undefined): bigint {
  const text = scheme === undefined ? '' : Buffer.from(scheme).toString('latin1');
  if (text === 'f1') return 2_000_000n; // Falcon-1024
  if (text === 'f2') return 1_000_000n; // Falcon-512, reserved
  return 0n;
}

function signatureFee(stxn: SignedTxn): bigint {
  if (!pqBlank(stxn.pqsig)) return pqSchemeFee(stxn.pqsig?.scheme);
  if (!pqBlank(stxn.lsig?.pqsig)) return pqSchemeFee(stxn.lsig?.pqsig?.scheme);
  return 0n;
}

function appCallFee(txn: Transaction, params: ConsensusParams): bigint {
  const L = V42_APP_LIMITS;
  const programs = (txn.approvalProgram?.length ?? 0) + (txn.clearProgram?.length ?? 0);
  const freeProgram = L.maxAppTotalProgramLen * (1 + L.maxExtraAppProgramPages);
  const args = (txn.appArgs ?? []).reduce((sum, arg) => sum + arg.length, 0);
  return addSat(surcharge(params, programs, freeProgram), surcharge(params, args, params.maxAppTotalArgLen));
}

/** Fee factor of one top-level SignedTxn in micros of MinTxnFee (SignedTxn.FeeFactor). */
export function txnFeeFactor(stxn: SignedTxn, params: ConsensusParams): bigint {
  const txn = stxn.txn ?? {};
  let factor = addSat(ONE_FEE, surcharge(params, txn.note?.length ?? 0, params.maxTxnNoteBytes));
  if (txn.type === 'stpf') factor = 0n;
  else if (txn.type === 'hb' && txn.heartbeat?.challengeDiscount === true) {
    factor = factor > ONE_FEE ? factor - ONE_FEE : 0n;
  } else if (txn.type === 'appl') factor = addSat(factor, appCallFee(txn, params));
  return addSat(signatureFee(stxn), factor);
}

/** Fee usage of a group in micros of MinTxnFee (SummarizeFees' usage). */
export function feeUsage(group: readonly SignedTxn[], params: ConsensusParams): bigint {
  let usage = 0n;
  let programBytes = 0;
  for (const stxn of group) {
    usage = addSat(usage, txnFeeFactor(stxn, params));
    programBytes += stxn.lsig?.logic?.length ?? 0;
  }
  return addSat(usage, surcharge(params, programBytes, group.length * params.logicSigMaxSize));
}

/** ceil(MinTxnFee × usage / 1e6) in µAlgos; may exceed 2^64−1 (checkGroupFee reports that as overflow). */
export function requiredGroupFee(usage: bigint, params: ConsensusParams): bigint {
  return (params.minTxnFee * usage + ONE_FEE - 1n) / ONE_FEE;
}

/**
 * The group fee check run after a group is applied: the top-level fees must cover the group's usage.
 * @throws ALGOD_TXN_REJECTED `txgroup with %s fees is less than %s (usage=%s * base=%s)` or
 *         `txgroup required fee overflow`
 */
export function checkGroupFee(group: readonly SignedTxn[], params: ConsensusParams): void {
  const usage = feeUsage(group, params);
  const required = requiredGroupFee(usage, params);
  if (required > MAX_UINT64) reject('txgroup required fee overflow');
  const paid = group.reduce((sum, stxn) => addSat(sum, stxn.txn?.fee ?? 0n), 0n);
  if (paid < required) {
    reject(
      `txgroup with ${formatMicroAlgos(paid)} fees is less than ${formatMicroAlgos(required)} ` +
        `(usage=${formatMicros(usage)} * base=${formatMicroAlgos(params.minTxnFee)})`,
    );
  }
}
