/**
 * What simulate observes while a group is evaluated (upstream ledger/simulation tracer.go evalTracer): the path of
 * the transaction being applied (for `failed-at`), each program's cost, the EvalDelta a failing transaction had
 * reached, the inner transactions it issued, and, when asked, the exec trace of every program at every depth.
 *
 * Invariants:
 * - Paths are upstream's: `[top]` for a top-level transaction, then for an inner one its index among ALL inner
 *   transactions its caller issued so far (its position in the caller's `inner-txns`).
 * - `failedAt` is the first failing transaction's path, which is the deepest one (an inner failure is seen before
 *   the `itxn_submit` that reports it).
 * - Costs accumulate on the top-level transaction whose evaluation ran the program (inner programs included).
 * - Hooks never change the evaluation, except the log limits and the unnamed-resource policy they carry.
 */
import type { EvalResult, Tracer } from '../../avm/index.js';
import { formatAppEvalError } from '../../avm/index.js';
import { sha512_256 } from '../../crypto/hash.js';
import type { EvalDelta, SignedTxnWithAD } from '../../txn/types.js';
import type { AppGroup, AppProgram, SimHooks, UnnamedPolicy } from '../appl/context.js';
import { opcodesAt } from './eval-details.js';
import { ProgramRecorder, type StateAccessSink } from './opcode-trace.js';
import type { ExecTraceConfig, TxnExecTrace } from './response.js';

const CLEAR_STATE = 3;

interface Frame {
  readonly path: readonly number[];
  readonly trace: TxnExecTrace | undefined;
  readonly clear: boolean;
  recorder: ProgramRecorder | undefined;
  /** inner transactions this transaction's programs issued so far */
  inners: number;
}

export interface TracerOptions {
  readonly config: ExecTraceConfig;
  readonly maxLogCalls: number;
  readonly maxLogSize: number;
  readonly sink?: StateAccessSink | undefined;
  /** Called after every top-level app program (fix-signers looks at the txns after it). */
  readonly afterTopLevelProgram?: ((program: AppProgram) => void) | undefined;
}

export class SimulationTracer implements SimHooks {
  readonly maxLogCalls: number;
  readonly maxLogSize: number;
  unnamed?: UnnamedPolicy;
  /** exec traces of the top-level transactions (when tracing) */
  readonly traces: (TxnExecTrace | undefined)[] = [];
  readonly appBudgetConsumed: number[] = [];
  appBudgetAdded = 0;
  failedAt: number[] | undefined;
  /** transactions that failed (their EvalDelta is the snapshot, not the entry's) */
  readonly failed = new Set<SignedTxnWithAD>();
  readonly #snapshots = new Map<SignedTxnWithAD, EvalDelta | undefined>();
  readonly #inners = new Map<SignedTxnWithAD, SignedTxnWithAD[]>();
  readonly #innerGroups = new Map<readonly SignedTxnWithAD[], { base: number; parent: Frame }>();
  readonly #frames: Frame[] = [];
  readonly #versions: number[] = [];
  /** programs' bytes while they run (for detailed errors) */
  readonly #code = new WeakMap<AppProgram, Uint8Array>();
  readonly #options: TracerOptions;

  constructor(options: TracerOptions) {
    this.maxLogCalls = options.maxLogCalls;
    this.maxLogSize = options.maxLogSize;
    this.#options = options;
  }

