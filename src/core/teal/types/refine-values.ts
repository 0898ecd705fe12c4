/**
 * Refiners driven by immediates or fixed rules rather than by the tracked stack: constants (`int`, `byte`,
 * `pushints`, `pushbytess`), `bzero`, byte math results and `itxn_field`; plus the field-type lookup that
 * refines `any` returns of field opcodes.
 *
 * Invariants:
 * - `int` types as its decimal value only when the immediate is plain decimal (`int 0x7`, `int pay` are
 *   `uint64`), and gives one type per immediate token, so a wrong immediate count changes what is pushed.
 * - `byte` types as `[N]byte` from its first literal; an unparsable literal counts as `[0]byte`.
 * - `pushints` / `pushbytess` push one plain type per immediate token (a two-token `b64 X` counts twice).
 * - Field types are the langspec names; fields typed `any` or untyped (curves, encodings) do not refine.
 */
import { parseByteArgs } from '../literals/bytes.js';
import { MAX_ASSEMBLER_VERSION, fieldGroup, opTable, type FieldData } from '../spec.js';
import { decimalUint64 } from './immediate.js';
import { NO_REFINEMENT, type Refiner } from './refine-stack.js';
import {
  MAX_STRING_SIZE,
  STACK_BYTES,
  STACK_UINT64,
  constantUint64,
  newStackType,
  stackTypeFromName,
  staticBytes,
  type StackType,
} from './stack-type.js';

export const refineInt: Refiner = (_known, immediates) => ({
  returns: immediates.map((text) => {
    const value = decimalUint64(text);
    return value === undefined ? STACK_UINT64 : constantUint64(value);
  }),
});

export const refineByte: Refiner = (_known, immediates) => {
  if (immediates.length === 0) return { returns: [STACK_BYTES] };
  const parsed = parseByteArgs(immediates);
  return { returns: [staticBytes('value' in parsed ? parsed.value.length : 0)] };
};

export const refinePushInts: Refiner = (_known, immediates) => ({
  returns: immediates.map(() => STACK_UINT64),
});

export const refinePushBytess: Refiner = (_known, immediates) => ({
  returns: immediates.map(() => STACK_BYTES),
});

const BZERO_LENGTH = STACK_UINT64.narrowed([0n, MAX_STRING_SIZE]);

/** `bzero` takes a length of at most 4096. */
export const refineBzero: Refiner = () => ({ args: [BZERO_LENGTH], returns: [STACK_BYTES] });

/** `b+` / `b*` results can be longer than a bigint operand: at most `maxLength` bytes. */
export function byteMathRefiner(maxLength: bigint): Refiner {
  const result = newStackType('[]byte', [0n, maxLength]);
  return () => ({ returns: [result] });
}

let txnFieldTypes: ReadonlyMap<string, StackType> | undefined;

/** Every transaction field (scalar and array) by name, at the highest version, with its stack type. */
function allTxnFieldTypes(): ReadonlyMap<string, StackType> {
  if (txnFieldTypes !== undefined) return txnFieldTypes;
  const table = opTable(MAX_ASSEMBLER_VERSION);
  const types = new Map<string, StackType>();
  for (const name of ['txn', 'txna']) {
    const group = table.byName.get(name)?.immediates.find((imm) => imm.fields !== undefined)?.fields;
    if (group === undefined) continue;
    for (const field of fieldGroup(group).fields) {
      if (field.type !== undefined) types.set(field.name, stackTypeFromName(field.type));
    }
  }
  txnFieldTypes = types;
  return types;
}

/** `itxn_field F` pops a value of F's type, whether or not F may be set (the assembler reports that). */
export const refineItxnField: Refiner = (_known, immediates) => {
  if (immediates.length !== 1) return NO_REFINEMENT;
  const type = allTxnFieldTypes().get(immediates[0]!);
  return type === undefined ? NO_REFINEMENT : { args: [type] };
};

/**
 * The type a field opcode's `any` return becomes for `field`, or undefined when the field does not refine it
 * (no type, or `any`). Pass the result to `TypeTracker.refineTopReturn`.
 */
export function fieldReturnType(field: FieldData): StackType | undefined {
  if (field.type === undefined) return undefined;
  const type = stackTypeFromName(field.type);
  return type.isTyped ? type : undefined;
}
