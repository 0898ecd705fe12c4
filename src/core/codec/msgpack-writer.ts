/**
 * Low-level canonical msgpack byte writer (the only place that emits msgpack bytes; see msgpack.ts for the rules).
 *
 * Invariants:
 * - Non-negative integers always take the smallest *unsigned* form (fixint, 0xcc, 0xcd, 0xce, 0xcf); negative
 *   integers the smallest signed form. uint64 values come in as `bigint` and are never routed through float64.
 * - Byte strings are always `bin` with at least a bin8 header (there is no "fixbin"); text is `str`, and `strBytes`
 *   writes a `str` header around raw bytes without UTF-8 validation (Algorand's Go `string` fields hold any bytes).
 * - Output goes to an arena: `finish()` hands out the bytes written since the previous `finish()` as a view and the
 *   next object is written after them, so results never alias each other and need no copy (the same trick as
 *   Node's Buffer pool, and sized like it). When the arena is full a new one is allocated and the object in
 *   progress moves there; old arenas live as long as some result still references them. As with pooled Buffers,
 *   never transfer a result's `.buffer`, and copy a result before structured-cloning it (a clone of a view carries
 *   its whole ArrayBuffer).
 */
import { AppError } from '../errors.js';

const MAX_U64 = 0xffff_ffff_ffff_ffffn;
const MIN_I64 = -0x8000_0000_0000_0000n;
const TWO_32 = 0x1_0000_0000;

function encodeError(message: string): AppError {
  return new AppError('CORE_MSGPACK_ENCODE', `msgpack encode error: ${message}`);
}

export class MsgpackWriter {
  #buf: Buffer;
  readonly #arenaBytes: number;
  /** start of the object in progress */
  #start = 0;
  /** absolute write position in the arena */
  #pos = 0;

  constructor(arenaBytes = 8 * 1024) {
    this.#arenaBytes = arenaBytes;
    this.#buf = Buffer.allocUnsafe(arenaBytes);
  }

  /** Discard the object in progress. */
  reset(): void {
    this.#pos = this.#start;
  }

  /**
   * Bytes written so far for the object in progress. Offsets are relative to the object, so they stay valid when
   * `ensure` moves the object to a new arena; use them with `truncate` and `endMap`.
   */
  get offset(): number {
    return this.#pos - this.#start;
  }

  /** Roll back to an earlier `offset` (drops a partially written field). */
  truncate(offset: number): void {
    this.#pos = this.#start + offset;
  }

