/**
 * The typing view of an instruction (`TrackedOp`): its argument and return types, its refiner, and whether it
 * ends the basic block — for real op variants and for pseudo-ops (upstream's `pseudoOps` table, the per-version
 * table built from it, `getSpec`'s pseudo-op branch and `mergeProtos`).
 *
 * Invariants:
 * - A TrackedOp's `name` is the name upstream's spec carries while assembling: the variant's name for real ops,
 *   the pseudo-op's own name for pseudo-ops (`txn` even when it stands for `txna`). `deadens` depends on it.
 * - Refiners are chosen by the real variant's name (`int`/`byte` have their own); the merged mock has none.
 * - A pseudo-op form missing from the assembling version is taken from the highest version, so that the
 *   assembler can report it as introduced later.
 * - Results are cached per variant and frozen.
 */
import { AppError } from '../../errors.js';
import { MAX_ASSEMBLER_VERSION, opTable, type OpVariantData } from '../spec.js';
import {
  refineBury,
  refineCover,
  refineDig,
  refineDup,
  refineDup2,
  refineDupN,
  refineEquals,
  refineMatch,
  refinePopN,
  refineSelect,
  refineSetBit,
  refineSwap,
  refineUncover,
  type Refiner,
} from './refine-stack.js';
import {
  refineFrameBury,
  refineFrameDig,
  refineLoad,
  refineLoads,
  refineProto,
  refineStore,
  refineStores,
} from './refine-state.js';
import {
  byteMathRefiner,
  refineByte,
  refineBzero,
  refineInt,
  refineItxnField,
  refinePushBytess,
  refinePushInts,
} from './refine-values.js';
import {
  MAX_BYTE_MATH_SIZE,
  STACK_ANY,
  STACK_BYTES,
  STACK_UINT64,
  stackTypeFromName,
  type StackType,
} from './stack-type.js';

export interface TrackedOp {
  readonly name: string;
  readonly args: readonly StackType[];
  readonly returns: readonly StackType[];
  readonly refine?: Refiner;
  /** Code after this op is unreachable except through a label (`b`, `callsub`, `retsub`, `err`, `return`). */
  readonly deadens: boolean;
}

/** Upstream's `.typed(...)` annotations, by op name. */
const REFINERS: ReadonlyMap<string, Refiner> = new Map<string, Refiner>([
  ['==', refineEquals],
  ['!=', refineEquals],
  ['load', refineLoad],
  ['store', refineStore],
  ['loads', refineLoads],
  ['stores', refineStores],
  ['bury', refineBury],
  ['popn', refinePopN],
  ['dupn', refineDupN],
  ['dup', refineDup],
  ['dup2', refineDup2],
  ['dig', refineDig],
  ['swap', refineSwap],
  ['select', refineSelect],
  ['cover', refineCover],
  ['uncover', refineUncover],
  ['setbit', refineSetBit],
  ['pushbytess', refinePushBytess],
  ['pushints', refinePushInts],
  ['proto', refineProto],
  ['frame_dig', refineFrameDig],
  ['frame_bury', refineFrameBury],
  ['match', refineMatch],
  ['b+', byteMathRefiner(MAX_BYTE_MATH_SIZE + 1n)],
  ['b*', byteMathRefiner(MAX_BYTE_MATH_SIZE * 2n)],
  ['bzero', refineBzero],
  ['itxn_field', refineItxnField],
]);

const DEADENING = new Set(['b', 'callsub', 'retsub', 'err', 'return']);

function makeOp(name: string, args: readonly StackType[], returns: readonly StackType[], refine?: Refiner): TrackedOp {
  const base = {
    name,
    args: Object.freeze([...args]),
    returns: Object.freeze([...returns]),
    deadens: DEADENING.has(name),
  };
  return Object.freeze(refine === undefined ? base : { ...base, refine });
}

const cache = new WeakMap<OpVariantData, TrackedOp>();

/**
 * The TrackedOp of a real op variant (its langspec prototype and upstream's refiner).
 * @throws CORE_INTERNAL if the variant names a stack type the tables do not define
 */
export function trackedOp(variant: OpVariantData): TrackedOp {
  let op = cache.get(variant);
  if (op === undefined) {
    const args = variant.args.map(stackTypeFromName);
    op = makeOp(variant.name, args, variant.returns.map(stackTypeFromName), REFINERS.get(variant.name));
    cache.set(variant, op);
  }
  return op;
}

/** Pseudo-ops that pick a real op by immediate count: pseudo name → count → op name. */
export const PSEUDO_OP_FORMS: Readonly<Record<string, Readonly<Record<number, string>>>> = Object.freeze({
  txn: Object.freeze({ 1: 'txn', 2: 'txna' }),
  gtxn: Object.freeze({ 2: 'gtxn', 3: 'gtxna' }),
  gtxns: Object.freeze({ 1: 'gtxns', 2: 'gtxnsa' }),
  extract: Object.freeze({ 0: 'extract3', 2: 'extract' }),
  replace: Object.freeze({ 0: 'replace3', 1: 'replace2' }),
});

/** Constant pseudo-ops, which take their immediates themselves (any count reaches their assembler). */
const CONSTANT_PSEUDO_OPS: ReadonlyMap<string, TrackedOp> = new Map([
  ['int', makeOp('int', [], [STACK_UINT64], refineInt)],
  ['byte', makeOp('byte', [], [STACK_BYTES], refineByte)],
  ['addr', makeOp('addr', [], [STACK_BYTES])],
  ['method', makeOp('method', [], [STACK_BYTES])],
]);

