/**
 * The three Go decoders that TEAL byte literals and goal's box-name encodings (ledger/app-call-bytes.ts) go through,
 * reproduced with their error texts and offsets:
 * `base64.StdEncoding.DecodeString`, `base32.StdEncoding` (with and without padding) and `hex.DecodeString`.
 *
 * Invariants (Go 1.25 behaviour, quirks included on purpose because offsets appear in compile errors):
 * - base64: standard alphabet, `=` padding required, non-strict (non-zero trailing bits are accepted), `\r`/`\n`
 *   skipped anywhere. Offsets count the raw input, newlines included, except where Go itself reports `si - j`.
 * - base32: `\r`/`\n` are removed BEFORE decoding, so offsets count the stripped text. Without padding a final
 *   group of 1, 3 or 6 characters yields no byte and no error, and byte 0xff acts as the padding character
 *   (Go compares against `byte(NoPadding)`). With padding, characters after a complete padding run within the
 *   last 8 characters are ignored.
 * - hex: pairs are checked left to right; an invalid character is reported before an odd length.
 * - Inputs are binary strings (one char per byte); outputs are fresh Uint8Arrays.
 */
import { goUnicodeVerb } from './quote.js';

export type DecodeResult =
  | { ok: true; value: Uint8Array }
  | { ok: false; error: string; /** Go's CorruptInputError offset, for base64/base32 */ corruptAt?: number };

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeMap(alphabet: string): Int8Array {
  const map = new Int8Array(256).fill(-1);
  for (let i = 0; i < alphabet.length; i++) map[alphabet.charCodeAt(i)] = i;
  return map;
}
const BASE64_VALUES = decodeMap(BASE64_ALPHABET);
const BASE32_VALUES = decodeMap(BASE32_ALPHABET);
const HEX_VALUES = decodeMap('0123456789abcdef');
for (let i = 0; i < 6; i++) HEX_VALUES[0x41 + i] = 10 + i;

const PAD = 0x3d;
const isNewline = (c: number): boolean => c === 0x0a || c === 0x0d;

const corrupt = (kind: 'base64' | 'base32', at: number): DecodeResult => ({
  ok: false,
  error: `illegal ${kind} data at input byte ${at}`,
  corruptAt: at,
});

type Quantum = { next: number; digits: number[] } | { corruptAt: number };

/** One 4-character base64 group starting at `si` (Go's decodeQuantum for a padded encoding). */
function base64Quantum(text: string, start: number): Quantum {
  const digits: number[] = [];
  let si = start;
  while (digits.length < 4) {
    if (si === text.length) return digits.length === 0 ? { next: si, digits } : { corruptAt: si - digits.length };
    const c = text.charCodeAt(si++);
    const value = BASE64_VALUES[c]!;
    if (value >= 0) digits.push(value);
    else if (isNewline(c)) continue;
    else if (c !== PAD || digits.length < 2) return { corruptAt: si - 1 };
    else return base64Padding(text, si, digits);
  }
  return { next: si, digits };
}

/** After the first `=` of a group holding 2 or 3 digits: the rest of the padding, then only newlines may follow. */
function base64Padding(text: string, afterPad: number, digits: number[]): Quantum {
  let si = afterPad;
  const skipNewlines = (): void => {
    while (si < text.length && isNewline(text.charCodeAt(si))) si++;
  };
  if (digits.length === 2) {
    skipNewlines();
    if (si === text.length) return { corruptAt: text.length };
    if (text.charCodeAt(si) !== PAD) return { corruptAt: si - 1 };
    si++;
  }
  skipNewlines();
  return si < text.length ? { corruptAt: si } : { next: si, digits };
}

/** Go `base64.StdEncoding.DecodeString`. */
export function goBase64Decode(text: string): DecodeResult {
  const out: number[] = [];
  for (let si = 0; si < text.length;) {
    const quantum = base64Quantum(text, si);
    if ('corruptAt' in quantum) return corrupt('base64', quantum.corruptAt);
    const [a = 0, b = 0, c = 0, d = 0] = quantum.digits;
    const bits = (a << 18) | (b << 12) | (c << 6) | d;
    const bytes = [(bits >> 16) & 0xff, (bits >> 8) & 0xff, bits & 0xff];
    out.push(...bytes.slice(0, Math.max(0, quantum.digits.length - 1)));
    si = quantum.next;
  }
  return { ok: true, value: Uint8Array.from(out) };
}

