/**
 * Schema-less ("opaque") msgpack values: used for fields we carry but do not model (state-proof `sp`/`spmsg`) and
 * for tests/tools that need to look at raw structure.
 *
 * Invariants:
 * - Integers decode to `bigint` (any width), floats to `number`, `bin` to Buffer views, `str` to UTF-8 text,
 *   maps to `Map` with string (str or bin keys) or bigint (integer keys) keys. Extension types are rejected.
 * - Re-encoding is canonical: map keys sorted (integers numerically first, then strings by UTF-8 bytes), smallest
 *   integer forms, bytes as bin. No omit-empty is applied inside opaque values: they are written as decoded.
 */
import { AppError } from '../errors.js';
import type { MsgpackReader } from './msgpack-reader.js';
import { skipValue } from './msgpack-skip.js';
import type { MsgpackWriter } from './msgpack-writer.js';

export type MsgpackValue = null | boolean | bigint | number | string | Uint8Array | MsgpackValue[] | MsgpackMap;
export type MsgpackMap = Map<string | bigint, MsgpackValue>;

/** Decode one value of any type. @throws CORE_MSGPACK_DECODE */
export function readAny(r: MsgpackReader): MsgpackValue {
  const b = r.peek();
  if (b < 0x80 || b >= 0xe0 || (b >= 0xcc && b <= 0xd3)) return r.readInt();
  if ((b & 0xe0) === 0xa0 || b === 0xd9 || b === 0xda || b === 0xdb) return r.readStr();
  if (b >= 0xc4 && b <= 0xc6) return r.readBytes();
  if ((b & 0xf0) === 0x80 || b === 0xde || b === 0xdf) return readAnyMap(r);
  if ((b & 0xf0) === 0x90 || b === 0xdc || b === 0xdd) return readAnyArray(r);
  switch (b) {
    case 0xc0:
      r.pos++;
      return null;
    case 0xc2:
    case 0xc3:
      return r.readBool();
    case 0xca:
    case 0xcb:
      return r.readFloat();
    default:
      throw r.error(`unsupported msgpack type byte 0x${b.toString(16)}`);
  }
}

/**
 * Move `r` past one value of any type that readAny accepts, building nothing (msgpack-skip.ts).
 * @throws CORE_MSGPACK_DECODE on truncation or a type readAny rejects
 */
export function skipAny(r: MsgpackReader): void {
  r.pos = skipValue(r.buf, r.pos, r.end);
}

function readAnyArray(r: MsgpackReader): MsgpackValue[] {
  const n = r.readArrayHeader();
  r.enter();
  const out: MsgpackValue[] = new Array<MsgpackValue>(n);
  for (let i = 0; i < n; i++) out[i] = readAny(r);
  r.leave();
  return out;
}

function readAnyMap(r: MsgpackReader): MsgpackMap {
  const n = r.readMapHeader();
  r.enter();
  const out: MsgpackMap = new Map();
  for (let i = 0; i < n; i++) {
    const b = r.peek();
    const key = b < 0x80 || b >= 0xe0 || (b >= 0xcc && b <= 0xd3) ? r.readInt() : r.readStr();
    out.set(key, readAny(r));
  }
  r.leave();
  return out;
}

/** Order map keys canonically: integers numerically, then strings by their UTF-8 bytes. */
function compareKeys(a: string | bigint, b: string | bigint): number {
  if (typeof a === 'bigint') {
    if (typeof b !== 'bigint') return -1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof b === 'bigint') return 1;
  return compareUtf8(a, b);
}

/** Compare two strings by their UTF-8 encodings (= code point order), without encoding them. */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (astral code points) sort above every BMP code point in UTF-8/code point order.
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs !== ys) return xs ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** Encode any opaque value canonically. @throws CORE_MSGPACK_ENCODE */
export function writeAny(w: MsgpackWriter, v: MsgpackValue): void {
  if (v === null) return w.nil();
  switch (typeof v) {
    case 'boolean':
      return w.bool(v);
    case 'bigint':
      return w.integer(v);
    case 'number':
      if (Number.isSafeInteger(v)) return w.integer(BigInt(v));
      return w.float64(v);
    case 'string':
      return w.str(v);
    default:
  }
  if (v instanceof Uint8Array) return w.bin(v);
  if (Array.isArray(v)) {
    w.arrayHeader(v.length);
    for (const x of v) writeAny(w, x);
    return;
  }
  if (v instanceof Map) {
    const keys = [...v.keys()].sort(compareKeys);
    w.mapHeader(keys.length);
    for (const k of keys) {
      if (typeof k === 'bigint') w.integer(k);
      else w.str(k);
      writeAny(w, v.get(k)!);
    }
    return;
  }
  throw new AppError('CORE_MSGPACK_ENCODE', 'msgpack encode error: unsupported opaque value');
}

/** True for the zero value of an opaque field (nil, false, 0, empty string/bytes/array/map). */
export function isEmptyAny(v: MsgpackValue | undefined): boolean {
  if (v === undefined || v === null || v === false || v === 0n || v === 0 || v === '') return true;
  if (v instanceof Uint8Array || Array.isArray(v)) return v.length === 0;
  if (v instanceof Map) return v.size === 0;
  return false;
}
