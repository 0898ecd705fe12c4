/**
 * TEAL's integer literal rules, as upstream's assembler applies Go's strconv (core/go/strconv.ts) to them.
 */
import { goParseInt, goParseUint } from '../../go/strconv.js';

/** `strconv.ParseUint(text, 0, 64)`: the integer literal rule of `int`, `pushint`, `intcblock`, `#pragma version`. */
export function parseGoUint(text: string): bigint | undefined {
  const parsed = goParseUint(text, 0, 64);
  return parsed.ok ? parsed.value : undefined;
}

/** `strconv.ParseInt(text, 10, 8)`: decimal only, -128..127 (the `frame_dig`/`frame_bury` immediates). */
export function parseGoInt8Decimal(text: string): number | undefined {
  const parsed = goParseInt(text, 10, 8);
  return parsed.ok ? Number(parsed.value) : undefined;
}
