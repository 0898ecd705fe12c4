import test from 'ava';
import { readUvarintInto, uvarintNumber } from '../../../src/core/go/varint.js';
import { hexBytes } from '../avm/helpers.js';

const reads = test.macro((t, hex: string, value: bigint, length: number) => {
  const got = readUvarintInto(hexBytes(hex), 0, { value: 0n, length: 0 });
  t.deepEqual([got.value, got.length], [value, length]);
});

// Go encoding/binary.Uvarint: length > 0 read, 0 buffer too short, < 0 overflow after -length bytes
test('one byte', reads, '7f', 127n, 1);
test('two bytes', reads, 'ac02', 300n, 2);
test('max uint64', reads, 'ffffffffffffffffff01', 18446744073709551615n, 10);
test('empty', reads, '', 0n, 0);
test('unterminated', reads, '8080', 0n, 0);
test('tenth byte above 1 overflows', reads, 'ffffffffffffffffff02', 0n, -10);
test('eleven bytes overflow', reads, '8080808080808080808000', 0n, -11);

test('numbers for lengths and counts', (t) => {
  t.deepEqual(uvarintNumber(hexBytes('ac02'), 0), [300, 2]);
  t.deepEqual(uvarintNumber(hexBytes('00ff'), 1), [0, 0]);
  t.deepEqual(uvarintNumber(hexBytes('ffffffffffffffffff01'), 0), [Infinity, 10]);
});
