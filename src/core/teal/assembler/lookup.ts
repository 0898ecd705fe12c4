/**
 * Mnemonic → what to assemble (upstream `getSpec`): pseudo-ops first, then the version's opcode table (docs/spec/teal.md §3.3,
 * §3.4), with upstream's messages for unknown, too new and wrongly counted instructions.
 *
 * Invariants:
 * - A pseudo-op picks its real op by immediate count (`txn F` → txn, `txn F I` → txna); the picked op keeps the
 *   pseudo-op's name for messages. If the picked op is missing from the current version it is taken from the
 *   highest version and a "was introduced" error is recorded, but assembly of the statement goes on.
 * - A pseudo-op given an impossible immediate count gets an error; if all its forms have the same stack shape it
 *   still becomes a "mock" instruction (no bytes) so that type tracking continues, as upstream does.
 */
import { MAX_ASSEMBLER_VERSION, opTable, type OpVariantData } from '../spec.js';
import { messageAt, type Assembly } from './state.js';
import type { Token } from './tokens.js';

/** Immediate count key of pseudo-ops that check their immediates themselves. */
const ANY_COUNT = -1;

/** Constant pseudo-ops: assembled by their own functions, never found in the opcode table. */
export type ConstantPseudoOp = 'int' | 'byte' | 'addr' | 'method';

const PSEUDO_OPS: ReadonlyMap<string, ReadonlyMap<number, string>> = new Map([
  ['int', new Map([[ANY_COUNT, 'int']])],
  ['byte', new Map([[ANY_COUNT, 'byte']])],
  ['addr', new Map([[ANY_COUNT, 'addr']])],
  ['method', new Map([[ANY_COUNT, 'method']])],
  [
    'txn',
    new Map([
      [1, 'txn'],
      [2, 'txna'],
    ]),
  ],
  [
    'gtxn',
    new Map([
      [2, 'gtxn'],
      [3, 'gtxna'],
    ]),
  ],
  [
    'gtxns',
    new Map([
      [1, 'gtxns'],
      [2, 'gtxnsa'],
    ]),
  ],
  [
    'extract',
    new Map([
      [0, 'extract3'],
      [2, 'extract'],
    ]),
  ],
  [
    'replace',
    new Map([
      [0, 'replace3'],
      [1, 'replace2'],
    ]),
  ],
]);

/** Names of the pseudo-ops (macros may not take them). */
export function isPseudoOpName(name: string): boolean {
  return PSEUDO_OPS.has(name);
}

/** The forms of a pseudo-op by immediate count, or undefined for other names. */
export function pseudoForms(name: string): ReadonlyMap<number, string> | undefined {
  return PSEUDO_OPS.get(name);
}

export type ResolvedOp =
  /** A table op (possibly reached through a pseudo-op, then `name` is the pseudo-op's). */
  | { readonly kind: 'op'; readonly name: string; readonly instruction: string; readonly variant: OpVariantData }
  | { readonly kind: 'constant'; readonly name: ConstantPseudoOp; readonly instruction: string }
  /** A pseudo-op with a wrong immediate count: tracked for types, assembles to nothing. */
  | { readonly kind: 'mock'; readonly name: string; readonly instruction: string };

/** Upstream `joinIntsOnOr`: `no immediates`, `1 immediate`, `2 immediates`, `1 or 2 immediates`. */
export function joinIntsOnOr(singular: string, counts: readonly number[]): string {
  if (counts.length === 1) {
    const only = counts[0]!;
    if (only === 0) return `no ${singular}s`;
    if (only === 1) return `1 ${singular}`;
    return `${only} ${singular}s`;
  }
  const sorted = [...counts].sort((a, b) => a - b);
  return `${sorted.join(' or ')} ${singular}s`;
}

/** The op a pseudo-op form stands for at `version` (from the newest table when the version lacks it). */
export function pseudoVariant(opName: string, version: number): OpVariantData {
  const variant = opTable(version).byName.get(opName) ?? opTable(MAX_ASSEMBLER_VERSION).byName.get(opName);
  if (variant === undefined) throw new RangeError(`pseudo-op target ${opName} is not an opcode`);
  return variant;
}

/** True when every form has the same number of stack arguments and results (upstream `mergeProtos`). */
function formsMerge(forms: readonly OpVariantData[]): boolean {
  const [first, ...rest] = forms;
  if (first === undefined) return false;
  return rest.every((f) => f.args.length === first.args.length && f.returns.length === first.returns.length);
}

function resolvePseudo(
  asm: Assembly,
  mnemonic: Token,
  forms: ReadonlyMap<number, string>,
  count: number,
): ResolvedOp | undefined {
  const name = mnemonic.text;
  const instruction = count === 0 ? `${name} without immediates` : name;
  const target = forms.get(count) ?? forms.get(ANY_COUNT);
  let introduced: number;
  let resolved: ResolvedOp;
  if (target === undefined) {
    asm.record(messageAt(mnemonic, `${name} expects ${joinIntsOnOr('immediate argument', [...forms.keys()])}`));
    const variants = [...forms.values()].map((opName) => pseudoVariant(opName, asm.version));
    if (!formsMerge(variants)) return undefined;
    introduced = Math.min(...variants.map((v) => v.introduced));
    resolved = { kind: 'mock', name, instruction };
  } else if (forms.has(ANY_COUNT)) {
    introduced = 0;
    resolved = { kind: 'constant', name: name as ConstantPseudoOp, instruction };
  } else {
    const variant = pseudoVariant(target, asm.version);
    introduced = variant.introduced;
    resolved = { kind: 'op', name, instruction, variant };
  }
  if (introduced > asm.version) {
    asm.record(
      messageAt(mnemonic, `${name} opcode with ${joinIntsOnOr('immediate', [count])} was introduced in v${introduced}`),
    );
  }
  return resolved;
}

/** Upstream `unknownOpcodeComplaint`: introduced later, removed earlier, or unknown. */
function unknownOpcodeMessage(name: string, version: number): string {
  let first = -1;
  let last = -1;
  for (let v = 1; v <= MAX_ASSEMBLER_VERSION; v++) {
    if (!opTable(v).byName.has(name)) continue;
    if (first === -1) first = v;
    last = v;
  }
  if (first > version) return `${name} opcode was introduced in v${first}`;
  if (last !== -1 && last < version) return `${name} opcode was removed in v${last + 1}`;
  return `unknown opcode: ${name}`;
}

/**
 * Finds what `mnemonic` with `count` immediates assembles to, recording lookup errors.
 * Returns undefined when there is nothing to assemble.
 */
export function resolveOp(asm: Assembly, mnemonic: Token, count: number): ResolvedOp | undefined {
  const forms = PSEUDO_OPS.get(mnemonic.text);
  if (forms !== undefined) return resolvePseudo(asm, mnemonic, forms, count);
  const variant = asm.table().byName.get(mnemonic.text);
  if (variant === undefined) {
    asm.record(messageAt(mnemonic, unknownOpcodeMessage(mnemonic.text, asm.version)));
    return undefined;
  }
  return { kind: 'op', name: variant.name, instruction: variant.name, variant };
}
