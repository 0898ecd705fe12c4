// Edwards25519 decoding test (filippo.io/edwards25519 Point.SetBytes acceptance).
// Oracles: real ed25519 public keys; an independent Euler-criterion + explicit square-root check written here;
// the curve's symmetries; and libsodium, which is only a partial oracle: `crypto_core_ed25519_is_valid_point`
// additionally rejects non-canonical y, small-order points and points outside the prime-order subgroup, so only
// "sodium valid ⇒ on curve" is checked, plus points built with sodium that it rejects while SetBytes accepts.
import test from 'ava';
import sodium from 'sodium-native';
import { CURVE_D, FIELD_PRIME, curveY, isOnCurve } from '../../../src/core/teal/curve.js';
import { keyPairFromSeed } from '../../../src/core/crypto/ed25519.js';
import { SeededRandom } from './literals/seeded-random.js';

const P = FIELD_PRIME;

function modPow(base: bigint, exponent: bigint): bigint {
  let result = 1n;
  let b = ((base % P) + P) % P;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
  }
  return result;
}

/** Little-endian 32-byte encoding of y (< 2^255) with an optional sign bit. */
function encode(y: bigint, sign = false): Buffer {
  const out = Buffer.alloc(32);
  let v = y;
  for (let i = 0; i < 32; i++, v >>= 8n) out[i] = Number(v & 0xffn);
  if (sign) out[31]! |= 0x80;
  return out;
}

/** Independent decision: find x with the RFC 8032 square-root recipe and check the curve equation. */
function referenceOnCurve(bytes: Uint8Array): boolean {
  const y = curveY(bytes);
  const y2 = (y * y) % P;
  const u = (y2 - 1n + P) % P;
  const v = (CURVE_D * y2 + 1n) % P;
  const x2 = (u * modPow(v, P - 2n)) % P;
  let x = modPow(x2, (P + 3n) / 8n);
  if ((x * x - x2) % P !== 0n) x = (x * modPow(2n, (P - 1n) / 4n)) % P;
  if ((((x * x - x2) % P) + P) % P !== 0n) return false;
  const lhs = (((-x * x + y2) % P) + P) % P;
  const rhs = (1n + ((((CURVE_D * x * x) % P) * y2) % P)) % P;
  return lhs === rhs;
}

test('d is -121665/121666 mod p', (t) => {
  t.is((CURVE_D * 121666n + 121665n) % P, 0n);
  t.is(modPow(CURVE_D, (P - 1n) / 2n), P - 1n, 'd must be a non-square');
});

test('real ed25519 public keys are on the curve (and sodium agrees)', (t) => {
  const rng = new SeededRandom('curve-keys');
  for (let i = 0; i < 200; i++) {
    const { publicKey } = keyPairFromSeed(rng.bytes(32));
    t.true(isOnCurve(publicKey));
    t.true(sodium.crypto_core_ed25519_is_valid_point(publicKey));
  }
});

const decision = test.macro({
  exec(t, bytes: Buffer, expected: boolean) {
    t.is(isOnCurve(bytes), expected);
  },
  title: (given) => given ?? 'decision',
});

test('identity y=1', decision, encode(1n), true);
test('identity with the sign bit set (x = 0, sign 1) is accepted', decision, encode(1n, true), true);
test('y = -1 (order-2 point)', decision, encode(P - 1n), true);
test('y = -1 with the sign bit', decision, encode(P - 1n, true), true);
test('y = 0 (order-4 points, x^2 = -1)', decision, encode(0n), true);
test('non-canonical y = p (≡ 0)', decision, encode(P), true);
test('non-canonical y = p + 1 (≡ 1) with sign', decision, encode(P + 1n, true), true);
test('all-ones bytes: y = 2^255-1 ≡ 18', decision, Buffer.alloc(32, 0xff), referenceOnCurve(encode(18n)));
test('31 bytes', decision, Buffer.alloc(31), false);
test('33 bytes', decision, Buffer.alloc(33), false);
test('empty', decision, Buffer.alloc(0), false);

test('every non-canonical encoding decides like its reduced value', (t) => {
  for (let k = 0n; k < 19n; k++) {
    for (const sign of [false, true]) {
      t.is(isOnCurve(encode(P + k, sign)), isOnCurve(encode(k, sign)), `y = p + ${k}`);
    }
  }
  t.true(
    [...Array(19).keys()].some((k) => !isOnCurve(encode(BigInt(k)))),
    'some small y must be off curve',
  );
});

test('small y values match the reference', (t) => {
  for (let y = 0n; y < 200n; y++) t.is(isOnCurve(encode(y)), referenceOnCurve(encode(y)), `y = ${y}`);
});

test('random bytes: matches the reference, ignores the sign bit, symmetric in y, about half on curve', (t) => {
  const rng = new SeededRandom('curve-random');
  let on = 0;
  const n = 2000;
  for (let i = 0; i < n; i++) {
    const bytes = rng.bytes(32);
    const result = isOnCurve(bytes);
    if (result) on++;
    if (i < 400) t.is(result, referenceOnCurve(bytes));
    const flipped = Buffer.from(bytes);
    flipped[31]! ^= 0x80;
    t.is(isOnCurve(flipped), result);
    t.is(isOnCurve(encode((P - curveY(bytes)) % P)), result, 'y and -y decide alike');
    if (sodium.crypto_core_ed25519_is_valid_point(bytes)) t.true(result, 'sodium-valid must be on curve');
  }
  // Binomial(2000, 1/2): mean 1000, sd ≈ 22; the window is ±9 sd.
  t.true(on > 800 && on < 1200, `${on} of ${n}`);
});

test('points sodium rejects but SetBytes accepts: torsion-shifted keys and non-canonical encodings', (t) => {
  const rng = new SeededRandom('curve-torsion');
  const orderTwo = encode(P - 1n); // (0, -1)
  t.false(sodium.crypto_core_ed25519_is_valid_point(orderTwo));
  t.true(isOnCurve(orderTwo));
  for (let i = 0; i < 50; i++) {
    const { publicKey } = keyPairFromSeed(rng.bytes(32));
    const shifted = Buffer.alloc(32);
    sodium.crypto_core_ed25519_add(shifted, publicKey, orderTwo);
    t.false(sodium.crypto_core_ed25519_is_valid_point(shifted), 'outside the prime-order subgroup');
    t.true(isOnCurve(shifted));
  }
  t.false(sodium.crypto_core_ed25519_is_valid_point(encode(P + 1n)));
  t.true(isOnCurve(encode(P + 1n)));
});
