/**
 * AVM stack values and the evaluator's fixed limits (docs/spec/teal.md §5).
 *
 * Invariants:
 * - A stack value is a uint64 (`bigint` in 0..2^64-1) or a byte string (`Uint8Array`); `typeof v === 'bigint'`
 *   tells them apart. Nothing else is ever pushed.
 * - Byte strings on the stack are never mutated in place: ops that change bytes allocate a fresh array, because a
 *   value may be shared by the program text (pushbytes), the constant block, scratch slots and other stack slots.
 * - Helpers here are pure and allocation-light; the small-bigint table avoids a heap BigInt per pushed small int.
 */

export type StackValue = bigint | Uint8Array;

/** Longest byte string a value may hold (config.MaxAVMBytesSize). */
export const MAX_BYTES_LENGTH = 4096;
/** Deepest the operand stack may grow. */
export const MAX_STACK_DEPTH = 1000;
/** Scratch space slots, each initially uint64 0. */
export const SCRATCH_SLOTS = 256;
/** Longest input of the byte-math opcodes (`b+` … `bsqrt`). */
export const MAX_BYTE_MATH_LENGTH = 64;
/** Highest AVM version this evaluator knows (LogicVersion). */
export const MAX_AVM_VERSION = 14;

export const MAX_UINT64 = 0xffff_ffff_ffff_ffffn;

/** BigInts 0..255, shared so that pushing a small constant does not allocate. */
export const SMALL_UINTS: readonly bigint[] = Array.from({ length: 256 }, (_, i) => BigInt(i));

export const ZERO = SMALL_UINTS[0]!;
export const ONE = SMALL_UINTS[1]!;

/** A non-negative safe integer as a uint64, without allocating for small values. */
export function uintOf(n: number): bigint {
  return n < 256 ? SMALL_UINTS[n]! : BigInt(n);
}

export function boolValue(condition: boolean): bigint {
  return condition ? ONE : ZERO;
}

/** The AVM type name of a value, as upstream prints it in errors. */
export function typeName(value: StackValue): '[]byte' | 'uint64' {
  return typeof value === 'bigint' ? 'uint64' : '[]byte';
}

/** Byte-wise equality. */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Big-endian unsigned value of up to 8 bytes (shorter inputs allowed, empty is 0). */
export function bytesToUint(bytes: Uint8Array): bigint {
  if (bytes.length === 1) return SMALL_UINTS[bytes[0]!]!;
  let hi = 0;
  let lo = 0;
  for (let i = 0; i < bytes.length; i++) {
    // hi:lo is a 64-bit accumulator in two 32-bit halves; shift left by 8 and add the byte.
    hi = ((hi << 8) | (lo >>> 24)) >>> 0;
    lo = ((lo << 8) | bytes[i]!) >>> 0;
  }
  if (hi === 0 && lo < 256) return SMALL_UINTS[lo]!;
  return (BigInt(hi) << 32n) | BigInt(lo);
}

/** The 8-byte big-endian encoding of a uint64. */
export function uintToBytes(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  const hi = Number(value >> 32n);
  const lo = Number(value & 0xffff_ffffn);
  out[0] = hi >>> 24;
  out[1] = (hi >>> 16) & 0xff;
  out[2] = (hi >>> 8) & 0xff;
  out[3] = hi & 0xff;
  out[4] = lo >>> 24;
  out[5] = (lo >>> 16) & 0xff;
  out[6] = (lo >>> 8) & 0xff;
  out[7] = lo & 0xff;
  return out;
}

/** Unsigned big-endian bytes → bigint of any length (byte math). */
export function bytesToBigint(bytes: Uint8Array): bigint {
  if (bytes.length === 0) return 0n;
  return BigInt('0x' + Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex'));
}

/** Minimal big-endian bytes of a non-negative bigint: zero is the empty string (Go's big.Int.Bytes). */
export function bigintToBytes(value: bigint): Uint8Array {
  if (value === 0n) return new Uint8Array(0);
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = '0' + hex;
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

/** `value` as exactly `size` big-endian bytes, zero-padded (callers guarantee it fits). */
export function bigintToFixedBytes(value: bigint, size: number): Uint8Array {
  return new Uint8Array(Buffer.from(value.toString(16).padStart(size * 2, '0'), 'hex'));
}

/** Go's `%x` of a byte (two lowercase hex digits). */
export function hexByte(byte: number): string {
  return byte.toString(16).padStart(2, '0');
}
