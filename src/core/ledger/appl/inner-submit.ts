/**
 * Checks `itxn_submit` runs on the pending inner group before anything is applied (upstream logic
 * `opItxnSubmit`): the group fee against the shared fee credit, then per transaction WellFormed, the app-call
 * rules and the v9 resource check.
 *
 * Invariants:
 * - Fees: the inner group's required fee is MinTxnFee × its fee usage (rounded up); a surplus joins the fee
 *   credit, a shortfall is taken from it, else the submit fails with upstream's `group fee … too small` text.
 * - Inner app calls: no self-call, no re-entry of any caller, at most MaxAppCallDepth nesting, callee program
 *   (approval, or clear state for ClearState calls) at least v4, and an opt-in's clear-state program too.
 */
import type { Machine } from '../../avm/index.js';
import { MAX_UINT64 } from '../../crypto/accounts.js';
import { AppError } from '../../errors.js';
import type { SignedTxn, Transaction } from '../../txn/types.js';
import { feeUsage, requiredGroupFee } from '../fees.js';
import { formatMicroAlgos } from '../go-format.js';
import { wellFormed } from '../well-formed.js';
import type { AppProgram } from './context.js';
import { innerAllows } from './inner-allows.js';

const ONE_FEE = 1_000_000n;
const OPT_IN = 1;
const CLEAR_STATE = 3;

/** MinTxnFee × usage of `txns` (+ `extra` micros of usage), or undefined on overflow. */
function innerGroupFee(m: Machine<AppProgram>, txns: readonly Transaction[], extra = 0n): bigint | undefined {
  const params = m.context.group.params;
  const entries: SignedTxn[] = txns.map((txn) => ({ txn }));
  const fee = requiredGroupFee(feeUsage(entries, params) + extra, params);
  return fee > MAX_UINT64 ? undefined : fee;
}

/** The fee a new inner transaction defaults to: what the group so far still lacks, less the fee credit. */
export function defaultInnerFee(m: Machine<AppProgram>, txns: readonly Transaction[]): bigint | string {
  const required = innerGroupFee(m, txns, ONE_FEE);
  if (required === undefined) return 'inner group fee saturation';
  const paid = txns.reduce((sum, t) => sum + (t.fee ?? 0n), 0n);
  if (paid >= required) return 0n;
  const credit = m.context.group.feeCredit.value;
  return required - paid > credit ? required - paid - credit : 0n;
}

/** Charge the inner group's fee: surplus to the credit, shortfall from it. */
export function settleInnerFees(m: Machine<AppProgram>, txns: readonly Transaction[]): string | undefined {
  const required = innerGroupFee(m, txns);
  if (required === undefined) return 'inner group fee saturation';
  const paid = txns.reduce((sum, t) => sum + (t.fee ?? 0n), 0n);
  const credit = m.context.group.feeCredit;
  if (paid >= required) {
    credit.value += paid - required;
    return undefined;
  }
  const shortfall = required - paid;
  if (credit.value < shortfall) {
    return `group fee ${formatMicroAlgos(paid)} too small (needs ${formatMicroAlgos(shortfall - credit.value)} more)`;
  }
  credit.value -= shortfall;
  return undefined;
}

/** transactions.ProgramVersion: the leading uvarint. */
function programVersion(program: Uint8Array | undefined): number | string {
  if (program === undefined || program.length === 0) return 'invalid program (empty)';
  let version = 0;
  for (let i = 0; i < Math.min(program.length, 10); i++) {
    const byte = program[i]!;
    version += (byte & 0x7f) * 2 ** (7 * i);
    if (byte < 0x80) return version;
  }
  return 'invalid version';
}

/** The callee's programs: the transaction's own for a create, else the app's. */
function calleePrograms(
  m: Machine<AppProgram>,
  txn: Transaction,
): { approval?: Uint8Array | undefined; clear?: Uint8Array | undefined } | string {
  const target = txn.appId ?? 0n;
  if (target === 0n) return { approval: txn.approvalProgram, clear: txn.clearProgram };
  const state = m.context.group.state;
  const creatable = state?.creatable(target);
  if (creatable?.kind !== 'app') return `app ${target} does not exist`;
  const params = state?.account(creatable.creator)?.appParams?.get(target);
  if (params === undefined) return `app ${target} does not exist`;
  return { approval: params.approvalProgram, clear: params.clearStateProgram };
}

function callDepthError(m: Machine<AppProgram>, target: bigint): string | undefined {
  const ctx = m.context;
  if (target === ctx.appId) return 'attempt to self-call';
  let depth = 0;
  for (let parent = ctx.group.caller; parent !== undefined; parent = parent.group.caller) {
    if (parent.appId === target) return `attempt to re-enter ${parent.appId}`;
    depth++;
  }
  return depth >= ctx.group.params.app.maxAppCallDepth ? `appl depth (${depth}) exceeded` : undefined;
}

/** The app-call rules; returns the callee's version or the error text. */
function appCallVersion(m: Machine<AppProgram>, txn: Transaction): number | string {
  const depthError = callDepthError(m, txn.appId ?? 0n);
  if (depthError !== undefined) return depthError;
  const programs = calleePrograms(m, txn);
  if (typeof programs === 'string') return programs;
  const version = programVersion(txn.onCompletion === CLEAR_STATE ? programs.clear : programs.approval);
  if (typeof version === 'string') return version;
  const min = m.context.group.params.app.minInnerApplVersion;
  if (version < min) return `inner app call with version v${version} < v${min}`;
  if (txn.onCompletion === OPT_IN) {
    const clear = programVersion(programs.clear);
    if (typeof clear === 'string') return clear;
    if (clear < min) return `inner app call opt-in with CSP v${clear} < v${min}`;
  }
  return version;
}

/** WellFormed, app-call rules and resource sharing of one pending inner transaction. */
export function checkInnerTxn(m: Machine<AppProgram>, txn: Transaction): string | undefined {
  const group = m.context.group;
  try {
    wellFormed(txn, { params: group.params, feeSink: group.specials.feeSink, rewardsPool: group.specials.rewardsPool });
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  let calleeVersion = 0;
  if (txn.type === 'appl') {
    const version = appCallVersion(m, txn);
    if (typeof version === 'string') return version;
    calleeVersion = version;
  }
  return innerAllows(m, txn, calleeVersion);
}
