/**
 * Immediate arguments of ordinary opcodes (upstream `asmDefault`, `checkArgCount`, `byteImm`, `int8Imm`; docs/spec/teal.md
 * §3.3, §3.7): counts, uint8 numbers, int8 numbers, and field names with their version checks and the "helpful"
 * messages for fields and numbers given in the wrong place.
 *
 * Invariants:
 * - The opcode byte (and a v13+ sub-opcode) is written before the immediates are checked, and each immediate is
 *   written as soon as it is valid, so a failing instruction leaves the same partial bytes as upstream.
 * - A field is looked up in its full group; its type refines the op's `any` result before the version check.
 */
import { goQuote } from '../../go/quote.js';
import { parseGoInt8Decimal, parseGoUint } from '../literals/uint.js';
import type { OpVariantData } from '../spec.js';
import { fieldReturnType } from '../types/index.js';
import { fullFieldTable } from './fields.js';
import { joinIntsOnOr, pseudoForms, pseudoVariant } from './lookup.js';
import type { SourceMessage } from './report.js';
import { messageAt, type Assembly } from './state.js';
import type { Token } from './tokens.js';

/** Upstream `checkArgCount`: placed at the end of the last token when too few, at the first extra one when too many. */
export function checkArgCount(
  name: string,
  mnemonic: Token,
  args: readonly Token[],
  expected: number,
): SourceMessage | undefined {
  const offered = args.length;
  if (offered === expected) return undefined;
  const all = [mnemonic, ...args];
  const message =
    expected === 1 ? `${name} expects 1 immediate argument` : `${name} expects ${expected} immediate arguments`;
  if (offered > expected) return messageAt(all[expected + 1]!, message);
  const last = all[offered]!;
  return { line: last.line, column: last.column + last.text.length, message };
}

/** Upstream `byteImm`: a number 0..255, or the error text (`unable to parse LABEL "x" as integer`, `LABEL beyond 255: N`). */
export function byteImmediate(text: string, label: string): number | string {
  const value = parseGoUint(text);
  if (value === undefined) return `unable to parse ${label} ${goQuote(text)} as integer`;
  if (value > 255n) return `${label} beyond 255: ${value}`;
  return Number(value);
}

/** Upstream `int8Imm`: base-10 -128..127 as its two's-complement byte, or the error text. */
function int8Immediate(text: string, label: string): number | string {
  const value = parseGoInt8Decimal(text);
  if (value === undefined) return `unable to parse ${label} ${goQuote(text)} as int8`;
  return value & 0xff;
}

/** The name of the op for messages: `txn with 2 immediates` when a pseudo-op picked this form. */
function formName(name: string, argCount: number): string {
  return pseudoForms(name) === undefined ? name : `${name} with ${joinIntsOnOr('immediate', [argCount])}`;
}

/** 1-based positions of the immediates of `variant` accepted by `accepts`. */
function positions(variant: OpVariantData, accepts: (index: number) => boolean): string {
  const found: string[] = [];
  variant.immediates.forEach((_, index) => {
    if (accepts(index)) found.push(String(index + 1));
  });
  return found.join(' or ');
}

/** Immediate counts of the forms of pseudo-op `name` that take `field` as a field. */
function formsTakingField(asm: Assembly, name: string, field: string): number[] {
  const counts: number[] = [];
  for (const [count, opName] of pseudoForms(name) ?? []) {
    if (count < 0) continue;
    const variant = pseudoVariant(opName, asm.version);
    variant.immediates.forEach((immediate, index) => {
      if (immediate.encoding === 'uint8' && fullFieldTable(variant.name, index)?.has(field)) counts.push(count);
    });
  }
  return counts;
}

