/**
 * Simulate's signature-side checks (upstream Simulator.check → verify.TxnGroupWithTracer): well-formedness, group
 * structure, logic-sig sizes, per-transaction signature prechecks and logic-sig evaluation, traced, in upstream's
 * order. Ed25519 cryptography is the service's (batched), after these.
 *
 * Invariants:
 * - Transactions that need a synthetic signature (allow-empty-signatures) are checked as if signed by a proxy key.
 * - A failure that names a transaction is an answer (failure-message, failed-at [i]); one that names none is a bad
 *   request (ALGOD_BAD_REQUEST), as upstream splits TxGroupError by GroupIndex (a missing group ID names txn 0, an
 *   inconsistent one the first txn that differs, logic-sig content without a program its txn; an incomplete group and
 *   the logic-sig args pool name none). WellFormed texts are bare, the
 *   prechecks' and logic sigs' are wrapped (`transaction {TXID} invalid : …`).
 * - Every logic sig runs in signature mode on the group's pooled budget; its cost is reported per transaction and
 *   its trace when tracing.
 */
import { sha512_256 } from '../../crypto/hash.js';
import { AppError, isAppError } from '../../errors.js';
import type { SignedTxn } from '../../txn/types.js';
import type { AppGroup } from '../appl/context.js';
import { newAppGroup } from '../appl/group.js';
import { evaluateLogicSig, logicSigVerdict } from '../appl/lsig.js';
import { checkLogicSigGroupSize, checkTxnGroup } from '../group-check.js';
import { signedTxnChecks, wellFormed, wrapInvalid } from '../well-formed.js';
import { opcodesAt } from './eval-details.js';
import { ProgramRecorder } from './opcode-trace.js';
import { hasSignature, type SimulationEnv, type SimulationPlan } from './plan.js';
import type { TxnExecTrace } from './response.js';

/** 64 non-zero bytes: a signature shape for transactions simulated without one (never verified). */
const PROXY_SIG = new Uint8Array(64).fill(1);

export interface CheckFailure {
  readonly message: string;
  readonly index: number;
}

export interface CheckOutcome {
  readonly failure: CheckFailure | undefined;
  /** logic-sig cost per transaction (0 without one) */
  readonly lsigCost: number[];
}

function reason(error: unknown): string {
  if (isAppError(error) && error.code === 'ALGOD_TXN_REJECTED') return error.message;
  throw error;
}

/** The transactions as signature checks see them. */
function checkedTxns(plan: SimulationPlan): SignedTxn[] {
  return plan.group.map((p, i) => (plan.synthetic[i] === true ? { txn: p.stxn.txn ?? {}, sig: PROXY_SIG } : p.stxn));
}

function runOne(
  plan: SimulationPlan,
  group: AppGroup,
  index: number,
  trace: (i: number) => TxnExecTrace | undefined,
  out: CheckOutcome,
): string | undefined {
  const lsig = group.txns[index]!.lsig ?? {};
  const program = lsig.logic ?? new Uint8Array(0);
  const target = trace(index);
  const recorder = target === undefined ? undefined : new ProgramRecorder(plan.config);
  if (target !== undefined && recorder !== undefined) {
    target.logicSigHash = sha512_256(program);
    target.logicSigTrace = recorder.units;
  }
  const result = evaluateLogicSig(group, index, recorder);
  out.lsigCost[index] = result.cost;
  const details = result.error === undefined ? undefined : opcodesAt(program, result.error.pc);
  return logicSigVerdict(result, plan.group[index]!.txid, details);
}

/** The transaction a group-structure error names (upstream TxGroupMalformedError.GroupIndex), if any. */
function groupErrorIndex(txns: readonly SignedTxn[], message: string): number | undefined {
  if (message.startsWith('transactionGroup: [0] had zero Group')) return 0;
  if (message === 'LogicSig fields without LogicSig program') {
    const index = txns.findIndex((s) => (s.lsig?.logic?.length ?? 0) === 0 && hasSignature({ lsig: s.lsig ?? {} }));
    return index < 0 ? undefined : index;
  }
  if (!message.startsWith('transactionGroup: inconsistent group values')) return undefined;
  const first = txns[0]?.txn?.group;
  const index = txns.findIndex(
    (s) =>
      Buffer.compare(Buffer.from(s.txn?.group ?? new Uint8Array(32)), Buffer.from(first ?? new Uint8Array(32))) !== 0,
  );
  return index < 0 ? undefined : index;
}

/**
 * Run the checks. `trace(i)` gives the exec trace of transaction i when tracing (else undefined).
 * @throws ALGOD_BAD_REQUEST for failures that name no transaction
 */
export function checkGroup(
  plan: SimulationPlan,
  env: SimulationEnv,
  trace: (i: number) => TxnExecTrace | undefined,
): CheckOutcome {
  const out: CheckOutcome = { failure: undefined, lsigCost: plan.group.map(() => 0) };
  const txns = checkedTxns(plan);
  const ctx = { params: env.params, feeSink: env.feeSink, rewardsPool: env.rewardsPool };
  for (const [index, stxn] of txns.entries()) {
    try {
      wellFormed(stxn.txn ?? {}, ctx);
    } catch (error) {
      return { ...out, failure: { message: reason(error), index } };
    }
  }
  try {
    checkTxnGroup(txns, env.params);
    checkLogicSigGroupSize(txns, env.params);
  } catch (error) {
    const message = reason(error);
    const index = groupErrorIndex(txns, message);
    if (index === undefined) throw new AppError('ALGOD_BAD_REQUEST', message);
    return { ...out, failure: { message, index } };
  }
  let group: AppGroup | undefined;
  for (const [index, stxn] of txns.entries()) {
    try {
      signedTxnChecks(stxn, env.params);
    } catch (error) {
      return { ...out, failure: { message: wrapInvalid(stxn, reason(error)).message, index } };
    }
    if ((stxn.lsig?.logic?.length ?? 0) === 0) continue;
    group ??= newAppGroup({
      params: env.params,
      txns: txns.map((s) => ({ ...s })),
      round: 0n,
      latestTimestamp: 0n,
      genesisHash: env.genesisHash,
      specials: { feeSink: env.feeSink, rewardsPool: env.rewardsPool },
      state: undefined,
    });
    const failure = runOne(plan, group, index, trace, out);
    if (failure !== undefined) return { ...out, failure: { message: wrapInvalid(stxn, failure).message, index } };
  }
  return out;
}