/** Bytes produced by a base32 group of `count` digits (Go writes none for 1, 3 or 6). */
const BASE32_BYTES: Readonly<Record<number, number>> = { 0: 0, 1: 0, 2: 1, 3: 0, 4: 2, 5: 3, 6: 0, 7: 4, 8: 5 };

function pushBase32Group(out: number[], digits: number[], count: number): void {
  // 8 digits are 40 bits: exact in a double, so plain arithmetic instead of 32-bit shifts.
  let bits = 0;
  for (let i = 0; i < 8; i++) bits = bits * 32 + (digits[i] ?? 0);
  for (let i = 0; i < BASE32_BYTES[count]!; i++) out.push(Math.floor(bits / 2 ** (32 - 8 * i)) % 256);
}

/** Go `base32.StdEncoding` (padded) or `.WithPadding(base32.NoPadding)` `DecodeString`. */
export function goBase32Decode(raw: string, padded: boolean): DecodeResult {
  let text = '';
  for (let i = 0; i < raw.length; i++) if (!isNewline(raw.charCodeAt(i))) text += raw[i];
  const padChar = padded ? PAD : 0xff;
  const out: number[] = [];
  let pos = 0;
  for (let end = false; pos < text.length && !end;) {
    const digits: number[] = [];
    while (digits.length < 8) {
      if (pos === text.length) {
        if (padded) return corrupt('base32', text.length - digits.length);
        end = true;
        break;
      }
      const c = text.charCodeAt(pos++);
      const remaining = text.length - pos;
      if (c === padChar && digits.length >= 2 && remaining < 8) {
        const bad = base32PaddingError(text, pos, digits.length, padChar);
        if (bad !== undefined) return corrupt('base32', bad);
        end = true;
        break;
      }
      const value = BASE32_VALUES[c]!;
      if (value < 0) return corrupt('base32', pos - 1);
      digits.push(value);
    }
    pushBase32Group(out, digits, digits.length);
  }
  return { ok: true, value: Uint8Array.from(out) };
}

/** Checks the padding run that starts just before `pos`; returns Go's error offset, if any. */
function base32PaddingError(text: string, pos: number, digitCount: number, padChar: number): number | undefined {
  const remaining = text.length - pos;
  if (remaining + digitCount < 7) return text.length;
  for (let k = 0; k < 7 - digitCount; k++) {
    if (remaining > k && text.charCodeAt(pos + k) !== padChar) return pos + k - 1;
  }
  return digitCount === 1 || digitCount === 3 || digitCount === 6 ? pos - 1 : undefined;
}

/** Go `hex.DecodeString` (either case; errors `encoding/hex: odd length hex string` / `invalid byte: %#U`). */
export function goHexDecode(text: string): DecodeResult {
  const out = new Uint8Array(text.length >> 1);
  const invalid = (c: number): DecodeResult => ({
    ok: false,
    error: `encoding/hex: invalid byte: ${goUnicodeVerb(c)}`,
  });
  let j = 1;
  for (; j < text.length; j += 2) {
    const hi = HEX_VALUES[text.charCodeAt(j - 1)]!;
    const lo = HEX_VALUES[text.charCodeAt(j)]!;
    if (hi < 0) return invalid(text.charCodeAt(j - 1));
    if (lo < 0) return invalid(text.charCodeAt(j));
    out[(j - 1) >> 1] = (hi << 4) | lo;
  }
  if (text.length % 2 === 1) {
    if (HEX_VALUES[text.charCodeAt(j - 1)]! < 0) return invalid(text.charCodeAt(j - 1));
    return { ok: false, error: 'encoding/hex: odd length hex string' };
  }
  return { ok: true, value: out };
}
