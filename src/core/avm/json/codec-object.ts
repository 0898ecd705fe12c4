/**
 * The "whole-text" half of `json_ref` (jsonspec.md): upstream decodes the text with go-codec's JSON handle into a
 * `map[any]json.RawMessage`, which decides what parses at all and where each top-level value's raw bytes lie.
 *
 * Invariants (go-codec behaviour, reproduced):
 * - Whitespace is space, tab, CR, LF. The top level must be an object (or the literal `null`, an empty result).
 * - Inner values are only skimmed: any value may be a nested object key; numbers are runs of `0-9 e E . + -`
 *   accepted when Go's integer or float parser takes them; strings accept raw control bytes, invalid UTF-8, `\'`,
 *   and `\u` followed by four non-hex bytes (which then decode to U+FFFD); a `\u` escape needs its four bytes
 *   before the closing quote; other unknown escapes fail. Nesting stops at depth 1024.
 * - Top-level keys are decoded strings, except that (MapKeyAsString) a key spelling `null`, `true`, `false` or a
 *   number is decoded as that value: a later check rejects such keys, and they collide as values (`"1"`, `"+1"`).
 * - A second non-null value for a key already present is the duplicate error; a duplicate `null` just resets it.
 * - Anything after the closing brace is ignored.
 */
import { classifyKey } from './go-numbers.js';
import { SIMPLE_ESCAPES } from './escapes.js';

export type CodecFailure = 'invalid' | 'duplicate' | 'not-object';

export interface CodecObject {
  /** Decoded string key (binary string, one char per byte) → raw value bytes (`undefined` for a `null` value). */
  readonly values: Map<string, Uint8Array | undefined>;
  /** Some key decoded to a non-string; upstream then rejects the text after parsing it. */
  readonly hasNonStringKey: boolean;
  /** The text was the literal `null`. */
  readonly isNull: boolean;
}

const MAX_DEPTH = 1024;

/** Internal unwinding only: thrown by the reader, always caught by `parseCodecObject`, never escapes it. */
class Failure {
  constructor(readonly reason: CodecFailure) {}
}

const isSpace = (c: number | undefined): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a;
const isNumberByte = (c: number | undefined): boolean =>
  c !== undefined && ((c >= 0x30 && c <= 0x39) || c === 0x65 || c === 0x45 || c === 0x2e || c === 0x2b || c === 0x2d);
const isHex = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

class Reader {
  pos = 0;
  depth = 0;
  constructor(readonly text: Uint8Array) {}

  /** Next non-blank byte (not consumed); the end of the text is an error. */
  peek(): number {
    while (isSpace(this.text[this.pos])) this.pos++;
    const c = this.text[this.pos];
    if (c === undefined) throw new Failure('invalid');
    return c;
  }

  expect(c: number): void {
    if (this.peek() !== c) throw new Failure('invalid');
    this.pos++;
  }

  literal(word: string): void {
    for (let i = 0; i < word.length; i++) {
      if (this.text[this.pos + i] !== word.charCodeAt(i)) throw new Failure('invalid');
    }
    this.pos += word.length;
  }

  enter(): void {
    if (++this.depth >= MAX_DEPTH) throw new Failure('invalid');
  }

  /** A maximal run of number bytes, which Go's parsers must accept. */
  number(): string {
    const start = this.pos;
    while (isNumberByte(this.text[this.pos])) this.pos++;
    const token = Buffer.from(this.text.subarray(start, this.pos)).toString('latin1');
    if (token === '' || classifyKey(token) === undefined) throw new Failure('invalid');
    return token;
  }

  /** A string at the opening quote → its decoded bytes as a binary string. */
  string(): string {
    const text = this.text;
    let out = '';
    let i = this.pos + 1;
    for (;;) {
      const c = text[i];
      if (c === undefined) throw new Failure('invalid');
      if (c === 0x22) break;
      if (c !== 0x5c) {
        out += String.fromCharCode(c);
        i++;
        continue;
      }
      const e = text[i + 1];
      if (e === undefined) throw new Failure('invalid');
      if (e === 0x75) {
        const [decoded, next] = this.unicodeEscape(i + 1);
        out += decoded;
        i = next;
        continue;
      }
      const simple = SIMPLE_ESCAPES[e];
      if (simple === undefined) throw new Failure('invalid');
      out += String.fromCharCode(simple);
      i += 2;
    }
    this.pos = i + 1;
    return out;
  }