  /** Make room for `n` more bytes, moving the object in progress to a fresh arena when this one is full. */
  ensure(n: number): void {
    if (this.#pos + n <= this.#buf.length) return;
    const used = this.#pos - this.#start;
    let size = this.#arenaBytes;
    while (size < 2 * (used + n)) size *= 2;
    const next = Buffer.allocUnsafe(size);
    this.#buf.copy(next, 0, this.#start, this.#pos);
    this.#buf = next;
    this.#start = 0;
    this.#pos = used;
  }

  /** The bytes of the object in progress as a view that stays valid; the next object starts after them. */
  finish(): Buffer {
    const out = this.#buf.subarray(this.#start, this.#pos);
    this.#start = this.#pos;
    return out;
  }

  /** Copy of the bytes of the object in progress (it stays in progress). */
  toBuffer(): Buffer {
    return Buffer.from(this.#buf.subarray(this.#start, this.#pos));
  }

  nil(): void {
    this.ensure(1);
    this.#buf[this.#pos++] = 0xc0;
  }

  bool(value: boolean): void {
    this.ensure(1);
    this.#buf[this.#pos++] = value ? 0xc3 : 0xc2;
  }

  /** Non-negative safe integer in its smallest unsigned form. @throws CORE_MSGPACK_ENCODE */
  uint(value: number): void {
    if (!Number.isSafeInteger(value) || value < 0) throw encodeError(`${value} is not a uint`);
    this.#uintUnchecked(value);
  }

  #uintUnchecked(value: number): void {
    this.ensure(9);
    const b = this.#buf;
    if (value < 0x80) {
      b[this.#pos++] = value;
    } else if (value < 0x100) {
      b[this.#pos++] = 0xcc;
      b[this.#pos++] = value;
    } else if (value < 0x10000) {
      b[this.#pos++] = 0xcd;
      b.writeUInt16BE(value, this.#pos);
      this.#pos += 2;
    } else if (value < TWO_32) {
      b[this.#pos++] = 0xce;
      b.writeUInt32BE(value, this.#pos);
      this.#pos += 4;
    } else {
      b[this.#pos++] = 0xcf;
      b.writeUInt32BE(Math.floor(value / TWO_32), this.#pos);
      b.writeUInt32BE(value % TWO_32, this.#pos + 4);
      this.#pos += 8;
    }
  }

  /** uint64 from a bigint, smallest unsigned form. @throws CORE_MSGPACK_ENCODE when outside [0, 2^64) */
  uint64(value: bigint): void {
    if (value < 0n || value > MAX_U64) throw encodeError(`${value} is outside uint64`);
    if (value < 0x1_0000_0000n) {
      this.#uintUnchecked(Number(value));
      return;
    }
    this.ensure(9);
    this.#buf[this.#pos++] = 0xcf;
    this.#buf.writeBigUInt64BE(value, this.#pos);
    this.#pos += 8;
  }

  /** int64: non-negative values as unsigned (PositiveIntUnsigned), negatives in the smallest signed form. */
  int64(value: bigint): void {
    if (value >= 0n) {
      if (value > 0x7fff_ffff_ffff_ffffn) throw encodeError(`${value} is outside int64`);
      this.uint64(value);
      return;
    }
    if (value < MIN_I64) throw encodeError(`${value} is outside int64`);
    this.ensure(9);
    const b = this.#buf;
    if (value >= -32n) {
      b[this.#pos++] = Number(value) & 0xff;
    } else if (value >= -0x80n) {
      b[this.#pos++] = 0xd0;
      b.writeInt8(Number(value), this.#pos++);
    } else if (value >= -0x8000n) {
      b[this.#pos++] = 0xd1;
      b.writeInt16BE(Number(value), this.#pos);
      this.#pos += 2;
    } else if (value >= -0x8000_0000n) {
      b[this.#pos++] = 0xd2;
      b.writeInt32BE(Number(value), this.#pos);
      this.#pos += 4;
    } else {
      b[this.#pos++] = 0xd3;
      b.writeBigInt64BE(value, this.#pos);
      this.#pos += 8;
    }
  }

  /** Any integer in [-2^63, 2^64): non-negative ones unsigned, negative ones signed. */
  integer(value: bigint): void {
    if (value >= 0n) this.uint64(value);
    else this.int64(value);
  }

  /** float64 (only for opaque values that arrived as floats; Algorand structs never contain floats). */
  float64(value: number): void {
    this.ensure(9);
    this.#buf[this.#pos++] = 0xcb;
    this.#buf.writeDoubleBE(value, this.#pos);
    this.#pos += 8;
  }

  #lengthHeader(length: number, small: number, h8: number, h16: number, h32: number): void {
    this.ensure(5);
    const b = this.#buf;
    if (small >= 0 && length < 32) {
      b[this.#pos++] = small | length;
    } else if (h8 >= 0 && length < 0x100) {
      b[this.#pos++] = h8;
      b[this.#pos++] = length;
    } else if (length < 0x10000) {
      b[this.#pos++] = h16;
      b.writeUInt16BE(length, this.#pos);
      this.#pos += 2;
    } else if (length < TWO_32) {
      b[this.#pos++] = h32;
      b.writeUInt32BE(length, this.#pos);
      this.#pos += 4;
    } else {
      throw encodeError(`length ${length} too large`);
    }
  }

  /** Byte string: always the bin family, at least bin8. */
  bin(bytes: Uint8Array): void {
    this.#lengthHeader(bytes.length, -1, 0xc4, 0xc5, 0xc6);
    this.raw(bytes);
  }

  /** UTF-8 text as a str. */
  str(text: string): void {
    if (text.length < 32 && this.#asciiStr(text)) return;
    const length = Buffer.byteLength(text, 'utf8');
    this.#lengthHeader(length, 0xa0, 0xd9, 0xda, 0xdb);
    this.ensure(length);
    this.#buf.write(text, this.#pos, length, 'utf8');
    this.#pos += length;
  }

  /** Short ASCII fast path (keys, type strings, genesis IDs): a plain loop beats byteLength + write. */
  #asciiStr(text: string): boolean {
    const n = text.length;
    this.ensure(n + 1);
    const b = this.#buf;
    const p = this.#pos + 1;
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c > 0x7f) return false;
      b[p + i] = c;
    }
    b[this.#pos] = 0xa0 | n;
    this.#pos = p + n;
    return true;
  }

  /** Raw bytes under a str header (no UTF-8 validation), as Go writes its `string` fields. */
  strBytes(bytes: Uint8Array): void {
    this.#lengthHeader(bytes.length, 0xa0, 0xd9, 0xda, 0xdb);
    this.raw(bytes);
  }

  mapHeader(count: number): void {
    if (count < 16) {
      this.ensure(1);
      this.#buf[this.#pos++] = 0x80 | count;
    } else {
      this.#lengthHeader(count, -1, -1, 0xde, 0xdf);
    }
  }

  arrayHeader(count: number): void {
    if (count < 16) {
      this.ensure(1);
      this.#buf[this.#pos++] = 0x90 | count;
    } else {
      this.#lengthHeader(count, -1, -1, 0xdc, 0xdd);
    }
  }

  /**
   * Start a map whose entry count is not known yet: reserves one byte (fixmap) and returns its offset. Most
   * structs have fewer than 16 non-empty fields, so `endMap` rarely has to widen the header.
   */
  beginMap(): number {
    this.ensure(1);
    this.#pos++;
    return this.#pos - 1 - this.#start;
  }

  /** Patch the header reserved by `beginMap`, shifting the body right when a map16/map32 header is needed. */
  endMap(headerOffset: number, count: number): void {
    if (count < 16) {
      this.#buf[this.#start + headerOffset] = 0x80 | count;
      return;
    }
    const extra = count < 0x10000 ? 2 : 4;
    this.ensure(extra); // may move the object: compute absolute positions after it
    const headerPos = this.#start + headerOffset;
    this.#buf.copy(this.#buf, headerPos + 1 + extra, headerPos + 1, this.#pos);
    this.#pos += extra;
    if (extra === 2) {
      this.#buf[headerPos] = 0xde;
      this.#buf.writeUInt16BE(count, headerPos + 1);
    } else {
      this.#buf[headerPos] = 0xdf;
      this.#buf.writeUInt32BE(count, headerPos + 1);
    }
  }

  /** Verbatim bytes `[start, end)` of `bytes` (no view needed for a slice of a larger buffer). */
  rawRange(bytes: Uint8Array, start: number, end: number): void {
    const n = end - start;
    this.ensure(n);
    const b = this.#buf;
    if (n > 64) {
      b.set(bytes.subarray(start, end), this.#pos);
    } else {
      let p = this.#pos;
      for (let i = start; i < end; i++) b[p++] = bytes[i]!;
    }
    this.#pos += n;
  }

  /** Verbatim bytes (pre-encoded keys, prefixes, already-canonical sub-objects). */
  raw(bytes: Uint8Array): void {
    const n = bytes.length;
    this.ensure(n);
    if (n <= 16) {
      // Short copies (keys, small fields) are faster as a loop than through TypedArray.set.
      const b = this.#buf;
      let p = this.#pos;
      for (let i = 0; i < n; i++) b[p++] = bytes[i]!;
    } else {
      this.#buf.set(bytes, this.#pos);
    }
    this.#pos += n;
  }
}
