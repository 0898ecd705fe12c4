import test from 'ava';
import { accepts, fails, finalStack, notrack } from './helpers.js';

const effs = 'ff'.repeat(64);

const stackIs = test.macro((t, version: number, source: string, expected: (bigint | string)[]) => {
  t.deepEqual(finalStack(source, version), expected);
});

// upstream TestBytesMath
test('b+ carries into a new byte', stackIs, 4, 'byte 0x01FF; byte 0x01; b+', ['0200']);
test('b+ of 64-byte inputs may give 65 bytes', stackIs, 4, `byte 0x${effs}; byte 0x10; b+; len`, [65n]);
test('b- results are minimal', stackIs, 4, 'byte 0x0100; byte 0x01; b-; byte 0x01; byte 0x01; b-', ['ff', '']);
test('b- negative', fails, 4, 'byte 0x01; byte 0x02; b-; int 1; return', 'byte math would have negative result');
test(
  'b- input too long',
  fails,
  4,
  notrack(`byte 0x${effs}00; byte 0x10; b-; len`),
  'math attempted on large byte-array',
);
test('b* up to 128 bytes', stackIs, 4, `byte 0x${effs}; byte 0x${effs}; b*; len`, [128n]);
test('b* of zero is empty', stackIs, 4, 'byte 0x100000000000; byte 0x00; b*', ['']);
test('b/', stackIs, 4, 'byte 0x0200; byte 0x03; b/', ['aa']);
test('b/ by empty', fails, 4, 'byte 0x0200; byte b64(); b/; int 1; return', 'division by zero');
test('b/ by zero byte', fails, 4, 'byte 0x01; byte 0x00; b/; int 1; return', 'division by zero');
test(
  'b/ input too long',
  fails,
  4,
  'int 65; bzero; byte 0x01; b/; int 1; return',
  'math attempted on large byte-array',
);
test('b%', stackIs, 4, 'byte 0x10; byte 0x07; b%', ['02']);
test('b% by zero', fails, 4, 'byte 0x01; byte 0x00; b%; int 1; return', 'modulo by zero');
test('bsqrt', stackIs, 6, 'byte 0x00; bsqrt; byte 0x10; bsqrt; byte 0x11; bsqrt; byte 0xffffff; bsqrt', [
  '',
  '04',
  '04',
  '0fff',
]);
test('bsqrt of 64 bytes', stackIs, 6, `byte 0x${effs}; bsqrt`, ['ff'.repeat(32)]);
test(
  'bsqrt input too long',
  fails,
  6,
  notrack(`byte 0x${effs}00; bsqrt; pop; int 1`),
  'math attempted on large byte-array',
);

// upstream TestBytesCompare
test(
  'byte comparisons ignore leading zeros',
  accepts,
  4,
  `byte 0x10; byte 0x10; b<; !
byte 0x10; byte 0x10; b<=; &&; byte 0x10; int 64; bzero; b>; &&; byte 0x1010; byte 0x10; b<; !; &&
byte 0x2000; byte 0x70; b<; !; &&; byte 0x0000; byte 0x10; b<; &&; byte 0x0000; byte 0x00; b<; !; &&
byte 0x; byte 0x00; b==; &&; byte 0x11; byte 0x0010; b>; &&; byte 0x11; byte 0x0011; b>=; &&
byte 0x11; byte 0x00000000000011; b==; &&; byte 0x0011; byte 0x1100; b!=; &&`,
);
test('b<= input too long', fails, 4, 'byte 0x10; int 65; bzero; b<=', 'math attempted on large byte-array');
test('b== input too long', fails, 4, 'byte 0x00; int 65; bzero; b==', 'math attempted on large byte-array');
test('b!= wants bytes', fails, 4, notrack('byte 0x11; int 17; b!='), 'b!= arg 1 wanted bigint but got uint64');

// upstream TestBytesBits
test(
  'bitwise ops pad on the left',
  stackIs,
  4,
  'byte 0x0201; byte 0x10f1; b|; byte 0x01; byte 0x00f1; b&; byte 0x0001; byte 0xf1; b^',
  ['12f1', '0001', '00f0'],
);
test('b~', stackIs, 4, 'byte 0x0001; b~; byte 0x; b~; byte 0xf001; b~', ['fffe', '', '0ffe']);
test('bitwise ops have no size limit', stackIs, 4, 'int 100; bzero; int 4; bzero; b|; len', [100n]);
test('b| result is fresh', accepts, 4, 'byte 0x0f; dup; byte 0xf0; b|; pop; byte 0x0f; ==');
test('conversions', accepts, 4, 'byte 0x0011; byte 0x10; b+; btoi; int 0x21; ==');
