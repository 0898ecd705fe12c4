/**
 * One evaluation step (upstream eval.go `step`), in upstream's order: decode the opcode (with v13 sub-opcodes),
 * mode, arity, argument AVM types, fixed-size immediates present, cost against the remaining budget, execute,
 * then (unless the op is trusted or always exits) the stack-height and result checks, then the depth limit.
 *
 * Invariants:
 * - Returns `undefined` and advances `pc` on success, or returns upstream's error text with `pc` left on the
 *   failing instruction.
 * - The cost is charged before the op runs, to this program's `cost` and to the shared budget cell.
 * - Hot path: no allocation here; error texts are only built on failure.
 */
import type { EvalContext } from './context.js';
import { dynamicCost } from './cost.js';
import type { Machine } from './machine.js';
import { Kind, type OpInfo, type VersionTable } from './op-set.js';
import { hexByte, MAX_BYTES_LENGTH, MAX_STACK_DEPTH, type StackValue, typeName } from './values.js';

const SUB_OPCODE_PREFIX = 0xd4;

/** The op at `pc`, or undefined when the byte (or prefix + sub-opcode) names none in this version. */
export function decodeOp<C extends EvalContext>(
  table: VersionTable<C>,
  program: Uint8Array,
  pc: number,
): OpInfo<C> | undefined {
  const opcode = program[pc]!;
  const info = table.byOpcode[opcode];
  if (info !== undefined || opcode !== SUB_OPCODE_PREFIX || table.bySubOpcode === undefined) return info;
  return pc + 1 < program.length ? table.bySubOpcode[program[pc + 1]!] : undefined;
}

/** Upstream getOpSpecError: why `decodeOp` found nothing. */
export function opcodeError(table: { readonly bySubOpcode: unknown }, program: Uint8Array, pc: number): string {
  const opcode = program[pc]!;
  if (opcode === SUB_OPCODE_PREFIX && table.bySubOpcode !== undefined) {
    if (pc + 1 >= program.length) return `prefix opcode 0x${hexByte(opcode)} missing sub-opcode`;
    return `prefix opcode 0x${hexByte(opcode)} with improper sub-opcode 0x${hexByte(program[pc + 1]!)}`;
  }
  return `illegal opcode 0x${hexByte(opcode)}`;
}

/** The parts of an op the type checks read. */
type Signature = Pick<OpInfo, 'name' | 'argKinds' | 'argNames' | 'returnKinds' | 'returnNames'>;

function kindMatches(kind: Kind, value: StackValue): boolean {
  return kind === Kind.Any || (kind === Kind.Uint) === (typeof value === 'bigint');
}

function argumentError(info: Signature, stack: readonly StackValue[]): string | undefined {
  const first = stack.length - info.argKinds.length;
  for (let i = 0; i < info.argKinds.length; i++) {
    const value = stack[first + i]!;
    if (!kindMatches(info.argKinds[i]!, value)) {
      return `${info.name} arg ${i} wanted ${info.argNames[i]} but got ${typeName(value)}`;
    }
  }
  return undefined;
}

function resultError(info: Signature, stack: readonly StackValue[], heightBefore: number): string | undefined {
  const change = stack.length - heightBefore;
  const declared = info.returnKinds.length - info.argKinds.length;
  if (change !== declared) return `${info.name} changed stack height improperly ${change} != ${declared}`;
  const first = stack.length - info.returnKinds.length;
  for (let i = 0; i < info.returnKinds.length; i++) {
    const value = stack[first + i]!;
    if (!kindMatches(info.returnKinds[i]!, value)) {
      return `${info.name} produced ${typeName(value)} but intended ${info.returnNames[i]}`;
    }
    if (typeof value !== 'bigint' && value.length > MAX_BYTES_LENGTH) {
      return `${info.name} produced a too big (${value.length}) byte-array`;
    }
  }
  return undefined;
}

/** Charges the op's cost, or explains why it cannot be paid. */
function charge<C extends EvalContext>(m: Machine<C>, info: OpInfo<C>): string | undefined {
  const cost = info.fixedCost !== 0 ? info.fixedCost : dynamicCost(info.cost, m.program, m.pc, m.stack);
  if (cost <= 0) return `${info.name} returned 0 cost`;
  if (cost > m.remainingBudget()) {
    return `dynamic cost budget exceeded, executing ${info.name}: local program cost was ${m.cost}`;
  }
  m.cost += cost;
  m.budget.remaining -= cost;
  return undefined;
}

/** Checks that must pass before the op runs. */
function precheck<C extends EvalContext>(m: Machine<C>, info: OpInfo<C>): string | undefined {
  if ((m.mode & info.modes) === 0) return `${info.name} not allowed in current mode`;
  const stack = m.stack;
  if (stack.length < info.argKinds.length) return `stack underflow in ${info.name}`;
  if (info.typedArgs) {
    const error = argumentError(info, stack);
    if (error !== undefined) return error;
  }
  if (info.size !== 0 && m.pc + info.size > m.program.length) return 'program ends without immediate value(s)';
  return charge(m, info);
}

/** Executes the instruction at `m.pc`. */
export function step<C extends EvalContext>(m: Machine<C>, table: VersionTable<C>): string | undefined {
  const info = decodeOp(table, m.program, m.pc);
  if (info === undefined) return opcodeError(table, m.program, m.pc);
  const error = precheck(m, info);
  if (error !== undefined) return error;
  const heightBefore = m.stack.length;
  const opError = info.fn(m);
  if (opError === undefined && !info.unchecked) {
    const bad = resultError(info, m.stack, heightBefore);
    if (bad !== undefined) return bad;
  }
  if (opError !== undefined) return opError;
  if (m.stack.length > MAX_STACK_DEPTH) return 'stack overflow';
  if (m.nextPc !== 0) {
    m.pc = m.nextPc;
    m.nextPc = 0;
  } else {
    m.pc += info.size;
  }
  return undefined;
}
