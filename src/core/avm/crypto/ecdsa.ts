/**
 * ECDSA over secp256k1 and secp256r1 (P-256) with the acceptance rules of go-algorand's AVM ops
 * (data/transactions/logic/crypto.go): secp256k1 goes through libsecp256k1, secp256r1 through Go's crypto/ecdsa.
 *
 * Invariants:
 * - Inputs are big-endian byte strings; scalars and coordinates are read as unsigned integers of any length.
 * - secp256k1 verification: r‖s must be exactly 64 bytes, each half < n; r, s ≠ 0; s must be low (s ≤ n/2,
 *   libsecp256k1 refuses malleable signatures); the public key coordinates are the low 256 bits of x and y
 *   (Go's Marshal truncates), each < p and on the curve. The message is reduced mod n.
 * - secp256r1 verification: x, y < p and on the curve (EnablePrecheckECDSACurve); 1 ≤ r, s < n; high s is accepted.
 * - Decompression: exactly 33 bytes, prefix 0x02/0x03, x < p, x³ + ax + b a square; x = 0 is allowed when it is.
 * - Recovery (secp256k1 only): recovery id 0..3 (2 and 3 mean x = r + n, which must stay < p); high s accepted.
 * - Nothing here throws for bad input: failures are `false` / `undefined` / an error text.
 */
import { p256 } from '@noble/curves/nist.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bigintToFixedBytes, bytesToBigint } from '../values.js';

export interface Curve {
  readonly p: bigint;
  readonly n: bigint;
  readonly a: bigint;
  readonly b: bigint;
}

function curveOf(constants: Curve): Curve {
  return { p: constants.p, n: constants.n, a: constants.a, b: constants.b };
}

export const SECP256K1: Curve = curveOf(secp256k1.Point.CURVE());
export const SECP256R1: Curve = curveOf(p256.Point.CURVE());

const MASK_256 = (1n << 256n) - 1n;

function mod(value: bigint, m: bigint): bigint {
  const r = value % m;
  return r < 0n ? r + m : r;
}

function powMod(base: bigint, exponent: bigint, m: bigint): bigint {
  let result = 1n;
  let b = mod(base, m);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if ((e & 1n) === 1n) result = (result * b) % m;
    b = (b * b) % m;
  }
  return result;
}

function rhs(curve: Curve, x: bigint): bigint {
  return mod(x * x * x + curve.a * x + curve.b, curve.p);
}

/** Whether (x, y) is a finite point of the curve with canonical coordinates. */
export function isOnCurve(curve: Curve, x: bigint, y: bigint): boolean {
  if (x >= curve.p || y >= curve.p) return false;
  return mod(y * y, curve.p) === rhs(curve, x);
}

/** The y of a compressed point, or undefined (both fields have p ≡ 3 mod 4). */
export function decompress(curve: Curve, compressed: Uint8Array): { x: bigint; y: bigint } | undefined {
  if (compressed.length !== 33) return undefined;
  const prefix = compressed[0]!;
  if (prefix !== 2 && prefix !== 3) return undefined;
  const x = bytesToBigint(compressed.subarray(1));
  if (x >= curve.p) return undefined;
  const square = rhs(curve, x);
  let y = powMod(square, (curve.p + 1n) / 4n, curve.p);
  if ((y * y) % curve.p !== square) return undefined;
  if ((y & 1n) !== BigInt(prefix & 1)) y = mod(-y, curve.p);
  return { x, y };
}

function uncompressed(x: bigint, y: bigint): Uint8Array {
  const out = new Uint8Array(65);
  out[0] = 4;
  out.set(bigintToFixedBytes(x, 32), 1);
  out.set(bigintToFixedBytes(y, 32), 33);
  return out;
}

function compact(r: bigint, s: bigint): Uint8Array {
  const out = new Uint8Array(64);
  out.set(bigintToFixedBytes(r, 32), 0);
  out.set(bigintToFixedBytes(s, 32), 32);
  return out;
}

const VERIFY_OPTIONS = { prehash: false, lowS: false, format: 'compact' } as const;

/** secp256k1 verification with libsecp256k1's rules (see the module invariants). `msg` is 32 bytes. */
export function verifySecp256k1(msg: Uint8Array, r: Uint8Array, s: Uint8Array, x: Uint8Array, y: Uint8Array): boolean {
  if (r.length + s.length !== 64) return false;
  const joined = new Uint8Array(64);
  joined.set(r, 0);
  joined.set(s, r.length);
  const rValue = bytesToBigint(joined.subarray(0, 32));
  const sValue = bytesToBigint(joined.subarray(32));
  const { n } = SECP256K1;
  if (rValue === 0n || sValue === 0n || rValue >= n || sValue >= n || sValue > n >> 1n) return false;
  const px = bytesToBigint(x) & MASK_256;
  const py = bytesToBigint(y) & MASK_256;
  if (!isOnCurve(SECP256K1, px, py)) return false;
  return secp256k1.verify(compact(rValue, sValue), msg, uncompressed(px, py), VERIFY_OPTIONS);
}

/** secp256r1 verification with Go crypto/ecdsa's rules (see the module invariants). `msg` is 32 bytes. */
export function verifySecp256r1(msg: Uint8Array, r: Uint8Array, s: Uint8Array, x: Uint8Array, y: Uint8Array): boolean {
  const px = bytesToBigint(x);
  const py = bytesToBigint(y);
  if (!isOnCurve(SECP256R1, px, py)) return false;
  const rValue = bytesToBigint(r);
  const sValue = bytesToBigint(s);
  const { n } = SECP256R1;
  if (rValue === 0n || sValue === 0n || rValue >= n || sValue >= n) return false;
  return p256.verify(compact(rValue, sValue), msg, uncompressed(px, py), VERIFY_OPTIONS);
}

/**
 * secp256k1 public-key recovery as go-algorand's secp256k1.RecoverPubkey: the point, or the error text it
 * reports (`invalid message length, need 32 bytes`, `invalid signature length`, `recovery failed`).
 */
export function recoverSecp256k1(
  msg: Uint8Array,
  recoveryId: number,
  r: Uint8Array,
  s: Uint8Array,
): { x: bigint; y: bigint } | string {
  if (msg.length !== 32) return 'invalid message length, need 32 bytes';
  if (r.length + s.length !== 64) return 'invalid signature length';
  const joined = new Uint8Array(64);
  joined.set(r, 0);
  joined.set(s, r.length);
  const rValue = bytesToBigint(joined.subarray(0, 32));
  const sValue = bytesToBigint(joined.subarray(32));
  const { n, p } = SECP256K1;
  if (rValue === 0n || sValue === 0n || rValue >= n || sValue >= n) return 'recovery failed';
  if (recoveryId >= 2 && rValue + n >= p) return 'recovery failed';
  try {
    const point = new secp256k1.Signature(rValue, sValue, recoveryId).recoverPublicKey(msg);
    const affine = point.toAffine();
    return { x: affine.x, y: affine.y };
  } catch {
    return 'recovery failed';
  }
}
