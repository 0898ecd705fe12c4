/**
 * Go-compatible varint readers for program bytes (`encoding/binary` Uvarint and Varint, docs/spec/teal.md §2).
 *
 * Invariants:
 * - The result's `length` follows Go exactly: > 0 bytes consumed on success, 0 when the buffer ends first, and
 *   -(n) when the value overflows 64 bits after n bytes. Callers decide which of these is an error.
 * - Values are exact: uvarints are read as `bigint` (uint64); `uvarintNumber` gives a plain number for counts and
 *   lengths and reports anything above 2^53 as `Infinity` (always larger than a program). Zigzag branch offsets
 *   are decoded from the uvarint by their user (ops/branch-targets.ts).
 */
import { SMALL_UINTS } from './values.js';

/** Reused result object: callers read `value`/`length` right away, before the next call. */
export interface Uvarint {
  value: bigint;
  length: number;
}

const MAX_VARINT_BYTES = 10;

/** Reads a uvarint at `pos`. The returned object is shared; copy the fields before calling again. */
export function readUvarint(bytes: Uint8Array, pos: number, out: Uvarint): Uvarint {
  const first = bytes[pos];
  if (first !== undefined && first < 0x80) {
    out.value = SMALL_UINTS[first]!;
    out.length = 1;
    return out;
  }
  let value = 0n;
  let shift = 0n;
  for (let i = 0; pos + i < bytes.length; i++) {
    if (i === MAX_VARINT_BYTES) return fail(out, -(i + 1));
    const b = bytes[pos + i]!;
    if (b < 0x80) {
      if (i === MAX_VARINT_BYTES - 1 && b > 1) return fail(out, -(i + 1));
      out.value = value | (BigInt(b) << shift);
      out.length = i + 1;
      return out;
    }
    value |= BigInt(b & 0x7f) << shift;
    shift += 7n;
  }
  return fail(out, 0);
}

function fail(out: Uvarint, length: number): Uvarint {
  out.value = 0n;
  out.length = length;
  return out;
}

const scratch: Uvarint = { value: 0n, length: 0 };

/** A uvarint as a number: `[value, length]`; values above 2^53 come back as Infinity. */
export function uvarintNumber(bytes: Uint8Array, pos: number): [number, number] {
  const first = bytes[pos];
  if (first !== undefined && first < 0x80) return [first, 1];
  readUvarint(bytes, pos, scratch);
  const value = scratch.value > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(scratch.value);
  return [value, scratch.length];
}
