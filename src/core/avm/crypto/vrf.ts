/**
 * ECVRF-ED25519-SHA512-Elligator2 verification (IETF draft-irtf-cfrg-vrf-03) exactly as the libsodium fork used by
 * go-algorand implements it (crypto/libsodium-fork/.../crypto_vrf/ietfdraft03: verify.c, convert.c, and
 * ge25519_from_uniform), so that `vrf_verify VrfAlgorand` accepts and outputs the same values.
 *
 * Invariants:
 * - Points are decoded as libsodium's ge25519_frombytes behind ge25519_is_canonical: y < p (sign bit ignored),
 *   x² = (y² − 1)/(d·y² + 1) must have a root, and a zero x with the sign bit set is accepted (as x = 0).
 * - The public key must also not be one of libsodium's seven small-order encodings (compared without the sign bit);
 *   mixed-order keys are accepted (the draft does not require a subgroup check).
 * - c is the 16-byte little-endian challenge (always < ℓ, used as is); s is reduced mod ℓ.
 * - Hash to curve: r = SHA-512(0x04 ‖ 0x01 ‖ Y ‖ α)[0..32] with its top bit cleared, mapped by libsodium's
 *   Elligator 2 variant to a point of even x, then multiplied by the cofactor 8.
 * - Output (only when the proof verifies) = SHA-512(0x04 ‖ 0x03 ‖ encode(8·Γ)); otherwise 64 zero bytes, as the Go
 *   caller leaves its output array untouched.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { hasSmallOrderEncoding, littleEndian } from '../../crypto/ed25519-cofactored.js';
import { sha512 } from '../../crypto/hash.js';
import { AppError } from '../../errors.js';

const Point = ed25519.Point;
type EdPoint = ReturnType<typeof Point.fromAffine>;

const P = 2n ** 255n - 19n;
const L = 2n ** 252n + 27742317777372353535851937790883648493n;
const D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;
const SQRT_M1 = 19681161376707505956807079304988542015446066515923890162744021073123829784752n;
const MONTGOMERY_A = 486662n;

const SUITE = 0x04;
export const VRF_PROOF_BYTES = 80;
export const VRF_PUBLIC_KEY_BYTES = 32;
const VRF_OUTPUT_BYTES = 64;

function mod(a: bigint): bigint {
  const r = a % P;
  return r < 0n ? r + P : r;
}

function pow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = mod(base);
  for (let e = exponent; e > 0n; e >>= 1n) {
    if ((e & 1n) === 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

/** Inversion with libsodium's convention that 0 inverts to 0. */
function invert(a: bigint): bigint {
  return pow(a, P - 2n);
}

function encodeLittleEndian(value: bigint): Uint8Array {
  const out = new Uint8Array(32);
  let v = value;
  for (let i = 0; i < 32; i++, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}

/** The encoding's y (sign bit cleared), unreduced. */
function encodedY(bytes: Uint8Array): bigint {
  return littleEndian(bytes) & ((1n << 255n) - 1n);
}

/** ge25519_is_canonical + ge25519_frombytes; undefined when either refuses. */
function decodePoint(bytes: Uint8Array): EdPoint | undefined {
  const y = encodedY(bytes);
  if (y >= P) return undefined;
  const u = mod(y * y - 1n);
  const v = mod(D * y * y + 1n);
  let x = mod(u * pow(v, 3n) * pow(u * pow(v, 7n), (P - 5n) / 8n));
  const vxx = mod(v * x * x);
  if (vxx !== u) {
    if (vxx !== mod(-u)) return undefined;
    x = mod(x * SQRT_M1);
  }
  if ((x & 1n) !== BigInt(bytes[31]! >> 7)) x = mod(-x);
  return Point.fromAffine({ x, y });
}

/** libsodium's ge25519_from_uniform (Elligator 2 then cofactor clearing), as a point. */
function fromUniform(r: Uint8Array): EdPoint {
  const rr = mod(littleEndian(r) & ((1n << 255n) - 1n));
  let x = mod(-MONTGOMERY_A * invert(2n * rr * rr + 1n));
  const e = pow(x * x * x + MONTGOMERY_A * x * x + x, (P - 1n) / 2n);
  if (e === P - 1n) x = mod(-x - MONTGOMERY_A);
  const yEd = mod((x - 1n) * invert(x + 1n));
  const point = decodePoint(encodeLittleEndian(yEd));
  // yEd is canonical and always yields a root (libsodium aborts otherwise).
  if (point === undefined) throw new AppError('CORE_INTERNAL', 'elligator2 produced an invalid point');
  return point.multiplyUnsafe(8n);
}

function hashToCurve(publicKey: Uint8Array, alpha: Uint8Array): EdPoint {
  const r = sha512(Uint8Array.of(SUITE, 0x01), publicKey, alpha).slice(0, 32);
  r[31] = r[31]! & 0x7f;
  return fromUniform(r);
}

function scalarMul(point: EdPoint, scalar: bigint): EdPoint {
  return point.multiplyUnsafe(scalar);
}

/**
 * Verifies `proof` of `alpha` under `publicKey` (lengths already checked: 32 and 80 bytes).
 * Returns whether it verifies and the 64-byte output (zeros when it does not).
 * @throws CORE_INTERNAL only if the Elligator 2 map were to leave the curve (libsodium aborts there).
 */
export function vrfVerify(
  publicKey: Uint8Array,
  proof: Uint8Array,
  alpha: Uint8Array,
): { ok: boolean; output: Uint8Array } {
  const failed = { ok: false, output: new Uint8Array(VRF_OUTPUT_BYTES) };
  if (hasSmallOrderEncoding(publicKey)) return failed;
  const y = decodePoint(publicKey);
  const gamma = decodePoint(proof.subarray(0, 32));
  if (y === undefined || gamma === undefined) return failed;
  const cBytes = proof.subarray(32, 48);
  const c = littleEndian(cBytes);
  const s = littleEndian(proof.subarray(48, 80)) % L;
  // H from the key's canonical re-encoding, as libsodium hashes point_to_string(Y)
  const h = hashToCurve(y.toBytes(), alpha);
  const u = scalarMul(Point.BASE, s).subtract(scalarMul(y, c));
  const v = scalarMul(h, s).subtract(scalarMul(gamma, c));
  const digest = sha512(Uint8Array.of(SUITE, 0x02), h.toBytes(), gamma.toBytes(), u.toBytes(), v.toBytes());
  for (let i = 0; i < 16; i++) if (digest[i] !== cBytes[i]) return failed;
  return { ok: true, output: sha512(Uint8Array.of(SUITE, 0x03), gamma.multiplyUnsafe(8n).toBytes()) };
}
