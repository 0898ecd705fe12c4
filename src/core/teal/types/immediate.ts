/**
 * How the type refiners read immediates, which is looser than (and independent of) how the assembler encodes
 * them: refiners run before encoding, so a malformed immediate just means "no refinement".
 *
 * Invariants:
 * - `smallImmediate` follows Go `strconv.ParseInt(s, 0, 9)` (optional sign, base prefixes, Go underscore rules,
 *   -256..255) and then narrows to -128..127 (signed) or 0..255 (unsigned).
 * - `decimalUint64` follows Go `strconv.ParseUint(s, 10, 64)`: ASCII digits only, no sign or underscores.
 */
import { goParseInt, goParseUint } from '../../go/strconv.js';

/**
 * The immediate at `index` as a small integer, or undefined when it is missing, malformed or out of range.
 */
export function smallImmediate(immediates: readonly string[], index: number, signed: boolean): number | undefined {
  const text = immediates[index];
  if (text === undefined) return undefined;
  const parsed = goParseInt(text, 0, 9);
  if (!parsed.ok) return undefined;
  const value = Number(parsed.value);
  if (signed) return value < -128 || value > 127 ? undefined : value;
  return value < 0 || value > 255 ? undefined : value;
}

/** Decimal-only uint64, as upstream reads `int` immediates for typing (`int 0x10` is not a known constant). */
export function decimalUint64(text: string): bigint | undefined {
  const parsed = goParseUint(text, 10, 64);
  return parsed.ok ? parsed.value : undefined;
}
