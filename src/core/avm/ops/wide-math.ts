/**
 * Wide and bit-level uint64 math: `mulw addw divmodw divw exp expw shl shr sqrt bitlen` (upstream eval.go).
 *
 * Invariants:
 * - 128-bit quantities are split hi:lo across two stack slots, hi deeper.
 * - `exp`/`expw` report overflow exactly when the true power exceeds 64/128 bits, with upstream's `A^B overflow`.
 */
import type { OpFn } from '../machine.js';
import { MAX_UINT64, SMALL_UINTS, ZERO, ONE, uintOf } from '../values.js';

const U64_BITS = 64n;

export const opMulw: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const product = (stack[last - 1] as bigint) * (stack[last] as bigint);
  stack[last - 1] = product >> U64_BITS;
  stack[last] = product & MAX_UINT64;
  return undefined;
};

export const opAddw: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const sum = (stack[last - 1] as bigint) + (stack[last] as bigint);
  stack[last - 1] = sum > MAX_UINT64 ? ONE : ZERO;
  stack[last] = sum & MAX_UINT64;
  return undefined;
};

export const opDivmodw: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const divisor = ((stack[last - 1] as bigint) << U64_BITS) | (stack[last] as bigint);
  if (divisor === 0n) return '/ 0';
  const dividend = ((stack[last - 3] as bigint) << U64_BITS) | (stack[last - 2] as bigint);
  const quotient = dividend / divisor;
  const remainder = dividend % divisor;
  stack[last - 3] = quotient >> U64_BITS;
  stack[last - 2] = quotient & MAX_UINT64;
  stack[last - 1] = remainder >> U64_BITS;
  stack[last] = remainder & MAX_UINT64;
  return undefined;
};

export const opDivw: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const hi = stack[last - 2] as bigint;
  const y = stack[last] as bigint;
  if (y === 0n) return 'divw 0';
  if (y <= hi) return `divw overflow: ${y} <= ${hi}`;
  stack[last - 2] = ((hi << U64_BITS) | (stack[last - 1] as bigint)) / y;
  stack.pop();
  stack.pop();
  return undefined;
};

/** base^exponent if it fits in `bits` bits, else upstream's error text. */
function power(base: bigint, exponent: bigint, bits: bigint): bigint | string {
  if (exponent === 0n && base === 0n) return '0^0 is undefined';
  if (base === 0n) return ZERO;
  if (exponent === 0n || base === 1n) return ONE;
  // base >= 2 from here, so an exponent of `bits` or more always overflows.
  if (exponent >= bits) return `${base}^${exponent} overflow`;
  const result = base ** exponent;
  return result >> bits === 0n ? result : `${base}^${exponent} overflow`;
}

export const opExp: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const result = power(stack[last - 1] as bigint, stack[last] as bigint, U64_BITS);
  if (typeof result === 'string') return result;
  stack[last - 1] = result;
  stack.pop();
  return undefined;
};

export const opExpw: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const result = power(stack[last - 1] as bigint, stack[last] as bigint, 128n);
  if (typeof result === 'string') return result;
  stack[last - 1] = result >> U64_BITS;
  stack[last] = result & MAX_UINT64;
  return undefined;
};

function shift(name: string, left: boolean): OpFn {
  return (m) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const by = stack[last] as bigint;
    if (by > 63n) return `${name} arg too big, (${by})`;
    const value = stack[last - 1] as bigint;
    stack[last - 1] = left ? (value << by) & MAX_UINT64 : value >> by;
    stack.pop();
    return undefined;
  };
}

export const opShl = shift('shl', true);
export const opShr = shift('shr', false);

const EXACT_FLOAT_SQRT = 1n << 52n;

/** floor(sqrt(x)) for any x >= 0: a float below 2^52 (exact there), Newton's method from above beyond. */
export function integerSqrt(x: bigint): bigint {
  if (x < EXACT_FLOAT_SQRT) return BigInt(Math.floor(Math.sqrt(Number(x))));
  let root = 1n << BigInt((x.toString(2).length + 1) >> 1);
  for (;;) {
    const next = (root + x / root) >> 1n;
    if (next >= root) return root;
    root = next;
  }
}

export const opSqrt: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  stack[last] = integerSqrt(stack[last] as bigint);
  return undefined;
};

/** Bits needed for a uint64 (0 for 0). */
function bitLength64(value: bigint): number {
  const hi = Number(value >> 32n);
  if (hi !== 0) return 64 - Math.clz32(hi);
  return 32 - Math.clz32(Number(value & 0xffff_ffffn));
}

export const opBitlen: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const value = stack[last]!;
  if (typeof value === 'bigint') {
    stack[last] = SMALL_UINTS[bitLength64(value)]!;
    return undefined;
  }
  let bits = 0;
  for (let i = 0; i < value.length; i++) {
    const byte = value[i]!;
    if (byte !== 0) {
      bits = 32 - Math.clz32(byte) + 8 * (value.length - i - 1);
      break;
    }
  }
  stack[last] = uintOf(bits);
  return undefined;
};
