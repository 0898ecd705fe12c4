/**
 * Go's string formatting of binary strings, as upstream messages render them: `strconv.Quote` (also what `%#v` and
 * `%q` print for a string), `%#U` for a rune and `%c` for a byte.
 *
 * Invariants:
 * - Inputs and outputs are binary strings: one JS char per byte (char codes 0..255). UTF-8 sequences in the input
 *   are decoded exactly as Go's `utf8.DecodeRuneInString` does (shortest form only, no surrogates, nothing above
 *   U+10FFFF; every byte of an invalid sequence is an error of width 1), and runes written to the output are
 *   UTF-8 encoded back into bytes, so the caller turns the whole message into text once, at the very end.
 * - "Printable" is Go's `strconv.IsPrint` with Go 1.25's Unicode 15.0 tables (see printable.ts).
 * - `goQuoteText` and `goQuoteChar` are the same rules for callers holding JS text (converted to UTF-8 and back).
 */
import { isGoPrintable } from './printable.js';

const HEX_LOWER = '0123456789abcdef';

/** The UTF-8 encoding of a code point as a binary string (valid scalar values only). */
export function utf8Binary(codePoint: number): string {
  if (codePoint < 0x80) return String.fromCharCode(codePoint);
  if (codePoint < 0x800) return String.fromCharCode(0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f));
  if (codePoint < 0x10000) {
    return String.fromCharCode(0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f));
  }
  return String.fromCharCode(
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  );
}

const isContinuation = (byte: number): boolean => (byte & 0xc0) === 0x80;

/**
 * Decodes one rune at `index` like Go's `utf8.DecodeRuneInString`: returns the code point and the number of bytes
 * it used, or `-1` with width 1 for a byte that does not start a valid shortest-form sequence.
 */
export function decodeRuneAt(text: string, index: number): { rune: number; width: number } {
  const b0 = text.charCodeAt(index);
  if (b0 < 0x80) return { rune: b0, width: 1 };
  const invalid = { rune: -1, width: 1 };
  const b1 = index + 1 < text.length ? text.charCodeAt(index + 1) : -1;
  if (b0 >= 0xc2 && b0 <= 0xdf) {
    return isContinuation(b1) ? { rune: ((b0 & 0x1f) << 6) | (b1 & 0x3f), width: 2 } : invalid;
  }
  // The second byte's allowed range excludes overlong forms, surrogates and code points above U+10FFFF.
  let lo = 0x80;
  let hi = 0xbf;
  if (b0 === 0xe0) lo = 0xa0;
  else if (b0 === 0xed) hi = 0x9f;
  else if (b0 === 0xf0) lo = 0x90;
  else if (b0 === 0xf4) hi = 0x8f;
  if (b0 < 0xe0 || b0 > 0xf4 || b1 < lo || b1 > hi) return invalid;
  const b2 = index + 2 < text.length ? text.charCodeAt(index + 2) : -1;
  if (!isContinuation(b2)) return invalid;
  if (b0 < 0xf0) return { rune: ((b0 & 0x0f) << 12) | ((b1 & 0x3f) << 6) | (b2 & 0x3f), width: 3 };
  const b3 = index + 3 < text.length ? text.charCodeAt(index + 3) : -1;
  if (!isContinuation(b3)) return invalid;
  return { rune: ((b0 & 0x07) << 18) | ((b1 & 0x3f) << 12) | ((b2 & 0x3f) << 6) | (b3 & 0x3f), width: 4 };
}

const hexDigits = (value: number, width: number): string => {
  let out = '';
  for (let shift = (width - 1) * 4; shift >= 0; shift -= 4) out += HEX_LOWER[(value >> shift) & 0xf];
  return out;
};

const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  0x07: '\\a',
  0x08: '\\b',
  0x0c: '\\f',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
  0x0b: '\\v',
};

/** How `strconv.Quote` writes one valid rune inside double quotes. */
function quoteRune(rune: number): string {
  if (rune === 0x22 || rune === 0x5c) return '\\' + String.fromCharCode(rune);
  if (isGoPrintable(rune)) return utf8Binary(rune);
  const short = SHORT_ESCAPES[rune];
  if (short !== undefined) return short;
  if (rune < 0x20 || rune === 0x7f) return '\\x' + hexDigits(rune, 2);
  if (rune < 0x10000) return '\\u' + hexDigits(rune, 4);
  return '\\U' + hexDigits(rune, 8);
}

/**
 * Go `strconv.Quote` of a binary string: double-quoted, `\"` and `\\` escaped, printable runes kept as UTF-8,
 * `\a \b \f \n \r \t \v`, other controls and DEL as `\xhh`, other non-printable runes as `\uhhhh`/`\Uhhhhhhhh`,
 * and each byte that is not part of valid UTF-8 as `\xhh`. A literal U+FFFD in the input is printable and kept.
 */
export function goQuote(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length;) {
    const { rune, width } = decodeRuneAt(text, i);
    out += rune < 0 ? '\\x' + hexDigits(text.charCodeAt(i), 2) : quoteRune(rune);
    i += width;
  }
  return out + '"';
}

/** Go `fmt` `%#U` of a code point: `U+0067 'g'`, or just `U+0085` when the rune is not printable. */
export function goUnicodeVerb(codePoint: number): string {
  const digits = codePoint.toString(16).toUpperCase().padStart(4, '0');
  return isGoPrintable(codePoint) ? `U+${digits} '${utf8Binary(codePoint)}'` : `U+${digits}`;
}

/** Go `fmt` `%c` of a byte value: the rune with that number, UTF-8 encoded (so 0xe9 becomes two bytes). */
export function goByteAsRune(byte: number): string {
  return utf8Binary(byte);
}

/** Go `strconv.Quote` of JS text (its UTF-8 bytes), returned as JS text. */
export function goQuoteText(text: string): string {
  return Buffer.from(goQuote(Buffer.from(text, 'utf8').toString('latin1')), 'latin1').toString('utf8');
}

/**
 * encoding/json's `quoteChar`: a byte as scanner errors show it, i.e. `strconv.Quote` of the rune with that number
 * between single quotes (`'\''` for the quote itself, `'"'` unescaped), returned as JS text.
 */
export function goQuoteChar(byte: number): string {
  if (byte === 0x27) return "'\\''";
  if (byte === 0x22) return `'"'`;
  const quoted = goQuote(utf8Binary(byte));
  return `'${Buffer.from(quoted.slice(1, -1), 'latin1').toString('utf8')}'`;
}
