/**
 * A growable byte buffer for the program under assembly, plus Go's varint encodings (docs/spec/teal.md §2).
 *
 * Invariants:
 * - `length` bytes are valid; `view()` is a live view of them (invalidated by the next write or replace).
 * - varuint is unsigned LEB128 (Go `binary.PutUvarint`); varint is zigzag then varuint (Go `binary.PutVarint`).
 */

const MAX_UINT64 = (1n << 64n) - 1n;

/** Go `binary.PutUvarint` of a uint64 (0..2^64-1). */
export function varuintBytes(value: bigint | number): number[] {
  let rest = BigInt(value);
  if (rest < 0n || rest > MAX_UINT64) throw new RangeError(`varuint out of range: ${rest}`);
  const out: number[] = [];
  while (rest >= 0x80n) {
    out.push(Number(rest & 0x7fn) | 0x80);
    rest >>= 7n;
  }
  out.push(Number(rest));
  return out;
}

/** Go `binary.PutVarint` (zigzag) of a small signed integer. */
export function varintBytes(value: number): number[] {
  const zigzag = value >= 0 ? BigInt(value) * 2n : BigInt(-value) * 2n - 1n;
  return varuintBytes(zigzag);
}

export class ByteBuffer {
  #bytes = new Uint8Array(256);
  #length = 0;

  get length(): number {
    return this.#length;
  }

  #reserve(extra: number): void {
    const needed = this.#length + extra;
    if (needed <= this.#bytes.length) return;
    let size = this.#bytes.length * 2;
    while (size < needed) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = grown;
  }

  writeByte(byte: number): void {
    this.#reserve(1);
    this.#bytes[this.#length++] = byte & 0xff;
  }

  write(bytes: ArrayLike<number>): void {
    this.#reserve(bytes.length);
    this.#bytes.set(bytes, this.#length);
    this.#length += bytes.length;
  }

  writeVaruint(value: bigint | number): void {
    this.write(varuintBytes(value));
  }

  /** A live view of the written bytes. */
  view(): Uint8Array {
    return this.#bytes.subarray(0, this.#length);
  }

  /** Replaces the whole content. */
  replace(bytes: Uint8Array): void {
    this.#bytes = new Uint8Array(Math.max(256, bytes.length));
    this.#bytes.set(bytes);
    this.#length = bytes.length;
  }
}
