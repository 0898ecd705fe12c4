// Core ed25519 verification against go-algorand's rules (docs/spec/protocol.md §2.4), through the edge-case
// fixture: core `verify` (libsodium fast path + cofactored fallback) and `verifyCofactored` alone must give the
// node's verdict on every case; stock libsodium's verdict is checked too, so the cases it gets wrong are explicit.
import test from 'ava';
import { ed25519 } from '@noble/curves/ed25519.js';
import sodium from 'sodium-native';
import {
  hasSmallOrderEncoding,
  isCanonicalPoint,
  isCanonicalScalar,
  passesEncodingRules,
  verifyCofactored,
} from '../../../src/core/crypto/ed25519-cofactored.js';
import { cofactoredEquation, verify } from '../../../src/core/crypto/ed25519.js';
import {
  L,
  P,
  edgeCases,
  encode32,
  fromHex,
  randomInvalid,
  randomTorsioned,
  randomValid,
  type Ed25519Case,
} from '../../fixtures/ed25519-edge.js';

const cases = edgeCases();

function libsodium(c: Ed25519Case): boolean {
  const b = (u: Uint8Array): Buffer => Buffer.from(u);
  return sodium.crypto_sign_verify_detached(b(c.signature), b(c.message), b(c.publicKey));
}

test('the fixture is deterministic and covers every category', (t) => {
  const again = edgeCases();
  t.deepEqual(again, cases);
  t.notDeepEqual(edgeCases('another seed')[0]!.signature, cases[0]!.signature);
  t.deepEqual(randomTorsioned('x', 3), randomTorsioned('x', 3));
  for (const c of cases) {
    t.is(c.signature.length, 64, c.name);
    t.is(c.publicKey.length, 32, c.name);
  }
  t.is(new Set(cases.map((c) => c.name)).size, cases.length, 'names are unique');
  const count = (prefix: string): number => cases.filter((c) => c.name.startsWith(prefix)).length;
  t.is(count('taming #'), 12);
  t.is(count('grid:'), 196);
  t.is(count('small-order A'), 14);
  t.is(count('small-order R'), 8);
  t.is(count('R negative zero'), 2);
});

test('core verify and verifyCofactored give the node verdict on every edge case', (t) => {
  for (const c of cases) {
    t.is(verify(c.message, c.signature, c.publicKey), c.valid, `verify: ${c.name}`);
    t.is(verifyCofactored(c.message, c.signature, c.publicKey), c.valid, `verifyCofactored: ${c.name}`);
  }
});

test('the native cofactored check agrees with the node verdict wherever it answers', (t) => {
  let answered = 0;
  for (const c of [...cases, ...randomTorsioned('native', 50), ...randomInvalid('native', 50)]) {
    if (!passesEncodingRules(c.signature, c.publicKey)) continue;
    const native = cofactoredEquation(c.message, c.signature, c.publicKey);
    if (native === undefined) continue;
    answered++;
    t.is(native, c.valid, c.name);
  }
  t.true(answered > 100, `answered ${answered}`);
});

test('stock libsodium differs only by refusing what the node accepts', (t) => {
  const differing: string[] = [];
  for (const c of cases) {
    const sodiumSays = libsodium(c);
    t.is(sodiumSays, c.libsodium, `libsodium: ${c.name}`);
    if (sodiumSays !== c.valid) {
      t.true(c.valid && !sodiumSays, c.name);
      differing.push(c.name);
    }
  }
  t.log(`libsodium refuses ${differing.length} signatures the node accepts:\n  ${differing.join('\n  ')}`);
  // small-order R, R torsion, A torsion (when h·T ≠ 0) and Taming #2, #4, #5
  for (const expected of ['small-order R = 0·T8', 'R + 1·T8', 'A + 1·T8', 'taming #2', 'taming #4', 'taming #5']) {
    t.true(
      differing.some((name) => name.startsWith(expected)),
      expected,
    );
  }
  t.false(differing.some((name) => name.startsWith('A + T8 with h ≡ 0')));
});

