import test from 'ava';
import { readUvarint, readVarint } from '../../../src/core/go/varint.js';
import { bytes } from '../teal/disassembler/helpers.js';

const uvarint = test.macro((t, hex: string, pos: number, value: bigint, length: number) => {
  t.deepEqual(readUvarint(bytes(hex), pos), { value, length });
});

test('one byte', uvarint, '05', 0, 5n, 1);
test('read at an offset', uvarint, 'ff 7f', 1, 127n, 1);
test('two bytes, low group first', uvarint, 'ac 02', 0, 300n, 2);
test('non-minimal encoding is accepted', uvarint, '85 80 00', 0, 5n, 3);
test('seven bytes (fast path limit)', uvarint, 'ff ff ff ff ff ff 7f', 0, 2n ** 49n - 1n, 7);
test('eight bytes', uvarint, 'ff ff ff ff ff ff ff 7f', 0, 2n ** 56n - 1n, 8);
test('max uint64 in ten bytes', uvarint, 'ff ff ff ff ff ff ff ff ff 01', 0, 2n ** 64n - 1n, 10);
test('2^63', uvarint, '80 80 80 80 80 80 80 80 80 01', 0, 2n ** 63n, 10);
test('tenth byte above 1 overflows', uvarint, 'ff ff ff ff ff ff ff ff ff 02', 0, 0n, -10);
test('eleven bytes overflow', uvarint, '80 80 80 80 80 80 80 80 80 80 00', 0, 0n, -11);
test('empty input', uvarint, '', 0, 0n, 0);
test('position at the end', uvarint, '05', 1, 0n, 0);
test('unterminated', uvarint, '80 80', 0, 0n, 0);
test('unterminated after seven bytes', uvarint, 'ff ff ff ff ff ff ff ff', 0, 0n, 0);

const varint = test.macro((t, hex: string, value: bigint, length: number) => {
  t.deepEqual(readVarint(bytes(hex), 0), { value, length });
});
test('zigzag 0', varint, '00', 0n, 1);
test('zigzag -1', varint, '01', -1n, 1);
test('zigzag 1', varint, '02', 1n, 1);
test('zigzag -64', varint, '7f', -64n, 1);
test('zigzag 64', varint, '80 01', 64n, 2);
test('zigzag max int64', varint, 'fe ff ff ff ff ff ff ff ff 01', 2n ** 63n - 1n, 10);
test('zigzag min int64', varint, 'ff ff ff ff ff ff ff ff ff 01', -(2n ** 63n), 10);
test('zigzag overflow', varint, 'ff ff ff ff ff ff ff ff ff 03', 0n, -10);
test('zigzag unterminated', varint, '81', 0n, 0);
