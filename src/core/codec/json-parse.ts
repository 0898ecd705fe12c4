/**
 * Strict, bigint-safe JSON parser for request bodies and genesis.json.
 *
 * Invariants:
 * - RFC 8259 grammar only: no comments, no trailing commas, no single quotes, no leading zeros, no NaN/Infinity,
 *   no raw control characters inside strings. Errors are CORE_JSON_DECODE with the offending offset.
 * - Integers (no fraction/exponent) outside ±(2^53 − 1) become `bigint`, others `number` (option `bigints: 'all'`
 *   makes every integer a bigint). Numbers with a fraction or exponent are always `number`.
 * - After the value only whitespace may follow, unless `parseJsonPrefix` is used (kmd reads one value and ignores
 *   the rest).
 * - Byte input must be valid UTF-8 (CORE_JSON_DECODE otherwise); nothing is replaced.
 * - Objects are plain objects; a `__proto__` key is stored as an own property, never as the prototype.
 *   Duplicate keys keep the last value. Nesting is capped at MAX_JSON_DEPTH.
 */
import { AppError } from '../errors.js';

export type ParsedJson = null | boolean | number | bigint | string | ParsedJson[] | { [key: string]: ParsedJson };

export type JsonParseOptions = { bigints?: 'unsafe' | 'all' };

export const MAX_JSON_DEPTH = 512;

const NUMBER = /-?(?:0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

class Parser {
  readonly s: string;
  i = 0;
  depth = 0;
  readonly allBig: boolean;

  constructor(s: string, options: JsonParseOptions | undefined) {
    this.s = s;
    this.allBig = options?.bigints === 'all';
  }

  fail(message: string): AppError {
    return new AppError('CORE_JSON_DECODE', `json decode error [pos ${this.i}]: ${message}`);
  }

  ws(): void {
    const s = this.s;
    let c = s.charCodeAt(this.i);
    while (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) c = s.charCodeAt(++this.i);
  }

  value(): ParsedJson {
    this.ws();
    const c = this.s[this.i];
    switch (c) {
      case '{':
        return this.object();
      case '[':
        return this.array();
      case '"':
        return this.string();
      case 't':
        return this.literal('true', true);
      case 'f':
        return this.literal('false', false);
      case 'n':
        return this.literal('null', null);
      case undefined:
        throw this.fail('unexpected end of input');
      default:
        if (c === '-' || (c >= '0' && c <= '9')) return this.number();
        throw this.fail(`invalid character ${JSON.stringify(c)} looking for beginning of value`);
    }
  }

  literal<T extends ParsedJson>(word: string, v: T): T {
    if (!this.s.startsWith(word, this.i)) throw this.fail(`invalid literal, expected ${word}`);
    this.i += word.length;
    return v;
  }

  number(): number | bigint {
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(this.s);
    if (m === null) throw this.fail('invalid number');
    const text = m[0];
    this.i += text.length;
    if (m[1] !== undefined || m[2] !== undefined) return Number(text);
    const digits = text.length - (text[0] === '-' ? 1 : 0);
    if (this.allBig) return BigInt(text);
    if (digits <= 15) return Number(text);
    const big = BigInt(text);
    return big <= BigInt(Number.MAX_SAFE_INTEGER) && big >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
  }

  string(): string {
    const s = this.s;
    let i = ++this.i;
    let out = '';
    let start = i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 0x22) break;
      if (Number.isNaN(c)) {
        this.i = i;
        throw this.fail('unterminated string');
      }
      if (c < 0x20) {
        this.i = i;
        throw this.fail('invalid control character in string');
      }
      if (c !== 0x5c) {
        i++;
        continue;
      }
      out += s.slice(start, i);
      this.i = i;
      i = this.escape();
      start = i;
      out += this.escaped;
    }
    this.i = i + 1;
    return out + s.slice(start, i);
  }

  escaped = '';

  /** Decode the escape at `this.i` (a backslash) into `escaped`; returns the offset after it. */
  escape(): number {
    const e = this.s[this.i + 1];
    if (e === 'u') {
      const hex = this.s.slice(this.i + 2, this.i + 6);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw this.fail('invalid \\u escape');
      this.escaped = String.fromCharCode(parseInt(hex, 16));
      return this.i + 6;
    }
    const v = e === undefined ? undefined : ESCAPES[e];
    if (v === undefined) throw this.fail('invalid escape in string');
    this.escaped = v;
    return this.i + 2;
  }

  enter(): void {
    if (++this.depth > MAX_JSON_DEPTH) throw this.fail(`maximum nesting depth ${MAX_JSON_DEPTH} exceeded`);
    this.i++;
    this.ws();
  }

  array(): ParsedJson[] {
    this.enter();
    const out: ParsedJson[] = [];
    if (this.s[this.i] === ']') {
      this.i++;
      this.depth--;
      return out;
    }
    for (;;) {
      out.push(this.value());
      this.ws();
      const c = this.s[this.i++];
      if (c === ']') break;
      if (c !== ',') throw this.fail("expected ',' or ']' after array element");
    }
    this.depth--;
    return out;
  }

  object(): { [key: string]: ParsedJson } {
    this.enter();
    const out: { [key: string]: ParsedJson } = {};
    if (this.s[this.i] === '}') {
      this.i++;
      this.depth--;
      return out;
    }
    for (;;) {
      this.ws();
      if (this.s[this.i] !== '"') throw this.fail('expected string key');
      const key = this.string();
      this.ws();
      if (this.s[this.i++] !== ':') throw this.fail("expected ':' after object key");
      const v = this.value();
      if (key === '__proto__')
        Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
      else out[key] = v;
      this.ws();
      const c = this.s[this.i++];
      if (c === '}') break;
      if (c !== ',') throw this.fail("expected ',' or '}' after object value");
    }
    this.depth--;
    return out;
  }
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Bytes as text. JSON text is UTF-8 (RFC 8259 §8.1): invalid sequences are refused rather than replaced with
 * U+FFFD, which would let different inputs (a password byte 0xFF and 0xFE) read as the same string.
 */
function toText(input: string | Uint8Array): string {
  if (typeof input === 'string') return input;
  try {
    return STRICT_UTF8.decode(input);
  } catch {
    throw new AppError('CORE_JSON_DECODE', 'invalid UTF-8 in JSON text');
  }
}

/** Parse exactly one JSON value; only whitespace may follow. @throws CORE_JSON_DECODE */
export function parseJson(input: string | Uint8Array, options?: JsonParseOptions): ParsedJson {
  const p = new Parser(toText(input), options);
  const v = p.value();
  p.ws();
  if (p.i !== p.s.length) throw p.fail('invalid character after top-level value');
  return v;
}

/** Parse one JSON value at the start of the input and report where it ended (the rest is not examined). */
export function parseJsonPrefix(
  input: string | Uint8Array,
  options?: JsonParseOptions,
): { value: ParsedJson; end: number } {
  const p = new Parser(toText(input), options);
  const value = p.value();
  return { value, end: p.i };
}
