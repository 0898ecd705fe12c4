/**
 * Frame pointers (v8+, upstream frames.go): `proto`, `frame_dig`, `frame_bury`.
 *
 * Invariants:
 * - `proto A R` only runs as the first instruction of a subroutine entered by `callsub`; it marks the frame so
 *   that `retsub` moves the top R values down over the A arguments.
 * - `frame_dig i` / `frame_bury i` address the stack relative to the frame's height (negative i = arguments);
 *   after `proto` they may not reach below the declared arguments.
 */
import type { Machine, OpFn } from '../machine.js';

function int8At(program: Uint8Array, pos: number): number {
  const raw = program[pos]!;
  return raw >= 0x80 ? raw - 0x100 : raw;
}

export const opProto: OpFn = (m) => {
  if (!m.fromCallsub) return 'proto was executed without a callsub';
  m.fromCallsub = false;
  const args = m.program[m.pc + 1]!;
  if (args > m.stack.length) {
    return `callsub to proto that requires ${args} args with stack height ${m.stack.length}`;
  }
  const frame = m.frames[m.frames.length - 1]!;
  frame.clear = true;
  frame.args = args;
  frame.returns = m.program[m.pc + 2]!;
  return undefined;
};

/** The absolute stack index frame slot `i` names, or an error text. */
function frameSlot(m: Machine, name: string, i: number): number | string {
  const frame = m.frames[m.frames.length - 1];
  if (frame === undefined) return `${name} with empty callstack`;
  if (frame.clear && -i > frame.args) return `${name} ${i} in sub with ${frame.args} args`;
  return frame.height + i;
}

export const opFrameDig: OpFn = (m) => {
  const slot = frameSlot(m, 'frame_dig', int8At(m.program, m.pc + 1));
  if (typeof slot === 'string') return slot;
  const stack = m.stack;
  if (slot >= stack.length) return 'frame_dig above stack';
  if (slot < 0) return 'frame_dig below stack';
  stack.push(stack[slot]!);
  return undefined;
};

export const opFrameBury: OpFn = (m) => {
  const slot = frameSlot(m, 'frame_bury', int8At(m.program, m.pc + 1));
  if (typeof slot === 'string') return slot;
  const stack = m.stack;
  const last = stack.length - 1;
  if (slot >= last) return 'frame_bury above stack';
  if (slot < 0) return 'frame_bury below stack';
  stack[slot] = stack[last]!;
  stack.pop();
  return undefined;
};
