/**
 * Low-level lenient msgpack reader (the decoding half of msgpack.ts; see the rules there).
 *
 * Invariants:
 * - Every read is bounds-checked: truncated input raises CORE_MSGPACK_DECODE, never a RangeError.
 * - Integers are accepted in any width and signedness; a negative value read as unsigned is an error.
 * - `str` and `bin` are interchangeable for byte/string reads, and `nil` reads as the empty value of any kind.
 * - Container nesting is capped at MAX_DEPTH (msgp's limit); a container length larger than the bytes left is
 *   rejected before anything is allocated.
 * - Byte results are zero-copy views into the input: callers that recycle the input buffer must copy it first.
 */
import { asBuffer } from '../bytes.js';
import { AppError } from '../errors.js';

export const MAX_DEPTH = 255;

/** Strings up to this many bytes are looked up among those read before (MsgpackReader.readStr). */
const SHORT_MAX = 16;
/** Bound of that memory: it is emptied when full, so arbitrary input cannot grow it. */
const SHORT_STRINGS_MAX = 4096;
/** Short ASCII strings read before, by a hash of their bytes (a hit is compared in full before it is used). */
const shortStrings = new Map<number, string>();

function sameAscii(text: string, buf: Buffer, start: number): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) !== buf[start + i]) return false;
  return true;
}

/** Slots of the memory of recently read small integers (a power of two). */
const SMALL_INTS = 4096;
const smallKeys = new Float64Array(SMALL_INTS).fill(-1);
const smallValues: bigint[] = new Array<bigint>(SMALL_INTS).fill(0n);

/**
 * `BigInt(n)` for 0 ≤ n < 2^32, the same bigint as last time when `n` was read recently: transactions repeat their
 * fee and validity rounds, and the pool holds each decoded transaction until its block, so a shared value is one
 * heap object less per transaction for every scavenge to copy. Bigints are immutable, so sharing is invisible.
 */
function smallInt(n: number): bigint {
  const slot = n & (SMALL_INTS - 1);
  if (smallKeys[slot] === n) return smallValues[slot]!;
  const value = BigInt(n);
  smallKeys[slot] = n;
  smallValues[slot] = value;
  return value;
}

export class MsgpackReader {
  readonly buf: Buffer;
  pos: number;
  readonly end: number;
  depth = 0;

  constructor(bytes: Uint8Array, start = 0, end = bytes.length) {
    this.buf = asBuffer(bytes);
    this.pos = start;
    this.end = end;
  }

  /** A CORE_MSGPACK_DECODE error located at the current offset. */
  error(message: string): AppError {
    return new AppError('CORE_MSGPACK_DECODE', `msgpack decode error [pos ${this.pos}]: ${message}`);
  }

  get remaining(): number {
    return this.end - this.pos;
  }

