/**
 * Shared helpers of the AVM tests (not a test file): assemble TEAL with the project's assembler, run it through
 * the evaluator and the static check, and table-driven macros in the style of upstream's testAccepts /
 * testRejects / testPanics, each run for every version from the op's introduction up to 14.
 */
import test from 'ava';
import { assemble } from '../../../src/core/teal/assembler/index.js';
import {
  checkProgram,
  evaluate,
  RunMode,
  type EvalFailure,
  type EvalParams,
  type EvalResult,
  type StackValue,
} from '../../../src/core/avm/index.js';

export const LOGIC_SIG_BUDGET = 20000;
export const APP_BUDGET = 700;
export const LATEST = 14;

/** Sources that the assembler's type tracking would refuse, for runtime-error tests. */
export function notrack(source: string): string {
  return `#pragma typetrack false\n${source}`;
}

/** Assembles `source` for `version` (no auto-salt, so costs and pcs stay those of the written program). */
export function asm(source: string, version: number): Uint8Array {
  const salt = version >= 13 ? '#pragma autosalt false\n' : '';
  const result = assemble(`#pragma version ${version}\n${salt}${source}`);
  if (!result.ok) {
    const text = result.errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('; ');
    throw new Error(`assembly failed: ${text}`);
  }
  return result.program;
}

export function hexBytes(hex: string): Uint8Array {
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

export interface RunOptions {
  readonly mode?: RunMode;
  /** Consensus LogicSigVersion; default: the program's own version, at least 13. */
  readonly protocolVersion?: number;
  readonly budget?: number;
  readonly lsigArgs?: readonly Uint8Array[];
}

export function paramsFor(program: Uint8Array, options: RunOptions = {}): EvalParams {
  const mode = options.mode ?? RunMode.Signature;
  const budget = options.budget ?? (mode === RunMode.Signature ? LOGIC_SIG_BUDGET : APP_BUDGET);
  return {
    program,
    mode,
    protocolVersion: options.protocolVersion ?? Math.max(13, program[0] ?? 0),
    budget: { remaining: budget },
    ...(options.lsigArgs === undefined ? {} : { lsigArgs: options.lsigArgs }),
  };
}

export function run(program: Uint8Array, options?: RunOptions): EvalResult {
  return evaluate(paramsFor(program, options));
}

export function check(program: Uint8Array, options?: RunOptions): EvalFailure | undefined {
  return checkProgram(paramsFor(program, options));
}

/** Both verdicts of a source at one version, in a comparable shape. */
export function outcome(source: string, version: number, options?: RunOptions): string {
  const program = asm(source, version);
  const checked = check(program, options);
  if (checked !== undefined) return `check: ${checked.message}`;
  const result = run(program, options);
  if (result.error !== undefined) return `error: ${result.error.message}`;
  return result.pass ? 'pass' : 'reject';
}

/** Versions from `introduced` to the latest. */
export function versionsFrom(introduced: number): number[] {
  return Array.from({ length: LATEST - introduced + 1 }, (_, i) => introduced + i);
}

/** Passes the static check and evaluates to PASS at every version from `introduced`. */
export const accepts = test.macro((t, introduced: number, source: string) => {
  for (const v of versionsFrom(introduced)) t.is(outcome(source, v), 'pass', `v${v}: ${source}`);
});

/** Runs without error but leaves a false verdict. */
export const rejects = test.macro((t, introduced: number, source: string) => {
  for (const v of versionsFrom(introduced)) t.is(outcome(source, v), 'reject', `v${v}: ${source}`);
});

/** Fails at evaluation with exactly `message`. */
export const fails = test.macro((t, introduced: number, source: string, message: string) => {
  for (const v of versionsFrom(introduced)) t.is(outcome(source, v), `error: ${message}`, `v${v}: ${source}`);
});

const VERDICT = /^stack (len is \d+ instead of 1|finished with bytes not int)$/;

/** The final stack (bigints and hex strings) of a program that runs to its end (any verdict). */
export function finalStack(source: string, version: number): (bigint | string)[] {
  const result = run(asm(source, version));
  if (result.error !== undefined && !VERDICT.test(result.error.message)) throw new Error(result.error.message);
  return result.stack.map((v: StackValue) => (typeof v === 'bigint' ? v : toHex(v)));
}
