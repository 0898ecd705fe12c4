import test from 'ava';
import { errorsOf, firstError, hexOf, warningsOf } from './assemble-helpers.js';

const V2 = '#pragma version 2\n';
const V3 = '#pragma version 3\n';
const V4 = '#pragma version 4\n';
const V8 = '#pragma version 8\n';

const assembles = test.macro({
  exec(t, source: string, hex: string, warnings: string[] = []) {
    t.is(hexOf(t, source), hex);
    t.deepEqual(warningsOf(source), warnings);
  },
  title: (given, source: string) => given ?? `bytes of ${JSON.stringify(source)}`,
});

const fails = test.macro({
  exec(t, source: string, expected: string[]) {
    t.deepEqual(errorsOf(t, source), expected);
  },
  title: (given, source: string) => given ?? `errors of ${JSON.stringify(source)}`,
});

// automatic blocks
test(
  'before v4 the lists keep first-appearance order and every use is a reference',
  assembles,
  `${V3}int 5; int 5; int 7; byte "a"; byte 0x01`,
  ['03', '20020507', '26020161' + '0101', '2222', '23', '28', '29'].join(''),
);
test(
  'from v4 singletons become push ops and only repeated values stay',
  assembles,
  `${V4}int 5; int 5; int 7; byte "a"; byte 0x01`,
  ['04', '200105', '2222', '8107', '800161', '800101'].join(''),
);
test(
  'ties keep first-appearance order',
  assembles,
  `${V8}int 9; int 3; int 3; int 9; int 1; int 1`,
  ['08', '2003090301', '22', '23', '23', '22', '24', '24'].join(''),
);
test(
  'most used values come first',
  assembles,
  `${V8}int 1; int 2; int 2; int 2; int 1; int 3; int 3; int 3; int 3`,
  ['08', '2003030201', '24', '232323', '24', '22222222'].join(''),
);
test(
  'slots from 4 on use the two-byte form',
  assembles,
  `${V8}int 10; int 10; int 11; int 11; int 12; int 12; int 13; int 13; int 14; int 14`,
  ['08', '20050a0b0c0d0e', '2222', '2323', '2424', '2525', '2104', '2104'].join(''),
);
test(
  'byte constants are laid out the same way',
  assembles,
  `${V8}byte 0x01; byte "b"; byte 0x01; byte b64(Yg==); byte 0x02`,
  ['08', '260201010162', '28', '29', '28', '29', '800102'].join(''),
);
test(
  'the int block comes before the byte block',
  assembles,
  `${V8}byte 0x01; int 2; byte 0x01; int 2`,
  ['08', '200102', '2601' + '0101', '28', '22', '28', '22'].join(''),
);
test(
  'addr and method share the byte list',
  assembles,
  `${V8}method "f()void"; byte 0x${'00'.repeat(32)}; addr AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ`,
  ['08', `260120${'00'.repeat(32)}`, '80042d4970c7', '28', '28'].join(''),
);

// hand-written blocks
test(assembles, `${V3}intcblock 10 20; int 20`, '0320020a1423');
test(fails, `${V3}intcblock 10 20; int 30`, ['2:21: value 30 does not appear in existing intcblock']);
test(fails, `${V3}bytecblock 0x44; byte 0x33`, ['2:22: value 0x33 does not appear in existing bytecblock']);
test(assembles, `${V4}intcblock 1 2; int 1`, '04200201028101', [
  '2:19: int 1 used with explicit intcblock. must pushint',
]);
test(assembles, `${V4}bytecblock 0x01; byte 0x01`, '0426010101800101', [
  '2:22: byte 0x01 used with explicit bytecblock. must pushbytes',
]);
test(
  'a hand-written block is left as written',
  assembles,
  `${V8}intcblock 5 6; intc_1; int 5`,
  '082002050623' + '8105',
  ['2:27: int 5 used with explicit intcblock. must pushint'],
);
test(
  'two hand-written blocks force push ops where they exist',
  assembles,
  `${V3}intcblock 1; intcblock 2; int 2`,
  '03200101200102' + '8102',
);
test(fails, `${V2}intcblock 1; intcblock 2; int 2`, ['2:26: int 2 used with manual intcblocks. Use intc.']);
test(fails, `${V2}bytecblock 0x01; bytecblock 0x02; byte 0x02`, [
  '2:39: byte 0x02 used with manual bytecblocks. Use bytec.',
]);
test('addr and method never fall back to push ops', fails, `${V8}bytecblock 0x01; method "f()void"`, [
  '2:24: value 0x2d4970c7 does not appear in existing bytecblock',
]);
test(fails, `${V8}int 1; intcblock 1`, ['2:7: intcblock following int']);
test(fails, `${V8}method "f()void"; bytecblock 0x01`, ['2:18: bytecblock following byte/addr/method']);
test(
  'a block in dead code does not count',
  assembles,
  `${V8}int 1; b skip; intcblock 5; skip: int 1; int 1; +`,
  ['08', '200101', '22', '420003', '200105', '22', '22', '08'].join(''),
);
test(
  'an automatic int block goes before a hand-written byte block',
  assembles,
  `${V8}bytecblock 0x01; int 1; int 1; bytec_0`,
  ['08', '200101', '26010101', '22', '22', '28'].join(''),
);
test(fails, `${V8}intcblock 1 2; intc 2`, ['2:20: intc 2 is not defined']);
test(fails, `${V8}bytec 0`, ['2:6: bytec 0 is not defined']);
test(fails, `${V8}intcblock 1 x`, ['2:12: strconv.ParseUint: parsing "x": invalid syntax']);
test(fails, `${V8}bytecblock 0x01 zz`, ['2:16: bytecblock arg did not parse: zz']);

test('at v4+ more than 256 distinct ints still fail while parsing', (t) => {
  const lines = Array.from({ length: 257 }, (_, i) => `int ${i}\npop`);
  t.is(firstError(t, `${V8}${lines.join('\n')}`), '514:4: cannot have more than 256 int constants');
});
