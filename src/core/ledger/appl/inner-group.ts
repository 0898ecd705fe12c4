/**
 * The evaluation state of an inner group (upstream logic NewInnerEvalParams).
 *
 * Invariants: an inner group shares its caller's ledger state, pooled budgets and allowance, fee credit, shared
 * resources and box quota (the same cells); each inner app call adds MaxAppProgramCost to the pooled budget.
 * Inner programs are not traced by dryrun's tracer; simulate's hooks (`sim`) are shared and see them. Imports nothing
 * of the apply path (the ops import this module).
 */
import type { SignedTxnWithAD } from '../../txn/types.js';
import type { AppGroup, AppProgram } from './context.js';

export function newInnerGroup(caller: AppProgram, txns: SignedTxnWithAD[]): AppGroup {
  const outer = caller.group;
  for (const stxn of txns)
    if (stxn.txn?.type === 'appl') outer.appBudget.remaining += outer.params.app.maxAppProgramCost;
  return derivedGroup(outer, { txns, pastScratch: new Array(txns.length).fill(undefined), caller, tracer: undefined });
}

/**
 * A group that shares every cell of `outer` except the fields in `changes`. Fields are copied one by one (an object
 * spread would miss the lazily computed ones of a top-level group, which live on its prototype).
 */
export function derivedGroup(outer: AppGroup, changes: Partial<AppGroup>): AppGroup {
  const base: AppGroup = {
    params: outer.params,
    txns: outer.txns,
    round: outer.round,
    latestTimestamp: outer.latestTimestamp,
    genesisHash: outer.genesisHash,
    specials: outer.specials,
    state: outer.state,
    blockHeader: outer.blockHeader,
    minAvmVersion: outer.minAvmVersion,
    appBudget: outer.appBudget,
    lsigBudget: outer.lsigBudget,
    pastScratch: outer.pastScratch,
    feeCredit: outer.feeCredit,
    innerAllowance: outer.innerAllowance,
    shared: outer.shared,
    boxes: outer.boxes,
    caller: outer.caller,
    tracer: outer.tracer,
    applyTxn: outer.applyTxn,
    ...(outer.onlineStake === undefined ? {} : { onlineStake: outer.onlineStake }),
    sim: outer.sim,
  };
  return Object.assign(base, changes);
}