  #need(n: number): void {
    if (this.pos + n > this.end) throw this.error('unexpected end of input');
  }

  peek(): number {
    this.#need(1);
    return this.buf[this.pos]!;
  }

  enter(): void {
    if (++this.depth > MAX_DEPTH) throw this.error(`maximum nesting depth ${MAX_DEPTH} exceeded`);
  }

  leave(): void {
    this.depth--;
  }

  isNil(): boolean {
    return this.peek() === 0xc0;
  }

  /** Consume a nil if one is next; true when it did. */
  tryNil(): boolean {
    if (this.peek() !== 0xc0) return false;
    this.pos++;
    return true;
  }

  readBool(): boolean {
    const b = this.peek();
    if (b === 0xc3 || b === 0xc2 || b === 0xc0) {
      this.pos++;
      return b === 0xc3;
    }
    throw this.error(`expected bool, found byte 0x${b.toString(16)}`);
  }

  /** Any integer form as an unsigned number if it fits `max` (≤ 2^53 - 1). */
  readUintNumber(max: number): number {
    const v = this.readUint64();
    if (v > BigInt(max)) throw this.error(`integer ${v} overflows (max ${max})`);
    return Number(v);
  }

  /** Any integer form as uint64. @throws CORE_MSGPACK_DECODE on negatives, non-integers, truncation */
  readUint64(): bigint {
    const v = this.readInt();
    if (v < 0n) throw this.error(`negative integer ${v} for an unsigned field`);
    return v;
  }

  /** Any integer form as int64. */
  readInt64(): bigint {
    const v = this.readInt();
    if (v > 0x7fff_ffff_ffff_ffffn) throw this.error(`integer ${v} overflows int64`);
    return v;
  }

  /** Any msgpack integer (fixints, uint8..64, int8..64) or nil (= 0). */
  readInt(): bigint {
    const b = this.peek();
    if (b < 0x80) {
      this.pos++;
      return smallInt(b);
    }
    if (b >= 0xe0) {
      this.pos++;
      return BigInt(b - 0x100);
    }
    const buf = this.buf;
    const p = this.pos + 1;
    switch (b) {
      case 0xc0:
        this.pos++;
        return 0n;
      case 0xcc:
        this.#need(2);
        this.pos += 2;
        return smallInt(buf[p]!);
      case 0xcd:
        this.#need(3);
        this.pos += 3;
        return smallInt(buf.readUInt16BE(p));
      case 0xce:
        this.#need(5);
        this.pos += 5;
        return smallInt(buf.readUInt32BE(p));
      case 0xcf:
        this.#need(9);
        this.pos += 9;
        return buf.readBigUInt64BE(p);
      case 0xd0:
        this.#need(2);
        this.pos += 2;
        return BigInt(buf.readInt8(p));
      case 0xd1:
        this.#need(3);
        this.pos += 3;
        return BigInt(buf.readInt16BE(p));
      case 0xd2:
        this.#need(5);
        this.pos += 5;
        return BigInt(buf.readInt32BE(p));
      case 0xd3:
        this.#need(9);
        this.pos += 9;
        return buf.readBigInt64BE(p);
      default:
        throw this.error(`expected integer, found byte 0x${b.toString(16)}`);
    }
  }

  /** Length of a str or bin header (either family is accepted), or 0 for nil; advances past the header. */
  #bytesHeader(): number {
    const b = this.peek();
    if ((b & 0xe0) === 0xa0) {
      this.pos++;
      return b & 0x1f;
    }
    const p = this.pos + 1;
    switch (b) {
      case 0xc0:
        this.pos++;
        return 0;
      case 0xc4:
      case 0xd9:
        this.#need(2);
        this.pos += 2;
        return this.buf[p]!;
      case 0xc5:
      case 0xda:
        this.#need(3);
        this.pos += 3;
        return this.buf.readUInt16BE(p);
      case 0xc6:
      case 0xdb:
        this.#need(5);
        this.pos += 5;
        return this.buf.readUInt32BE(p);
      default:
        throw this.error(`expected bytes or string, found byte 0x${b.toString(16)}`);
    }
  }

  /** bin, str or nil as a zero-copy view. */
  readBytes(): Buffer {
    const n = this.#bytesHeader();
    this.#need(n);
    const start = this.pos;
    this.pos += n;
    return this.buf.subarray(start, start + n);
  }

  /** str (or bin) decoded as UTF-8 (invalid sequences become U+FFFD). */
  readStr(): string {
    const n = this.#bytesHeader();
    this.#need(n);
    const start = this.pos;
    this.pos += n;
    if (n <= SHORT_MAX) return this.#shortStr(start, n);
    return this.buf.toString('utf8', start, start + n);
  }

  /**
   * A short str: the same string as last time when these bytes were read before (every transaction repeats its type
   * and genesis ID), else built and remembered. ASCII only; anything else goes through the UTF-8 decoder.
   */
  #shortStr(start: number, n: number): string {
    const { buf } = this;
    let hash = n;
    for (let i = start; i < start + n; i++) {
      const c = buf[i]!;
      if (c > 0x7f) return buf.toString('utf8', start, start + n);
      hash = Math.imul(hash ^ c, 0x01000193);
    }
    const known = shortStrings.get(hash);
    if (known !== undefined && known.length === n && sameAscii(known, buf, start)) return known;
    let made = '';
    for (let i = start; i < start + n; i++) made += String.fromCharCode(buf[i]!);
    if (shortStrings.size >= SHORT_STRINGS_MAX) shortStrings.clear();
    shortStrings.set(hash, made);
    return made;
  }

  /**
   * The length of a map key (str or bin; nil is an empty key), leaving `pos` at its first byte, which is within the
   * input like the rest of the key. The caller moves `pos` past it.
   */
  readKeyHeader(): number {
    const n = this.#bytesHeader();
    this.#need(n);
    return n;
  }

  #containerHeader(fix: number, h16: number, h32: number, what: string): number {
    const b = this.peek();
    let n: number;
    if ((b & 0xf0) === fix) {
      this.pos++;
      n = b & 0x0f;
    } else if (b === 0xc0) {
      this.pos++;
      return 0;
    } else if (b === h16) {
      this.#need(3);
      n = this.buf.readUInt16BE(this.pos + 1);
      this.pos += 3;
    } else if (b === h32) {
      this.#need(5);
      n = this.buf.readUInt32BE(this.pos + 1);
      this.pos += 5;
    } else {
      throw this.error(`expected ${what}, found byte 0x${b.toString(16)}`);
    }
    // Every entry takes at least one byte: reject impossible lengths before callers allocate for them.
    if (n > this.end - this.pos) throw this.error(`${what} length ${n} exceeds the remaining input`);
    return n;
  }

  /** Entry count of a map (nil = 0). */
  readMapHeader(): number {
    return this.#containerHeader(0x80, 0xde, 0xdf, 'map');
  }

  /** Element count of an array (nil = 0). */
  readArrayHeader(): number {
    return this.#containerHeader(0x90, 0xdc, 0xdd, 'array');
  }

  /** float32/float64 (only opaque values may carry them). */
  readFloat(): number {
    const b = this.peek();
    if (b === 0xca) {
      this.#need(5);
      const v = this.buf.readFloatBE(this.pos + 1);
      this.pos += 5;
      return v;
    }
    if (b === 0xcb) {
      this.#need(9);
      const v = this.buf.readDoubleBE(this.pos + 1);
      this.pos += 9;
      return v;
    }
    throw this.error(`expected float, found byte 0x${b.toString(16)}`);
  }
}
