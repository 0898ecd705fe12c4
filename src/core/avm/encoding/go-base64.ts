/**
 * Go's `encoding/base64` strict decoder, as `base64_decode` uses it (upstream eval.go opBase64Decode).
 *
 * Invariants:
 * - Same accept/reject decisions and the same error text as Go: `illegal base64 data at input byte N`, N being
 *   the offset Go reports. CR and LF are skipped anywhere; any other foreign byte is an error.
 * - Padding is required iff the input ends with `=` (ignoring trailing CR/LF): `base64_decode` switches to the
 *   unpadded variant otherwise. Strict mode rejects non-zero unused bits in the final quantum.
 */

export type Base64Alphabet = 'std' | 'url';

const STD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function decodeMap(alphabet: string): Uint8Array {
  const map = new Uint8Array(256).fill(0xff);
  for (let i = 0; i < alphabet.length; i++) map[alphabet.charCodeAt(i)] = i;
  return map;
}

const MAPS = { std: decodeMap(STD), url: decodeMap(URL) } as const;
const PAD = 0x3d; // '='
const CR = 0x0d;
const LF = 0x0a;

/** Upstream's `base64padded`: does the text end in '=' before any trailing CR/LF? (Index 0 is never looked at.) */
function endsPadded(encoded: Uint8Array): boolean {
  for (let i = encoded.length - 1; i > 0; i--) {
    const c = encoded[i];
    if (c === PAD) return true;
    if (c !== CR && c !== LF) return false;
  }
  return false;
}

function corrupt(offset: number): string {
  return `illegal base64 data at input byte ${offset}`;
}

interface Quantum {
  /** Position after the quantum. */
  next: number;
  /** Decoded bytes of this quantum (0..3). */
  count: number;
  error: string | undefined;
}

const quantum: Quantum = { next: 0, count: 0, error: undefined };
const digits = new Uint8Array(4);

function skipNewlines(src: Uint8Array, si: number): number {
  while (si < src.length && (src[si] === CR || src[si] === LF)) si++;
  return si;
}

/** Go's decodeQuantum: reads up to 4 symbols from `si`, writing bytes to `out` at `n`. */
function decodeQuantum(
  src: Uint8Array,
  si: number,
  out: Uint8Array,
  n: number,
  map: Uint8Array,
  padded: boolean,
): Quantum {
  quantum.error = undefined;
  digits.fill(0);
  let length = 4;
  for (let j = 0; j < 4; j++) {
    if (si === src.length) {
      if (j === 0) return done(si, 0);
      if (j === 1 || padded) return failed(si, si - j);
      length = j;
      break;
    }
    const c = src[si++]!;
    const value = map[c]!;
    if (value !== 0xff) {
      digits[j] = value;
      continue;
    }
    if (c === LF || c === CR) {
      j--;
      continue;
    }
    if (!padded || c !== PAD) return failed(si, si - 1);
    // Padding: only after two or three symbols; "==" must be complete; nothing but newlines may follow.
    if (j < 2) return failed(si, si - 1);
    if (j === 2) {
      si = skipNewlines(src, si);
      if (si === src.length) return failed(si, src.length);
      if (src[si] !== PAD) return failed(si, si - 1);
      si++;
    }
    si = skipNewlines(src, si);
    if (si < src.length) quantum.error = corrupt(si);
    length = j;
    break;
  }
  return finish(si, out, n, length);
}

function finish(si: number, out: Uint8Array, n: number, length: number): Quantum {
  const trailing = quantum.error;
  const value = (digits[0]! << 18) | (digits[1]! << 12) | (digits[2]! << 6) | digits[3]!;
  const b0 = (value >>> 16) & 0xff;
  const b1 = (value >>> 8) & 0xff;
  const b2 = value & 0xff;
  // Strict mode: bits beyond the decoded bytes must be zero.
  if (length === 3 && b2 !== 0) return failed(si, si - 1);
  if (length === 2 && (b1 !== 0 || b2 !== 0)) return failed(si, si - 2);
  out[n] = b0;
  if (length >= 3) out[n + 1] = b1;
  if (length === 4) out[n + 2] = b2;
  quantum.error = trailing;
  return done(si, length - 1);
}

function done(next: number, count: number): Quantum {
  quantum.next = next;
  quantum.count = count;
  return quantum;
}

function failed(next: number, offset: number): Quantum {
  quantum.error = corrupt(offset);
  return done(next, 0);
}

/** Decodes `encoded` like upstream's `base64_decode`: the bytes, or Go's error text. */
export function decodeBase64Go(encoded: Uint8Array, alphabet: Base64Alphabet): Uint8Array | string {
  const map = MAPS[alphabet];
  const padded = endsPadded(encoded);
  const out = new Uint8Array(Math.ceil(encoded.length / 4) * 3);
  let n = 0;
  let si = 0;
  while (si < encoded.length) {
    const q = decodeQuantum(encoded, si, out, n, map, padded);
    n += q.count;
    if (q.error !== undefined) return q.error;
    si = q.next;
  }
  return out.subarray(0, n);
}
