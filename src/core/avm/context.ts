/**
 * What a host (the ledger's transaction evaluator, dryrun, simulate) hands the evaluator besides the program.
 *
 * Invariants:
 * - The core evaluator needs nothing from the host: every opcode that depends on the transaction group, the ledger
 *   or the program's effects (`txn`, `global`, `gtxn*`, `gload*`, `gaid*`, app/asset/account state, boxes, `log`,
 *   inner transactions, `block`, …) is supplied by the host as an `OpFn` in an `OpSet` (see op-set.ts). An opcode
 *   the host does not supply fails with `NAME is not available in this context`; it never yields a made-up value.
 * - Host ops reach their data through `Machine.context`, typed by the host: declare
 *   `interface LedgerContext extends EvalContext { … }`, build the ops against `Machine<LedgerContext>` and pass the
 *   same context to `evaluate`. The step loop never changes for this.
 * - Budgets are shared cells so that pooled budgets (apps across a group, logic sigs since consensus v39) are one
 *   object decremented by every program of the group; an unpooled budget is simply a fresh cell per program.
 */
import type { StackValue } from './values.js';

/** Logic signature (1) or application (2), as in upstream's RunMode bit set. */
export const RunMode = { Signature: 1, Application: 2 } as const;
export type RunMode = (typeof RunMode)[keyof typeof RunMode];

/** A (possibly pooled) opcode budget; the evaluator subtracts each opcode's cost as it runs. */
export interface CostBudget {
  remaining: number;
}

/** Host data for host-supplied ops. Extend it; the core reads nothing from it. */
export interface EvalContext {
  /** Free-form label for diagnostics (e.g. `txn 3 approval`); unused by the core. */
  readonly label?: string;
}

/** Read-only view of the machine a tracer sees (dryrun traces, simulate's exec trace). */
export interface TraceView {
  readonly pc: number;
  readonly stack: readonly StackValue[];
  readonly scratch: readonly StackValue[];
  readonly cost: number;
}

/**
 * Observes execution. `beforeOpcode` runs before each step with the pc of the opcode about to run; `afterOpcode`
 * after it, with the step's error text if it failed. `afterProgram` runs once at the end with the final state.
 */
export interface Tracer {
  beforeOpcode?(view: TraceView): void;
  afterOpcode?(view: TraceView, error: string | undefined): void;
  afterProgram?(view: TraceView, pass: boolean, error: string | undefined): void;
}
