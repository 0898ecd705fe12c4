/**
 * Byte-string ops: `len concat substring substring3 extract extract3 extract_uint16/32/64 replace2 replace3
 * getbyte setbyte getbit setbit bzero` (upstream eval.go).
 *
 * Invariants:
 * - Slicing ops return views (the source is immutable); ops that change bytes return fresh arrays.
 * - Over-long results are left to the step loop's `NAME produced a too big (N) byte-array` check.
 * - Range errors use upstream's texts; offsets are compared as uint64 (`bigint`) so huge values cannot wrap.
 */
import type { OpFn } from '../machine.js';
import { bytesToUint, MAX_BYTES_LENGTH, MAX_UINT64, SMALL_UINTS, uintOf } from '../values.js';

const MAX_INT32 = 0x7fff_ffffn;

export const opLen: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  stack[last] = uintOf((stack[last] as Uint8Array).length);
  return undefined;
};

export const opConcat: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const a = stack[last - 1] as Uint8Array;
  const b = stack[last] as Uint8Array;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  stack[last - 1] = joined;
  stack.pop();
  return undefined;
};

/** `x[start:end]` with upstream's substring checks. */
function substring(x: Uint8Array, start: number, end: number): Uint8Array | string {
  if (end < start) return 'substring end before start';
  if (start > x.length || end > x.length) return 'substring range beyond length of string';
  return x.subarray(start, end);
}

export const opSubstring: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const result = substring(stack[last] as Uint8Array, m.program[m.pc + 1]!, m.program[m.pc + 2]!);
  if (typeof result === 'string') return result;
  stack[last] = result;
  return undefined;
};

export const opSubstring3: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const start = stack[last - 1] as bigint;
  const end = stack[last] as bigint;
  if (start > MAX_INT32 || end > MAX_INT32) return 'substring range beyond length of string';
  const result = substring(stack[last - 2] as Uint8Array, Number(start), Number(end));
  if (typeof result === 'string') return result;
  stack[last - 2] = result;
  stack.pop();
  stack.pop();
  return undefined;
};

/** `x[start:start+length]` with upstream's extraction checks. */
export function extract(x: Uint8Array, start: bigint, length: bigint): Uint8Array | string {
  const size = BigInt(x.length);
  if (start > size) return `extraction start ${start} is beyond length: ${x.length}`;
  const end = start + length;
  if (end > MAX_UINT64) return 'extraction end exceeds uint64';
  if (end > size) return `extraction end ${end} is beyond length: ${x.length}`;
  return x.subarray(Number(start), Number(end));
}

export const opExtract: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const bytes = stack[last] as Uint8Array;
  const start = m.program[m.pc + 1]!;
  let length = BigInt(m.program[m.pc + 2]!);
  // Length 0 means "to the end"; a start past the end is then reported by extract().
  if (length === 0n) length = BigInt.asUintN(64, BigInt(bytes.length - start));
  const result = extract(bytes, SMALL_UINTS[start]!, length);
  if (typeof result === 'string') return result;
  stack[last] = result;
  return undefined;
};

export const opExtract3: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const result = extract(stack[last - 2] as Uint8Array, stack[last - 1] as bigint, stack[last] as bigint);
  if (typeof result === 'string') return result;
  stack[last - 2] = result;
  stack.pop();
  stack.pop();
  return undefined;
};

function extractUint(width: bigint): OpFn {
  return (m) => {
    const stack = m.stack;
    const last = stack.length - 1;
    const result = extract(stack[last - 1] as Uint8Array, stack[last] as bigint, width);
    if (typeof result === 'string') return result;
    stack[last - 1] = bytesToUint(result);
    stack.pop();
    return undefined;
  };
}

export const opExtractUint16 = extractUint(2n);
export const opExtractUint32 = extractUint(4n);
export const opExtractUint64 = extractUint(8n);

/** A copy of `original` with `replacement` written at `start`. */
function replace(original: Uint8Array, replacement: Uint8Array, start: bigint): Uint8Array | string {
  const size = BigInt(original.length);
  if (start > size) return `replacement start ${start} beyond length: ${original.length}`;
  const end = start + BigInt(replacement.length);
  if (end > size) return `replacement end ${end} beyond original length: ${original.length}`;
  const copy = original.slice();
  copy.set(replacement, Number(start));
  return copy;
}

export const opReplace2: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const start = SMALL_UINTS[m.program[m.pc + 1]!]!;
  const result = replace(stack[last - 1] as Uint8Array, stack[last] as Uint8Array, start);
  if (typeof result === 'string') return result;
  stack[last - 1] = result;
  stack.pop();
  return undefined;
};

export const opReplace3: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const result = replace(stack[last - 2] as Uint8Array, stack[last] as Uint8Array, stack[last - 1] as bigint);
  if (typeof result === 'string') return result;
  stack[last - 2] = result;
  stack.pop();
  stack.pop();
  return undefined;
};

export const opGetbyte: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const bytes = stack[last - 1] as Uint8Array;
  const index = stack[last] as bigint;
  if (index >= BigInt(bytes.length)) return 'getbyte index beyond array length';
  stack[last - 1] = SMALL_UINTS[bytes[Number(index)]!]!;
  stack.pop();
  return undefined;
};

export const opSetbyte: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const value = stack[last] as bigint;
  const index = stack[last - 1] as bigint;
  const bytes = stack[last - 2] as Uint8Array;
  if (value > 255n) return 'setbyte value > 255';
  if (index >= BigInt(bytes.length)) return 'setbyte index beyond array length';
  const copy = bytes.slice();
  copy[Number(index)] = Number(value);
  stack[last - 2] = copy;
  stack.pop();
  stack.pop();
  return undefined;
};

export const opGetbit: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const index = stack[last] as bigint;
  const target = stack[last - 1]!;
  let bit: bigint;
  if (typeof target === 'bigint') {
    if (index > 63n) return 'getbit index > 63 with Uint';
    bit = (target >> index) & 1n;
  } else {
    const byteIndex = index / 8n;
    if (byteIndex >= BigInt(target.length)) return 'getbit index beyond byteslice';
    // Bits are numbered from the high end of each byte: bit 0 is 0x80 of byte 0.
    bit = BigInt((target[Number(byteIndex)]! >> (7 - Number(index % 8n))) & 1);
  }
  stack[last - 1] = bit;
  stack.pop();
  return undefined;
};

export const opSetbit: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const bit = stack[last] as bigint;
  const index = stack[last - 1] as bigint;
  const target = stack[last - 2]!;
  if (bit > 1n) return 'setbit value > 1';
  if (typeof target === 'bigint') {
    if (index > 63n) return 'setbit index > 63 with Uint';
    stack[last - 2] = bit === 1n ? target | (1n << index) : target & ~(1n << index) & MAX_UINT64;
  } else {
    const byteIndex = index / 8n;
    if (byteIndex >= BigInt(target.length)) return 'setbit index beyond byteslice';
    const copy = target.slice();
    const mask = 0x80 >> Number(index % 8n);
    const at = Number(byteIndex);
    copy[at] = bit === 1n ? copy[at]! | mask : copy[at]! & ~mask;
    stack[last - 2] = copy;
  }
  stack.pop();
  stack.pop();
  return undefined;
};

export const opBzero: OpFn = (m) => {
  const stack = m.stack;
  const last = stack.length - 1;
  const length = stack[last] as bigint;
  if (length > BigInt(MAX_BYTES_LENGTH)) return 'bzero attempted to create a too large string';
  stack[last] = new Uint8Array(Number(length));
  return undefined;
};
