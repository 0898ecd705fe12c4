/**
 * Running one application program inside a group (upstream logic EvalContract / EvalApp as the ledger drives it).
 *
 * Invariants:
 * - Approval programs spend the group's pooled budget; ClearState programs run on a private MaxAppProgramCost
 *   budget and need at least that much left in the pool before they start (IsolateClearState).
 * - Box references are prepared before and program writes charged after a passing program (boxes.ts); those
 *   failures are plain errors (the transaction fails even for ClearState), returned as `setupError`.
 * - The program's scratch is kept for `gload` whether it passed or not.
 * - A family-shared box touch is folded into a same-creator caller when the program ends (upstream EvalContract).
 */
import { evaluate, RunMode, type EvalResult } from '../../avm/index.js';
import { applicationAddress } from '../../crypto/accounts.js';
import { considerProgramWrites, creatorOf, prepareBoxes } from './boxes.js';
import type { AppGroup, AppProgram } from './context.js';
import { APPL_OPS } from './op-set.js';

export interface AppRun {
  /** The evaluation, or undefined when the program could not start. */
  readonly result: EvalResult | undefined;
  /** A failure outside the program's own evaluation (box quota, budget for ClearState). */
  readonly setupError: string | undefined;
  readonly program: AppProgram;
}

/** The AppProgram context of app `appId` running for `group.txns[index]`. */
export function appProgram(group: AppGroup, index: number, appId: bigint, clearState: boolean, depth = 0): AppProgram {
  return {
    group,
    groupIndex: index,
    txn: group.txns[index]!,
    appId,
    appAddress: appId === 0n ? new Uint8Array(32) : applicationAddress(appId),
    clearState,
    depth,
    pendingInner: undefined,
    lastInner: [],
    innerCount: 0,
    logBytes: 0,
    touchedFamilyShared: false,
    familyReentrancyChecked: false,
  };
}

/** Evaluate `code` (the app's approval or clear program) for `group.txns[index]`. */
export function runApp(
  group: AppGroup,
  index: number,
  appId: bigint,
  code: Uint8Array,
  clearState: boolean,
  depth = 0,
): AppRun {
  const ctx = appProgram(group, index, appId, clearState, depth);
  const params = group.params.app;
  const cost = params.maxAppProgramCost;
  if (clearState && group.appBudget.remaining < cost) {
    return {
      result: undefined,
      setupError: `attempted ClearState execution with low OpcodeBudget ${group.appBudget.remaining}`,
      program: ctx,
    };
  }
  const boxError = prepareBoxes(ctx);
  if (boxError !== undefined) return { result: undefined, setupError: boxError, program: ctx };
  const txn = group.txns[index]!.txn ?? {};
  const tracer = group.sim !== undefined ? group.sim.programTracer(ctx, code) : depth === 0 ? group.tracer : undefined;
  const result = evaluate<AppProgram>({
    program: code,
    mode: RunMode.Application,
    protocolVersion: params.logicSigVersion,
    budget: group.appBudget,
    ...(clearState ? { isolatedBudget: cost } : {}),
    minAvmVersion: group.minAvmVersion,
    txnHasAccess: txn.access !== undefined,
    ops: APPL_OPS,
    context: ctx,
    ...(tracer !== undefined ? { tracer } : {}),
  });
  group.sim?.afterProgram(ctx, result);
  group.pastScratch[index] = result.scratch;
  foldFamilyTouch(ctx);
  const writeError = result.pass ? considerProgramWrites(ctx) : undefined;
  return { result, setupError: writeError, program: ctx };
}

/**
 * A family-shared touch by an inner program counts for its caller when both apps have the same creator: the caller
 * delegated the access and relies on that state just as if it had touched it (upstream EvalContract's fold). The mark
 * so climbs one frame per return through every contiguous same-creator ancestor.
 */
function foldFamilyTouch(program: AppProgram): void {
  const caller = program.group.caller;
  if (caller === undefined || !program.touchedFamilyShared) return;
  const mine = creatorOf(program);
  const theirs = creatorOf(caller);
  if (mine !== undefined && theirs !== undefined && Buffer.compare(mine, theirs) === 0)
    caller.touchedFamilyShared = true;
}
