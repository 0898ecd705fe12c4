/**
 * Does a 32-byte string decode as an Edwards25519 point? Exactly the acceptance rule of filippo.io/edwards25519
 * v1.2.0 `(*Point).SetBytes`, which go-algorand's `crypto.IsEdwards25519Point` calls for v13 logic-sig auto-salt
 * (docs/spec/teal.md §3.10).
 *
 * What SetBytes does (read from its source, restated):
 * - y = the 32 bytes little-endian with bit 255 cleared (bit 255 is the sign of x); `field.Element.SetBytes`
 *   reduces y modulo p = 2^255 − 19, so the 19 non-canonical encodings p … 2^255 − 1 are accepted as 0 … 18;
 * - u = y² − 1, v = d·y² + 1, and `SqrtRatio(u, v)` must report that u/v is a square; u = 0 (y = ±1, so x = 0)
 *   counts as a square, and then the sign bit is irrelevant: x = 0 with the sign bit set is ACCEPTED (the
 *   library's comment lists it among the non-canonical encodings it takes on purpose);
 * - nothing else is checked: no subgroup or small-order test (unlike libsodium's
 *   `crypto_core_ed25519_is_valid_point`, which also demands canonical y, main-subgroup membership and
 *   non-small order).
 * - v is never 0: d is not a square modulo p while −1 is, so d·y² = −1 has no solution.
 *
 * Method: u/v is a square iff u·v is, decided with the Jacobi symbol (binary algorithm on bigints, tens of µs)
 * instead of a 255-bit exponentiation. Called at most 128 times per assembly.
 */

const P = (1n << 255n) - 19n;
/** d = −121665 / 121666 mod p, the Edwards25519 curve constant (a test re-derives it). */
export const CURVE_D = 37095705934669439343138083508754565189542113879843219016388785533085940283555n;
export const FIELD_PRIME = P;

/** Jacobi symbol (a/n) for odd n > 0: 1, −1, or 0 when they share a factor. */
function jacobi(numerator: bigint, modulus: bigint): number {
  let a = numerator % modulus;
  let n = modulus;
  let sign = 1;
  while (a !== 0n) {
    while ((a & 1n) === 0n) {
      a >>= 1n;
      const r = n & 7n;
      if (r === 3n || r === 5n) sign = -sign;
    }
    [a, n] = [n, a];
    if ((a & 3n) === 3n && (n & 3n) === 3n) sign = -sign;
    a %= n;
  }
  return n === 1n ? sign : 0;
}

/** The y coordinate SetBytes uses: little-endian, bit 255 dropped, reduced mod p. */
export function curveY(bytes: Uint8Array): bigint {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(bytes[i]!);
  return (y & ((1n << 255n) - 1n)) % P;
}

/** True when filippo.io/edwards25519 `Point.SetBytes` accepts the bytes (always false unless 32 bytes long). */
export function isOnCurve(bytes: Uint8Array): boolean {
  if (bytes.length !== 32) return false;
  const y = curveY(bytes);
  const y2 = (y * y) % P;
  const u = (y2 - 1n + P) % P;
  if (u === 0n) return true;
  const v = (CURVE_D * y2 + 1n) % P;
  return jacobi(u * v, P) === 1;
}
