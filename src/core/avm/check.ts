/**
 * The static program check run before a program may be used (upstream eval.go `check`/`checkStep`, behind
 * CheckSignature and CheckContract): walks every instruction in address order without evaluating it.
 *
 * Invariants:
 * - Checks opcode validity, mode, fixed-size immediates, variable immediates (constant blocks, push ops, branch and
 *   switch targets inside the program), that back branches land on an instruction already seen, that no earlier
 *   forward branch lands inside a multi-byte instruction, and — before v4 only — that the summed static cost
 *   stays within the budget remaining when the check runs.
 * - Errors from the walk carry upstream's `pc=%3d ` prefix (space-padded to three digits); header errors do not.
 * - Static costs use a blank stack: a length-dependent cost counts as its base.
 */
import type { EvalContext } from './context.js';
import { dynamicCost } from './cost.js';
import type { EvalFailure } from './eval-error.js';
import { begin, newMachine, type EvalParams } from './evaluate.js';
import type { Machine } from './machine.js';
import { CORE_OPS, type VersionTable } from './op-set.js';
import { decodeOp, opcodeError } from './step.js';

const BACK_BRANCH_VERSION = 4;

/** One instruction's static check: its cost, or an error text. Advances `m.pc` past it. */
function checkStep(m: Machine, table: VersionTable<EvalContext>): number | string {
  const program = m.program;
  const pc = m.pc;
  m.instructionStarts![pc] = 1;
  const info = decodeOp(table, program, pc);
  if (info === undefined) return opcodeError(table, program, pc);
  if ((m.mode & info.modes) === 0) return `${info.name} not allowed in current mode`;
  if (info.size !== 0 && pc + info.size > program.length) return 'program ends without immediate value(s)';
  const cost = dynamicCost(info.cost, program, pc, undefined);
  if (cost <= 0) return `${info.name} reported non-positive cost`;
  if (info.check !== undefined) {
    const error = info.check(m);
    if (error !== undefined) return error;
  }
  m.pc = m.nextPc !== 0 ? m.nextPc : pc + info.size;
  m.nextPc = 0;
  const targets = m.branchTargets!;
  for (let inside = pc + 1; inside < m.pc; inside++) {
    if (inside < targets.length && targets[inside] === 1) {
      return `branch target ${inside} is not an aligned instruction`;
    }
  }
  return cost;
}

function atPc(m: Machine, message: string): EvalFailure {
  return { message: `pc=${String(m.pc).padStart(3, ' ')} ${message}`, pc: m.pc };
}

/**
 * Statically checks a program; `undefined` when it may run. Only the program, mode, protocol version, budget,
 * `minAvmVersion` and `txnHasAccess` of `params` matter. The budget is read, never charged.
 */
export function checkProgram<C extends EvalContext>(params: EvalParams<C>): EvalFailure | undefined {
  if (params.protocolVersion === 0) return { message: 'LogicSig not supported', pc: 0 };
  const m = newMachine<EvalContext>({
    program: params.program,
    mode: params.mode,
    protocolVersion: params.protocolVersion,
    budget: { remaining: params.budget.remaining },
    ...(params.isolatedBudget === undefined ? {} : { isolatedBudget: params.isolatedBudget }),
  });
  const length = m.program.length;
  m.instructionStarts = new Uint8Array(length + 1);
  m.branchTargets = new Uint8Array(length + 1);
  const headerError = begin(m, params);
  if (headerError !== undefined) return { message: headerError, pc: m.pc };
  const table = CORE_OPS.table(m.version);
  const maxCost = m.remainingBudget();
  let staticCost = 0;
  while (m.pc < length) {
    const previous = m.pc;
    const cost = checkStep(m, table);
    if (typeof cost === 'string') return atPc(m, cost);
    staticCost += cost;
    if (m.version < BACK_BRANCH_VERSION && staticCost > maxCost) {
      return atPc(m, `static cost budget of ${maxCost} exceeded`);
    }
    if (m.pc <= previous) return atPc(m, 'pc did not advance');
  }
  return undefined;
}
