/**
 * Go `encoding/json` syntax validation (scanner.go `checkValid`), which `json.Unmarshal` runs before decoding and
 * whose messages `json_ref` reports verbatim when an extracted value is not strict RFC 8259 JSON.
 *
 * Invariants:
 * - Byte-level state machine with Go's states and error texts: `invalid character C CONTEXT` (C quoted like Go's
 *   quoteChar) and `unexpected end of JSON input`. At the end of input one blank is fed to the scanner, as Go's
 *   `eof()` does, so e.g. a dangling `1.` reports `invalid character ' ' after decimal point in numeric literal`.
 * - Nesting deeper than 10000 fails with `exceeded max depth`.
 */

import { goQuoteChar } from '../../go/quote.js';

const enum S {
  BeginValue,
  BeginValueOrEmpty,
  BeginStringOrEmpty,
  BeginString,
  EndValue,
  EndTop,
  InString,
  InStringEsc,
  EscU1,
  EscU2,
  EscU3,
  EscU4,
  Neg,
  Zero,
  One,
  Dot,
  Dot0,
  E,
  ESign,
  E0,
  Literal,
  Error,
}

const enum P {
  ObjectKey,
  ObjectValue,
  ArrayValue,
}

const MAX_NESTING = 10000;

const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

const LITERALS = ['true', 'false', 'null'];

class Scanner {
  state: S = S.BeginValue;
  readonly parse: P[] = [];
  endTop = false;
  error: string | undefined;
  /** Literal being matched and how many of its bytes were seen. */
  literal = '';
  matched = 0;

  fail(c: number, context: string): void {
    this.state = S.Error;
    this.error = `invalid character ${goQuoteChar(c)} ${context}`;
  }

  push(kind: P, c: number, next: S): void {
    this.parse.push(kind);
    if (this.parse.length > MAX_NESTING) this.fail(c, 'exceeded max depth');
    else this.state = next;
  }
}

function beginValue(s: Scanner, c: number): void {
  if (isSpace(c)) return;
  if (c === 0x7b) return s.push(P.ObjectKey, c, S.BeginStringOrEmpty);
  if (c === 0x5b) return s.push(P.ArrayValue, c, S.BeginValueOrEmpty);
  if (c === 0x22) return void (s.state = S.InString);
  if (c === 0x2d) return void (s.state = S.Neg);
  if (c === 0x30) return void (s.state = S.Zero);
  if (c >= 0x31 && c <= 0x39) return void (s.state = S.One);
  const literal = LITERALS.find((word) => word.charCodeAt(0) === c);
  if (literal === undefined) return s.fail(c, 'looking for beginning of value');
  s.state = S.Literal;
  s.literal = literal;
  s.matched = 1;
}

function endValue(s: Scanner, c: number): void {
  const n = s.parse.length;
  if (n === 0) {
    s.state = S.EndTop;
    s.endTop = true;
    return endTop(s, c);
  }
  if (isSpace(c)) {
    s.state = S.EndValue;
    return;
  }
  switch (s.parse[n - 1]) {
    case P.ObjectKey:
      if (c === 0x3a) {
        s.parse[n - 1] = P.ObjectValue;
        s.state = S.BeginValue;
        return;
      }
      return s.fail(c, 'after object key');
    case P.ObjectValue:
      if (c === 0x2c) {
        s.parse[n - 1] = P.ObjectKey;
        s.state = S.BeginString;
        return;
      }
      if (c === 0x7d) return closeContainer(s);
      return s.fail(c, 'after object key:value pair');
    default:
      if (c === 0x2c) return void (s.state = S.BeginValue);
      if (c === 0x5d) return closeContainer(s);
      return s.fail(c, 'after array element');
  }
}

function closeContainer(s: Scanner): void {
  s.parse.pop();
  s.state = s.parse.length === 0 ? S.EndTop : S.EndValue;
  if (s.parse.length === 0) s.endTop = true;
}

function endTop(s: Scanner, c: number): void {
  // Go records the complaint and reports it on the next byte (or at the end).
  if (!isSpace(c)) s.fail(c, 'after top-level value');
}

