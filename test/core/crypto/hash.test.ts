/**
 * SHA-512/256 (its own IV, not a truncated SHA-512): the FIPS 180-4 example vector, and the same digest whether the
 * input comes as one part (Node's one-shot digest) or split in several parts (an incremental hash).
 */
import test from 'ava';
import fc from 'fast-check';
import { sha512_256 } from '../../../src/core/crypto/hash.js';

test('SHA-512/256 of "abc" is the FIPS 180-4 example digest', (t) => {
  t.is(
    sha512_256(Buffer.from('abc')).toString('hex'),
    '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23',
  );
});

test('one part and the same bytes in several parts give the same digest', (t) => {
  let split = 0;
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(300), (bytes, at) => {
      const cut = Math.min(at, bytes.length);
      if (cut > 0 && cut < bytes.length) split++;
      const whole = sha512_256(bytes);
      return whole.length === 32 && whole.equals(sha512_256(bytes.subarray(0, cut), bytes.subarray(cut)));
    }),
  );
  t.true(split > 0); // inputs really were split somewhere in their middle
});
