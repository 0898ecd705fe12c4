/**
 * Refiners that read or write knowledge beyond the plain stack: frames (`proto`, `frame_dig`, `frame_bury`) and
 * scratch space (`load`, `store`, `loads`, `stores`).
 *
 * Invariants:
 * - These are the only refiners that mutate knowledge directly (proto installs a frame, store/stores retype
 *   scratch slots, frame_bury without a frame widens the stack); they run even in dead code, like upstream's.
 * - Error texts are upstream's, byte for byte.
 */
import { smallImmediate } from './immediate.js';
import { SCRATCH_SLOTS, type ProgramKnowledge } from './knowledge.js';
import { NO_REFINEMENT, anyTypes, type Refiner } from './refine-stack.js';
import { STACK_ANY } from './stack-type.js';

/** `proto A R` starts a subroutine: only legal where nothing flows in, and it puts A arguments on the stack. */
export const refineProto: Refiner = (known, immediates) => {
  const argCount = smallImmediate(immediates, 0, false);
  const returnCount = smallImmediate(immediates, 1, false);
  if (argCount === undefined || returnCount === undefined) return NO_REFINEMENT;
  if (known.stack.length !== 0 || known.bottom.avmType !== 'any') {
    return { error: 'proto must be unreachable from previous PC' };
  }
  known.stack = anyTypes(argCount);
  known.framePointer = argCount;
  return NO_REFINEMENT;
};

export const refineFrameDig: Refiner = (known, immediates) => {
  const n = smallImmediate(immediates, 0, true);
  if (n === undefined || known.framePointer === -1) return NO_REFINEMENT;
  const index = known.framePointer + n;
  if (index < 0) return { error: `frame_dig ${n} in sub with ${known.framePointer} args` };
  const type = known.stack[index];
  if (type === undefined) return { error: 'frame_dig above stack' };
  return { returns: [type] };
};

export const refineFrameBury: Refiner = (known, immediates) => {
  const n = smallImmediate(immediates, 0, true);
  if (n === undefined) return NO_REFINEMENT;
  const top = known.top().type;
  if (known.framePointer === -1) {
    // the target is unknown, so every tracked entry may now hold the buried type
    known.stack = known.stack.map((type) => (type.equals(top) ? type : STACK_ANY));
    return NO_REFINEMENT;
  }
  const index = known.framePointer + n;
  if (index < 0) return { error: `frame_bury ${n} in sub with ${known.framePointer} args` };
  const topIndex = known.stack.length - 1;
  if (index >= topIndex) return { error: 'frame_bury above stack' };
  const window = known.stack.slice(index);
  const returns = window.slice(0, topIndex - index);
  returns[0] = top;
  return { args: window, returns };
};

export const refineLoad: Refiner = (known, immediates) => {
  const slot = smallImmediate(immediates, 0, false);
  return slot === undefined ? NO_REFINEMENT : { returns: [known.scratch[slot]!] };
};

export const refineStore: Refiner = (known, immediates) => {
  const slot = smallImmediate(immediates, 0, false);
  const top = known.stack[known.stack.length - 1];
  if (slot !== undefined && top !== undefined) known.scratch[slot] = top;
  return NO_REFINEMENT;
};

/** A scratch slot number known at assembly time (a constant uint64 type below 256). */
function constantSlot(known: ProgramKnowledge, depth: number): number | undefined {
  const value = known.stack[known.stack.length - 1 - depth]?.constInt();
  // upstream indexes its 256-slot array without a range check; larger constants are treated as unknown here
  return value !== undefined && value < BigInt(SCRATCH_SLOTS) ? Number(value) : undefined;
}

export const refineStores: Refiner = (known) => {
  const top = known.stack[known.stack.length - 1];
  if (top === undefined) return NO_REFINEMENT;
  const slot = known.stack.length >= 2 ? constantSlot(known, 1) : undefined;
  if (slot !== undefined) {
    known.scratch[slot] = top;
    return NO_REFINEMENT;
  }
  for (let i = 0; i < SCRATCH_SLOTS; i++) known.scratch[i] = known.scratch[i]!.union(top);
  return NO_REFINEMENT;
};

export const refineLoads: Refiner = (known) => {
  if (known.stack.length === 0) return NO_REFINEMENT;
  const slot = constantSlot(known, 0);
  if (slot !== undefined) return { returns: [known.scratch[slot]!] };
  const first = known.scratch[0]!;
  // only when every slot holds the same type is the loaded type known
  return known.scratch.every((type) => type.equals(first)) ? { returns: [first] } : NO_REFINEMENT;
};
