// Go strconv.ParseUint / ParseInt semantics, derived from Go's rules: base 0 prefixes, `_` only as a digit separator
// in base 0, no sign for ParseUint, range per bitSize, and Go's error texts.
import test from 'ava';
import { goParseInt, goParseUint } from '../../../../src/core/go/strconv.js';
import { parseGoInt8Decimal, parseGoUint } from '../../../../src/core/teal/literals/uint.js';
import { SeededRandom } from './seeded-random.js';

const MAX = (1n << 64n) - 1n;

const uint = test.macro({
  exec(t, text: string, expected: bigint | undefined) {
    t.is(parseGoUint(text), expected);
  },
  title: (given, text: string, expected: bigint | undefined) =>
    given ?? `ParseUint(${JSON.stringify(text)}, 0, 64) = ${expected}`,
});

test(uint, '0', 0n);
test(uint, '00', 0n);
test(uint, '7', 7n);
test(uint, '010', 8n);
test(uint, '0o17', 15n);
test(uint, '0O17', 15n);
test(uint, '0x1F', 31n);
test(uint, '0X1f', 31n);
test(uint, '0b101', 5n);
test(uint, '0B11', 3n);
test(uint, '18446744073709551615', MAX);
test(uint, '0xFFFFFFFFFFFFFFFF', MAX);
test(uint, '0o1777777777777777777777', MAX);
test(uint, '01777777777777777777777', MAX);
test(uint, '18446744073709551616', undefined);
test(uint, '0x10000000000000000', undefined);
test(uint, '1_000', 1000n);
test(uint, '1_0_0_0', 1000n);
test(uint, '0x_1F', 31n);
test(uint, '0b_1', 1n);
test(uint, '0_7', 7n);
test(uint, '_1', undefined);
test(uint, '1_', undefined);
test(uint, '1__0', undefined);
test(uint, '0x_', undefined);
test(uint, '0x', undefined);
test(uint, '0b', undefined);
test(uint, '0o', undefined);
test(uint, '08', undefined);
test(uint, '0b2', undefined);
test(uint, '0o8', undefined);
test(uint, '0xg', undefined);
test(uint, '', undefined);
test(uint, '-1', undefined);
test(uint, '+1', undefined);
test(uint, ' 1', undefined);
test(uint, '1 ', undefined);
test(uint, '1e3', undefined);
test(uint, 'pay', undefined);
test(uint, '\u0661', undefined);

const failure = test.macro({
  exec(t, result: ReturnType<typeof goParseUint>, expected: string) {
    t.false(result.ok);
    t.is(result.ok ? '' : result.error, expected);
  },
  title: (given, _result, expected: string) => given ?? expected,
});

test(failure, goParseUint('x', 0, 64), 'strconv.ParseUint: parsing "x": invalid syntax');
test(failure, goParseUint('', 0, 64), 'strconv.ParseUint: parsing "": invalid syntax');
test(
  failure,
  goParseUint('18446744073709551616', 0, 64),
  'strconv.ParseUint: parsing "18446744073709551616": value out of range',
);
test(
  'overflow found before a later bad digit',
  failure,
  goParseUint('99999999999999999999x', 0, 64),
  'strconv.ParseUint: parsing "99999999999999999999x": value out of range',
);
test(
  'bad digit found before overflow',
  failure,
  goParseUint('x99999999999999999999', 0, 64),
  'strconv.ParseUint: parsing "x99999999999999999999": invalid syntax',
);
test(
  'underscore checked after the digits',
  failure,
  goParseUint('1__99999999999999999999', 0, 64),
  'strconv.ParseUint: parsing "1__99999999999999999999": value out of range',
);
test(failure, goParseUint('zz', 16, 8), 'strconv.ParseUint: parsing "zz": invalid syntax');
test(failure, goParseUint('4"', 16, 8), 'strconv.ParseUint: parsing "4\\"": invalid syntax');
test(failure, goParseUint('1ff', 16, 8), 'strconv.ParseUint: parsing "1ff": value out of range');
test(
  'explicit base rejects underscores',
  failure,
  goParseUint('1_0', 10, 64),
  'strconv.ParseUint: parsing "1_0": invalid syntax',
);
test(
  'explicit base 16 rejects a 0x prefix',
  failure,
  goParseUint('0x1', 16, 64),
  'strconv.ParseUint: parsing "0x1": invalid syntax',
);
test(
  'non-UTF-8 input is quoted the Go way',
  failure,
  goParseUint('\xff', 0, 64),
  'strconv.ParseUint: parsing "\\xff": invalid syntax',
);
test(failure, goParseUint('70000', 10, 16), 'strconv.ParseUint: parsing "70000": value out of range');
test(failure, goParseInt('128', 10, 8), 'strconv.ParseInt: parsing "128": value out of range');
test(failure, goParseInt('-129', 10, 8), 'strconv.ParseInt: parsing "-129": value out of range');
test(failure, goParseInt('-x', 10, 8), 'strconv.ParseInt: parsing "-x": invalid syntax');
test(failure, goParseInt('-', 10, 8), 'strconv.ParseInt: parsing "-": invalid syntax');
test(failure, goParseInt('256', 0, 9), 'strconv.ParseInt: parsing "256": value out of range');