function inNumber(s: Scanner, c: number): void {
  switch (s.state) {
    case S.Neg:
      if (c === 0x30) return void (s.state = S.Zero);
      if (c >= 0x31 && c <= 0x39) return void (s.state = S.One);
      return s.fail(c, 'in numeric literal');
    case S.One:
      if (isDigit(c)) return;
      return afterInteger(s, c);
    case S.Zero:
      return afterInteger(s, c);
    case S.Dot:
      if (isDigit(c)) return void (s.state = S.Dot0);
      return s.fail(c, 'after decimal point in numeric literal');
    case S.Dot0:
      if (isDigit(c)) return;
      if (c === 0x65 || c === 0x45) return void (s.state = S.E);
      return endValue(s, c);
    case S.E:
      if (c === 0x2b || c === 0x2d) return void (s.state = S.ESign);
      return exponentDigit(s, c);
    case S.ESign:
      return exponentDigit(s, c);
    default:
      if (isDigit(c)) return;
      return endValue(s, c);
  }
}

function afterInteger(s: Scanner, c: number): void {
  if (c === 0x2e) return void (s.state = S.Dot);
  if (c === 0x65 || c === 0x45) return void (s.state = S.E);
  return endValue(s, c);
}

function exponentDigit(s: Scanner, c: number): void {
  if (isDigit(c)) return void (s.state = S.E0);
  return s.fail(c, 'in exponent of numeric literal');
}

function inString(s: Scanner, c: number): void {
  switch (s.state) {
    case S.InString:
      if (c === 0x22) return void (s.state = S.EndValue);
      if (c === 0x5c) return void (s.state = S.InStringEsc);
      if (c < 0x20) return s.fail(c, 'in string literal');
      return;
    case S.InStringEsc:
      if (c === 0x75) return void (s.state = S.EscU1);
      if ('bfnrt\\/"'.includes(String.fromCharCode(c))) return void (s.state = S.InString);
      return s.fail(c, 'in string escape code');
    default:
      if (!isHex(c)) return s.fail(c, 'in \\u hexadecimal character escape');
      s.state = s.state === S.EscU4 ? S.InString : s.state + 1;
  }
}

function inLiteral(s: Scanner, c: number): void {
  const expected = s.literal.charCodeAt(s.matched);
  if (c !== expected) return s.fail(c, `in literal ${s.literal} (expecting '${s.literal[s.matched]}')`);
  s.matched++;
  if (s.matched === s.literal.length) s.state = S.EndValue;
}

function step(s: Scanner, c: number): void {
  switch (s.state) {
    case S.BeginValue:
      return beginValue(s, c);
    case S.BeginValueOrEmpty:
      if (isSpace(c)) return;
      if (c === 0x5d) return endValue(s, c);
      return beginValue(s, c);
    case S.BeginStringOrEmpty:
    case S.BeginString:
      if (isSpace(c)) return;
      if (c === 0x7d && s.state === S.BeginStringOrEmpty) {
        s.parse[s.parse.length - 1] = P.ObjectValue;
        return endValue(s, c);
      }
      if (c === 0x22) return void (s.state = S.InString);
      return s.fail(c, 'looking for beginning of object key string');
    case S.EndValue:
      return endValue(s, c);
    case S.EndTop:
      return endTop(s, c);
    case S.Literal:
      return inLiteral(s, c);
    case S.Error:
      return;
    default:
      return s.state <= S.EscU4 ? inString(s, c) : inNumber(s, c);
  }
}

/** Go's checkValid: undefined when `data` is one valid JSON value, else the SyntaxError text. */
export function checkValid(data: Uint8Array): string | undefined {
  const s = new Scanner();
  for (let i = 0; i < data.length; i++) {
    step(s, data[i]!);
    if (s.error !== undefined) return s.error;
  }
  if (s.endTop) return undefined;
  step(s, 0x20);
  if (s.endTop) return undefined;
  return s.error ?? 'unexpected end of JSON input';
}
