/**
 * One simulation (upstream Simulator.Simulate after the request checks): the signature-side checks, then the
 * group evaluated by the block evaluator exactly as a submission would be (same evaluator, same state, with the
 * simulate hooks), then the response. Nothing is admitted; the evaluator is the caller's throw-away one.
 *
 * Invariants:
 * - A rejection is an answer: `failure-message` (the evaluator's text without the pool's `TransactionPool.Remember: `
 *   prefix) and `failed-at`; results still carry what the group reached (logs and deltas up to the failure).
 * - `txn-result.txn` is the transaction as sent; `fixed-signer` tells where fix-signers changed its authorizer.
 * - app-budget-added = MaxAppProgramCost × top-level app calls + extra-opcode-budget (when the group has app calls)
 *   + MaxAppProgramCost per inner app call; app-budget-consumed sums the per-transaction costs.
 */
import { isAllZero } from '../../bytes.js';
import { encodeAddress } from '../../crypto/address.js';
import { AppError } from '../../errors.js';
import { splitApplyData } from '../../txn/signed.js';
import type { SignedTxn, SignedTxnWithAD } from '../../txn/types.js';
import type { AppProgram } from '../appl/context.js';
import type { PreparedTxn, SimulatedGroup, SimulationOptions } from '../evaluator.js';
import { feeUsage } from '../fees.js';
import { pendingInfo } from '../pending-info.js';
import { addressKey } from '../state.js';
import { checkGroup, type CheckOutcome } from './checks.js';
import { InitialStates } from './initial-states.js';
import { MAX_EXTRA_OPCODE_BUDGET, type SimulationEnv, type SimulationPlan } from './plan.js';
import type { SimulateGroupResult, SimulateResponse, SimulateTxnResult } from './response.js';
import { SimulationTracer } from './tracer.js';
import { UnnamedResourcePolicy } from './unnamed.js';
import { MAX_LOG_CALLS, MAX_LOG_SIZE } from '../appl/logs.js';

/** What simulate needs of the block evaluator (BlockEvaluator). */
export interface GroupSimulator {
  simulateGroup(group: readonly PreparedTxn[], options: SimulationOptions): SimulatedGroup;
}

const POOL_PREFIX = 'TransactionPool.Remember: ';
const SHARED_RESOURCES = 9;

function feesPaid(stxn: SignedTxnWithAD): bigint {
  return (stxn.txn?.fee ?? 0n) + (stxn.evalDelta?.innerTxns ?? []).reduce((sum, inner) => sum + feesPaid(inner), 0n);
}

function groupUsage(txns: readonly SignedTxnWithAD[], env: SimulationEnv): bigint {
  let usage = txns.length === 0 ? 0n : feeUsage(txns, env.params);
  for (const stxn of txns) usage += groupUsage(stxn.evalDelta?.innerTxns ?? [], env);
  return usage;
}

const signerOf = (stxn: SignedTxn): Uint8Array =>
  isAllZero(stxn.authAddr) ? (stxn.txn?.sender ?? new Uint8Array(32)) : stxn.authAddr!;

export class Simulation {
  readonly plan: SimulationPlan;
  readonly #env: SimulationEnv;
  readonly #tracer: SimulationTracer;
  readonly #initial: InitialStates | undefined;
  #checks: CheckOutcome | undefined;

