/**
 * Running a dryrun request (upstream doDryrunRequest): every transaction's logic sig and app program, traced,
 * against the request's own ledger.
 *
 * Invariants:
 * - Pure and synchronous. Request-level failures (sources, bad addresses, apps without params) are the response's
 *   `error` with no transaction results; program failures are per-transaction messages.
 * - One group for the whole request: pooled budgets and gload scratch are shared by all its transactions, but each
 *   app call sees a fresh state overlay over the uploaded ledger (writes of one call are invisible to the next);
 *   only the OptIn local state added for an uploaded sender persists.
 * - Apps run with a pooled budget of 100 × MaxAppProgramCost so the true cost is known; a passing call whose
 *   cumulative cost exceeds MaxAppProgramCost × (app calls in the request) flips to REJECT with
 *   `cost budget exceeded: budget is B but program cost was C`.
 */
import { evaluate, formatAppEvalError, formatLogicSigEvalError, RunMode } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import { isAppError } from '../../errors.js';
import type { SignedTxnWithAD } from '../../txn/types.js';
import type { AppGroup } from '../appl/context.js';
import { newAppGroup } from '../appl/group.js';
import { derivedGroup } from '../appl/inner-group.js';
import { APPL_OPS } from '../appl/op-set.js';
import { appProgram, runApp } from '../appl/run.js';
import type { ConsensusParams } from '../consensus.js';
import { StateOverlay } from '../state.js';
import { DRYRUN_BOXES_TEXT, DryrunLedger } from './ledger.js';
import type { DryrunRequest } from './request.js';
import { evalDeltaEntries, innerTxnCount, type DryrunTxnResult } from './result.js';
import { expandSources } from './sources.js';
import { programListing, SwitchingTracer, TraceRecorder } from './trace.js';

export interface DryrunResult {
  readonly error: string;
  readonly txns: DryrunTxnResult[];
}

const OPT_IN = 1;
const CLEAR_STATE = 3;
const BUDGET_FACTOR = 100;

interface Run {
  readonly request: DryrunRequest;
  readonly ledger: DryrunLedger;
  readonly group: AppGroup;
  readonly tracer: SwitchingTracer;
  /** Pool level before the next app call, the allowance and the cost counted so far. */
  level: number;
  readonly allowed: number;
  spent: number;
}

function runLogicSig(run: Run, index: number, result: DryrunTxnResult): void {
  const stxn = run.group.txns[index]!;
  const program = stxn.lsig?.logic ?? new Uint8Array(0);
  const recorder = new TraceRecorder(programListing(program));
  const outcome = evaluate({
    program,
    mode: RunMode.Signature,
    protocolVersion: run.group.params.app.logicSigVersion,
    budget: run.group.lsigBudget,
    lsigArgs: stxn.lsig?.args ?? [],
    ops: APPL_OPS,
    context: appProgram(run.group, index, 0n, false),
    tracer: recorder,
  });
  result.disassembly = recorder.listing.lines;
  result.logicSigDisassembly = recorder.listing.lines;
  result.logicSigTrace = recorder.states;
  result.logicSigMessages = [outcome.pass ? 'PASS' : 'REJECT'];
  if (outcome.error !== undefined) result.logicSigMessages.push(formatLogicSigEvalError(outcome.error));
}

/** Upstream's choice of app: the txn's, or for a create by apps[0]'s creator, apps[0]'s id. */
function appIdOf(request: DryrunRequest, stxn: SignedTxnWithAD): bigint {
  const txn = stxn.txn ?? {};
  const id = txn.appId ?? 0n;
  const first = request.apps[0];
  if (id !== 0n || first?.params === undefined) return id;
  return first.params.creator === encodeAddress(txn.sender ?? new Uint8Array(32)) ? first.id : id;
}

/** Evaluate, turning dryrun's box refusal into the program's failure. */
interface AppVerdict {
  readonly pass: boolean;
  readonly error: string | undefined;
}

function evaluateApp(
  run: Run,
  index: number,
  appId: bigint,
  program: Uint8Array,
  clear: boolean,
  recorder: TraceRecorder,
): AppVerdict {
  const group: AppGroup = derivedGroup(run.group, { state: new StateOverlay(run.ledger) });
  try {
    const { result, setupError } = runApp(group, index, appId, program, clear);
    if (setupError !== undefined) return { pass: false, error: setupError };
    const error = result?.error === undefined ? undefined : formatAppEvalError(result.error, appId);
    return { pass: result?.pass === true && error === undefined, error };
  } catch (e) {
    if (!isAppError(e) || e.message !== DRYRUN_BOXES_TEXT) throw e;
    recorder.abort(DRYRUN_BOXES_TEXT);
    const pc = recorder.states[recorder.states.length - 1]?.pc ?? 0;
    return { pass: false, error: formatAppEvalError({ message: DRYRUN_BOXES_TEXT, pc }, appId) };
  }
}

