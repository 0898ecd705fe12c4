/**
 * The running state of one AVM program: operand stack, scratch, constant blocks, call frames, cost.
 *
 * Invariants:
 * - `stack` is mutated in place by every op (push/pop/index/length); it is never replaced, so the loop and tracers
 *   may hold the array across a step.
 * - `pc` is the address of the instruction being executed. An op that jumps, or whose size depends on its
 *   immediates, sets `nextPc`; 0 means "fall through by the op's fixed size" (upstream's sentinel, kept so a jump
 *   to address 0 behaves identically).
 * - Op functions return `undefined` on success or upstream's error text; they never throw for a program's fault.
 * - `cost` counts this program only; `budget` is the (possibly pooled) cell charged by every step.
 */
import { sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import type { CostBudget, EvalContext, RunMode, TraceView } from './context.js';
import { SCRATCH_SLOTS, ZERO, type StackValue } from './values.js';

/** An opcode implementation: `undefined` on success, else the error text upstream would report. */
export type OpFn<C extends EvalContext = EvalContext> = (m: Machine<C>) => string | undefined;

/** One `callsub` frame. `clear`/`args`/`returns` are set by `proto` (v8+ frame discipline). */
export interface Frame {
  readonly retPc: number;
  readonly height: number;
  clear: boolean;
  args: number;
  returns: number;
}

export interface MachineOptions<C extends EvalContext> {
  readonly program: Uint8Array;
  readonly mode: RunMode;
  /** The consensus protocol's highest AVM version (LogicSigVersion; 13 under V42). */
  readonly protocolVersion: number;
  readonly budget: CostBudget;
  /** A private cap on this program's cost (isolated ClearState programs: MaxAppProgramCost). */
  readonly isolatedBudget?: number | undefined;
  readonly lsigArgs?: readonly Uint8Array[] | undefined;
  readonly context: C;
}

const UNTOUCHED_SCRATCH: readonly StackValue[] = Object.freeze(new Array<StackValue>(SCRATCH_SLOTS).fill(ZERO));

export class Machine<C extends EvalContext = EvalContext> implements TraceView {
  readonly program: Uint8Array;
  readonly mode: RunMode;
  readonly protocolVersion: number;
  readonly budget: CostBudget;
  readonly isolatedBudget: number | undefined;
  readonly lsigArgs: readonly Uint8Array[];
  readonly context: C;

  version = 0;
  pc = 0;
  nextPc = 0;
  cost = 0;
  readonly stack: StackValue[] = [];
  intc: readonly bigint[] = [];
  bytec: readonly Uint8Array[] = [];
  readonly frames: Frame[] = [];
  /** Set by `callsub` when its target is a `proto`; consumed by `proto`. */
  fromCallsub = false;

  /** Static check only: addresses where an instruction began, and addresses some branch targets. */
  instructionStarts: Uint8Array | undefined;
  branchTargets: Uint8Array | undefined;

  #programHash: Uint8Array | undefined;
  #scratch: StackValue[] | undefined;

  constructor(options: MachineOptions<C>) {
    this.program = options.program;
    this.mode = options.mode;
    this.protocolVersion = options.protocolVersion;
    this.budget = options.budget;
    this.isolatedBudget = options.isolatedBudget;
    this.lsigArgs = options.lsigArgs ?? [];
    this.context = options.context;
  }

  /**
   * The 256 scratch slots, created on first use: most programs never touch them, and a fresh 256-slot array per
   * evaluation is measurable. `scratchView` reads them without creating them.
   */
  get scratch(): StackValue[] {
    this.#scratch ??= new Array<StackValue>(SCRATCH_SLOTS).fill(ZERO);
    return this.#scratch;
  }

  /** The scratch slots as they stand, without creating them. */
  scratchView(): readonly StackValue[] {
    return this.#scratch ?? UNTOUCHED_SCRATCH;
  }

  /** What this program may still spend (upstream `remainingBudget`; also `global OpcodeBudget`). */
  remainingBudget(): number {
    return this.isolatedBudget === undefined ? this.budget.remaining : this.isolatedBudget - this.cost;
  }

  /** SHA-512/256("Program" ‖ program), computed once (for `ed25519verify`). */
  programHash(): Uint8Array {
    this.#programHash ??= sha512_256(Prefix.Program, this.program);
    return this.#programHash;
  }

  /** The top of the stack (callers have checked the arity). */
  top(): StackValue {
    return this.stack[this.stack.length - 1]!;
  }
}
