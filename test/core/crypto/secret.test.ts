import test from 'ava';
import { Secret, timingSafeEqual } from '../../../src/core/crypto/secret.js';

test('Secret copies into guarded memory, release zeroes it and later reads throw', (t) => {
  const source = Buffer.from('0123456789abcdef');
  const secret = Secret.copyOf(source);
  t.deepEqual(Buffer.from(secret.bytes), source);
  t.is(secret.length, 16);
  const view = secret.bytes;
  secret.release();
  t.true(secret.isReleased);
  t.deepEqual([...view], new Array(16).fill(0));
  const err = t.throws(() => secret.bytes);
  t.is((err as { code?: string }).code, 'CORE_INTERNAL');
  t.notThrows(() => secret.release());
});

test('Secret.copyOf can wipe its source', (t) => {
  const source = Buffer.from([1, 2, 3]);
  const secret = Secret.copyOf(source, { zeroSource: true });
  t.deepEqual([...source], [0, 0, 0]);
  t.deepEqual([...secret.bytes], [1, 2, 3]);
});

const eq = test.macro((t, a: string | Uint8Array, b: string | Uint8Array, expected: boolean) => {
  t.is(timingSafeEqual(a, b), expected);
  t.is(timingSafeEqual(b, a), expected);
});
test('equal strings', eq, 'a'.repeat(64), 'a'.repeat(64), true);
test('empty strings', eq, '', '', true);
test('last character differs', eq, 'a'.repeat(64), 'a'.repeat(63) + 'b', false);
test('prefix is not equal', eq, 'a'.repeat(64), 'a'.repeat(63), false);
test('empty vs non-empty', eq, '', 'a', false);
test('equal bytes', eq, Buffer.from([1, 2, 3]), Uint8Array.of(1, 2, 3), true);
test('string vs its UTF-8 bytes', eq, 'é', Buffer.from('é', 'utf8'), true);
test('different bytes', eq, Buffer.from([1, 2, 3]), Buffer.from([1, 2, 4]), false);
