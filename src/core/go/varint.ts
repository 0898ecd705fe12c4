/**
 * Go `encoding/binary` varint readers (Uvarint and Varint), with Go's exact outcome codes: the evaluator reads
 * program immediates with them and the disassembler's error texts depend on them (docs/spec/teal.md §2).
 *
 * Invariants:
 * - `length > 0`: a value was read from `length` bytes (non-minimal encodings are accepted, as Go does);
 * - `length === 0`: the bytes ended before the varint did (including `pos` at or past the end);
 * - `length < 0`: the varint does not fit 64 bits after -length bytes; `value` is then 0n.
 * - Values are exact bigints (uint64, or int64 zigzag-decoded for `readVarint`); `uvarintNumber` gives a plain
 *   number for counts and lengths and reports anything above 2^53 as `Infinity` (always larger than a program).
 * - `readUvarintInto` fills a caller's reused object (the evaluator's hot path allocates nothing); `readUvarint`
 *   returns a fresh one.
 */

/** At most this many bytes encode a uint64. */
const MAX_VARINT_BYTES = 10;

/** A caller's reused result object for `readUvarintInto`. */
export interface Uvarint {
  value: bigint;
  length: number;
}

/** 0n..127n, so that one-byte uvarints (most immediates) make no new BigInt. */
const ONE_BYTE_VALUES: readonly bigint[] = Array.from({ length: 0x80 }, (_, i) => BigInt(i));

/** Reads a uvarint at `pos` into `out` (and returns it). */
export function readUvarintInto(bytes: Uint8Array, pos: number, out: Uvarint): Uvarint {
  const first = bytes[pos];
  if (first !== undefined && first < 0x80) {
    out.value = ONE_BYTE_VALUES[first]!;
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
  readUvarintInto(bytes, pos, scratch);
  const value = scratch.value > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(scratch.value);
  return [value, scratch.length];
}

export interface VarintRead {
  readonly value: bigint;
  readonly length: number;
}

/** Go `binary.Uvarint(bytes[pos:])`. */
export function readUvarint(bytes: Uint8Array, pos: number): VarintRead {
  // Fast path: up to 7 bytes hold at most 49 bits, exact in a double.
  let small = 0;
  for (let i = 0; pos + i < bytes.length; i++) {
    const b = bytes[pos + i]!;
    if (i === 7) return readLongUvarint(bytes, pos);
    if (b < 0x80) return { value: BigInt(small + b * 2 ** (7 * i)), length: i + 1 };
    small += (b & 0x7f) * 2 ** (7 * i);
  }
  return { value: 0n, length: 0 };
}

/** The general case of readUvarint, with Go's overflow rules for the 10th byte. */
function readLongUvarint(bytes: Uint8Array, pos: number): VarintRead {
  let value = 0n;
  for (let i = 0; pos + i < bytes.length; i++) {
    if (i === MAX_VARINT_BYTES) return { value: 0n, length: -(i + 1) };
    const b = bytes[pos + i]!;
    if (b < 0x80) {
      if (i === MAX_VARINT_BYTES - 1 && b > 1) return { value: 0n, length: -(i + 1) };
      return { value: value | (BigInt(b) << BigInt(7 * i)), length: i + 1 };
    }
    value |= BigInt(b & 0x7f) << BigInt(7 * i);
  }
  return { value: 0n, length: 0 };
}

/** Go `binary.Varint(bytes[pos:])`: a uvarint, zigzag decoded to int64. */
export function readVarint(bytes: Uint8Array, pos: number): VarintRead {
  const { value, length } = readUvarint(bytes, pos);
  const half = value >> 1n;
  return { value: (value & 1n) === 0n ? half : -half - 1n, length };
}