/** A field immediate that is not a field name of its group. */
function unknownField(
  asm: Assembly,
  name: string,
  variant: OpVariantData,
  args: readonly Token[],
  i: number,
): SourceMessage {
  const arg = args[i]!;
  if (typeof byteImmediate(arg.text, '') === 'number') {
    const numeric = positions(
      variant,
      (j) => variant.immediates[j]!.encoding === 'uint8' && variant.immediates[j]!.fields === undefined,
    );
    if (numeric !== '') {
      return messageAt(arg, `${formName(name, args.length)} can only use ${goQuote(arg.text)} as immediate ${numeric}`);
    }
  }
  if (pseudoForms(name) !== undefined) {
    const counts = formsTakingField(asm, name, arg.text);
    if (counts.length > 0) {
      return messageAt(
        arg,
        `${goQuote(arg.text)} field of ${name} can only be used with ${joinIntsOnOr('immediate', counts)}`,
      );
    }
  }
  return messageAt(arg, `${name} unknown field: ${goQuote(arg.text)}`);
}

function fieldImmediate(
  asm: Assembly,
  name: string,
  variant: OpVariantData,
  args: readonly Token[],
  i: number,
): SourceMessage | undefined {
  const arg = args[i]!;
  const field = fullFieldTable(variant.name, i)?.get(arg.text);
  if (field === undefined) return unknownField(asm, name, variant, args, i);
  const refined = fieldReturnType(field);
  if (refined !== undefined) asm.tracker.refineTopReturn(variant.returns.length, refined);
  if ((field.version ?? 0) > asm.version) {
    return messageAt(arg, `${name} ${arg.text} field was introduced in v${field.version}. Missed #pragma version?`);
  }
  asm.pending.writeByte(field.encoding);
  return undefined;
}

function numberImmediate(
  asm: Assembly,
  name: string,
  variant: OpVariantData,
  args: readonly Token[],
  i: number,
): SourceMessage | undefined {
  const arg = args[i]!;
  const value = byteImmediate(arg.text, variant.immediates[i]!.name.toLowerCase());
  if (typeof value === 'number') {
    asm.pending.writeByte(value);
    return undefined;
  }
  if (value.includes('unable to parse')) {
    const fields = positions(variant, (j) => fullFieldTable(variant.name, j)?.has(arg.text) === true);
    if (fields !== '')
      return messageAt(arg, `${formName(name, args.length)} can only use ${goQuote(arg.text)} as immediate ${fields}`);
  }
  return messageAt(arg, `${name} ${value}`);
}

function int8ImmediateAt(
  asm: Assembly,
  name: string,
  variant: OpVariantData,
  arg: Token,
  i: number,
): SourceMessage | undefined {
  const value = int8Immediate(arg.text, variant.immediates[i]!.name.toLowerCase());
  if (typeof value === 'string') return messageAt(arg, `${name} ${value}`);
  asm.pending.writeByte(value);
  return undefined;
}

/**
 * Upstream `asmDefault`: the opcode, then each uint8/int8/field immediate. `name` is what messages call the op
 * (a pseudo-op's name when one picked `variant`).
 */
export function assembleDefault(
  asm: Assembly,
  name: string,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const countError = checkArgCount(name, mnemonic, args, variant.immediates.length);
  if (countError !== undefined) return countError;
  asm.pending.writeByte(variant.opcode);
  if (variant.subOpcode !== undefined) asm.pending.writeByte(variant.subOpcode);
  for (let i = 0; i < variant.immediates.length; i++) {
    const immediate = variant.immediates[i]!;
    let error: SourceMessage | undefined;
    if (immediate.encoding === 'uint8') {
      error =
        immediate.fields !== undefined
          ? fieldImmediate(asm, name, variant, args, i)
          : numberImmediate(asm, name, variant, args, i);
    } else if (immediate.encoding === 'int8') {
      error = int8ImmediateAt(asm, name, variant, args[i]!, i);
    } else {
      error = messageAt(args[i]!, `unable to assemble immediate encoding ${immediate.encoding}`);
    }
    if (error !== undefined) return error;
  }
  return undefined;
}
