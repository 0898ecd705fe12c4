/**
 * The number rules go-codec applies while parsing `json_ref` text: its lenient integer parser (jsonParseInteger:
 * optional sign, decimal digits, possibly none) and, failing that, Go's `strconv.ParseFloat` (decimal or hex
 * mantissa, `_` separators, `inf`/`infinity`/`nan`, out-of-range is an error).
 *
 * Invariants:
 * - `classifyKey` returns a scalar's identity (`u…` uint64, `i…` int64, `f…` float64, `k…` null/true/false) so
 *   that equal Go values compare equal, or `undefined` when the text is not such a scalar.
 * - NaN never equals anything, so each NaN gets a fresh identity.
 */

import { underscoreOK } from '../../go/strconv.js';

const MAX_UINT64 = 0xffff_ffff_ffff_ffffn;
const INT64_MIN_MAGNITUDE = 1n << 63n;

let nanCount = 0;

/** go-codec jsonParseInteger: `[value, negative]`, or undefined on bad syntax or overflow. */
function parseInteger(text: string): [bigint, boolean] | undefined {
  let digits = text;
  const negative = text.startsWith('-');
  if (negative || text.startsWith('+')) digits = text.slice(1);
  if (digits !== '' && !/^\d+$/.test(digits)) return undefined;
  const value = digits === '' ? 0n : BigInt(digits);
  return value > MAX_UINT64 ? undefined : [value, negative];
}

const DECIMAL = /^[+-]?([0-9_]*)(?:\.([0-9_]*))?(?:[eE]([+-]?[0-9][0-9_]*))?$/;
const HEX = /^[+-]?0[xX]([0-9a-fA-F_]*)(?:\.([0-9a-fA-F_]*))?[pP]([+-]?[0-9][0-9_]*)$/;

/** Go strconv.ParseFloat(text, 64): the value, or undefined for a syntax or range error. */
function goParseFloat(text: string): number | undefined {
  if (/^[+-]?(inf|infinity)$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const hex = /^[+-]?0[xX]/.test(text);
  const match = (hex ? HEX : DECIMAL).exec(text);
  if (match === null) return undefined;
  const whole = (match[1] ?? '').replaceAll('_', '');
  const fraction = (match[2] ?? '').replaceAll('_', '');
  if (whole === '' && fraction === '') return undefined;
  if (text.includes('_') && !underscoreOK(text)) return undefined;
  // Go stops accumulating exponent digits at 10000; clamping keeps the template below a plain integer.
  const exponent = Math.max(-20000, Math.min(20000, Number((match[3] ?? '0').replaceAll('_', ''))));
  const magnitude = hex
    ? Number(BigInt('0x' + whole + fraction)) * 2 ** (exponent - 4 * fraction.length)
    : Number(`${whole}${fraction}e${exponent - fraction.length}`);
  if (!Number.isFinite(magnitude)) return undefined;
  return text.startsWith('-') ? -magnitude : magnitude;
}

/** Identity of a MapKeyAsString scalar (go-codec nakedNum and literals), or undefined for a plain string. */
export function classifyKey(text: string): string | undefined {
  if (text === 'null' || text === 'true' || text === 'false') return 'k' + text;
  const integer = parseInteger(text);
  if (integer !== undefined) {
    const [value, negative] = integer;
    if (!negative) return 'u' + value;
    if (value <= INT64_MIN_MAGNITUDE) return 'i' + -value;
  }
  const float = goParseFloat(text);
  if (float === undefined) return undefined;
  return Number.isNaN(float) ? `fNaN#${nanCount++}` : 'f' + String(float);
}