  get #tracing(): boolean {
    return this.#options.config.enable === true;
  }

  /** The path of the transaction being applied now (empty between transactions). */
  get path(): readonly number[] {
    return this.#frames[this.#frames.length - 1]?.path ?? [];
  }

  /** Versions of the programs running now, outermost first. */
  get versions(): readonly number[] {
    return this.#versions;
  }

  /** The exec trace of top-level transaction `index` (created on first use). */
  topTrace(index: number): TxnExecTrace {
    return (this.traces[index] ??= {});
  }

  opcodesAt(code: Uint8Array, pc: number): string {
    return opcodesAt(code, pc);
  }

  beforeTxn(group: AppGroup, index: number): void {
    const clear = group.txns[index]?.txn?.onCompletion === CLEAR_STATE;
    if (group.caller === undefined) {
      const trace = this.#tracing ? this.topTrace(index) : undefined;
      this.#frames.push({ path: [index], trace, clear, recorder: undefined, inners: 0 });
      return;
    }
    const info = this.#innerGroups.get(group.txns);
    const parent = info?.parent ?? this.#frames[this.#frames.length - 1]!;
    let trace: TxnExecTrace | undefined;
    if (this.#tracing && parent.trace !== undefined) {
      trace = {};
      const list = (parent.trace.innerTrace ??= []);
      list.push(trace);
      const unit = parent.recorder?.current;
      if (unit !== undefined) (unit.spawnedInners ??= []).push(BigInt(list.length - 1));
    }
    this.#frames.push({
      path: [...parent.path, (info?.base ?? 0) + index],
      trace,
      clear,
      recorder: undefined,
      inners: 0,
    });
  }

  afterTxn(group: AppGroup, index: number, failed: boolean): void {
    const frame = this.#frames.pop();
    if (!failed) return;
    this.failedAt ??= [...(frame?.path ?? [index])];
    const entry = group.txns[index];
    if (entry !== undefined) this.failed.add(entry);
  }

  beforeInnerGroup(caller: AppProgram, entries: readonly SignedTxnWithAD[]): void {
    const parent = this.#frames[this.#frames.length - 1]!;
    this.#innerGroups.set(entries, { base: parent.inners, parent });
    parent.inners += entries.length;
    const list = this.#inners.get(caller.txn) ?? [];
    list.push(...entries);
    this.#inners.set(caller.txn, list);
    const cost = caller.group.params.app.maxAppProgramCost;
    for (const e of entries) if (e.txn?.type === 'appl') this.appBudgetAdded += cost;
  }

  programTracer(program: AppProgram, code: Uint8Array): Tracer | undefined {
    this.#versions.push(code[0] !== undefined && code[0] < 0x80 ? code[0] : 0);
    this.#code.set(program, code);
    const frame = this.#frames[this.#frames.length - 1];
    if (!this.#tracing || frame?.trace === undefined) return undefined;
    const recorder = new ProgramRecorder(this.#options.config, this.#options.sink);
    frame.recorder = recorder;
    const hash = sha512_256(code);
    if (program.clearState) {
      frame.trace.clearStateProgramHash = hash;
      frame.trace.clearStateProgramTrace = recorder.units;
    } else {
      frame.trace.approvalProgramHash = hash;
      frame.trace.approvalProgramTrace = recorder.units;
    }
    return recorder;
  }

  afterProgram(program: AppProgram, result: EvalResult | undefined): void {
    this.#versions.pop();
    const frame = this.#frames[this.#frames.length - 1];
    const top = frame?.path[0] ?? program.groupIndex;
    this.appBudgetConsumed[top] = (this.appBudgetConsumed[top] ?? 0) + (result?.cost ?? 0);
    this.#snapshots.set(program.txn, program.txn.evalDelta);
    if (
      program.clearState &&
      frame?.trace !== undefined &&
      result !== undefined &&
      (!result.pass || result.error !== undefined)
    ) {
      frame.trace.clearStateRollback = true;
      if (result.error !== undefined) {
        const code = program.clearState ? this.#code.get(program) : undefined;
        const opcodes = code === undefined ? undefined : opcodesAt(code, result.error.pc);
        frame.trace.clearStateRollbackError = formatAppEvalError(result.error, program.appId, opcodes);
      }
    }
    if (program.group.caller === undefined) this.#options.afterTopLevelProgram?.(program);
  }

  /**
   * `entry` with the ApplyData simulate reports: a failed transaction's EvalDelta as it stood when its program
   * ended, and every inner transaction issued (also those of a group that failed), recursively.
   */
  reported(entry: SignedTxnWithAD): SignedTxnWithAD {
    const delta = this.failed.has(entry) && this.#snapshots.has(entry) ? this.#snapshots.get(entry) : entry.evalDelta;
    const inners = this.#inners.get(entry) ?? delta?.innerTxns;
    if (delta === undefined && inners === undefined) return entry;
    const evalDelta: EvalDelta = { ...delta };
    if (inners !== undefined && inners.length > 0) evalDelta.innerTxns = inners.map((inner) => this.reported(inner));
    return { ...entry, evalDelta };
  }
}
