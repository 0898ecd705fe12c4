/**
 * Go `strconv.ParseUint` / `strconv.ParseInt` on binary strings, including Go's error texts, which upstream
 * sometimes prints verbatim (`strconv.ParseUint: parsing "x": invalid syntax`).
 *
 * Invariants:
 * - Base 0 infers the base from the prefix: `0x`/`0X` hex, `0o`/`0O` octal, `0b`/`0B` binary (each prefix needs at
 *   least one more character to count), any other leading `0` octal, else decimal. Only base 0 allows `_`, and only
 *   between digits or right after a prefix (Go's literal rule), so `1_000` is 1000 but `_1`, `1__0`, `1_` fail.
 * - Digits are 0-9 and letters (either case) below the base; no sign for ParseUint, an optional `+`/`-` for
 *   ParseInt. Values are bigints and must fit `bitSize` bits.
 * - A syntax problem anywhere wins over overflow only when it comes first, exactly as Go scans left to right.
 * - Pure and synchronous; text callers convert with `binaryOfText`/`textOfBinaryString` (quote.ts).
 */
import { goQuote } from './quote.js';

export type GoNumberResult = { ok: true; value: bigint } | { ok: false; reason: 'syntax' | 'range'; error: string };

const numError = (fn: string, text: string, reason: 'syntax' | 'range'): GoNumberResult => ({
  ok: false,
  reason,
  error: `strconv.${fn}: parsing ${goQuote(text)}: ${reason === 'syntax' ? 'invalid syntax' : 'value out of range'}`,
});

const lower = (c: number): number => c | 0x20;

/**
 * Go's `underscoreOK`: underscores only as digit separators (a base prefix counts as a digit). Used by ParseUint,
 * ParseInt and ParseFloat alike.
 */
export function underscoreOK(text: string): boolean {
  let s = text;
  if (s.length >= 1 && (s[0] === '-' || s[0] === '+')) s = s.slice(1);
  let saw = '^';
  let i = 0;
  let hex = false;
  if (s.length >= 2 && s[0] === '0' && 'box'.includes(String.fromCharCode(lower(s.charCodeAt(1))))) {
    i = 2;
    saw = '0';
    hex = lower(s.charCodeAt(1)) === 0x78;
  }
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const l = lower(c);
    if ((c >= 0x30 && c <= 0x39) || (hex && l >= 0x61 && l <= 0x66)) {
      saw = '0';
    } else if (c === 0x5f) {
      if (saw !== '0') return false;
      saw = '_';
    } else {
      if (saw === '_') return false;
      saw = '!';
    }
  }
  return saw !== '_';
}

/** Splits off the base prefix for base 0; returns the digits and the effective base. */
function basePrefix(text: string, base: number): { digits: string; base: number } {
  if (base !== 0) return { digits: text, base };
  if (text[0] !== '0') return { digits: text, base: 10 };
  const marker = text.length >= 3 ? lower(text.charCodeAt(1)) : 0;
  if (marker === 0x62) return { digits: text.slice(2), base: 2 };
  if (marker === 0x6f) return { digits: text.slice(2), base: 8 };
  if (marker === 0x78) return { digits: text.slice(2), base: 16 };
  return { digits: text.slice(1), base: 8 };
}

/**
 * Go `strconv.ParseUint(text, base, bitSize)` (base 0 or 2..36, bitSize 1..64).
 * @throws never; failures are `{ ok: false }` carrying Go's error text
 */
export function goParseUint(text: string, base: number, bitSize: number): GoNumberResult {
  const fn = 'ParseUint';
  if (text === '') return numError(fn, text, 'syntax');
  const prefixed = basePrefix(text, base);
  const radix = BigInt(prefixed.base);
  const max = (1n << BigInt(bitSize)) - 1n;
  let value = 0n;
  let sawUnderscore = false;
  for (let i = 0; i < prefixed.digits.length; i++) {
    const c = prefixed.digits.charCodeAt(i);
    let digit: number;
    if (c === 0x5f && base === 0) {
      sawUnderscore = true;
      continue;
    } else if (c >= 0x30 && c <= 0x39) digit = c - 0x30;
    else if (lower(c) >= 0x61 && lower(c) <= 0x7a) digit = lower(c) - 0x61 + 10;
    else return numError(fn, text, 'syntax');
    if (digit >= prefixed.base) return numError(fn, text, 'syntax');
    value = value * radix + BigInt(digit);
    if (value > max) return numError(fn, text, 'range');
  }
  if (sawUnderscore && !underscoreOK(text)) return numError(fn, text, 'syntax');
  return { ok: true, value };
}

/**
 * Go `strconv.ParseInt(text, base, bitSize)`: optional sign, then ParseUint's rules; errors quote the whole text.
 * @throws never; failures are `{ ok: false }` carrying Go's error text
 */
export function goParseInt(text: string, base: number, bitSize: number): GoNumberResult {
  if (text === '') return numError('ParseInt', text, 'syntax');
  const negative = text[0] === '-';
  const unsigned = text[0] === '+' || negative ? text.slice(1) : text;
  const parsed = goParseUint(unsigned, base, bitSize);
  if (!parsed.ok && parsed.reason === 'syntax') return numError('ParseInt', text, 'syntax');
  const limit = 1n << BigInt(bitSize - 1);
  if (!parsed.ok || (negative ? parsed.value > limit : parsed.value >= limit))
    return numError('ParseInt', text, 'range');
  return { ok: true, value: negative ? -parsed.value : parsed.value };
}
