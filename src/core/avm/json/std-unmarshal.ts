/**
 * Go `json.Unmarshal` of one raw value into `string`, `uint64` or `map[string]json.RawMessage`, the three targets of
 * `json_ref` (upstream eval.go opJSONRef), with Go's error texts.
 *
 * Invariants:
 * - The raw value is syntax-checked first (std-scanner.ts); only then do type mismatches report
 *   `json: cannot unmarshal KIND into Go value of type T` (for uint64 numbers: `number LITERAL`).
 * - Strings decode like Go: escapes resolved, UTF-16 surrogate pairs joined, lone surrogates and invalid UTF-8
 *   bytes replaced by U+FFFD one byte at a time (utf8.DecodeRune), and the result re-encoded as UTF-8.
 * - An empty raw value (upstream's nil RawMessage for a JSON `null`) fails with `unexpected end of JSON input`.
 */
import { MAX_UINT64 } from '../values.js';
import { checkValid } from './std-scanner.js';
import { SIMPLE_ESCAPES } from './escapes.js';

const STRING_TYPE = 'string';
const UINT64_TYPE = 'uint64';
const OBJECT_TYPE = 'map[string]json.RawMessage';

function typeError(kind: string, goType: string): string {
  return `json: cannot unmarshal ${kind} into Go value of type ${goType}`;
}

/** Kind of a syntactically valid value, by its first byte. */
function kindOf(raw: Uint8Array): 'object' | 'array' | 'string' | 'bool' | 'null' | 'number' {
  switch (raw[0]) {
    case 0x7b:
      return 'object';
    case 0x5b:
      return 'array';
    case 0x22:
      return 'string';
    case 0x74:
    case 0x66:
      return 'bool';
    case 0x6e:
      return 'null';
    default:
      return 'number';
  }
}

export function unmarshalString(raw: Uint8Array): Uint8Array | string {
  const syntax = checkValid(raw);
  if (syntax !== undefined) return syntax;
  const kind = kindOf(raw);
  if (kind === 'null') return new Uint8Array(0);
  if (kind !== 'string') return typeError(kind, STRING_TYPE);
  return unquote(raw);
}

export function unmarshalUint64(raw: Uint8Array): bigint | string {
  const syntax = checkValid(raw);
  if (syntax !== undefined) return syntax;
  const kind = kindOf(raw);
  if (kind === 'null') return 0n;
  if (kind !== 'number') return typeError(kind, UINT64_TYPE);
  const literal = Buffer.from(raw).toString('latin1');
  if (!/^\d+$/.test(literal) || BigInt(literal) > MAX_UINT64) return typeError(`number ${literal}`, UINT64_TYPE);
  return BigInt(literal);
}

/** Validates an object value; the caller keeps the raw bytes (json.RawMessage keeps them untouched). */
export function unmarshalObject(raw: Uint8Array): string | undefined {
  const syntax = checkValid(raw);
  if (syntax !== undefined) return syntax;
  const kind = kindOf(raw);
  return kind === 'object' || kind === 'null' ? undefined : typeError(kind, OBJECT_TYPE);
}

/** `\uXXXX` at `pos` as a code unit, or -1. */
function u4(s: Uint8Array, pos: number): number {
  if (pos + 6 > s.length || s[pos] !== 0x5c || s[pos + 1] !== 0x75) return -1;
  const hex = Buffer.from(s.subarray(pos + 2, pos + 6)).toString('latin1');
  return /^[0-9a-fA-F]{4}$/.test(hex) ? parseInt(hex, 16) : -1;
}

/** A valid, checked string literal (with its quotes) → its UTF-8 bytes, decoded the way Go does. */
function unquote(literal: Uint8Array): Uint8Array {
  const out: number[] = [];
  const end = literal.length - 1;
  let r = 1;
  while (r < end) {
    const c = literal[r]!;
    if (c === 0x5c) {
      if (literal[r + 1] !== 0x75) {
        out.push(SIMPLE_ESCAPES[literal[r + 1]!]!);
        r += 2;
        continue;
      }
      let rune = u4(literal, r);
      r += 6;
      if (rune >= 0xd800 && rune < 0xe000) {
        const low = u4(literal, r);
        if (rune < 0xdc00 && low >= 0xdc00 && low < 0xe000) {
          rune = 0x10000 + ((rune - 0xd800) << 10) + (low - 0xdc00);
          r += 6;
        } else {
          rune = 0xfffd;
        }
      }
      pushUtf8(out, rune);
    } else if (c < 0x80) {
      out.push(c);
      r++;
    } else {
      const [rune, size] = decodeRuneGo(literal, r, end);
      pushUtf8(out, rune);
      r += size;
    }
  }
  return Uint8Array.from(out);
}

function pushUtf8(out: number[], rune: number): void {
  if (rune < 0x80) out.push(rune);
  else if (rune < 0x800) out.push(0xc0 | (rune >> 6), 0x80 | (rune & 0x3f));
  else if (rune < 0x10000) out.push(0xe0 | (rune >> 12), 0x80 | ((rune >> 6) & 0x3f), 0x80 | (rune & 0x3f));
  else {
    out.push(0xf0 | (rune >> 18), 0x80 | ((rune >> 12) & 0x3f), 0x80 | ((rune >> 6) & 0x3f), 0x80 | (rune & 0x3f));
  }
}

const isContinuation = (b: number | undefined): boolean => b !== undefined && (b & 0xc0) === 0x80;

/** Go utf8.DecodeRune on s[pos:end]: `[rune, size]`, with `[0xFFFD, 1]` for any invalid or short sequence. */
function decodeRuneGo(s: Uint8Array, pos: number, end: number): [number, number] {
  const b0 = s[pos]!;
  const at = (k: number): number | undefined => (pos + k < end ? s[pos + k] : undefined);
  const b1 = at(1);
  if (b0 >= 0xc2 && b0 <= 0xdf && isContinuation(b1)) return [((b0 & 0x1f) << 6) | (b1! & 0x3f), 2];
  if (b0 >= 0xe0 && b0 <= 0xef && b1 !== undefined) {
    const low = b0 === 0xe0 ? 0xa0 : 0x80;
    const high = b0 === 0xed ? 0x9f : 0xbf;
    const b2 = at(2);
    if (b1 >= low && b1 <= high && isContinuation(b2)) {
      return [((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2! & 0x3f), 3];
    }
  }
  if (b0 >= 0xf0 && b0 <= 0xf4 && b1 !== undefined) {
    const low = b0 === 0xf0 ? 0x90 : 0x80;
    const high = b0 === 0xf4 ? 0x8f : 0xbf;
    const b2 = at(2);
    const b3 = at(3);
    if (b1 >= low && b1 <= high && isContinuation(b2) && isContinuation(b3)) {
      return [((b0 & 0x07) << 18) | ((b1 & 0x3f) << 12) | ((b2! & 0x3f) << 6) | (b3! & 0x3f), 4];
    }
  }
  return [0xfffd, 1];
}
