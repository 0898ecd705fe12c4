/**
 * The evaluation state of an inner group (upstream logic NewInnerEvalParams).
 *
 * Invariants: an inner group shares its caller's ledger state, pooled budgets and allowance, fee credit, shared
 * resources and box quota (the same cells); each inner app call adds MaxAppProgramCost to the pooled budget.
 * Inner programs are not traced. Imports nothing of the apply path (the ops import this module).
 */
import type { SignedTxnWithAD } from '../../txn/types.js';
import type { AppGroup, AppProgram } from './context.js';

export function newInnerGroup(caller: AppProgram, txns: SignedTxnWithAD[]): AppGroup {
  const outer = caller.group;
  for (const stxn of txns) if (stxn.txn?.type === 'appl') outer.appBudget.remaining += outer.params.app.maxAppProgramCost;
  return { ...outer, txns, pastScratch: new Array(txns.length).fill(undefined), caller, tracer: undefined };
}
