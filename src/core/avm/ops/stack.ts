/**
 * Stack shuffling and scratch space: `pop dup dup2 dig bury cover uncover swap select popn dupn load store loads
 * stores` (upstream eval.go, frames.go).
 *
 * Invariants:
 * - Ops whose depth comes from an immediate check it themselves (the arity check only knows the declared args)
 *   with upstream's texts; bulk pushes refuse to grow past the depth limit before pushing anything.
 * - Values are shared, never copied: byte strings are immutable by convention (values.ts).
 */
import type { OpFn } from '../machine.js';
import { MAX_STACK_DEPTH, SCRATCH_SLOTS } from '../values.js';

const SLOT_LIMIT = BigInt(SCRATCH_SLOTS);

export const opPop: OpFn = (m) => {
  m.stack.pop();
  return undefined;
};

export const opDup: OpFn = (m) => {
  m.stack.push(m.top());
  return undefined;
};

export const opDup2: OpFn = (m) => {
  const stack = m.stack;
  const n = stack.length;
  stack.push(stack[n - 2]!, stack[n - 1]!);
  return undefined;
};

export const opDig: OpFn = (m) => {
  const depth = m.program[m.pc + 1]!;
  const stack = m.stack;
  const index = stack.length - 1 - depth;
  if (index < 0) return `dig ${depth} with stack size = ${stack.length}`;
  stack.push(stack[index]!);
  return undefined;
};

export const opBury: OpFn = (m) => {
  const depth = m.program[m.pc + 1]!;
  const stack = m.stack;
  const last = stack.length - 1;
  const index = last - depth;
  if (index < 0 || index === last) return 'bury outside stack';
  stack[index] = stack[last]!;
  stack.pop();
  return undefined;
};

export const opCover: OpFn = (m) => {
  const depth = m.program[m.pc + 1]!;
  const stack = m.stack;
  const top = stack.length - 1;
  const index = top - depth;
  if (index < 0) return `cover ${depth} with stack size = ${stack.length}`;
  const value = stack[top]!;
  stack.copyWithin(index + 1, index, top);
  stack[index] = value;
  return undefined;
};

export const opUncover: OpFn = (m) => {
  const depth = m.program[m.pc + 1]!;
  const stack = m.stack;
  const top = stack.length - 1;
  const index = top - depth;
  if (index < 0) return `uncover ${depth} with stack size = ${stack.length}`;
  const value = stack[index]!;
  stack.copyWithin(index, index + 1, top + 1);
  stack[top] = value;
  return undefined;
};

export const opSwap: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const value = stack[last]!;
  stack[last] = stack[last - 1]!;
  stack[last - 1] = value;
  return undefined;
};

export const opSelect: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  if (stack[last] !== 0n) stack[last - 2] = stack[last - 1]!;
  stack.pop();
  stack.pop();
  return undefined;
};

export const opPopn: OpFn = (m) => {
  const n = m.program[m.pc + 1]!;
  const stack = m.stack;
  if (stack.length < n) return `popn ${n} while stack contains ${stack.length}`;
  stack.length -= n;
  return undefined;
};

export const opDupn: OpFn = (m) => {
  const n = m.program[m.pc + 1]!;
  const stack = m.stack;
  if (stack.length + n > MAX_STACK_DEPTH) return 'stack overflow';
  const value = stack[stack.length - 1]!;
  for (let i = 0; i < n; i++) stack.push(value);
  return undefined;
};

export const opLoad: OpFn = (m) => {
  m.stack.push(m.scratch[m.program[m.pc + 1]!]!);
  return undefined;
};

export const opStore: OpFn = (m) => {
  m.scratch[m.program[m.pc + 1]!] = m.stack.pop()!;
  return undefined;
};

export const opLoads: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const slot = stack[last] as bigint;
  if (slot >= SLOT_LIMIT) return `invalid Scratch index ${slot}`;
  stack[last] = m.scratch[Number(slot)]!;
  return undefined;
};

export const opStores: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const slot = stack[last - 1] as bigint;
  if (slot >= SLOT_LIMIT) return `invalid Scratch index ${slot}`;
  m.scratch[Number(slot)] = stack[last]!;
  stack.pop();
  stack.pop();
  return undefined;
};
