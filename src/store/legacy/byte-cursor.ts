/**
 * A bounds-checked reader over a byte range, with RocksDB's integer encodings:
 * - fixed32 / fixed64: little-endian;
 * - varint32 / varint64: LEB128 (7 bits a byte, least significant group first, high bit = "more"), at most 5 / 10
 *   bytes; a varint32 must fit 32 bits;
 * - signed varint64: zigzag over varint64 (0 → 0, -1 → 1, 1 → 2, …);
 * - length-prefixed slice: varint32 length, then that many bytes.
 *
 * Invariants: a read never goes past `end`; it throws CORE_STORE_FAILURE naming `label` and the absolute offset
 * instead. varint64 values are returned as numbers, so they must stay within 2^53 - 1 (true of every file offset,
 * block size and count in a table or log); a larger value throws rather than silently losing precision.
 * Slices are views into the underlying buffer (no copy).
 */
import { AppError } from '../../core/errors.js';

export class ByteCursor {
  readonly #bytes: Buffer;
  readonly #end: number;
  readonly #label: string;
  #offset: number;

  /** @param label names the file and region in error messages, e.g. `000008.sst block at 1234` */
  constructor(bytes: Buffer, label: string, offset = 0, end = bytes.length) {
    this.#bytes = bytes;
    this.#label = label;
    this.#offset = offset;
    this.#end = end;
  }

  get offset(): number {
    return this.#offset;
  }

  get remaining(): number {
    return this.#end - this.#offset;
  }

  /** An error naming this cursor's region and current offset. */
  fail(detail: string): AppError {
    return new AppError('CORE_STORE_FAILURE', `legacy database: ${this.#label}: ${detail} at byte ${this.#offset}`);
  }

  fixed32(): number {
    this.#need(4);
    const value = this.#bytes.readUInt32LE(this.#offset);
    this.#offset += 4;
    return value;
  }

  fixed64(): bigint {
    this.#need(8);
    const value = this.#bytes.readBigUInt64LE(this.#offset);
    this.#offset += 8;
    return value;
  }

  varint32(): number {
    const value = this.#varint(5);
    if (value > 0xffffffff) throw this.fail('varint32 overflows 32 bits');
    return value;
  }

  varint64(): number {
    return this.#varint(10);
  }

  signedVarint64(): number {
    const zigzag = this.varint64();
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  }

  /** The next `length` bytes, as a view. */
  take(length: number): Buffer {
    this.#need(length);
    const slice = this.#bytes.subarray(this.#offset, this.#offset + length);
    this.#offset += length;
    return slice;
  }

  lengthPrefixed(): Buffer {
    return this.take(this.varint32());
  }

  #need(length: number): void {
    if (length > this.remaining) throw this.fail(`truncated: need ${length} bytes, ${this.remaining} left`);
  }

  #varint(maxBytes: number): number {
    let value = 0;
    for (let i = 0, scale = 1; i < maxBytes; i++, scale *= 128) {
      this.#need(1);
      const byte = this.#bytes[this.#offset++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) {
        if (!Number.isSafeInteger(value)) throw this.fail('varint exceeds 2^53 - 1');
        return value;
      }
    }
    throw this.fail(`varint longer than ${maxBytes} bytes`);
  }
}
