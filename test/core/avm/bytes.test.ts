import test from 'ava';
import { accepts, fails, finalStack, notrack } from './helpers.js';

const stackIs = test.macro((t, version: number, source: string, expected: (bigint | string)[]) => {
  t.deepEqual(finalStack(source, version), expected);
});

// upstream TestStringOps
test(
  'substring, concat, substring3',
  accepts,
  2,
  `byte 0x123456789abc; substring 1 3; byte 0x3456; ==
byte 0x12; byte 0x3456; byte 0x789abc; concat; concat; byte 0x123456789abc; ==; &&
byte 0x123456789abc; int 1; int 3; substring3; byte 0x3456; ==; &&
byte 0x123456789abc; int 3; int 3; substring3; len; int 0; ==; &&`,
);
test('len', stackIs, 1, 'byte 0x; len; byte 0x010203; len', [0n, 3n]);
test(
  'substring past the end',
  fails,
  2,
  'byte 0xf000000000000000; substring 2 99; len',
  'substring range beyond length of string',
);
test(
  'substring3 end before start',
  fails,
  2,
  'byte 0xf000000000000000; int 4; int 2; substring3; len',
  'substring end before start',
);
test(
  'substring3 huge end',
  fails,
  2,
  'byte 0xf000000000000000; int 4; int 0xFFFFFFFFFFFFFFFE; substring3; len',
  'substring range beyond length of string',
);

// upstream TestConsOverflow
const justFits = 'byte 0xf000000000000000' + '; dup; concat'.repeat(9);
test('concat up to 4096 bytes', stackIs, 2, `${justFits}; len`, [4096n]);
test(
  'concat past 4096 bytes',
  fails,
  2,
  `${justFits}; byte 0x11; concat; len`,
  'concat produced a too big (4097) byte-array',
);

// upstream TestExtractOp / TestExtractFlop
test(
  'extract forms',
  accepts,
  5,
  `byte 0x123456789abc; extract 1 2; byte 0x3456; ==
byte 0x123456789abc; extract 3 0; byte 0x789abc; ==; &&
byte 0x123456789abc; extract 6 0; len; int 0; ==; &&
byte 0x123456789abc; int 5; int 1; extract3; byte 0xbc; ==; &&
byte "hello"; int 5; int 0; extract3; byte ""; ==; &&`,
);
test(
  'extract_uint*',
  stackIs,
  5,
  `byte 0x123456789abcdef0; int 1; extract_uint16; byte 0x123456789abcdef0; int 1; extract_uint32
byte 0x123456789abcdef0; int 0; extract_uint64`,
  [0x3456n, 0x3456789an, 0x123456789abcdef0n],
);
test(
  'extract end past length',
  fails,
  5,
  'byte 0xf000000000000000; extract 1 8; len',
  'extraction end 9 is beyond length: 8',
);
test(
  'extract start past length',
  fails,
  5,
  'byte 0xf000000000000000; extract 9 0; len',
  'extraction start 9 is beyond length: 8',
);
test(
  'extract3 end wraps uint64',
  fails,
  5,
  'byte 0xf000000000000000; int 4; int 0xFFFFFFFFFFFFFFFE; extract3; len',
  'extraction end exceeds uint64',
);
test(
  'extract3 start past length',
  fails,
  5,
  'byte 0xf000000000000000; int 100; int 2; extract3; len',
  'extraction start 100 is beyond length: 8',
);
test(
  'extract_uint16 start',
  fails,
  5,
  'byte 0xf000000000000000; int 55; extract_uint16',
  'extraction start 55 is beyond length: 8',
);
test(
  'extract_uint64 end',
  fails,
  5,
  'byte 0xf000000000000000; int 1; extract_uint64',
  'extraction end 9 is beyond length: 8',
);

// upstream TestReplace
test(
  'replace2 and replace3',
  accepts,
  7,
  `byte 0x11111111; byte 0x2222; replace2 1; byte 0x11222211; ==
byte 0x11111111; int 2; byte 0x2222; replace3; byte 0x11112222; ==; &&
byte 0x11111111; int 4; byte 0x; replace3; byte 0x11111111; ==; &&
byte 0x; byte 0x; replace2 0; byte 0x; ==; &&`,
);
test(
  'replace2 end past length',
  fails,
  7,
  'byte 0x11111111; byte 0x2222; replace2 3; len',
  'replacement end 5 beyond original length: 4',
);
test(
  'replace3 start past length',
  fails,
  7,
  'byte 0x11111111; int 5; byte 0x; replace3; len',
  'replacement start 5 beyond length: 4',
);
test('replace leaves the original alone', accepts, 7, 'byte 0x1111; dup; byte 0x22; replace2 0; pop; byte 0x1111; ==');

// upstream TestBytes
test(
  'getbyte and setbyte',
  accepts,
  3,
  `byte 0x12345678; int 2; getbyte; int 0x56; ==
byte "john"; int 2; int 105; setbyte; byte "join"; ==; &&`,
);
test(
  'getbyte past the end',
  fails,
  3,
  'byte 0x12345678; int 4; getbyte; int 0x56; ==',
  'getbyte index beyond array length',
);
test('setbyte value', fails, 3, 'byte "john"; int 2; int 256; setbyte; pop; int 1', 'setbyte value > 255');
test('setbyte index', fails, 3, 'byte "john"; int 4; int 1; setbyte; pop; int 1', 'setbyte index beyond array length');
test('setbyte copies (constant)', accepts, 3, 'byte "john"; dup; int 2; int 105; setbyte; pop; byte "john"; ==');
test(
  'setbyte copies (concat)',
  accepts,
  3,
  'byte "jo"; byte "hn"; concat; dup; int 2; int 105; setbyte; pop; byte "john"; ==',
);

// upstream TestBits
test(
  'getbit and setbit',
  accepts,
  3,
  `int 1; int 0; getbit; int 1; ==
int 1; int 63; getbit; int 0; ==; &&
int 0; int 3; int 1; setbit; int 8; ==; &&
int 15; int 3; int 0; setbit; int 7; ==; &&
byte 0xfff0; int 10; getbit; int 1; ==; &&
byte 0xfffff0; int 21; int 1; setbit; byte 0xfffff4; ==; &&
byte 0xfffff4; int 1; int 0; setbit; byte 0xbffff4; ==; &&
byte 0x0000; int 15; int 1; setbit; byte 0x0001; ==; &&
int 0; int 63; int 1; setbit; int 9223372036854775808; ==; &&`,
);
test('getbit uint index', fails, 3, 'int 1; int 64; getbit; int 0; ==', 'getbit index > 63 with Uint');
test('getbit bytes index', fails, 3, 'byte 0xfff0; int 16; getbit; int 0; ==', 'getbit index beyond byteslice');
test('setbit value', fails, 3, 'int 0; int 3; int 2; setbit; pop; int 1', 'setbit value > 1');
test('setbit uint index', fails, 3, 'int 0; int 64; int 1; setbit; pop; int 1', 'setbit index > 63 with Uint');
test(
  'setbit bytes index',
  fails,
  3,
  'byte 0xfffff4; int 24; int 0; setbit; byte 0xbf; ==',
  'setbit index beyond byteslice',
);
test(
  'setbit copies',
  accepts,
  3,
  'byte 0xfffff0; dup; int 21; int 1; setbit; byte 0xfffff4; ==; pop; byte 0xfffff0; ==',
);

test('bzero', stackIs, 4, 'int 3; bzero; int 4096; bzero; len', ['000000', 4096n]);
test('bzero too large', fails, 4, notrack('int 4097; bzero; len'), 'bzero attempted to create a too large string');
