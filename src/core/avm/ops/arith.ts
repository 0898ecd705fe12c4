/**
 * uint64 arithmetic, logic and comparisons: `+ - * / % < > <= >= && || == != ! | & ^ ~ itob btoi`
 * (upstream eval.go).
 *
 * Invariants:
 * - The arity/type check has already run: binary ops find two uint64s (`==`/`!=` any two values) on top.
 * - Errors are returned before the stack is touched; results replace the deeper operand in place.
 */
import type { Machine, OpFn } from '../machine.js';
import { boolValue, bytesEqual, bytesToUint, MAX_UINT64, typeName, uintToBytes } from '../values.js';

type Binary = (a: bigint, b: bigint) => bigint | string;

/** Wraps a uint64 binary operation: A is one below the top, B the top. */
function binary(op: Binary): OpFn {
  return (m: Machine) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const result = op(stack[last - 1] as bigint, stack[last] as bigint);
    if (typeof result === 'string') return result;
    stack[last - 1] = result;
    stack.pop();
    return undefined;
  };
}

export const opPlus = binary((a, b) => {
  const sum = a + b;
  return sum > MAX_UINT64 ? '+ overflowed' : sum;
});
export const opMinus = binary((a, b) => (b > a ? '- would result negative' : a - b));
export const opMul = binary((a, b) => {
  const product = a * b;
  return product > MAX_UINT64 ? '* overflowed' : product;
});
export const opDiv = binary((a, b) => (b === 0n ? '/ 0' : a / b));
export const opMod = binary((a, b) => (b === 0n ? '% 0' : a % b));
export const opLt = binary((a, b) => boolValue(a < b));
export const opGt = binary((a, b) => boolValue(a > b));
export const opLe = binary((a, b) => boolValue(a <= b));
export const opGe = binary((a, b) => boolValue(a >= b));
export const opAnd = binary((a, b) => boolValue(a !== 0n && b !== 0n));
export const opOr = binary((a, b) => boolValue(a !== 0n || b !== 0n));
export const opBitOr = binary((a, b) => a | b);
export const opBitAnd = binary((a, b) => a & b);
export const opBitXor = binary((a, b) => a ^ b);

function equality(negate: boolean): OpFn {
  return (m: Machine) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const a = stack[last - 1]!;
    const b = stack[last]!;
    let equal: boolean;
    if (typeof a === 'bigint') {
      if (typeof b !== 'bigint') return `cannot compare (${typeName(a)} to ${typeName(b)})`;
      equal = a === b;
    } else {
      if (typeof b === 'bigint') return `cannot compare (${typeName(a)} to ${typeName(b)})`;
      equal = bytesEqual(a, b);
    }
    stack[last - 1] = boolValue(equal !== negate);
    stack.pop();
    return undefined;
  };
}

export const opEq = equality(false);
export const opNeq = equality(true);

export const opNot: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  stack[last] = boolValue(stack[last] === 0n);
  return undefined;
};

export const opBitNot: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  stack[last] = MAX_UINT64 ^ (stack[last] as bigint);
  return undefined;
};

export const opItob: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  stack[last] = uintToBytes(stack[last] as bigint);
  return undefined;
};

export const opBtoi: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const bytes = stack[last] as Uint8Array;
  if (bytes.length > 8) return `btoi arg too long, got ${bytes.length} bytes`;
  stack[last] = bytesToUint(bytes);
  return undefined;
};
