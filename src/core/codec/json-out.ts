/**
 * JSON text layout and string escaping shared by the E1 (Go encoding/json) and codec-JSON (go-codec) writers.
 *
 * Invariants:
 * - Layout matches both Go writers: compact, or pretty with a newline + 2 spaces per level before every key/element
 *   and before the closing bracket of a non-empty container, `": "` after keys; empty containers are `{}` / `[]`.
 * - Strings escape `"` `\` and control characters as JSON.stringify does (`\b \f \n \r \t`, others `\u00xx`,
 *   lower-case hex, as both Go writers do), always escape U+2028/U+2029, and escape `<` `>` `&` as `\u003c` `\u003e`
 *   `\u0026` only in HTML-escaping mode (E1).
 * - Byte strings meant as text (Go `string` fields holding raw bytes) are written as UTF-8; each byte that is not
 *   part of a valid UTF-8 sequence becomes the escape `\ufffd`, as Go's writers do.
 */
import { isUtf8 } from 'node:buffer';

const INDENTS: string[] = [''];
function indent(level: number): string {
  while (INDENTS.length <= level) INDENTS.push(INDENTS[INDENTS.length - 1]! + '  ');
  return INDENTS[level]!;
}

const SPECIAL = /[\u2028\u2029<>&]/;
const SPECIAL_HTML = /[\u2028\u2029<>&]/g;
const SPECIAL_PLAIN = /[\u2028\u2029]/g;

function unicodeEscape(c: string): string {
  return '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
}

/** A JSON string literal for `s` with Go's escaping rules. */
export function quoteJson(s: string, html: boolean): string {
  const j = JSON.stringify(s);
  if (!SPECIAL.test(j)) return j;
  return j.replace(html ? SPECIAL_HTML : SPECIAL_PLAIN, unicodeEscape);
}

/**
 * Object keys come from a small fixed vocabulary (schema and proto field names), so their quoted forms are memoized;
 * keys made from data (state-delta keys and the like) are quoted through `quotedKey` by their writers. Bounded.
 */
const KEY_MEMO_LIMIT = 2048;
const quotedKeys = [new Map<string, string>(), new Map<string, string>()] as const;

function quotedKey(name: string, html: boolean): string {
  const memo = quotedKeys[html ? 1 : 0];
  let quoted = memo.get(name);
  if (quoted === undefined) {
    if (memo.size >= KEY_MEMO_LIMIT) memo.clear();
    memo.set(name, (quoted = quoteJson(name, html)));
  }
  return quoted;
}

/** Length of the valid UTF-8 sequence at `i` (Go's utf8.DecodeRune acceptance), or 0 if the byte is invalid. */
function utf8SeqLength(b: Uint8Array, i: number): number {
  const c = b[i]!;
  if (c < 0x80) return 1;
  const cont = (k: number, lo = 0x80, hi = 0xbf): boolean => i + k < b.length && b[i + k]! >= lo && b[i + k]! <= hi;
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    const lo = c === 0xe0 ? 0xa0 : 0x80;
    const hi = c === 0xed ? 0x9f : 0xbf;
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const lo = c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xf4 ? 0x8f : 0xbf;
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

/** A JSON string literal for raw bytes interpreted as UTF-8 (see header for invalid bytes). */
export function quoteUtf8Bytes(bytes: Uint8Array, html: boolean): string {
  const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (isUtf8(buf)) return quoteJson(buf.toString('utf8'), html);
  let out = '"';
  let start = 0;
  let i = 0;
  while (i < buf.length) {
    const n = utf8SeqLength(buf, i);
    if (n > 0) {
      i += n;
      continue;
    }
    if (start < i) out += quoteJson(buf.toString('utf8', start, i), html).slice(1, -1);
    out += '\\ufffd';
    start = ++i;
  }
  if (start < buf.length) out += quoteJson(buf.toString('utf8', start), html).slice(1, -1);
  return out + '"';
}

/** Incremental JSON text builder that owns commas, indentation and key separators. */
export class JsonOut {
  text = '';
  readonly #pretty: boolean;
  readonly #html: boolean;
  #level = 0;
  #empty = true;

  constructor(pretty: boolean, html: boolean) {
    this.#pretty = pretty;
    this.#html = html;
  }

  #separate(): void {
    if (!this.#empty) this.text += ',';
    if (this.#pretty) this.text += '\n' + indent(this.#level);
    this.#empty = false;
  }

  open(bracket: '{' | '['): void {
    this.text += bracket;
    this.#level++;
    this.#empty = true;
  }

  close(bracket: '}' | ']'): void {
    this.#level--;
    if (!this.#empty && this.#pretty) this.text += '\n' + indent(this.#level);
    this.text += bracket;
    this.#empty = false;
  }

  key(name: string): void {
    this.#separate();
    this.text += quotedKey(name, this.#html) + (this.#pretty ? ': ' : ':');
  }

  /** A key already quoted by the caller (e.g. from raw bytes). */
  quotedKey(quoted: string): void {
    this.#separate();
    this.text += quoted + (this.#pretty ? ': ' : ':');
  }

  element(): void {
    this.#separate();
  }

  string(value: string): void {
    this.text += quoteJson(value, this.#html);
  }

  utf8Bytes(value: Uint8Array): void {
    this.text += quoteUtf8Bytes(value, this.#html);
  }

  base64(value: Uint8Array): void {
    const buf = Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    this.text += '"' + buf.toString('base64') + '"';
  }

  /** Pre-rendered JSON (numbers, literals). */
  raw(text: string): void {
    this.text += text;
  }
}