test('ParseInt(s, 0, 9) takes prefixes and signs (getImm)', (t) => {
  t.deepEqual(goParseInt('-0x10', 0, 9), { ok: true, value: -16n });
  t.deepEqual(goParseInt('255', 0, 9), { ok: true, value: 255n });
  t.deepEqual(goParseInt('-256', 0, 9), { ok: true, value: -256n });
  t.deepEqual(goParseInt('+0b11', 0, 9), { ok: true, value: 3n });
});

const int8 = test.macro({
  exec(t, text: string, expected: number | undefined) {
    t.is(parseGoInt8Decimal(text), expected);
  },
  title: (given, text: string, expected: number | undefined) =>
    given ?? `ParseInt(${JSON.stringify(text)}, 10, 8) = ${expected}`,
});

test(int8, '0', 0);
test(int8, '-0', 0);
test(int8, '127', 127);
test(int8, '-128', -128);
test(int8, '+5', 5);
test(int8, '010', 10);
test(int8, '-1', -1);
test(int8, '128', undefined);
test(int8, '-129', undefined);
test(int8, '0x1', undefined);
test(int8, '1_0', undefined);
test(int8, '--1', undefined);
test(int8, '', undefined);
test(int8, ' 1', undefined);

test('random uint64 values round-trip through every base with separators', (t) => {
  const rng = new SeededRandom('parse-uint');
  const forms: Array<[string, number]> = [
    ['', 10],
    ['0x', 16],
    ['0X', 16],
    ['0o', 8],
    ['0', 8],
    ['0b', 2],
  ];
  for (let i = 0; i < 400; i++) {
    const value = rng.bigint(1 + rng.int(64));
    const [prefix, radix] = forms[rng.int(forms.length)]!;
    let digits = value.toString(radix);
    if (radix === 16 && rng.int(2) === 1) digits = digits.toUpperCase();
    // Underscores between digits (and right after a real prefix) are legal in base 0.
    let spaced = '';
    for (const [k, ch] of [...digits].entries()) spaced += (k > 0 && rng.int(4) === 0 ? '_' : '') + ch;
    if (prefix.length === 2 && rng.int(3) === 0) spaced = '_' + spaced;
    t.is(parseGoUint(prefix + spaced), value, prefix + spaced);
    t.is(parseGoUint(prefix + digits + '_'), undefined);
  }
});

test('every value above uint64 fails, every value below passes', (t) => {
  const rng = new SeededRandom('parse-uint-range');
  for (let i = 0; i < 200; i++) {
    const excess = MAX + 1n + rng.bigint(70);
    t.is(parseGoUint(excess.toString()), undefined);
    t.is(parseGoUint('0x' + excess.toString(16)), undefined);
    const fits = rng.bigint(64);
    t.is(parseGoUint(fits.toString()), fits);
  }
});
