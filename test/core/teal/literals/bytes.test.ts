// Byte literals (upstream parseBinaryArgs / parseStringLiteral): every form, the token blamed, and the error texts
// without the mnemonic prefix that the assembler adds (`byte `, `pushbytes `, ...).
import test from 'ava';
import { parseByteArgs, parseStringLiteral } from '../../../../src/core/teal/literals/bytes.js';
import { base32Encode } from '../../../../src/core/crypto/address.js';
import { SeededRandom, bin, utf8 } from './seeded-random.js';

const parses = test.macro({
  exec(t, args: string[], expected: string, consumed: number) {
    const result = parseByteArgs(args);
    if ('error' in result) return t.fail(result.error);
    t.is(bin(result.value), expected);
    t.is(result.consumed, consumed);
  },
  title: (given, args: string[]) => given ?? `parses ${args.join(' ')}`,
});

test(parses, ['0x'], '', 1);
test(parses, ['0x0aFF'], '\x0a\xff', 1);
test(parses, ['0x01', '0x02'], '\x01', 1);
test(parses, ['base64(QUJD)'], 'ABC', 1);
test(parses, ['b64(QQ==)'], 'A', 1);
test(parses, ['b64()'], '', 1);
test(parses, ['base64', 'QUJD'], 'ABC', 2);
test(parses, ['b64', 'QQ==', 'x'], 'A', 2);
test(parses, ['base32(MFRGG)'], 'abc', 1);
test(parses, ['b32(MFRGG===)'], 'abc', 1);
test(parses, ['base32', 'MFRGGZDFMY'], 'abcdef', 2);
test(parses, ['b32', 'MFRGG==='], 'abc', 2);
test(parses, ['base32()'], '', 1);
test(parses, ['"abc"'], 'abc', 1);
test(parses, ['""'], '', 1);
test(parses, ['"a\\x41\\n\\t\\r\\\\\\""'], 'aA\n\t\r\\"', 1);
test('raw non-ASCII bytes pass through', parses, ['"\xc3\xa9\xff"'], '\xc3\xa9\xff', 1);
test('inner unescaped quote is a plain byte', parses, ['"a"b"'], 'a"b', 1);

const rejects = test.macro<[args: string[], expected: string, at?: number]>({
  exec(t, args, expected, at) {
    const result = parseByteArgs(args);
    if (!('error' in result)) return t.fail('parsed');
    t.is(result.error, expected);
    t.is(result.at, at ?? 0);
  },
  title: (given, args, expected) => given ?? `${args.join(' ')} → ${expected}`,
});

test(
  rejects,
  ['base64(YWJjZGVm)extrajunk'],
  'argument base64(YWJjZGVm)extrajunk must end at first closing parenthesis',
);
test(rejects, ['base64(YWJjZGVm)x'], 'argument base64(YWJjZGVm)x must end at first closing parenthesis');
test(rejects, ['base64(a)b)'], 'argument base64(a)b) must end at first closing parenthesis');
test(rejects, ['base64(YWJjZGVm'], 'argument base64(YWJjZGVm lacks closing parenthesis');
test(rejects, ['base32(MFRGGZDFMY)x'], 'argument base32(MFRGGZDFMY)x must end at first closing parenthesis');
test(rejects, ['b32(MFRGGZDFMY'], 'argument b32(MFRGGZDFMY lacks closing parenthesis');
test('base64( offset shifted by 7', rejects, ['base64(YWJ#ZGVm)'], 'illegal base64 data at input byte 10');
test('b64( offset shifted by 4', rejects, ['b64(Q)'], 'illegal base64 data at input byte 4');
test(
  'two-token base64 blames the data token',
  rejects,
  ['base64', 'YWJ#ZGVm'],
  'illegal base64 data at input byte 3',
  1,
);
test(rejects, ['b32', 'mfrggzdfmy'], 'illegal base32 data at input byte 0', 1);
test(rejects, ['b32', 'MFrggzdfmy'], 'illegal base32 data at input byte 2', 1);
test(rejects, ['b32(mfrggzdfmy)'], 'illegal base32 data at input byte 4');
test(rejects, ['b32(MFrggzdfmy)'], 'illegal base32 data at input byte 6');
test(rejects, ['base32(mfrggzdfmy)'], 'illegal base32 data at input byte 7');
test(rejects, ['base32(MFrggzdfmy)'], 'illegal base32 data at input byte 9');
test(
  'both paddings fail: the unpadded error is reported',
  rejects,
  ['b32', 'MY====='],
  'illegal base32 data at input byte 2',
  1,
);
test(rejects, ['0xFFGG'], "encoding/hex: invalid byte: U+0047 'G'");
test(rejects, ['0x7'], 'encoding/hex: odd length hex string');
test(rejects, ['b32'], 'b32 needs byte literal argument');
test(rejects, ['base64'], 'base64 needs byte literal argument');
test(rejects, ['foo'], 'arg did not parse: foo');
test('upper-case 0X is not hex', rejects, ['0X41'], 'arg did not parse: 0X41');
test('a lone quote is not a string', rejects, ['"'], 'arg did not parse: "');
test(rejects, ['"abc'], 'arg did not parse: "abc');
test(rejects, ['1'], 'arg did not parse: 1');
test(rejects, ['"jo\\qhn"'], 'invalid escape sequence \\q');

