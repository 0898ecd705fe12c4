/**
 * Running a program to its verdict (upstream eval.go `eval` and `begin`).
 *
 * Invariants:
 * - Pure and synchronous; a program's fault is a result (`pass: false` with `error`), never an exception. Only a
 *   caller's mistake throws (an AppError, e.g. an op table that does not exist).
 * - Order of start-up failures follows upstream: protocol without logic sigs, logic-sig argument limits, then the
 *   header (`begin`). The program passes iff it ends with exactly one value on the stack and that value is a
 *   non-zero uint64; `return` ends it early with its argument as that value.
 */
import { RunMode, type CostBudget, type EvalContext, type Tracer } from './context.js';
import type { EvalFailure } from './eval-error.js';
import { Machine } from './machine.js';
import { CORE_OPS, type OpSet } from './op-set.js';
import { step } from './step.js';
import { MAX_AVM_VERSION, MAX_BYTES_LENGTH, type StackValue } from './values.js';
import { readUvarintInto, type Uvarint } from '../go/varint.js';

export interface EvalParams<C extends EvalContext = EvalContext> {
  readonly program: Uint8Array;
  readonly mode: RunMode;
  /** The consensus protocol's LogicSigVersion (13 under V42; 0 means logic sigs are not supported). */
  readonly protocolVersion: number;
  /** The opcode budget cell, shared by all programs of a group when costs are pooled. */
  readonly budget: CostBudget;
  /** A private cost cap for this program (ClearState under IsolateClearState: MaxAppProgramCost). */
  readonly isolatedBudget?: number;
  /** The group's minimum AVM version (upstream computeMinAvmVersion); default 0. */
  readonly minAvmVersion?: number;
  /** The app call carries `tx.Access` (pre-v9 app programs then refuse to run). */
  readonly txnHasAccess?: boolean;
  /** Logic-sig arguments (`arg`, `args`). */
  readonly lsigArgs?: readonly Uint8Array[];
  /** Opcode implementations; default: the core ops only. */
  readonly ops?: OpSet<C>;
  /** Host data read by the host ops in `ops` (give it whenever they need it); default: an empty context. */
  readonly context?: C;
  readonly tracer?: Tracer;
}

export interface EvalResult {
  readonly pass: boolean;
  readonly error: EvalFailure | undefined;
  /** Opcode cost this program spent. */
  readonly cost: number;
  /** The AVM version from the header (0 when the header was refused). */
  readonly version: number;
  readonly stack: readonly StackValue[];
  readonly scratch: readonly StackValue[];
}

const MAX_LSIG_ARGS = 255;
const SHARED_RESOURCES_VERSION = 9;
const header: Uvarint = { value: 0n, length: 0 };

type HeaderParams = Pick<EvalParams, 'protocolVersion' | 'minAvmVersion' | 'txnHasAccess'>;

/** Upstream `begin`: reads and vets the version header; on success `m.version`/`m.pc` are set. */
export function begin(m: Machine, params: HeaderParams): string | undefined {
  const program = m.program;
  if (program.length === 0) return 'invalid program (empty)';
  readUvarintInto(program, 0, header);
  if (header.length <= 0) return 'invalid version';
  const version = header.value;
  if (version > BigInt(MAX_AVM_VERSION)) {
    return `program version ${version} greater than max supported version ${MAX_AVM_VERSION}`;
  }
  if (version > BigInt(params.protocolVersion)) {
    return `program version ${version} greater than protocol supported version ${params.protocolVersion}`;
  }
  const v = Number(version);
  if (v < SHARED_RESOURCES_VERSION && m.mode === RunMode.Application && params.txnHasAccess === true) {
    return 'pre-sharedResources program cannot be invoked with tx.Access';
  }
  m.version = v;
  m.pc = header.length;
  const minimum = params.minAvmVersion ?? 0;
  if (v < minimum) return `program version must be >= ${minimum} for this transaction group, but have version ${v}`;
  return undefined;
}

export function newMachine<C extends EvalContext>(params: EvalParams<C>): Machine<C> {
  return new Machine<C>({
    program: params.program,
    mode: params.mode,
    protocolVersion: params.protocolVersion,
    budget: params.budget,
    isolatedBudget: params.isolatedBudget,
    lsigArgs: params.lsigArgs,
    context: params.context ?? ({} as C),
  });
}

function argumentsError(args: readonly Uint8Array[] | undefined): string | undefined {
  if (args === undefined) return undefined;
  if (args.length > MAX_LSIG_ARGS) return 'LogicSig has too many arguments';
  return args.some((arg) => arg.length > MAX_BYTES_LENGTH) ? 'LogicSig argument too large' : undefined;
}

function verdict(m: Machine): string | undefined {
  if (m.stack.length !== 1) return `stack len is ${m.stack.length} instead of 1`;
  return typeof m.stack[0] === 'bigint' ? undefined : 'stack finished with bytes not int';
}

function finish(m: Machine, error: string | undefined, tracer: Tracer | undefined): EvalResult {
  const pass = error === undefined && m.stack[0] !== 0n;
  tracer?.afterProgram?.(m, pass, error);
  return {
    pass,
    error: error === undefined ? undefined : { message: error, pc: m.pc },
    cost: m.cost,
    version: m.version,
    stack: m.stack,
    scratch: m.scratchView(),
  };
}

/**
 * Evaluates a program (a logic signature or an application program) to pass/fail.
 * @throws CORE_BAD_ARGUMENT only if `params.ops` cannot provide the program's opcode table
 */
export function evaluate<C extends EvalContext = EvalContext>(params: EvalParams<C>): EvalResult {
  const m = newMachine(params);
  const tracer = params.tracer;
  const headerError = begin(m, params);
  const startError =
    params.protocolVersion === 0 ? 'LogicSig not supported' : (argumentsError(params.lsigArgs) ?? headerError);
  if (startError !== undefined) return finish(m, startError, tracer);
  const table = (params.ops ?? CORE_OPS).table(m.version);
  const length = m.program.length;
  let error: string | undefined;
  while (error === undefined && m.pc < length) {
    tracer?.beforeOpcode?.(m);
    error = step(m, table);
    tracer?.afterOpcode?.(m, error);
  }
  return finish(m, error ?? verdict(m), tracer);
}
