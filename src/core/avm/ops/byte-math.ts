/**
 * Byte-string math on unsigned big-endian integers: `b+ b- b* b/ b% bsqrt`, comparisons `b< b> b<= b>= b== b!=`,
 * and bitwise `b| b& b^ b~` (upstream eval.go).
 *
 * Invariants:
 * - Arithmetic and comparison inputs are at most 64 bytes (`math attempted on large byte-array`); outputs are
 *   minimal (no leading zero bytes; zero is the empty string) and may be longer than 64 bytes.
 * - Bitwise ops have no size limit; the shorter input is zero-padded on the left and the result is fresh.
 */
import type { OpFn } from '../machine.js';
import { bigintToBytes, boolValue, bytesToBigint, MAX_BYTE_MATH_LENGTH } from '../values.js';
import { integerSqrt } from './wide-math.js';

const TOO_LARGE = 'math attempted on large byte-array';

type BigBinary = (a: bigint, b: bigint) => bigint | string;

function arithmetic(op: BigBinary): OpFn {
  return (m) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const a = stack[last - 1] as Uint8Array;
    const b = stack[last] as Uint8Array;
    if (a.length > MAX_BYTE_MATH_LENGTH || b.length > MAX_BYTE_MATH_LENGTH) return TOO_LARGE;
    const result = op(bytesToBigint(a), bytesToBigint(b));
    if (typeof result === 'string') return result;
    if (result < 0n) return 'byte math would have negative result';
    stack[last - 1] = bigintToBytes(result);
    stack.pop();
    return undefined;
  };
}

export const opBytesPlus = arithmetic((a, b) => a + b);
export const opBytesMinus = arithmetic((a, b) => a - b);
export const opBytesMul = arithmetic((a, b) => a * b);
export const opBytesDiv = arithmetic((a, b) => (b === 0n ? 'division by zero' : a / b));
export const opBytesMod = arithmetic((a, b) => (b === 0n ? 'modulo by zero' : a % b));

export const opBytesSqrt: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const value = stack[last] as Uint8Array;
  if (value.length > MAX_BYTE_MATH_LENGTH) return TOO_LARGE;
  stack[last] = bigintToBytes(integerSqrt(bytesToBigint(value)));
  return undefined;
};

/** Numeric comparison of two big-endian byte strings, ignoring leading zeros: <0, 0, >0. */
function compareNumeric(a: Uint8Array, b: Uint8Array): number {
  let i = 0;
  let j = 0;
  while (i < a.length && a[i] === 0) i++;
  while (j < b.length && b[j] === 0) j++;
  const lengthDifference = a.length - i - (b.length - j);
  if (lengthDifference !== 0) return lengthDifference;
  for (; i < a.length; i++, j++) {
    if (a[i] !== b[j]) return a[i]! - b[j]!;
  }
  return 0;
}

function comparison(test: (order: number) => boolean): OpFn {
  return (m) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const a = stack[last - 1] as Uint8Array;
    const b = stack[last] as Uint8Array;
    if (a.length > MAX_BYTE_MATH_LENGTH || b.length > MAX_BYTE_MATH_LENGTH) return TOO_LARGE;
    stack[last - 1] = boolValue(test(compareNumeric(a, b)));
    stack.pop();
    return undefined;
  };
}

export const opBytesLt = comparison((order) => order < 0);
export const opBytesGt = comparison((order) => order > 0);
export const opBytesLe = comparison((order) => order <= 0);
export const opBytesGe = comparison((order) => order >= 0);
export const opBytesEq = comparison((order) => order === 0);
export const opBytesNeq = comparison((order) => order !== 0);

function bitwise(combine: (x: number, y: number) => number): OpFn {
  return (m) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const a = stack[last - 1] as Uint8Array;
    const b = stack[last] as Uint8Array;
    const length = Math.max(a.length, b.length);
    const out = new Uint8Array(length);
    const padA = length - a.length;
    const padB = length - b.length;
    for (let k = 0; k < length; k++) {
      out[k] = combine(k < padA ? 0 : a[k - padA]!, k < padB ? 0 : b[k - padB]!);
    }
    stack[last - 1] = out;
    stack.pop();
    return undefined;
  };
}

export const opBytesOr = bitwise((x, y) => x | y);
export const opBytesAnd = bitwise((x, y) => x & y);
export const opBytesXor = bitwise((x, y) => x ^ y);

export const opBytesNot: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const value = stack[last] as Uint8Array;
  const out = new Uint8Array(value.length);
  for (let k = 0; k < value.length; k++) out[k] = ~value[k]! & 0xff;
  stack[last] = out;
  return undefined;
};