function runAppCall(run: Run, index: number, result: DryrunTxnResult): void {
  const stxn = run.group.txns[index]!;
  const txn = stxn.txn ?? {};
  const appId = appIdOf(run.request, stxn);
  if (txn.onCompletion === OPT_IN) run.ledger.optIn(txn.sender ?? new Uint8Array(32), appId);
  const app = run.request.apps.find((a) => a.id === appId && a.params !== undefined);
  if (app === undefined) {
    result.appCallMessages = [`uploaded state did not include app id ${appId} referenced in txn[${index}]`];
    return;
  }
  const clear = txn.onCompletion === CLEAR_STATE;
  const program = (clear ? app.params!.clearStateProgram : app.params!.approvalProgram) ?? new Uint8Array(0);
  const recorder = new TraceRecorder(programListing(program));
  run.tracer.current = recorder;
  stxn.evalDelta = {};
  let { pass, error } = evaluateApp(run, index, appId, program, clear, recorder);
  run.tracer.current = undefined;
  const cost = run.level - run.group.appBudget.remaining;
  if (pass && run.spent + cost > run.allowed) {
    pass = false;
    error = `cost budget exceeded: budget is ${run.allowed - run.spent} but program cost was ${cost}`;
  }
  const added = run.group.params.app.maxAppProgramCost * innerTxnCount(stxn.evalDelta);
  run.level = run.group.appBudget.remaining;
  run.spent += cost;
  result.disassembly = recorder.listing.lines;
  result.appCallTrace = recorder.states;
  Object.assign(result, evalDeltaEntries(stxn.evalDelta, txn));
  result.budgetAdded = BigInt(added);
  result.budgetConsumed = BigInt(cost + added);
  result.appCallMessages = [clear ? 'ClearStateProgram' : 'ApprovalProgram', pass ? 'PASS' : 'REJECT'];
  if (error !== undefined) result.appCallMessages.push(error);
}

function hasLogicSig(stxn: SignedTxnWithAD): boolean {
  const lsig = stxn.lsig;
  return lsig !== undefined && ((lsig.logic?.length ?? 0) > 0 || (lsig.args?.length ?? 0) > 0);
}

export interface DryrunOptions {
  readonly params: ConsensusParams;
  readonly round: bigint;
  readonly latestTimestamp: bigint;
}

/** Run a decoded request (round and timestamp already defaulted by the caller). Never throws for bad programs. */
export function runDryrun(request: DryrunRequest, options: DryrunOptions): DryrunResult {
  const error = expandSources(request);
  if (error !== undefined) return { error, txns: [] };
  let ledger: DryrunLedger;
  try {
    ledger = new DryrunLedger(request.accounts, request.apps);
  } catch (e) {
    if (!isAppError(e)) throw e;
    return { error: e.message, txns: [] };
  }
  const { params } = options;
  const tracer = new SwitchingTracer();
  const budget = params.app.maxAppProgramCost * BUDGET_FACTOR;
  const txns: SignedTxnWithAD[] = request.txns.map((s) => ({ ...s }));
  const group = newAppGroup({
    params,
    txns,
    round: options.round,
    latestTimestamp: options.latestTimestamp,
    genesisHash: new Uint8Array(32),
    specials: { feeSink: new Uint8Array(32), rewardsPool: new Uint8Array(32) },
    state: new StateOverlay(ledger),
    tracer,
    appBudget: budget,
  });
  const appCalls = txns.filter((s) => s.txn?.type === 'appl').length;
  const run: Run = {
    request,
    ledger,
    group,
    tracer,
    level: budget,
    allowed: params.app.maxAppProgramCost * appCalls,
    spent: 0,
  };
  const results = txns.map((stxn, i) => {
    const result: DryrunTxnResult = { disassembly: [] };
    if (hasLogicSig(stxn)) runLogicSig(run, i, result);
    if (stxn.txn?.type === 'appl') runAppCall(run, i, result);
    return result;
  });
  return { error: '', txns: results };
}