const literal = test.macro({
  exec(t, input: string, expected: string | { error: string }) {
    const result = parseStringLiteral(input);
    if (typeof expected === 'string') t.deepEqual(result, { value: Uint8Array.from(Buffer.from(expected, 'latin1')) });
    else t.deepEqual(result, expected);
  },
  title: (given, input: string) => given ?? `string literal ${input}`,
});

test(literal, '"test\\\\"', 'test\\');
test(literal, '"test 123"', 'test 123');
test(literal, '"\\x74\\x65\\x73\\x74\\x31\\x32\\x33"', 'test123');
test(literal, '"\\xfF\\x00"', '\xff\x00');
test(literal, '""', '');
test('one quote counts as both ends', literal, '"', '');
test(literal, '"test', { error: 'no quotes' });
test(literal, 'test', { error: 'no quotes' });
test(literal, 'test"', { error: 'no quotes' });
test(literal, '', { error: 'no quotes' });
test(literal, '"test\\"', { error: 'non-terminated escape sequence' });
test(literal, '"x\\x"', { error: 'non-terminated escape sequence' });
test(literal, '"test\\x\\"', { error: 'escape sequence inside hex number' });
test(literal, '"test\\a"', { error: 'invalid escape sequence \\a' });
test('escaped high byte is shown as its rune', literal, '"\\\xc3"', {
  error: 'invalid escape sequence \\' + utf8('\u00c3'),
});
test(literal, '"test\\x10\\x1"', { error: 'non-terminated hex sequence' });
test(literal, '"\\x4"', { error: 'non-terminated hex sequence' });
test(literal, '"\\xzz"', { error: 'strconv.ParseUint: parsing "zz": invalid syntax' });
test('hex pair may swallow the closing quote', literal, '"\\x4""', {
  error: 'strconv.ParseUint: parsing "4\\"": invalid syntax',
});
test(literal, '"\\x+1"', { error: 'strconv.ParseUint: parsing "+1": invalid syntax' });
test(literal, '"\\x_1"', { error: 'strconv.ParseUint: parsing "_1": invalid syntax' });

test('every form round-trips random bytes', (t) => {
  const rng = new SeededRandom('byte-literals');
  for (let n = 0; n < 200; n++) {
    const bytes = rng.bytes(n % 60);
    const b64 = Buffer.from(bytes).toString('base64');
    const b32 = base32Encode(bytes);
    const b32padded = b32 + '='.repeat((8 - (b32.length % 8)) % 8);
    const escaped = '"' + [...bytes].map((b) => '\\x' + b.toString(16).padStart(2, '0')).join('') + '"';
    const forms: string[][] = [
      ['0x' + Buffer.from(bytes).toString('hex')],
      [`base64(${b64})`],
      [`b64(${b64})`],
      ['base64', b64],
      ['b64', b64],
      [`base32(${b32})`],
      [`b32(${b32padded})`],
      ['base32', b32padded],
      ['b32', b32],
      [escaped],
    ];
    for (const form of forms) {
      const result = parseByteArgs([...form, 'next']);
      t.deepEqual(result, { value: Uint8Array.from(bytes), consumed: form.length }, form.join(' '));
    }
  }
});
