/**
 * Go `encoding/binary` varint readers with Go's exact outcome codes, because the disassembler's error texts depend
 * on them (a varint that runs off the end and one that overflows 64 bits are both failures there).
 *
 * Invariants:
 * - `length > 0`: a value was read from `length` bytes (non-minimal encodings are accepted, as Go does);
 * - `length === 0`: the bytes ended before the varint did (including `pos` at or past the end);
 * - `length < 0`: the varint does not fit 64 bits; `value` is then 0n.
 * Values are bigints: uint64 for `readUvarint`, int64 (zigzag decoded) for `readVarint`.
 */

/** At most this many bytes encode a uint64. */
const MAX_VARINT_BYTES = 10;

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