export function isPseudoOp(name: string): boolean {
  return CONSTANT_PSEUDO_OPS.has(name) || Object.hasOwn(PSEUDO_OP_FORMS, name);
}

export interface PseudoOpChoice {
  /**
   * What to track: the chosen form renamed to the pseudo-op, or, when the count fits no form, a mock whose
   * prototype merges all forms. Undefined when the forms cannot be merged: upstream then skips the statement.
   */
  readonly op: TrackedOp | undefined;
  /** Upstream's expanded name for type messages: the pseudo name, plus ` without immediates` for none. */
  readonly instruction: string;
  /** The real variant to encode with; undefined for int/byte/addr/method and for the mock. */
  readonly variant: OpVariantData | undefined;
  /** Version the chosen form (or, for the mock, the oldest form) needs; 0 for int/byte/addr/method. */
  readonly introduced: number;
  /** True when the count fits no form: report `NAME expects <immediateCounts> immediate arguments`. */
  readonly wrongCount: boolean;
  /** The accepted immediate counts, ascending; empty for int/byte/addr/method. */
  readonly immediateCounts: readonly number[];
}

/** Upstream `mergeProtos`: same arity everywhere, and `any` wherever the forms disagree. */
export function mergeForms(
  forms: readonly Pick<TrackedOp, 'args' | 'returns'>[],
): { args: StackType[]; returns: StackType[] } | undefined {
  const [first, ...rest] = forms;
  if (first === undefined) return { args: [], returns: [] };
  const args = [...first.args];
  const returns = [...first.returns];
  for (const form of rest) {
    if (form.args.length !== args.length || form.returns.length !== returns.length) return undefined;
    form.args.forEach((type, i) => {
      if (!type.equals(args[i]!)) args[i] = STACK_ANY;
    });
    form.returns.forEach((type, i) => {
      if (!type.equals(returns[i]!)) returns[i] = STACK_ANY;
    });
  }
  return { args, returns };
}

const renamed = new WeakMap<OpVariantData, TrackedOp>();

/** A form's TrackedOp under its pseudo-op's name (each variant serves one pseudo-op, so the variant is the key). */
function renamedOp(name: string, variant: OpVariantData): TrackedOp {
  let op = renamed.get(variant);
  if (op === undefined) {
    const real = trackedOp(variant);
    op = makeOp(name, real.args, real.returns, real.refine);
    renamed.set(variant, op);
  }
  return op;
}

function formVariant(opName: string, version: number): OpVariantData | undefined {
  return opTable(version).byName.get(opName) ?? opTable(MAX_ASSEMBLER_VERSION).byName.get(opName);
}

const pseudoChoices = new Map<string, PseudoOpChoice | undefined>();

/**
 * The pseudo-op `name` with `immediateCount` immediates at `version` (memoized: a pure function of its arguments,
 * asked once per instruction). Undefined for names that are not pseudo-ops.
 * @throws CORE_INTERNAL if a pseudo-op form is missing from the opcode tables
 */
export function pseudoTrackedOp(name: string, immediateCount: number, version: number): PseudoOpChoice | undefined {
  const key = `${version} ${immediateCount} ${name}`;
  if (pseudoChoices.has(key)) return pseudoChoices.get(key);
  const choice = choosePseudoOp(name, immediateCount, version);
  if (pseudoChoices.size < 4096) pseudoChoices.set(key, choice);
  return choice;
}

/**
 * How the assembler treats pseudo-op `name` given `immediateCount` immediates at `version`; undefined when
 * `name` is not a pseudo-op.
 * @throws CORE_INTERNAL if a pseudo-op form is missing from the opcode tables
 */
function choosePseudoOp(name: string, immediateCount: number, version: number): PseudoOpChoice | undefined {
  const instruction = immediateCount === 0 ? `${name} without immediates` : name;
  const constant = CONSTANT_PSEUDO_OPS.get(name);
  if (constant !== undefined) {
    return { op: constant, instruction, variant: undefined, introduced: 0, wrongCount: false, immediateCounts: [] };
  }
  if (!Object.hasOwn(PSEUDO_OP_FORMS, name)) return undefined;
  const forms = PSEUDO_OP_FORMS[name]!;
  const immediateCounts = Object.keys(forms)
    .map(Number)
    .sort((a, b) => a - b);
  const variants = immediateCounts.map((count) => formVariant(forms[count]!, version));
  if (variants.some((v) => v === undefined)) {
    throw new AppError('CORE_INTERNAL', `pseudo-op ${name} has a form missing from the opcode tables`);
  }
  const chosen = forms[immediateCount] === undefined ? undefined : formVariant(forms[immediateCount]!, version);
  if (chosen !== undefined) {
    const op = renamedOp(name, chosen);
    return { op, instruction, variant: chosen, introduced: chosen.introduced, wrongCount: false, immediateCounts };
  }
  const known = variants as OpVariantData[];
  const merged = mergeForms(known.map(trackedOp));
  const introduced = Math.min(...known.map((v) => v.introduced));
  const op = merged === undefined ? undefined : makeOp(name, merged.args, merged.returns);
  return { op, instruction, variant: undefined, introduced, wrongCount: true, immediateCounts };
}