  constructor(plan: SimulationPlan, env: SimulationEnv) {
    this.plan = plan;
    this.#env = env;
    this.#initial = plan.config.enable === true && plan.config.stateChange === true ? new InitialStates() : undefined;
    this.#tracer = new SimulationTracer({
      config: plan.config,
      maxLogCalls: plan.maxLogCalls ?? MAX_LOG_CALLS,
      maxLogSize: plan.maxLogSize ?? MAX_LOG_SIZE,
      sink: this.#initial,
      afterTopLevelProgram: plan.overrides.fixSigners === true ? (p) => this.#fixLater(p) : undefined,
    });
  }

  /** Signature-side checks (sync). @returns the failure, if a transaction failed them. @throws ALGOD_BAD_REQUEST */
  check(): CheckOutcome['failure'] {
    const tracing = this.plan.config.enable === true;
    this.#checks = checkGroup(this.plan, this.#env, (i) => (tracing ? this.#tracer.topTrace(i) : undefined));
    return this.#checks.failure;
  }

  /** The transactions whose signatures must be verified cryptographically (not the synthetic ones). */
  signed(): PreparedTxn[] {
    return this.plan.group.filter((_, i) => this.plan.synthetic[i] !== true);
  }

  /**
   * Evaluate (unless the checks failed) and build the response.
   * @throws ALGOD_BAD_REQUEST when the extra budget is over upstream's limit
   */
  finish(evaluator: GroupSimulator): SimulateResponse {
    const checks = this.#checks ?? this.#noChecks();
    let txns: readonly SignedTxnWithAD[] = this.plan.group.map((p) => ({ ...p.stxn }));
    let failure: { message: string; path: number[] } | undefined =
      checks.failure === undefined ? undefined : { message: checks.failure.message, path: [checks.failure.index] };
    let policy: UnnamedResourcePolicy | undefined;
    if (failure === undefined) {
      const extra = this.plan.extraBudget;
      if (extra > MAX_EXTRA_OPCODE_BUDGET) {
        throw new AppError(
          'ALGOD_BAD_REQUEST',
          `extra budget ${extra} > simulation extra budget limit ${MAX_EXTRA_OPCODE_BUDGET}`,
        );
      }
      policy = this.#policy(txns);
      const appCalls = txns.filter((s) => s.txn?.type === 'appl').length;
      if (appCalls > 0) this.#tracer.appBudgetAdded = this.#env.params.app.maxAppProgramCost * appCalls + extra;
      const outcome = evaluator.simulateGroup(this.plan.group, { sim: this.#tracer, extraAppBudget: extra });
      txns = outcome.txns;
      if (outcome.failure !== undefined) {
        const text = outcome.failure.message;
        const message = text.startsWith(POOL_PREFIX) ? text.slice(POOL_PREFIX.length) : text;
        failure = { message, path: this.#tracer.failedAt ?? [outcome.failure.index] };
      }
    }
    return this.#response(txns, checks, failure, policy);
  }

  #noChecks(): CheckOutcome {
    this.check();
    return this.#checks!;
  }

  #policy(txns: readonly SignedTxnWithAD[]): UnnamedResourcePolicy | undefined {
    if (this.plan.overrides.allowUnnamedResources !== true) return undefined;
    const tracer = this.#tracer;
    const policy = new UnnamedResourcePolicy(txns, this.#env.params, () => {
      const versions = tracer.versions;
      return {
        top: tracer.path[0] ?? 0,
        version: versions[versions.length - 1] ?? 0,
        globalSharing: versions.some((v) => v >= SHARED_RESOURCES),
      };
    });
    tracer.unnamed = policy;
    return policy;
  }

  /** Upstream's second fix-signers pass: after a top-level app program, the following txns up to the next app call. */
  #fixLater(program: AppProgram): void {
    const state = program.group.state;
    const known = new Map<string, Uint8Array | undefined>();
    for (let i = program.groupIndex + 1; i < this.plan.group.length; i++) {
      const stxn = this.plan.group[i]!.stxn;
      const txn = stxn.txn ?? {};
      const sender = txn.sender ?? new Uint8Array(32);
      const key = addressKey(sender);
      if (!known.has(key)) known.set(key, state?.account(sender)?.authAddr);
      if (this.plan.synthetic[i] === true) {
        const auth = known.get(key);
        if (auth === undefined || isAllZero(auth) || Buffer.compare(auth, sender) === 0) delete stxn.authAddr;
        else stxn.authAddr = auth;
      }
      if (txn.type === 'appl') break;
      if (!isAllZero(txn.rekeyTo)) known.set(key, txn.rekeyTo);
    }
  }

  #txnResult(
    i: number,
    entry: SignedTxnWithAD,
    checks: CheckOutcome,
    policy: UnnamedResourcePolicy | undefined,
  ): SimulateTxnResult {
    const tracer = this.#tracer;
    const reported = tracer.reported(entry);
    const original = this.plan.original[i]!;
    const result: SimulateTxnResult = {
      txnResult: pendingInfo(original, { applyData: splitApplyData(reported).applyData }),
    };
    const appCost = tracer.appBudgetConsumed[i] ?? 0;
    if (appCost > 0) result.appBudgetConsumed = BigInt(appCost);
    const lsigCost = checks.lsigCost[i] ?? 0;
    if (lsigCost > 0) result.logicSigBudgetConsumed = BigInt(lsigCost);
    const fees = feesPaid(reported);
    if (fees > 0n) result.feesPaid = fees;
    const trace = tracer.traces[i];
    if (trace !== undefined) result.execTrace = trace;
    const unnamed = policy?.txnReport(i);
    if (unnamed !== undefined) result.unnamedResourcesAccessed = unnamed;
    const actual = signerOf(this.plan.group[i]!.stxn);
    if (Buffer.compare(signerOf(original), actual) !== 0) result.fixedSigner = encodeAddress(actual);
    return result;
  }

  #response(
    txns: readonly SignedTxnWithAD[],
    checks: CheckOutcome,
    failure: { message: string; path: number[] } | undefined,
    policy: UnnamedResourcePolicy | undefined,
  ): SimulateResponse {
    const results = txns.map((entry, i) => this.#txnResult(i, entry, checks, policy));
    const consumed = this.#tracer.appBudgetConsumed.reduce((sum, c) => sum + (c ?? 0), 0);
    const reported = txns.map((t) => this.#tracer.reported(t));
    const group: SimulateGroupResult = { txnResults: results };
    if (failure !== undefined) {
      group.failureMessage = failure.message;
      group.failedAt = failure.path.map(BigInt);
    }
    if (this.#tracer.appBudgetAdded > 0) group.appBudgetAdded = BigInt(this.#tracer.appBudgetAdded);
    if (consumed > 0) group.appBudgetConsumed = BigInt(consumed);
    const usage = groupUsage(reported, this.#env);
    if (usage > 0n) group.groupUsage = usage;
    const paid = reported.reduce((sum, t) => sum + feesPaid(t), 0n);
    if (paid > 0n) group.groupFeesPaid = paid;
    const unnamed = policy?.groupReport();
    if (unnamed !== undefined) group.unnamedResourcesAccessed = unnamed;
    const response: SimulateResponse = { version: 2n, lastRound: this.plan.lastRound, txnGroups: [group] };
    if (Object.keys(this.plan.overrides).length > 0) response.evalOverrides = this.plan.overrides;
    if (Object.values(this.plan.config).some((v) => v === true)) response.execTraceConfig = this.plan.config;
    if (this.#initial !== undefined) {
      const states = this.#initial.report();
      response.initialStates = states === undefined ? {} : { appInitialStates: states };
    }
    return response;
  }
}
