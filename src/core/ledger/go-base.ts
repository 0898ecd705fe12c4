/**
 * Go's `encoding/base64` and `encoding/base32` StdEncoding decoders, reproduced for their error texts: algod echoes
 * `illegal base64 data at input byte N` (Go's CorruptInputError) inside its messages for bad box names, so the byte
 * offset must be the one Go reports (docs/spec/box-names.md).
 *
 * Invariants: padding is required (StdEncoding); `\r` and `\n` are skipped (base64 inside a quantum, base32 removed
 * up front as Go's DecodeString does); trailing bits are not checked (Go's non-strict mode). Pure and synchronous.
 */

export type GoDecoded = { readonly ok: true; readonly bytes: Buffer } | { readonly ok: false; readonly offset: number };

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function decodeMap(alphabet: string): Int16Array {
  const map = new Int16Array(256).fill(-1);
  for (let i = 0; i < alphabet.length; i++) map[alphabet.charCodeAt(i)] = i;
  return map;
}

const B64_MAP = decodeMap(B64);
const B32_MAP = decodeMap(B32);
const PAD = 0x3d;
const isNewline = (c: number | undefined): boolean => c === 0x0a || c === 0x0d;

/** One base64 quantum from `si`: the next index, the bytes produced, or the CorruptInputError offset. */
function base64Quantum(src: Buffer, start: number, out: number[]): { si: number; error?: number } {
  const dbuf = [0, 0, 0, 0];
  let si = start;
  let dlen = 4;
  for (let j = 0; j < 4; j++) {
    if (si === src.length) {
      if (j === 0) return { si };
      return { si, error: si - j };
    }
    const c = src[si++]!;
    const v = B64_MAP[c]!;
    if (v >= 0) {
      dbuf[j] = v;
      continue;
    }
    if (isNewline(c)) {
      j--;
      continue;
    }
    if (c !== PAD || j < 2) return { si, error: si - 1 };
    if (j === 2) {
      while (si < src.length && isNewline(src[si])) si++;
      if (si === src.length) return { si, error: src.length };
      if (src[si] !== PAD) return { si, error: si - 1 };
      si++;
    }
    while (si < src.length && isNewline(src[si])) si++;
    dlen = j;
    const value = (dbuf[0]! << 18) | (dbuf[1]! << 12) | (dbuf[2]! << 6) | dbuf[3]!;
    for (let k = 0; k < dlen - 1; k++) out.push((value >>> (16 - 8 * k)) & 0xff);
    return si < src.length ? { si, error: si } : { si };
  }
  const value = (dbuf[0]! << 18) | (dbuf[1]! << 12) | (dbuf[2]! << 6) | dbuf[3]!;
  for (let k = 0; k < dlen - 1; k++) out.push((value >>> (16 - 8 * k)) & 0xff);
  return { si };
}

/** base64.StdEncoding.DecodeString. */
export function goBase64Decode(text: string): GoDecoded {
  const src = Buffer.from(text, 'utf8');
  const out: number[] = [];
  let si = 0;
  while (si < src.length) {
    const step = base64Quantum(src, si, out);
    if (step.error !== undefined) return { ok: false, offset: step.error };
    if (step.si === si) break;
    si = step.si;
  }
  return { ok: true, bytes: Buffer.from(out) };
}

/** base32.StdEncoding.DecodeString (newlines removed first, as Go does). */
export function goBase32Decode(text: string): GoDecoded {
  const src = Buffer.from(text.replace(/[\r\n]/g, ''), 'latin1');
  const olen = src.length;
  const out: number[] = [];
  let pos = 0;
  let end = false;
  while (pos < olen && !end) {
    const dbuf = new Array<number>(8).fill(0);
    let dlen = 8;
    for (let j = 0; j < 8; ) {
      if (pos === olen) return { ok: false, offset: olen - j };
      const c = src[pos++]!;
      const rest = olen - pos;
      if (c === PAD && j >= 2 && rest < 8) {
        if (rest + j < 7) return { ok: false, offset: olen };
        for (let k = 0; k < 7 - j; k++) {
          if (rest > k && src[pos + k] !== PAD) return { ok: false, offset: pos + k - 1 };
        }
        dlen = j;
        end = true;
        if (dlen === 1 || dlen === 3 || dlen === 6) return { ok: false, offset: pos - 1 };
        break;
      }
      const v = B32_MAP[c]!;
      if (v < 0) return { ok: false, offset: pos - 1 };
      dbuf[j++] = v;
    }
    let bits = 0n;
    for (const v of dbuf) bits = (bits << 5n) | BigInt(v);
    const produced = [0, 0, 1, 1, 2, 3, 3, 4, 5][dlen]!;
    for (let k = 0; k < produced; k++) out.push(Number((bits >> BigInt(32 - 8 * k)) & 0xffn));
  }
  return { ok: true, bytes: Buffer.from(out) };
}
