/**
 * Ed25519 verification by the node's rules (docs/spec/protocol.md §2.4): the libsodium fork's
 * "batch-verification compatible" verify, which differs from stock libsodium in accepting small-order R and
 * torsion components in R or A (it checks the cofactored equation).
 *
 * Invariants (checked in this order; any failure is `false`, never a throw):
 * 1. lengths: 64-byte signature, 32-byte key;
 * 2. s = sig[32..64] little-endian is canonical, s < L;
 * 3. R = sig[0..32] is canonical: y (sign bit cleared) < p, and not one of the two "negative zero" encodings
 *    (x = 0 with the sign bit set: y = 1 or y = p − 1);
 * 4. A is canonical by the same rule and its y (sign bit cleared) is none of libsodium's seven small-order values;
 * 5. A and R decode to curve points;
 * 6. h = SHA-512(R ‖ A ‖ message) mod L over the bytes as given, and 8·(s·B − h·A − R) is the identity.
 * Pure and deterministic; byte-level checks are done here, noble only decodes encodings already known canonical
 * (where its strict decoder agrees with libsodium's) and does the group arithmetic. This is the reference
 * implementation; core `verify` (ed25519.ts) reaches the same verdict faster through libsodium and uses this only
 * for the inputs libsodium's primitives refuse.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha512 } from './hash.js';

const Point = ed25519.Point;
type EdPoint = ReturnType<typeof Point.fromAffine>;

/** Field prime p = 2^255 − 19 and group order L. */
const P = 2n ** 255n - 19n;
export const GROUP_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;
const Y_MASK = (1n << 255n) - 1n;

const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 32;

/**
 * y values (sign bit ignored) of libsodium's small-order blacklist: 0 (order 4), 1 (identity), the two order-8
 * points, p − 1 (order 2), and the non-canonical p and p + 1 (aliases of 0 and 1).
 */
const SMALL_ORDER_Y: ReadonlySet<bigint> = new Set([
  0n,
  1n,
  2707385501144840649318225287225658788936804267575313519463743609750303402022n,
  55188659117513257062467267217118295137698188065244968500265048394206261417927n,
  P - 1n,
  P,
  P + 1n,
]);

/** Little-endian integer of `bytes`. */
export function littleEndian(bytes: Uint8Array): bigint {
  let value = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(bytes[i]!);
  return value;
}

/** Rule 1: s < L. Byte 63's top nibble decides most inputs without the full compare. */
export function isCanonicalScalar(s: Uint8Array): boolean {
  const top = s[31]!;
  if ((top & 0xf0) === 0) return true;
  if ((top & 0xe0) !== 0) return false;
  return littleEndian(s) < GROUP_ORDER;
}

/** Rule 2 (also applied to A): y < p and not x = 0 with the sign bit set (y ∈ {1, p − 1} with bit 255 set). */
export function isCanonicalPoint(encoding: Uint8Array): boolean {
  const y = littleEndian(encoding) & Y_MASK;
  if (y >= P) return false;
  const signSet = (encoding[31]! & 0x80) !== 0;
  return !(signSet && (y === 1n || y === P - 1n));
}

/**
 * libsodium's small-order check (ge25519_has_small_order, which its VRF applies to keys too): the encoding's y
 * (sign bit ignored) is on the seven-entry blacklist.
 */
export function hasSmallOrderEncoding(encoding: Uint8Array): boolean {
  return SMALL_ORDER_Y.has(littleEndian(encoding) & Y_MASK);
}

/** Rules 1–3 (the byte-level ones) for a 64-byte signature and a 32-byte key. */
export function passesEncodingRules(signature: Uint8Array, publicKey: Uint8Array): boolean {
  return (
    isCanonicalScalar(signature.subarray(32, 64)) &&
    isCanonicalPoint(signature.subarray(0, 32)) &&
    isCanonicalPoint(publicKey) &&
    !hasSmallOrderEncoding(publicKey)
  );
}

/** Decodes an encoding already known canonical (rules 2–4); undefined when y has no x on the curve. */
function decode(encoding: Uint8Array): EdPoint | undefined {
  try {
    return Point.fromBytes(encoding, false);
  } catch {
    return undefined;
  }
}

/** go-algorand's ed25519 verdict for `signature` over `message` under `publicKey` (rules in the header). */
export function verifyCofactored(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
  if (signature.length !== SIGNATURE_BYTES || publicKey.length !== PUBLIC_KEY_BYTES) return false;
  if (!passesEncodingRules(signature, publicKey)) return false;
  const rBytes = signature.subarray(0, 32);
  const sBytes = signature.subarray(32, 64);
  const a = decode(publicKey);
  const r = decode(rBytes);
  if (a === undefined || r === undefined) return false;
  const h = littleEndian(sha512(rBytes, publicKey, message)) % GROUP_ORDER;
  const s = littleEndian(sBytes);
  const residue = Point.BASE.multiplyUnsafe(s).subtract(a.multiplyUnsafe(h)).subtract(r);
  return residue.clearCofactor().is0();
}
