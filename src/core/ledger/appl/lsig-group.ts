/**
 * Evaluating every logic sig of a group (go-algorand verify/txn.go: `logicSigVerify` per txn after the batch
 * verified), with an optional inline budget cap so the caller can keep cheap groups on its own thread and send the
 * costly ones to the worker pool.
 *
 * Invariants:
 * - Without a cap the outcome is upstream's: the first failing logic sig (in group order) is reported whole
 *   (`transaction TXID: rejected by logic…`), else the group passes.
 * - With a cap, the pooled budget is min(cap, 20000 × group size). Evaluation is deterministic and a program that
 *   never reads its budget cannot tell the difference until the cap runs out, so a capped run that ends in anything
 *   but a budget failure IS the uncapped outcome. A capped run that exhausts the cap answers `deferred`, and so does
 *   a group whose programs might read `global OpcodeBudget` (byte pair 0x32 0x0c anywhere: conservative).
 */
import type { SignedTxn } from '../../txn/types.js';
import type { ConsensusParams } from '../consensus.js';
import { logicSigGroup } from './group.js';
import { runLogicSig } from './lsig.js';

/**
 * Inline cap used by submission. Measured: 1400 units took 80–90 µs to exhaust (cheap ops, sha256 or a loop), so
 * 700 wastes at most ~45 µs on a group that then goes to the pool; typical logic sigs cost tens of units (~5 µs).
 */
export const LSIG_INLINE_BUDGET = 700;

export type LogicSigVerdict =
  { readonly kind: 'pass' } | { readonly kind: 'rejected'; readonly message: string } | { readonly kind: 'deferred' };

const BUDGET_EXHAUSTED = /rejected by logic err=dynamic cost budget exceeded/;
const GLOBAL = 0x32;
const OPCODE_BUDGET_FIELD = 0x0c;

const hasLogic = (stxn: SignedTxn): boolean => (stxn.lsig?.logic?.length ?? 0) > 0;

/** Could the program read `global OpcodeBudget`? True for any 0x32 0x0c byte pair (a superset of the opcode). */
export function mayReadBudget(program: Uint8Array): boolean {
  for (let i = 1; i < program.length; i++) {
    if (program[i] === OPCODE_BUDGET_FIELD && program[i - 1] === GLOBAL) return true;
  }
  return false;
}

/**
 * Run the group's logic sigs in order. `txids[i]` is the TxID of `txns[i]`. With `inlineBudget`, answers
 * `deferred` when the capped outcome might differ from the real one (see the module invariants).
 */
export function evaluateLogicSigGroup(
  txns: readonly SignedTxn[],
  txids: readonly Uint8Array[],
  params: ConsensusParams,
  genesisHash: Uint8Array,
  inlineBudget?: number,
): LogicSigVerdict {
  if (!txns.some(hasLogic)) return { kind: 'pass' };
  const group = logicSigGroup(txns, params, genesisHash);
  const full = group.lsigBudget.remaining;
  const capped = inlineBudget !== undefined && inlineBudget < full;
  if (capped) {
    if (txns.some((s) => hasLogic(s) && mayReadBudget(s.lsig!.logic!))) return { kind: 'deferred' };
    group.lsigBudget.remaining = inlineBudget;
  }
  for (const [index, stxn] of txns.entries()) {
    if (!hasLogic(stxn)) continue;
    const failure = runLogicSig(group, index, txids[index]!);
    if (failure === undefined) continue;
    if (capped && BUDGET_EXHAUSTED.test(failure)) return { kind: 'deferred' };
    return { kind: 'rejected', message: failure };
  }
  return { kind: 'pass' };
}
