/**
 * Flow control: `err`, `return`, `assert`, branches, subroutines, `switch`, `match` (upstream eval.go), plus the
 * static-check functions that validate their targets (alignment is only known to the static check).
 *
 * Invariants:
 * - Branch ops pop their condition before resolving the target, like upstream; a not-taken two-byte branch never
 *   validates its target.
 * - `callsub` pushes a frame recording the return address and stack height, and flags `fromCallsub` when it lands
 *   on a `proto`, which is the only way `proto` may run.
 */
import type { Machine, OpFn } from '../machine.js';
import { bytesEqual, type StackValue } from '../values.js';
import { branchTarget2, branchTargetVarint, switchTarget, target } from './branch-targets.js';

const PROTO_OPCODE = 0x8a;

export const opErr: OpFn = () => 'err opcode executed';

export const opReturn: OpFn = (m) => {
  const stack = m.stack;
  stack[0] = stack[stack.length - 1]!;
  stack.length = 1;
  m.nextPc = m.program.length;
  return undefined;
};

export const opAssert: OpFn = (m) => {
  const stack = m.stack;
  if (stack[stack.length - 1] !== 0n) {
    stack.pop();
    return undefined;
  }
  return `assert failed pc=${m.pc}`;
};

function popIsZero(m: Machine): boolean {
  return m.stack.pop() === 0n;
}

export const opBnz2: OpFn = (m) => (popIsZero(m) ? undefined : jump2(m));
export const opBz2: OpFn = (m) => (popIsZero(m) ? jump2(m) : undefined);
export const opB2: OpFn = (m) => jump2(m);

function jump2(m: Machine): string | undefined {
  const error = branchTarget2(m);
  if (error === undefined) m.nextPc = target.pc;
  return error;
}

function conditionalVarint(m: Machine, taken: boolean): string | undefined {
  const error = branchTargetVarint(m);
  if (error !== undefined) return error;
  m.nextPc = taken ? target.pc : m.pc + target.size;
  return undefined;
}

export const opBnzVarint: OpFn = (m) => conditionalVarint(m, !popIsZero(m));
export const opBzVarint: OpFn = (m) => conditionalVarint(m, popIsZero(m));
export const opBVarint: OpFn = (m) => conditionalVarint(m, true);

function enterSubroutine(m: Machine, retPc: number): void {
  m.frames.push({ retPc, height: m.stack.length, clear: false, args: 0, returns: 0 });
}

function noteProto(m: Machine): void {
  if (m.nextPc < m.program.length && m.program[m.nextPc] === PROTO_OPCODE) m.fromCallsub = true;
}

export const opCallsub2: OpFn = (m) => {
  enterSubroutine(m, m.pc + 3);
  const error = jump2(m);
  noteProto(m);
  return error;
};

export const opCallsubVarint: OpFn = (m) => {
  const error = branchTargetVarint(m);
  if (error !== undefined) return error;
  enterSubroutine(m, m.pc + target.size);
  m.nextPc = target.pc;
  noteProto(m);
  return undefined;
};

export const opRetsub: OpFn = (m) => {
  const frame = m.frames[m.frames.length - 1];
  if (frame === undefined) return 'retsub with empty callstack';
  if (frame.clear) {
    const stack = m.stack;
    const expect = frame.height + frame.returns;
    if (stack.length < expect) {
      if (stack.length < frame.height) return 'retsub executed with stack below frame. Did you pop args?';
      if (stack.length === frame.height) {
        return `retsub executed with no return values on stack. proto declared ${frame.returns}`;
      }
      return `retsub executed with ${stack.length - frame.height} return values on stack. proto declared ${frame.returns}`;
    }
    const argStart = frame.height - frame.args;
    stack.copyWithin(argStart, frame.height, expect);
    stack.length = argStart + frame.returns;
  }
  m.frames.length--;
  m.nextPc = frame.retPc;
  return undefined;
};

export const opSwitch: OpFn = (m) => {
  const index = m.stack.pop() as bigint;
  const error = switchTarget(m, 'switch', index);
  if (error === undefined) m.nextPc = target.pc;
  return error;
};

export const opMatch: OpFn = (m) => {
  const program = m.program;
  if (m.pc + 1 >= program.length) return 'bare match opcode at end of program';
  const count = program[m.pc + 1]!;
  const stack = m.stack;
  if (count + 1 > stack.length) {
    return `match expects ${count + 1} stack args while stack only contains ${stack.length}`;
  }
  const value = stack.pop()!;
  const base = stack.length - count;
  let matched = count;
  for (let i = 0; i < count; i++) {
    if (sameValue(stack[base + i]!, value)) {
      matched = i;
      break;
    }
  }
  stack.length = base;
  const error = switchTarget(m, 'match', BigInt(matched));
  if (error === undefined) m.nextPc = target.pc;
  return error;
};

function sameValue(a: StackValue, b: StackValue): boolean {
  if (typeof a === 'bigint') return a === b;
  return typeof b !== 'bigint' && bytesEqual(a, b);
}

// ---- static checks ----

function noteTarget(m: Machine, pc: number, instructionEnd: number): string | undefined {
  if (pc < instructionEnd && m.instructionStarts![pc] !== 1) {
    return `back branch target ${pc} is not an aligned instruction`;
  }
  m.branchTargets![pc] = 1;
  return undefined;
}

export const checkBranch2: OpFn = (m) => branchTarget2(m) ?? noteTarget(m, target.pc, m.pc + 3);

export const checkBranchVarint: OpFn = (m) => {
  const error = branchTargetVarint(m) ?? noteTarget(m, target.pc, m.pc);
  if (error === undefined) m.nextPc = m.pc + target.size;
  return error;
};

/** Both `switch` and `match`: every label must land inside the program and on an instruction. */
export function checkSwitchNamed(name: string): OpFn {
  return (m) => {
    const program = m.program;
    if (m.pc + 1 >= program.length) return `bare ${name} opcode at end of program`;
    const count = program[m.pc + 1]!;
    const end = m.pc + 2 + 2 * count;
    for (let i = 0; i < count; i++) {
      const error = switchTarget(m, name, BigInt(i)) ?? noteTarget(m, target.pc, end);
      if (error !== undefined) return error;
    }
    m.nextPc = end;
    return undefined;
  };
}