test('encoding refusals are the rules’ doing: ZIP-215 (same equation, lax encodings) accepts those signatures', (t) => {
  const ruleOnly = cases.filter((c) =>
    ['R non-canonical: y = p', 'R negative zero', 'small-order A', 'grid:'].some((p) => c.name.startsWith(p)),
  );
  t.true(ruleOnly.length > 200);
  for (const c of ruleOnly.filter((c) => !c.name.includes('large-order'))) {
    t.false(c.valid, c.name);
    t.true(ed25519.verify(c.signature, c.message, c.publicKey, { zip215: true }), `zip215: ${c.name}`);
  }
});

test('an independent implementation agrees: noble strict mode (zip215: false) gives the node verdict', (t) => {
  for (const c of [...cases, ...randomTorsioned('noble', 50), ...randomInvalid('noble', 50)]) {
    t.is(ed25519.verify(c.signature, c.message, c.publicKey, { zip215: false }), c.valid, c.name);
  }
});

test('wrong lengths are invalid, never a throw', (t) => {
  const [c] = randomValid('lengths', 1);
  const { message, signature, publicKey } = c!;
  for (const fn of [verify, verifyCofactored]) {
    t.true(fn(message, signature, publicKey));
    t.false(fn(message, signature.subarray(0, 63), publicKey));
    t.false(fn(message, Uint8Array.from([...signature, 0]), publicKey));
    t.false(fn(message, new Uint8Array(0), publicKey));
    t.false(fn(message, signature, publicKey.subarray(0, 31)));
    t.false(fn(message, signature, Uint8Array.from([...publicKey, 0])));
  }
});

test('rule helpers at their boundaries', (t) => {
  const top = (v: bigint): Uint8Array => encode32(v);
  t.true(isCanonicalScalar(top(L - 1n)));
  t.false(isCanonicalScalar(top(L)));
  t.true(isCanonicalScalar(top(2n ** 252n - 1n)), 'top nibble clear: canonical without a compare');
  t.false(isCanonicalScalar(top(2n ** 253n)), 'top three bits: refused without a compare');
  t.true(isCanonicalPoint(top(P - 1n)));
  t.false(isCanonicalPoint(top(P)));
  t.true(isCanonicalPoint(top(1n)));
  t.false(isCanonicalPoint(top((1n << 255n) | 1n)));
  t.false(isCanonicalPoint(top((1n << 255n) | (P - 1n))));
  t.true(isCanonicalPoint(top((1n << 255n) | 0n)), 'y = 0 with the sign bit is the other order-4 point');
  t.true(hasSmallOrderEncoding(fromHex('26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85')));
  t.false(hasSmallOrderEncoding(top(2n)));
});

const valid = randomValid('property', 150);
const invalid = randomInvalid('property', 150);
const torsioned = randomTorsioned('property', 100);

test('random honest signatures are accepted, random corruptions refused', (t) => {
  for (const c of valid) t.true(verify(c.message, c.signature, c.publicKey), c.name);
  for (const c of invalid) {
    t.false(verify(c.message, c.signature, c.publicKey), c.name);
    t.false(verifyCofactored(c.message, c.signature, c.publicKey), c.name);
  }
});

test('random torsioned signatures are accepted; libsodium refuses exactly the predicted ones', (t) => {
  for (const c of torsioned) {
    t.true(verify(c.message, c.signature, c.publicKey), c.name);
    t.is(libsodium(c), c.libsodium, c.name);
  }
  t.true(torsioned.some((c) => !c.libsodium));
});

test('libsodium accept ⇒ cofactored accept (the fast path never says yes wrongly)', (t) => {
  let accepted = 0;
  for (const c of [...valid, ...invalid, ...torsioned, ...cases]) {
    if (!libsodium(c)) continue;
    accepted++;
    t.true(verifyCofactored(c.message, c.signature, c.publicKey), c.name);
  }
  t.true(accepted > 150);
});
