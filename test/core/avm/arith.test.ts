import test from 'ava';
import { accepts, fails, finalStack, notrack, rejects } from './helpers.js';

const MAX = 18446744073709551615n;

const stackIs = test.macro((t, version: number, source: string, expected: (bigint | string)[]) => {
  t.deepEqual(finalStack(source, version), expected);
});

test('+ at the uint64 edge', stackIs, 1, 'int 18446744073709551614; int 1; +', [MAX]);
test('+ overflow', fails, 1, 'int 18446744073709551615; int 1; +', '+ overflowed');
test('- to zero', stackIs, 1, 'int 10; int 10; -; int 1; +', [1n]);
test('- below zero', fails, 1, 'int 1; int 10; -; pop; int 1', '- would result negative');
test('* at the edge', stackIs, 1, 'int 4294967295; int 4294967297; *', [MAX]);
test('* overflow', fails, 1, 'int 4294967296; int 4294967296; *', '* overflowed');
test('/ truncates', stackIs, 1, 'int 7; int 2; /', [3n]);
test('/ 0', fails, 1, 'int 1; int 0; /', '/ 0');
test('% remainder', stackIs, 1, 'int 7; int 3; %', [1n]);
test('% 0', fails, 1, 'int 1; int 0; %', '% 0');

test(
  'comparisons',
  accepts,
  1,
  `int 1; int 2; <; int 2; int 1; >; &&; int 2; int 2; <=; &&; int 2; int 2; >=; &&
int 1; int 2; >; !; &&; int 2; int 1; <; !; &&`,
);
test('&& and || are boolean', stackIs, 1, 'int 7; int 9; &&; int 0; int 5; ||; int 0; int 0; ||', [1n, 1n, 0n]);
test('! of non-zero', stackIs, 1, 'int 9; !; int 0; !', [0n, 1n]);
test('bit ops', stackIs, 1, 'int 12; int 10; |; int 12; int 10; &; int 12; int 10; ^; int 0; ~', [14n, 8n, 6n, MAX]);

test('== on ints and bytes', accepts, 1, 'int 1; int 1; ==; byte 0x0102; byte 0x0102; ==; &&');
test('!= on bytes', stackIs, 1, 'byte 0x01; byte 0x0100; !=', [1n]);
test('== mixed types', fails, 1, notrack('int 1; byte 0x01; =='), 'cannot compare (uint64 to []byte)');
test('!= mixed types', fails, 1, notrack('byte 0x01; int 1; !='), 'cannot compare ([]byte to uint64)');

test('itob is big-endian', stackIs, 1, 'int 258; itob', ['0000000000000102']);
test('itob of max', stackIs, 1, 'int 18446744073709551615; itob', ['ffffffffffffffff']);
test('btoi of short and full arrays', stackIs, 1, 'byte 0x; btoi; byte 0x0102; btoi; byte 0xffffffffffffffff; btoi', [
  0n,
  258n,
  MAX,
]);
test('btoi too long', fails, 1, 'byte 0x010203040506070809; btoi', 'btoi arg too long, got 9 bytes');

test(
  'type errors name the wanted type',
  fails,
  1,
  notrack('byte 0x01; int 1; +'),
  '+ arg 0 wanted uint64 but got []byte',
);
test('len wants bytes', fails, 1, notrack('int 1; len'), 'len arg 0 wanted []byte but got uint64');
test('btoi wants bytes', fails, 1, notrack('int 1; btoi'), 'btoi arg 0 wanted []byte but got uint64');

test(
  'subtraction underflow at v1 (upstream TestSubUnderflow)',
  fails,
  1,
  'int 1; int 10; -; pop; int 1',
  '- would result negative',
);
test('false result rejects', rejects, 1, 'int 1; int 2; >');
