import test from 'ava';
import { accepts, asm, fails, finalStack, notrack, rejects, run } from './helpers.js';

const stackIs = test.macro((t, version: number, source: string, expected: (bigint | string)[]) => {
  t.deepEqual(finalStack(source, version), expected);
});

test('pop', stackIs, 1, 'int 1; int 2; pop', [1n]);
test('dup', stackIs, 1, 'int 5; dup', [5n, 5n]);
test('dup2', stackIs, 2, 'int 1; int 2; dup2', [1n, 2n, 1n, 2n]);
test('swap', accepts, 3, 'int 1; byte 0x1234; swap; int 1; ==; assert; byte 0x1234; ==');
test('swap needs two', fails, 3, notrack('int 1; swap; int 1; return'), 'stack underflow in swap');
test('select picks B when C is non-zero', accepts, 3, 'int 1; byte 0x1231; int 0; select');
test('select picks A when C is zero', rejects, 3, 'int 0; byte 0x1232; int 0; select');
test('select result type', fails, 3, 'int 1; byte 0x1233; int 1; select', 'stack finished with bytes not int');
test(
  'select condition must be uint64',
  fails,
  3,
  notrack('int 1; int 2; byte 0x01; select'),
  'select arg 2 wanted uint64 but got []byte',
);

test('dig', stackIs, 3, 'int 3; int 2; int 1; dig 2', [3n, 2n, 1n, 3n]);
test('dig too deep', fails, 3, notrack('int 3; int 2; int 1; dig 11; int 2; ==; return'), 'dig 11 with stack size = 3');
test('cover', stackIs, 5, 'int 4; int 3; int 2; int 1; cover 2', [4n, 1n, 3n, 2n]);
test('cover 0', stackIs, 5, 'int 2; int 1; cover 0', [2n, 1n]);
test(
  'cover too deep',
  fails,
  5,
  notrack('int 4; int 3; int 2; int 1; cover 4; int 2; ==; return'),
  'cover 4 with stack size = 4',
);
test('uncover', stackIs, 5, 'int 4; int 3; int 2; int 1; uncover 3', [3n, 2n, 1n, 4n]);
test(
  'uncover too deep',
  fails,
  5,
  notrack('int 4; int 3; int 2; int 1; uncover 11; int 3; ==; return'),
  'uncover 11 with stack size = 4',
);

// upstream TestBury / TestDupPopN
test('bury 1 replaces the new top', accepts, 8, 'int 3; int 2; int 7; bury 1; int 7; ==; assert; int 3; ==');
test('bury 2', stackIs, 8, 'int 3; int 2; int 7; bury 2', [7n, 2n]);
test('bury 0 always fails', fails, 8, notrack('int 3; int 2; int 7; bury 0; int 1; return'), 'bury outside stack');
test('bury too deep', fails, 8, notrack('int 3; int 2; int 7; bury 3; int 1; return'), 'bury outside stack');
test('popn', accepts, 8, 'int 1; int 1; int 1; popn 2');
test('popn 0', accepts, 8, 'int 1; popn 0');
test('popn too many', fails, 8, notrack('int 1; int 0; popn 3'), 'popn 3 while stack contains 2');
test('dupn', stackIs, 8, 'int 7; dupn 3', [7n, 7n, 7n, 7n]);
test(
  'dupn up to the depth limit',
  accepts,
  8,
  `int 7; dupn 250; dupn 250; dupn 250; dupn 249
popn 250; popn 250; popn 250; popn 249; int 7; ==`,
);
test(
  'dupn past the depth limit',
  fails,
  8,
  `int 1; dupn 250; dupn 250; dupn 250; dupn 250
popn 250; popn 250; popn 250; popn 250; !`,
  'stack overflow',
);
test('dup past the depth limit', (t) => {
  const source = 'int 1' + '; dup'.repeat(999);
  t.is(run(asm(source, 2)).error?.message, 'stack len is 1000 instead of 1');
  t.is(run(asm(`${source}; dup`, 2)).error?.message, 'stack overflow');
});

test('scratch starts as uint64 0', stackIs, 1, 'load 0; load 255', [0n, 0n]);
test('store and load', stackIs, 1, 'int 8; store 7; byte 0xaa; store 255; load 7; load 255', [8n, 'aa']);
test('stores and loads', stackIs, 5, 'int 3; byte 0xbb; stores; int 3; loads; load 3', ['bb', 'bb']);
test('loads index', fails, 5, 'int 256; loads', 'invalid Scratch index 256');
test('stores index', fails, 5, 'int 300; int 1; stores; int 1', 'invalid Scratch index 300');
test('store needs a value', fails, 1, notrack('store 0; int 1'), 'stack underflow in store');

test('the scratch space is in the result', (t) => {
  const result = run(asm('int 9; store 2; int 1', 1));
  t.is(result.scratch.length, 256);
  t.is(result.scratch[2], 9n);
  t.is(result.scratch[3], 0n);
});
