import test from 'ava';
import { accepts, fails, finalStack, rejects } from './helpers.js';

const MAX = 18446744073709551615n;

const stackIs = test.macro((t, version: number, source: string, expected: bigint[]) => {
  t.deepEqual(finalStack(source, version), expected);
});

test('mulw splits the product', stackIs, 1, 'int 18446744073709551615; int 18446744073709551615; mulw', [MAX - 1n, 1n]);
test('mulw small', stackIs, 1, 'int 6; int 7; mulw', [0n, 42n]);
test('addw carries', stackIs, 2, 'int 18446744073709551615; int 2; addw', [1n, 1n]);
test('addw no carry', stackIs, 2, 'int 1; int 2; addw', [0n, 3n]);

test('divmodw 128-bit', stackIs, 4, 'int 1; int 0; int 0; int 3; divmodw', [0n, 6148914691236517205n, 0n, 1n]);
test('divmodw by a 128-bit divisor', stackIs, 4, 'int 5; int 0; int 2; int 0; divmodw', [0n, 2n, 1n, 0n]);
test('divmodw / 0', fails, 4, 'int 1; int 1; int 0; int 0; divmodw; pop; pop; pop', '/ 0');
test('divw', stackIs, 6, 'int 1; int 0; int 2; divw', [9223372036854775808n]);
test('divw 0', fails, 6, 'int 0; int 1; int 0; divw', 'divw 0');
test('divw overflow', fails, 6, 'int 5; int 0; int 5; divw', 'divw overflow: 5 <= 5');

test(
  'exp',
  accepts,
  4,
  `int 0; int 200; exp; int 0; ==; int 1000; int 0; exp; int 1; ==; &&; int 1; int 2; exp; int 1; ==; &&
int 96; int 3; exp; int 884736; ==; &&; int 2; int 63; exp; int 9223372036854775808; ==; &&`,
);
test('0^0', fails, 4, 'int 0; int 0; exp; int 1; ==', '0^0 is undefined');
test('exp overflow by exponent', fails, 4, 'int 2; int 64; exp; pop; int 1', '2^64 overflow');
test('exp overflow by product', fails, 4, 'int 4; int 32; exp; pop; int 1', '4^32 overflow');
test('exp overflow text', fails, 4, 'int 96; int 15; exp; int 884736; >', '96^15 overflow');
test('expw', stackIs, 4, 'int 97; int 15; expw', [34328615749n, 10271255586529954209n]);
test('expw 2^126', stackIs, 4, 'int 64; int 21; expw', [1n << 62n, 0n]);
test('expw overflow', fails, 4, 'int 64; int 22; expw; pop; pop; int 1', '64^22 overflow');
test('expw 2^128', fails, 4, 'int 2; int 128; expw; pop; pop; int 1', '2^128 overflow');
test('expw 0^0', fails, 4, 'int 0; int 0; expw; pop; pop; int 1', '0^0 is undefined');

test('shl and shr', stackIs, 4, 'int 3; int 2; shl; int 2; int 63; shl; int 96; int 3; shr; int 8756675; int 63; shr', [
  12n,
  0n,
  12n,
  0n,
]);
test('shl 1 by 63', stackIs, 4, 'int 1; int 63; shl', [9223372036854775808n]);
test('shr too far', fails, 4, 'int 8756675; int 64; shr; int 0; ==', 'shr arg too big, (64)');
test('shl too far', fails, 4, 'int 8756675; int 64; shl; int 0; ==', 'shl arg too big, (64)');

const sqrtCases: [bigint, bigint][] = [
  [0n, 0n],
  [1n, 1n],
  [2n, 1n],
  [4n, 2n],
  [5n, 2n],
  [2024n, 44n],
  [2025n, 45n],
  [2026n, 45n],
  [3735928559n, 61122n],
  [244837814094590n, 15647294n],
  [MAX, 4294967295n],
  [18446744065119617025n, 4294967295n],
  [18446744065119617024n, 4294967294n],
  [(1n << 52n) - 1n, 67108863n],
  [1n << 52n, 67108864n],
];
for (const [x, root] of sqrtCases) test(`sqrt ${x}`, stackIs, 4, `int ${x}; sqrt`, [root]);

const bitlenCases: [string, bigint][] = [
  ['int 0', 0n],
  ['int 1', 1n],
  ['int 8', 4n],
  ['int 18446744073709551615', 64n],
  ['int 4294967296', 33n],
  ['byte 0x', 0n],
  ['byte 0x00', 0n],
  ['byte 0x03', 2n],
  ['byte 0xf0', 8n],
  ['byte 0x0100', 9n],
  ['byte 0x010001000100010001000100010001000100', 137n],
];
for (const [push, bits] of bitlenCases) test(`bitlen ${push}`, stackIs, 4, `${push}; bitlen`, [bits]);

test('multiplication loop rejects when false', rejects, 4, 'int 2; int 3; mulw; int 6; ==; swap; int 0; ==; &&; !');
