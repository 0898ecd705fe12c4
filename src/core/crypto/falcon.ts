/**
 * Verification of Algorand's deterministic Falcon-1024 signatures in compressed form (algorand/falcon
 * `falcon_det1024_verify_compressed`), as the AVM's `falcon_verify` and post-quantum signatures use them.
 *
 * Invariants:
 * - A public key is 1793 bytes: header 0x0A (logn = 10), then 1024 coefficients of 14 bits each, big-endian
 *   bit order, every one below q = 12289.
 * - A signature is: header 0xBA (0x3A with the "unsalted" bit), a salt-version byte, then the compressed s₂
 *   (sign bit, 7 low bits, unary high bits; no -0; |s| ≤ 2047; unused bits of the last byte zero). The encoding
 *   must fill the signature exactly, and the re-salted signature may not exceed 1462 bytes.
 * - The 40-byte salt is: version, 10, "FALCON_DET", then zeros. c = HashToPoint(SHAKE256(salt ‖ message)) by
 *   rejection sampling 16-bit big-endian words below 61445, reduced mod q.
 * - Valid iff ‖(c − s₂·h mod (x¹⁰²⁴+1, q), s₂)‖² ≤ 70265242, the first vector centred in [−q/2, q/2].
 * - Malformed input is an error code (or false), never an exception; the codes follow the C library's checks in
 *   order: signature header and size, key header, key coefficients, s₂ encoding, then the norm.
 */
import { createHash } from 'node:crypto';

export const FALCON_PUBLIC_KEY_BYTES = 1793;

const LOGN = 10;
const N = 1 << LOGN;
const Q = 12289;
const PUBLIC_KEY_HEADER = 0x00 | LOGN;
const SIGNATURE_HEADER = 0x80 | 0x30 | LOGN;
const SALT_BYTES = 40;
const SALTED_MAX_BYTES = (((11 << LOGN) + (101 >> (10 - LOGN)) + 7) >> 3) + 41;
const NORM_BOUND = 70265242;
const SALT_TAG = Buffer.from('FALCON_DET', 'ascii');
const SAMPLE_LIMIT = 61445; // 5q: the largest multiple of q below 2¹⁶

function powMod(base: number, exponent: number): number {
  let result = 1;
  let b = base % Q;
  for (let e = exponent; e > 0; e >>= 1) {
    if (e & 1) result = (result * b) % Q;
    b = (b * b) % Q;
  }
  return result;
}

// ψ, a primitive 2N-th root of unity mod q (11 generates the multiplicative group), and the tables of the
// negacyclic transform: twist by ψⁱ, then a cyclic NTT with ω = ψ².
const PSI = powMod(11, (Q - 1) / (2 * N));
const PSI_INV = powMod(PSI, Q - 2);
const N_INV = powMod(N, Q - 2);
const TWIST = new Uint16Array(N);
const UNTWIST = new Uint16Array(N);
const ROOTS = new Uint16Array(N / 2);
const INV_ROOTS = new Uint16Array(N / 2);
const BIT_REVERSED = new Uint16Array(N);
for (let i = 0, t = 1, u = N_INV; i < N; i++, t = (t * PSI) % Q, u = (u * PSI_INV) % Q) {
  TWIST[i] = t;
  UNTWIST[i] = u;
}
for (let i = 0, w = 1, wi = 1; i < N / 2; i++) {
  ROOTS[i] = w;
  INV_ROOTS[i] = wi;
  w = (w * PSI * PSI) % Q;
  wi = (wi * PSI_INV * PSI_INV) % Q;
}
for (let i = 0; i < N; i++) {
  let r = 0;
  for (let b = 0; b < LOGN; b++) r |= ((i >> b) & 1) << (LOGN - 1 - b);
  BIT_REVERSED[i] = r;
}

function cyclicNtt(a: Uint16Array, roots: Uint16Array): void {
  for (let i = 0; i < N; i++) {
    const j = BIT_REVERSED[i]!;
    if (i < j) {
      const t = a[i]!;
      a[i] = a[j]!;
      a[j] = t;
    }
  }
  for (let len = 2; len <= N; len <<= 1) {
    const half = len >> 1;
    const step = N / len;
    for (let start = 0; start < N; start += len) {
      for (let k = 0; k < half; k++) {
        const x = a[start + k]!;
        const y = (a[start + k + half]! * roots[k * step]!) % Q;
        a[start + k] = x + y >= Q ? x + y - Q : x + y;
        a[start + k + half] = x >= y ? x - y : x + Q - y;
      }
    }
  }
}

/** a·b mod (x^N + 1, q), coefficients in [0, q). */
function negacyclicProduct(a: Uint16Array, b: Uint16Array): Uint16Array {
  const x = new Uint16Array(N);
  const y = new Uint16Array(N);
  for (let i = 0; i < N; i++) {
    x[i] = (a[i]! * TWIST[i]!) % Q;
    y[i] = (b[i]! * TWIST[i]!) % Q;
  }
  cyclicNtt(x, ROOTS);
  cyclicNtt(y, ROOTS);
  for (let i = 0; i < N; i++) x[i] = (x[i]! * y[i]!) % Q;
  cyclicNtt(x, INV_ROOTS);
  for (let i = 0; i < N; i++) x[i] = (x[i]! * UNTWIST[i]!) % Q;
  return x;
}

