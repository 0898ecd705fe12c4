/**
 * TEAL byte literals: upstream's `parseBinaryArgs` and `parseStringLiteral` (assembler.go), on binary-string
 * tokens.
 *
 * Invariants:
 * - Forms, tried in this order on the first token: `base32(…)`/`b32(…)`, `base64(…)`/`b64(…)`, `0x…`, the two-token
 *   `base32 X`/`b32 X`/`base64 X`/`b64 X`, then `"…"` (at least two chars, quote at both ends); anything else is
 *   `arg did not parse: X`.
 * - Error texts carry NO mnemonic: as upstream, the caller (`byte`, `pushbytes`, `pushbytess`, `bytecblock`) writes
 *   `<mnemonic> <error>` itself, together with its own checks (no argument at all, extraneous tokens, values over
 *   4096 bytes). `at` tells which token upstream blames: 1 only when the second token of a two-token form fails
 *   to decode, else 0. `bytecblock`/`pushbytess` blame their first remaining token regardless, as upstream does.
 * - Decoder offsets inside `base64(…)`/`b32(…)` are shifted by the prefix length, as upstream does.
 */
import { goByteAsRune } from '../../go/quote.js';
import { goBase32Decode, goBase64Decode, goHexDecode, type DecodeResult } from '../../go/encoding.js';
import { goParseUint } from '../../go/strconv.js';

export type ByteArgsResult = { value: Uint8Array; consumed: number } | { error: string; at: number };
export type StringLiteralResult = { value: Uint8Array } | { error: string };

/** Upstream's base32DecodeAnyPadding: unpadded first, then padded; a double failure reports the unpadded error. */
function base32AnyPadding(text: string): DecodeResult {
  const unpadded = goBase32Decode(text, false);
  if (unpadded.ok) return unpadded;
  const padded = goBase32Decode(text, true);
  return padded.ok ? padded : unpadded;
}

/** The `name(…)` forms: the first `)` must close the token; decoder offsets count from the token start. */
function parseParenthesized(arg: string, decode: (text: string) => DecodeResult): ByteArgsResult {
  const open = arg.indexOf('(');
  const close = arg.indexOf(')');
  if (close === -1) return { error: `argument ${arg} lacks closing parenthesis`, at: 0 };
  if (close !== arg.length - 1) return { error: `argument ${arg} must end at first closing parenthesis`, at: 0 };
  const decoded = decode(arg.slice(open + 1, close));
  if (decoded.ok) return { value: decoded.value, consumed: 1 };
  if (decoded.corruptAt === undefined) return { error: decoded.error, at: 0 };
  const shifted = decoded.corruptAt + open + 1;
  return { error: decoded.error.replace(/\d+$/, String(shifted)), at: 0 };
}

/** The two-token forms (`b64 TEXT`): a decoding failure blames the second token. */
function parseTwoTokens(args: readonly string[], decode: (text: string) => DecodeResult): ByteArgsResult {
  const name = args[0]!;
  const text = args[1];
  if (text === undefined) return { error: `${name} needs byte literal argument`, at: 0 };
  const decoded = decode(text);
  return decoded.ok ? { value: decoded.value, consumed: 2 } : { error: decoded.error, at: 1 };
}

/**
 * Parses one byte literal from the front of `args` (upstream `parseBinaryArgs`).
 * @throws never; `args` must hold at least one token (callers report `needs byte literal argument` themselves)
 */
export function parseByteArgs(args: readonly string[]): ByteArgsResult {
  const arg = args[0];
  if (arg === undefined) return { error: 'arg did not parse: ', at: 0 };
  if (arg.startsWith('base32(') || arg.startsWith('b32(')) return parseParenthesized(arg, base32AnyPadding);
  if (arg.startsWith('base64(') || arg.startsWith('b64(')) return parseParenthesized(arg, goBase64Decode);
  if (arg.startsWith('0x')) {
    const decoded = goHexDecode(arg.slice(2));
    return decoded.ok ? { value: decoded.value, consumed: 1 } : { error: decoded.error, at: 0 };
  }
  if (arg === 'base32' || arg === 'b32') return parseTwoTokens(args, base32AnyPadding);
  if (arg === 'base64' || arg === 'b64') return parseTwoTokens(args, goBase64Decode);
  if (arg.length > 1 && arg.startsWith('"') && arg.endsWith('"')) {
    const parsed = parseStringLiteral(arg);
    return 'error' in parsed ? { error: parsed.error, at: 0 } : { value: parsed.value, consumed: 1 };
  }
  return { error: `arg did not parse: ${arg}`, at: 0 };
}

const SIMPLE_ESCAPES: Readonly<Record<string, number>> = { n: 0x0a, r: 0x0d, t: 0x09, '\\': 0x5c, '"': 0x22 };

/**
 * Decodes a double-quoted TEAL string (upstream `parseStringLiteral`): `\n \r \t \\ \"` and `\xHH` (exactly two
 * hex digits, parsed by Go's ParseUint so a bad pair reports Go's text). Other bytes are taken as they are.
 * Errors: `no quotes`, `invalid escape sequence \q`, `non-terminated hex sequence`,
 * `escape sequence inside hex number`, `non-terminated escape sequence`, `strconv.ParseUint: parsing "zz": …`.
 */
export function parseStringLiteral(input: string): StringLiteralResult {
  const end = input.length - 1;
  if (input.length === 0 || input[0] !== '"' || input[end] !== '"') return { error: 'no quotes' };
  const out: number[] = [];
  let escaped = false;
  let hex = false;
  for (let pos = 1; pos < end; pos++) {
    const ch = input[pos]!;
    if (ch === '\\' && !escaped) {
      if (hex) return { error: 'escape sequence inside hex number' };
      escaped = true;
      continue;
    }
    let byte = ch.charCodeAt(0);
    if (escaped) {
      escaped = false;
      if (ch === 'x') {
        hex = true;
        continue;
      }
      const simple = SIMPLE_ESCAPES[ch];
      if (simple === undefined) return { error: `invalid escape sequence \\${goByteAsRune(byte)}` };
      byte = simple;
    }
    if (hex) {
      hex = false;
      if (pos >= input.length - 2) return { error: 'non-terminated hex sequence' };
      const parsed = goParseUint(input.slice(pos, pos + 2), 16, 8);
      if (!parsed.ok) return { error: parsed.error };
      byte = Number(parsed.value);
      pos++;
    }
    out.push(byte);
  }
  if (escaped || hex) return { error: 'non-terminated escape sequence' };
  return { value: Uint8Array.from(out) };
}