  /** `\u` escape with its 'u' at `u` → [UTF-8 binary string, position after]. */
  private unicodeEscape(u: number): [string, number] {
    const quote = this.text.indexOf(0x22, u + 1);
    if (quote < 0 || u + 4 > quote) throw new Failure('invalid');
    let rune = this.hex4(u + 1);
    let next = u + 5;
    if (rune >= 0xd800 && rune < 0xe000) {
      const low =
        next + 6 <= quote && this.text[next] === 0x5c && this.text[next + 1] === 0x75 ? this.hex4(next + 2) : -2;
      if (low !== -2) {
        next += 6;
        rune =
          rune < 0xdc00 && low >= 0xdc00 && low < 0xe000 ? 0x10000 + ((rune - 0xd800) << 10) + (low - 0xdc00) : 0xfffd;
      } else {
        rune = 0xfffd;
      }
    }
    return [Buffer.from(String.fromCodePoint(rune < 0 ? 0xfffd : rune), 'utf8').toString('latin1'), next];
  }

  /** Four hex digits at `pos` as a number, or -1 if any is not hex. */
  private hex4(pos: number): number {
    let value = 0;
    for (let k = 0; k < 4; k++) {
      const c = this.text[pos + k]!;
      if (!isHex(c)) return -1;
      value = value * 16 + parseInt(String.fromCharCode(c), 16);
    }
    return value;
  }

  /** Skims one value of any kind (go-codec `swallow`). */
  skip(): void {
    const c = this.peek();
    if (c === 0x6e) return this.literal('null');
    if (c === 0x74) return this.literal('true');
    if (c === 0x66) return this.literal('false');
    if (c === 0x22) return void this.string();
    if (c === 0x7b) return this.container(0x7d, true);
    if (c === 0x5b) return this.container(0x5d, false);
    this.number();
  }

  private container(close: number, isMap: boolean): void {
    this.enter();
    this.pos++;
    for (let first = true; ; first = false) {
      const c = this.peek();
      if (c === 0x7d || c === 0x5d) break;
      if (!first) this.expect(0x2c);
      this.skip();
      if (isMap) {
        this.expect(0x3a);
        this.skip();
      }
    }
    this.expect(close);
    this.depth--;
  }
}

/** A top-level key (string or, per MapKeyAsString, another scalar) → its identity; `string` says which. */
function readKey(r: Reader): { id: string; text: string; isString: boolean } {
  const c = r.peek();
  if (c === 0x22) {
    const text = r.string();
    const scalar = text === '' ? undefined : classifyKey(text);
    return scalar === undefined ? { id: 's' + text, text, isString: true } : { id: scalar, text, isString: false };
  }
  if (c === 0x6e || c === 0x74 || c === 0x66) {
    const word = c === 0x6e ? 'null' : c === 0x74 ? 'true' : 'false';
    r.literal(word);
    return { id: 'k' + word, text: word, isString: false };
  }
  if (c === 0x7b || c === 0x5b) throw new Failure('invalid');
  const token = r.number();
  return { id: classifyKey(token)!, text: token, isString: false };
}

function readObject(r: Reader): CodecObject {
  const values = new Map<string, Uint8Array | undefined>();
  // Keys that decoded to null/bool/number: only their identities matter (for duplicates).
  const scalarKeys = new Set<string>();
  r.enter();
  r.pos++;
  for (let first = true; ; first = false) {
    const c = r.peek();
    if (c === 0x7d || c === 0x5d) break;
    if (!first) r.expect(0x2c);
    const key = readKey(r);
    r.expect(0x3a);
    const present = key.isString ? values.has(key.text) : scalarKeys.has(key.id);
    let raw: Uint8Array | undefined;
    if (r.peek() === 0x6e) {
      r.literal('null');
    } else {
      if (present) throw new Failure('duplicate');
      const start = r.pos;
      r.skip();
      raw = r.text.subarray(start, r.pos);
    }
    if (key.isString) values.set(key.text, raw);
    else scalarKeys.add(key.id);
  }
  r.expect(0x7d);
  return { values, hasNonStringKey: scalarKeys.size > 0, isNull: false };
}

/** Parses the whole JSON text like upstream's `parseJSON` (before its key-type check). */
export function parseCodecObject(text: Uint8Array): CodecObject | CodecFailure {
  const r = new Reader(text);
  try {
    const c = r.peek();
    if (c === 0x6e) {
      r.literal('null');
      return { values: new Map(), hasNonStringKey: false, isNull: true };
    }
    if (c !== 0x7b) return 'not-object';
    return readObject(r);
  } catch (error) {
    if (error instanceof Failure) return error.reason;
    throw error;
  }
}
