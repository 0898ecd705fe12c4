/**
 * Opcode costs (docs/spec/teal.md §6), parsed once from the langspec `DocCost` text of each op variant.
 *
 * Forms: `N` (fixed); `B + C per K bytes of X` / `B + C per byte of X` (B + C·⌈len(X)/K⌉, X the stack argument
 * named by its letter, A = deepest); `F1=cost; F2=cost` (by the field immediate, each cost fixed or linear).
 *
 * Invariants:
 * - Parsing happens at table-build time only; evaluation calls `dynamicCost` with the live stack.
 * - A field-dependent cost table holds every field the op knows at any version, as upstream's does, so an
 *   older program naming a newer field is charged that field's cost (the op itself then rejects the field).
 * - A field with no listed cost costs 0, which the caller reports as upstream does (`NAME returned 0 cost`).
 */
import type { StackValue } from './values.js';

export interface LinearCost {
  readonly base: number;
  readonly chunkCost: number;
  readonly chunkSize: number;
  /** Stack depth of the measured argument: 0 = top of stack. */
  readonly depth: number;
}

export type CostModel =
  | { readonly kind: 'fixed'; readonly cost: number }
  | { readonly kind: 'linear'; readonly linear: LinearCost }
  | {
      readonly kind: 'field';
      /** Offset from the opcode's pc of the field immediate byte. */
      readonly offset: number;
      readonly byField: readonly (LinearCost | undefined)[];
    };

const LINEAR = /^(\d+) \+ (\d+) per (?:(\d+) bytes|byte) of ([A-Z])$/;

/** One cost expression without field names; `argCount` locates the lettered argument. */
export function parseLinear(text: string, argCount: number): LinearCost {
  if (/^\d+$/.test(text)) return { base: Number(text), chunkCost: 0, chunkSize: 0, depth: 0 };
  const match = LINEAR.exec(text);
  if (match === null) throw new RangeError(`unparsable opcode cost: ${text}`);
  const letterIndex = match[4]!.charCodeAt(0) - 'A'.charCodeAt(0);
  return {
    base: Number(match[1]),
    chunkCost: Number(match[2]),
    chunkSize: match[3] === undefined ? 1 : Number(match[3]),
    depth: argCount - 1 - letterIndex,
  };
}

/** `Name=cost; Name=cost` → field name → cost. */
export function parseFieldCosts(text: string, argCount: number): Map<string, LinearCost> {
  const costs = new Map<string, LinearCost>();
  for (const part of text.split('; ')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new RangeError(`unparsable field cost: ${part}`);
    costs.set(part.slice(0, eq), parseLinear(part.slice(eq + 1), argCount));
  }
  return costs;
}

/** Whether a DocCost text depends on a field immediate. */
export function isFieldCost(text: string): boolean {
  return text.includes('=');
}

function linearCost(lc: LinearCost, stack: readonly StackValue[] | undefined): number {
  if (lc.chunkCost === 0 || stack === undefined) return lc.base;
  const value = stack[stack.length - 1 - lc.depth];
  const length = value === undefined || typeof value === 'bigint' ? 0 : value.length;
  return lc.base + lc.chunkCost * Math.ceil(length / lc.chunkSize);
}

/**
 * The cost of the op at `pc`. `stack` is the live stack at evaluation; `undefined` during the static check, where
 * upstream measures a blank stack (every length 0, so linear costs are their base).
 */
export function dynamicCost(
  model: CostModel,
  program: Uint8Array,
  pc: number,
  stack: readonly StackValue[] | undefined,
): number {
  switch (model.kind) {
    case 'fixed':
      return model.cost;
    case 'linear':
      return linearCost(model.linear, stack);
    case 'field': {
      const lc = model.byField[program[pc + model.offset]!];
      return lc === undefined ? 0 : linearCost(lc, stack);
    }
  }
}
