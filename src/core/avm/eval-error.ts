/**
 * How an evaluation failure is reported, and the two renderings upstream's `EvalError` gives it.
 *
 * Invariants:
 * - `message` is upstream's raw error text (what dryrun traces show); `pc` is the program counter upstream reports
 *   with it (the failing instruction, the end of the program for end-of-program failures, 0 before the header).
 * - Apps render as `logic eval error: MSG. Details: app=ID, pc=PC`, logic sigs as
 *   `rejected by logic err=MSG. Details: pc=PC`; with the developer API's detailed errors a disassembly of the
 *   failing instruction and up to two before it is appended as `, opcodes=OP1; OP2; OP3`.
 */

export interface EvalFailure {
  readonly message: string;
  readonly pc: number;
}

function details(failure: EvalFailure, opcodes: string | undefined): string {
  return opcodes === undefined ? `pc=${failure.pc}` : `pc=${failure.pc}, opcodes=${opcodes}`;
}

/** An application program's failure as algod reports it. */
export function formatAppEvalError(failure: EvalFailure, appId: bigint, opcodes?: string): string {
  return `logic eval error: ${failure.message}. Details: app=${appId}, ${details(failure, opcodes)}`;
}

/** A logic signature's failure as algod reports it. */
export function formatLogicSigEvalError(failure: EvalFailure, opcodes?: string): string {
  return `rejected by logic err=${failure.message}. Details: ${details(failure, opcodes)}`;
}
