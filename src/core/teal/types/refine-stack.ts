/**
 * Refiners for the opcodes that shuffle or copy stack entries (upstream `typeSwap`, `typeDig`, `typeBury`, ...):
 * they replace an op's generic `any` prototype with what the tracked stack says.
 *
 * Invariants:
 * - A refiner only reads knowledge (none here mutates it); it returns replacement `args` and/or `returns`, which
 *   the tracker then checks and pushes as for any other op. An omitted field keeps the op's own prototype, an
 *   empty array replaces it with nothing.
 * - Arrays are listed deepest first, like the stack.
 * - Malformed immediates give no refinement: the assembler reports them while encoding.
 */
import { smallImmediate } from './immediate.js';
import type { ProgramKnowledge } from './knowledge.js';
import { STACK_ANY, type StackType } from './stack-type.js';

/** What a refiner changes for one instruction; `error` is reported as a type error, nothing else is changed. */
export interface Refinement {
  readonly args?: readonly StackType[];
  readonly returns?: readonly StackType[];
  readonly error?: string;
}

export type Refiner = (known: ProgramKnowledge, immediates: readonly string[]) => Refinement;

export const NO_REFINEMENT: Refinement = Object.freeze({});

/** `n` entries of `any`. */
export function anyTypes(n: number): StackType[] {
  return new Array<StackType>(n).fill(STACK_ANY);
}

/** The tracked entry `depth` below the top (0 = top), if tracked. */
function fromTop(known: ProgramKnowledge, depth: number): StackType | undefined {
  return known.stack[known.stack.length - 1 - depth];
}

export const refineSwap: Refiner = (known) => ({
  returns: [fromTop(known, 0) ?? STACK_ANY, fromTop(known, 1) ?? STACK_ANY],
});

export const refineDup: Refiner = (known) => {
  const top = fromTop(known, 0);
  return top === undefined ? NO_REFINEMENT : { returns: [top, top] };
};

export const refineDup2: Refiner = (known) => {
  const pair = [fromTop(known, 1) ?? STACK_ANY, fromTop(known, 0) ?? STACK_ANY];
  return { returns: [...pair, ...pair] };
};

/** `==` / `!=`: both operands must share the top's AVM type, whatever their bounds. */
export const refineEquals: Refiner = (known) => {
  const top = fromTop(known, 0);
  if (top === undefined) return NO_REFINEMENT;
  const widened = top.widened();
  return { args: [widened, widened] };
};

export const refineSelect: Refiner = (known) => {
  const a = fromTop(known, 2);
  const b = fromTop(known, 1);
  return a === undefined || b === undefined ? NO_REFINEMENT : { returns: [b.union(a)] };
};

export const refineSetBit: Refiner = (known) => {
  const target = fromTop(known, 2);
  return target === undefined ? NO_REFINEMENT : { returns: [target] };
};

export const refineDig: Refiner = (known, immediates) => {
  const n = smallImmediate(immediates, 0, false);
  if (n === undefined) return NO_REFINEMENT;
  const depth = n + 1;
  const returns = anyTypes(depth + 1);
  const start = known.stack.length - depth;
  if (start >= 0) {
    const window = known.stack.slice(start);
    returns.splice(0, depth, ...window);
    returns[depth] = window[0]!;
  }
  return { args: anyTypes(depth), returns };
};

export const refineBury: Refiner = (known, immediates) => {
  const n = smallImmediate(immediates, 0, false);
  if (n === undefined) return NO_REFINEMENT;
  if (n === 0) return { error: 'bury 0 always fails' };
  const start = known.stack.length - 1 - n;
  if (start < 0) {
    // with a hard bottom, demanding n+1 entries reports the short stack; otherwise nothing tracked changes
    return known.bottom.avmType === 'none' ? { args: anyTypes(n + 1) } : NO_REFINEMENT;
  }
  const window = known.stack.slice(start);
  const returns = window.slice(0, n);
  returns[0] = known.top().type;
  return { args: window, returns };
};

/**
 * cover/uncover n: the top n+1 entries are consumed as `any` and come back rotated (`rotate` gets the tracked
 * window, deepest first); with fewer tracked entries the results stay `any`.
 */
function refineRotation(rotate: (window: StackType[]) => StackType[]): Refiner {
  return (known, immediates) => {
    const n = smallImmediate(immediates, 0, false);
    if (n === undefined) return NO_REFINEMENT;
    const depth = n + 1;
    const start = known.stack.length - depth;
    const returns = start >= 0 ? rotate(known.stack.slice(start)) : anyTypes(depth);
    return { args: anyTypes(depth), returns };
  };
}

/** cover n: the top moves below the n entries under it. */
export const refineCover: Refiner = refineRotation((window) => [window[window.length - 1]!, ...window.slice(0, -1)]);

/** uncover n: the entry n deep moves to the top. */
export const refineUncover: Refiner = refineRotation((window) => [...window.slice(1), window[0]!]);

export const refinePopN: Refiner = (_known, immediates) => {
  const n = smallImmediate(immediates, 0, false);
  return n === undefined ? NO_REFINEMENT : { args: anyTypes(n) };
};

/** `dupn N` leaves N+1 copies of the top. */
export const refineDupN: Refiner = (known, immediates) => {
  const n = smallImmediate(immediates, 0, false);
  const top = fromTop(known, 0);
  if (n === undefined || top === undefined) return NO_REFINEMENT;
  return { returns: new Array<StackType>(n + 1).fill(top) };
};

/** `match L1..Ln` pops n candidates plus the value to match, of any types. */
export const refineMatch: Refiner = (_known, immediates) => ({ args: anyTypes(immediates.length + 1) });
