import test from 'ava';
import { errorsOf, hexOf } from './assemble-helpers.js';

const V13 = '#pragma version 13\n#pragma autosalt false\n';
const NOTRACK = '#pragma typetrack false\n';

const assembles = test.macro({
  exec(t, source: string, hex: string) {
    t.is(hexOf(t, source), hex);
  },
  title: (given, source: string) => given ?? `bytes of ${JSON.stringify(source)}`,
});

const fails = test.macro({
  exec(t, source: string, expected: string[]) {
    t.deepEqual(errorsOf(t, source), expected);
  },
  title: (given, source: string) => given ?? `errors of ${JSON.stringify(source)}`,
});

const pops = (n: number): string => 'pop\n'.repeat(n);
const popHex = (n: number): string => '48'.repeat(n);

// 2-byte offsets (v1..v12)
test(assembles, '#pragma version 2\nb l; pop; l: int 1', '02200101' + '420001' + '48' + '22');
test(assembles, '#pragma version 4\nl: int 1; bnz l', '04' + '8101' + '40fffb');
test(assembles, '#pragma version 2\nint 1; bnz end\nend:', '02200101' + '22' + '400000');
test(fails, '#pragma version 1\nint 1; bnz end\nend:', ['2:11: label "end" is too far away']);
test(fails, '#pragma version 3\nl: int 1; bnz l', [
  '2:14: label "l" is a back reference, back jump support was introduced in v4',
]);
test('a branch to itself is a back reference before v4', fails, '#pragma version 3\nl: b l', [
  '2:5: label "l" is a back reference, back jump support was introduced in v4',
]);
test('the largest forward offset', (t) => {
  const hex = hexOf(t, `#pragma version 2\nb end\n${pops(32767)}end: int 1`);
  t.is(hex, `02200101427fff${popHex(32767)}22`);
});
test('one byte more is too far', fails, `#pragma version 2\nb end\n${pops(32768)}end: int 1`, [
  '2:2: label "end" is too far away',
]);
test('the largest backward offset', (t) => {
  const hex = hexOf(t, `#pragma version 4\n${NOTRACK}start:\n${pops(32765)}b start`);
  t.is(hex, `04${popHex(32765)}428000`);
});
test('one byte more back is too far', fails, `#pragma version 4\n${NOTRACK}start:\n${pops(32766)}b start`, [
  `${4 + 32766}:2: label "start" is too far away`,
]);
test(
  'undefined labels are reported once each, after all other errors',
  fails,
  '#pragma version 2\nb nowhere; b nowhere; b other\nfoo',
  [
    '3: unknown opcode: foo',
    '2:2: reference to undefined label "nowhere"',
    '2:24: reference to undefined label "other"',
  ],
);
test(fails, '#pragma version 2\nl:\nl: int 1', ['3: duplicate label "l"']);
test(
  'a label only line emits nothing',
  assembles,
  '#pragma version 2\nb l\nl:\nm:\nint 1',
  '02200101' + '420000' + '22',
);

// v13+ varint offsets
test(assembles, `${V13}b l\nl:\nint 1`, '0d' + '4200' + '8101');
test('63 bytes forward fit one varint byte', assembles, `${V13}b l\n${pops(63)}l: int 1`, `0d427e${popHex(63)}8101`);
test('64 bytes forward need two', assembles, `${V13}b l\n${pops(64)}l: int 1`, `0d428001${popHex(64)}8101`);
test(
  '8191 bytes forward fit two varint bytes',
  assembles,
  `${V13}b l\n${pops(8191)}l: int 1`,
  `0d42fe7f${popHex(8191)}8101`,
);
test('8192 bytes forward need three', assembles, `${V13}b l\n${pops(8192)}l: int 1`, `0d42808001${popHex(8192)}8101`);
test('64 bytes back fit one byte', assembles, `${V13}${NOTRACK}l:\n${pops(64)}b l`, `0d${popHex(64)}427f`);
test('65 bytes back need two', assembles, `${V13}${NOTRACK}l:\n${pops(65)}b l`, `0d${popHex(65)}428101`);
test('8192 bytes back fit two', assembles, `${V13}${NOTRACK}l:\n${pops(8192)}b l`, `0d${popHex(8192)}42ff7f`);
test('8193 bytes back need three', assembles, `${V13}${NOTRACK}l:\n${pops(8193)}b l`, `0d${popHex(8193)}42818001`);
test(
  'callsub and bz use varints too',
  assembles,
  `${V13}int 0; bz l; callsub l\nl: int 1`,
  '0d' + '8100' + '4104' + '8800' + '8101',
);
test(
  'a shrink lets another branch shrink on the next pass',
  assembles,
  `${V13}b far\nb near\nnear:\n${pops(60)}far: int 1`,
  `0d427c4200${popHex(60)}8101`,
);
test(fails, `${V13}l: b l`, ['3:5: branch to start of same instruction: "l" ']);
test('a varint offset past its 3-byte placeholder is too far', (t) => {
  const filler = `pushbytes 0x${'00'.repeat(4096)}\n`.repeat(256);
  t.deepEqual(errorsOf(t, `${V13}b far\n${filler}far: int 1`), ['3:2: label "far" is too far away']);
});

// switch and match
test(
  assembles,
  '#pragma version 8\npushint 0; switch l1 l2; l1: pushint 1; l2: pushint 2',
  '08' + '8100' + '8d02' + '0000' + '0002' + '8101' + '8102',
);
test(assembles, '#pragma version 8\nl1: pushint 0; switch l1', '08' + '8100' + '8d01' + 'fffa');
test(
  assembles,
  '#pragma version 8\npushint 1; pushint 1; match l1; l1: pushint 2',
  '08' + '8101' + '8101' + '8e01' + '0000' + '8102',
);
test(assembles, '#pragma version 8\npushint 0; switch', '08' + '8100' + '8d00');
test(
  'switch keeps 2-byte offsets at v13',
  assembles,
  `${V13}pushint 0; switch l1; l1: pushint 1`,
  '0d' + '8100' + '8d01' + '0000' + '8101',
);
test('switch takes at most 255 labels', (t) => {
  const labels = Array.from({ length: 256 }, () => 'l').join(' ');
  t.deepEqual(errorsOf(t, `#pragma version 8\nl: pushint 0; switch ${labels}`), [
    '2:531: switch cannot take more than 255 labels',
  ]);
});
