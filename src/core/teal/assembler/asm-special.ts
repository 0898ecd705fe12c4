/**
 * Opcodes with their own assembly rules (docs/spec/teal.md §3.4, §3.7, §3.8): `arg`, branches, `switch`/`match`, `substring`,
 * `itxn`/`gitxn` (which pick their array form by immediate count), `itxn_field` and `app_params_set`.
 *
 * Invariants:
 * - Branch and label operands are written as zero placeholders and recorded as label references; offsets are
 *   filled in after the layout is final (branches.ts). v1–v12 branches take 2 bytes; v13+ `b`/`bz`/`bnz`/`callsub`
 *   take a 3-byte varint placeholder that may shrink; `switch`/`match` take 2 bytes per label, counted by one byte.
 */
import { goQuote } from '../../go/quote.js';
import { parseGoUint } from '../literals/uint.js';
import type { OpVariantData } from '../spec.js';
import { appParamsSettableTable, appParamsTable, itxnSettableTable, txnFieldTable, type FieldTable } from './fields.js';
import { assembleDefault, byteImmediate, checkArgCount } from './immediates.js';
import type { SourceMessage } from './report.js';
import { messageAt, type Assembly } from './state.js';
import type { Token } from './tokens.js';

/** Bytes reserved for a v13+ branch offset before shrinking (covers about ±1 MB). */
const VARINT_PLACEHOLDER_BYTES = 3;
/** Most labels a `switch`/`match` takes: the count is one byte. */
const MAX_SWITCH_LABELS = 255;

function variantAt(asm: Assembly, name: string): OpVariantData {
  const variant = asm.table().byName.get(name);
  if (variant === undefined) throw new RangeError(`${name} is missing at v${asm.version}`);
  return variant;
}

/** `arg N`: `arg_0`..`arg_3` for N < 4. */
export function assembleArg(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const countError = checkArgCount(variant.name, mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const index = byteImmediate(args[0]!.text, 'argument');
  if (typeof index === 'string') return messageAt(args[0]!, index);
  if (index < 4) {
    const short = variantAt(asm, `arg_${index}`);
    return assembleDefault(asm, short.name, short, mnemonic, []);
  }
  return assembleDefault(asm, variant.name, variant, mnemonic, args);
}

/** v1–v12 `b`/`bz`/`bnz`/`callsub`: opcode + big-endian int16 relative to the end of the instruction. */
export function assembleBranch2B(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const countError = checkArgCount(variant.name, mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const start = asm.pending.length;
  asm.labelRefs.push({ position: start + 1, label: args[0]!, offsetPosition: start + 3, varint: false });
  asm.pending.write([variant.opcode, 0, 0]);
  return undefined;
}

/** v13+ `b`/`bz`/`bnz`/`callsub`: opcode + zigzag varint placeholder. */
export function assembleBranchVarint(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const countError = checkArgCount(variant.name, mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const start = asm.pending.length;
  const end = start + 1 + VARINT_PLACEHOLDER_BYTES;
  asm.labelRefs.push({ position: start + 1, label: args[0]!, offsetPosition: end, varint: true });
  asm.pending.writeByte(variant.opcode);
  asm.pending.write(new Uint8Array(VARINT_PLACEHOLDER_BYTES));
  return undefined;
}

/** `switch`/`match L...`: opcode, count byte, one int16 per label relative to the end of the instruction. */
export function assembleSwitch(
  asm: Assembly,
  variant: OpVariantData,
  args: readonly Token[],
): SourceMessage | undefined {
  const tooMany = args[MAX_SWITCH_LABELS];
  if (tooMany !== undefined) return messageAt(tooMany, `${variant.name} cannot take more than 255 labels`);
  asm.pending.write([variant.opcode, args.length]);
  const end = asm.pending.length + 2 * args.length;
  for (const label of args) {
    asm.labelRefs.push({ position: asm.pending.length, label, offsetPosition: end, varint: false });
    asm.pending.write([0, 0]);
  }
  return undefined;
}

/** `substring S E`: as any op, then E must not be before S. */
export function assembleSubstring(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const error = assembleDefault(asm, variant.name, variant, mnemonic, args);
  if (error !== undefined) return error;
  const start = parseGoUint(args[0]!.text) ?? 0n;
  const end = parseGoUint(args[1]!.text) ?? 0n;
  return end < start ? messageAt(args[0]!, 'substring end is before start') : undefined;
}

/** `itxn F` / `itxn F I` and `gitxn T F` / `gitxn T F I`: the array form takes one more immediate. */
export function assembleInnerRead(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  const scalarCount = variant.immediates.length;
  if (args.length === scalarCount) return assembleDefault(asm, variant.name, variant, mnemonic, args);
  if (args.length === scalarCount + 1) {
    const arrayForm = variantAt(asm, `${variant.name}a`);
    return assembleDefault(asm, arrayForm.name, arrayForm, mnemonic, args);
  }
  return messageAt(mnemonic, `${variant.name} expects ${scalarCount} or ${scalarCount + 1} immediate arguments`);
}

interface SettableRules {
  readonly all: FieldTable;
  readonly settable: FieldTable;
  readonly notSettable: string;
  readonly tooNew: string;
}

/** `itxn_field F` / `app_params_set F`: the field must exist, be settable, and be settable at this version. */
function assembleSetter(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
  rules: SettableRules,
): SourceMessage | undefined {
  const name = variant.name;
  const countError = checkArgCount(name, mnemonic, args, 1);
  if (countError !== undefined) return countError;
  const arg = args[0]!;
  const field = rules.all.get(arg.text);
  if (field === undefined) return messageAt(arg, `${name} unknown field: ${goQuote(arg.text)}`);
  const settable = rules.settable.get(arg.text);
  if (settable === undefined) return messageAt(arg, `${name} ${goQuote(arg.text)} ${rules.notSettable}`);
  const since = settable.version ?? 0;
  if (since > asm.version)
    return messageAt(arg, `${name} ${arg.text} ${rules.tooNew} v${since}. Missed #pragma version?`);
  asm.pending.write([variant.opcode, field.encoding]);
  return undefined;
}

/** `itxn_field F` */
export function assembleItxnField(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  return assembleSetter(asm, variant, mnemonic, args, {
    all: txnFieldTable(),
    settable: itxnSettableTable(),
    notSettable: 'is not allowed.',
    tooNew: 'field was introduced in',
  });
}

/** `app_params_set F` */
export function assembleAppParamsSet(
  asm: Assembly,
  variant: OpVariantData,
  mnemonic: Token,
  args: readonly Token[],
): SourceMessage | undefined {
  return assembleSetter(asm, variant, mnemonic, args, {
    all: appParamsTable(),
    settable: appParamsSettableTable(),
    notSettable: 'is not settable.',
    tooNew: 'field is settable in',
  });
}
