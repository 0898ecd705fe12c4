/**
 * Evaluating logic signatures on submission (go-algorand verify/txn.go `logicSigVerify`, logic `EvalSignature`).
 *
 * Invariants:
 * - Every logic sig of the group runs in signature mode on one pooled budget (LogicSigMaxCost × group size);
 *   signature mode cannot read ledger state, so the group has none.
 * - Failures come back whole, as upstream words them: `transaction TXID: rejected by logic err=… Details: pc=N`
 *   or `transaction TXID: rejected by logic`.
 */
import { evaluate, formatLogicSigEvalError, RunMode, type EvalResult, type Tracer } from '../../avm/index.js';
import { encodeDigest } from '../../crypto/address.js';
import type { AppGroup } from './context.js';
import { APPL_OPS } from './op-set.js';
import { appProgram } from './run.js';

/** The logic sig of `group.txns[index]` run in signature mode on the group's pooled budget. */
export function evaluateLogicSig(
  group: AppGroup,
  index: number,
  tracer: Tracer | undefined = group.tracer,
): EvalResult {
  const lsig = group.txns[index]!.lsig ?? {};
  return evaluate({
    program: lsig.logic ?? new Uint8Array(0),
    mode: RunMode.Signature,
    protocolVersion: group.params.app.logicSigVersion,
    budget: group.lsigBudget,
    lsigArgs: lsig.args ?? [],
    ops: APPL_OPS,
    context: appProgram(group, index, 0n, false),
    ...(tracer === undefined ? {} : { tracer }),
  });
}

/**
 * Upstream's text for a logic sig that did not approve, or undefined when it did; `details` adds to an eval error
 * (simulate's `opcodes=…`).
 */
export function logicSigVerdict(result: EvalResult, txid: Uint8Array, details?: string): string | undefined {
  const id = encodeDigest(txid);
  if (result.error !== undefined) return `transaction ${id}: ${formatLogicSigEvalError(result.error, details)}`;
  return result.pass ? undefined : `transaction ${id}: rejected by logic`;
}

/** Evaluate the logic sig of `group.txns[index]`; undefined when it approves, else upstream's text. */
export function runLogicSig(group: AppGroup, index: number, txid: Uint8Array): string | undefined {
  return logicSigVerdict(evaluateLogicSig(group, index), txid);
}