/** The 14-bit coefficients of a public key, or undefined when it is malformed. */
function decodePublicKey(publicKey: Uint8Array): Uint16Array | undefined {
  if (publicKey.length !== FALCON_PUBLIC_KEY_BYTES || publicKey[0] !== PUBLIC_KEY_HEADER) return undefined;
  const h = new Uint16Array(N);
  let acc = 0;
  let bits = 0;
  let at = 1;
  for (let i = 0; i < N;) {
    acc = ((acc << 8) | publicKey[at++]!) & 0x3fffff;
    bits += 8;
    if (bits >= 14) {
      bits -= 14;
      const w = (acc >> bits) & 0x3fff;
      if (w >= Q) return undefined;
      h[i++] = w;
    }
  }
  return h;
}

/** The compressed s₂ of `bytes`, which it must fill exactly; undefined when malformed. */
function decodeCompressed(bytes: Uint8Array): Int16Array | undefined {
  const s = new Int16Array(N);
  let acc = 0;
  let bits = 0;
  let at = 0;
  for (let i = 0; i < N; i++) {
    if (at >= bytes.length) return undefined;
    acc = ((acc << 8) | bytes[at++]!) & 0xffff;
    const b = acc >> bits;
    const negative = (b & 0x80) !== 0;
    let magnitude = b & 0x7f;
    for (;;) {
      if (bits === 0) {
        if (at >= bytes.length) return undefined;
        acc = ((acc << 8) | bytes[at++]!) & 0xffff;
        bits = 8;
      }
      bits--;
      if (((acc >> bits) & 1) !== 0) break;
      magnitude += 128;
      if (magnitude > 2047) return undefined;
    }
    if (negative && magnitude === 0) return undefined;
    s[i] = negative ? -magnitude : magnitude;
  }
  if ((acc & ((1 << bits) - 1)) !== 0 || at !== bytes.length) return undefined;
  return s;
}

function hashToPoint(saltVersion: number, message: Uint8Array): Uint16Array {
  const salt = new Uint8Array(SALT_BYTES);
  salt[0] = saltVersion;
  salt[1] = LOGN;
  salt.set(SALT_TAG, 2);
  const c = new Uint16Array(N);
  // about 1.07·N samples are needed; draw more output (a prefix of the same stream) in the rare short case
  for (let outputBytes = 2 * N + 512; ; outputBytes *= 2) {
    const stream = createHash('shake256', { outputLength: outputBytes }).update(salt).update(message).digest();
    let filled = 0;
    for (let at = 0; at + 1 < stream.length && filled < N; at += 2) {
      const w = (stream[at]! << 8) | stream[at + 1]!;
      if (w < SAMPLE_LIMIT) c[filled++] = w % Q;
    }
    if (filled === N) return c;
  }
}

// The C library's result codes (falcon.h FALCON_ERR_*).
const FORMAT = -3;
const BAD_SIGNATURE = -4;

/**
 * falcon_det1024_verify_compressed's result: 0 when `signature` is a valid deterministic Falcon-1024 signature of
 * `message` under `publicKey`, else the library's error code (-3 malformed key or encoding, -4 bad signature).
 */
export function falconVerifyCode(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): number {
  if (signature.length < 2 || signature[0] !== SIGNATURE_HEADER) return BAD_SIGNATURE;
  if (signature.length + SALT_BYTES - 1 > SALTED_MAX_BYTES) return BAD_SIGNATURE;
  if (publicKey.length === 0 || (publicKey[0]! & 0xf0) !== 0) return FORMAT;
  const logn = publicKey[0]! & 0x0f;
  if (logn < 1 || logn > 10) return FORMAT;
  if (logn !== LOGN) return BAD_SIGNATURE; // the signature's degree (10) differs from the key's
  const h = decodePublicKey(publicKey);
  if (h === undefined) return FORMAT;
  const s2 = decodeCompressed(signature.subarray(2));
  if (s2 === undefined) return FORMAT;
  const c = hashToPoint(signature[1]!, message);
  const s2ModQ = new Uint16Array(N);
  for (let i = 0; i < N; i++) s2ModQ[i] = s2[i]! < 0 ? s2[i]! + Q : s2[i]!;
  const product = negacyclicProduct(s2ModQ, h);
  let norm = 0;
  for (let i = 0; i < N; i++) {
    let s1 = c[i]! - product[i]!;
    if (s1 < 0) s1 += Q;
    if (s1 > Q >> 1) s1 -= Q;
    norm += s1 * s1 + s2[i]! * s2[i]!;
  }
  return norm <= NORM_BOUND ? 0 : BAD_SIGNATURE;
}

/** Whether `signature` is a valid deterministic Falcon-1024 signature of `message` under `publicKey`. */
export function falconVerify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  return falconVerifyCode(publicKey, message, signature) === 0;
}
