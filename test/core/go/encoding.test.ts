// Go's base64 / base32 / hex decoders: values checked against Node's codecs, error offsets derived by walking
// Go's decoding loops (encoding/base64 decodeQuantum, encoding/base32 decode, encoding/hex Decode) by hand.
import test from 'ava';
import { goBase32Decode, goBase64Decode, goHexDecode } from '../../../src/core/go/encoding.js';
import { base32Encode } from '../../../src/core/crypto/address.js';
import { SeededRandom, utf8 } from '../teal/literals/seeded-random.js';

type Decoder = (text: string) => ReturnType<typeof goHexDecode>;

const decodes = test.macro({
  exec(t, decode: Decoder, input: string, expected: string) {
    const result = decode(input);
    t.true(result.ok, result.ok ? '' : result.error);
    if (result.ok) t.is(Buffer.from(result.value).toString('latin1'), expected);
  },
  title: (given, decode: Decoder, input: string) => given ?? `${decode.name} decodes ${JSON.stringify(input)}`,
});

const fails = test.macro({
  exec(t, decode: Decoder, input: string, expected: string) {
    const result = decode(input);
    t.false(result.ok);
    if (!result.ok) t.is(result.error, expected);
  },
  title: (given, decode: Decoder, input: string, expected: string) =>
    given ?? `${decode.name} ${JSON.stringify(input)}: ${expected}`,
});

const b64 = goBase64Decode;
test(decodes, b64, '', '');
test(decodes, b64, 'QUJD', 'ABC');
test(decodes, b64, 'QUI=', 'AB');
test(decodes, b64, 'QQ==', 'A');
test('non-strict: trailing bits ignored', decodes, b64, 'QUK=', 'AB');
test('non-strict: trailing bits ignored, one byte', decodes, b64, 'QR==', 'A');
test('newlines skipped', decodes, b64, 'QU\nJD\r\nQQ=\n=\r\n', 'ABCA');
test(fails, b64, 'YWJ#ZGVm', 'illegal base64 data at input byte 3');
test('missing padding reports the group start', fails, b64, 'QQ', 'illegal base64 data at input byte 0');
test('unpadded second group', fails, b64, 'QUJDRA', 'illegal base64 data at input byte 4');
test('newline shifts the si-j offset', fails, b64, 'QUJD\nQQ', 'illegal base64 data at input byte 5');
test('single = after two digits at the end', fails, b64, 'QQ=', 'illegal base64 data at input byte 3');
test('second pad replaced by a digit', fails, b64, 'QQ=A', 'illegal base64 data at input byte 2');
test('trailing garbage after padding', fails, b64, 'QQ==A', 'illegal base64 data at input byte 4');
test('padding after one digit', fails, b64, 'Q===', 'illegal base64 data at input byte 1');
test('padding first', fails, b64, '====', 'illegal base64 data at input byte 0');
test('lone digit', fails, b64, 'Q', 'illegal base64 data at input byte 0');
test('URL alphabet is not standard', fails, b64, 'ab-_', 'illegal base64 data at input byte 2');
test('space is not skipped', fails, b64, 'QU JD', 'illegal base64 data at input byte 2');

test('base64 round trip against Node', (t) => {
  const rng = new SeededRandom('go-base64');
  for (let n = 0; n < 300; n++) {
    const bytes = rng.bytes(n % 70);
    const result = b64(Buffer.from(bytes).toString('base64'));
    t.true(result.ok && Buffer.from(result.value).equals(bytes));
  }
});

const b32 = (text: string) => goBase32Decode(text, false);
const b32pad = (text: string) => goBase32Decode(text, true);
test(decodes, b32, '', '');
test(decodes, b32, 'MY', 'f');
test(decodes, b32, 'MZXQ', 'fo');
test(decodes, b32, 'MZXW6', 'foo');
test(decodes, b32, 'MZXW6YQ', 'foob');
test(decodes, b32, 'MZXW6YTB', 'fooba');
test(decodes, b32, 'MZXW6YTBOI', 'foobar');
test('unpadded group of 3 yields nothing and no error', decodes, b32, 'MZXW6YTBMZX', 'fooba');
test('unpadded single char yields nothing', decodes, b32, 'A', '');
test('unpadded: byte 0xff acts as padding', decodes, b32, 'MY\xff\xff\xff\xff\xff\xff', 'f');
test('newlines are stripped first', decodes, b32, 'MZ\nXW\r6', 'foo');
test(fails, b32, 'mfrggzdfmy', 'illegal base32 data at input byte 0');
test(fails, b32, 'MFrggzdfmy', 'illegal base32 data at input byte 2');
test('unpadded rejects =', fails, b32, 'MY======', 'illegal base32 data at input byte 2');
test('offsets count the stripped text', fails, b32, 'M\nZ!', 'illegal base32 data at input byte 2');
test(decodes, b32pad, 'MY======', 'f');
test(decodes, b32pad, 'MZXW6===', 'foo');
test(decodes, b32pad, 'MZXW6YTBOI======', 'foobar');
test('padded: text after a full pad run is ignored', decodes, b32pad, 'MY======X', 'f');
test('padded: missing padding', fails, b32pad, 'MZXW6', 'illegal base32 data at input byte 0');
test('padded: short pad run', fails, b32pad, 'MY=====', 'illegal base32 data at input byte 7');
test('padded: digit inside the pad run', fails, b32pad, 'MY=A====', 'illegal base32 data at input byte 2');
test('padded: 6 digits is not a valid group', fails, b32pad, 'MZXW6Y==', 'illegal base32 data at input byte 6');
test('padded: 3 digits is not a valid group', fails, b32pad, 'MZX=====', 'illegal base32 data at input byte 3');
test(
  'padded: = early in a long text is an illegal char',
  fails,
  b32pad,
  'MY======MZXW6===',
  'illegal base32 data at input byte 2',
);

test('base32 round trip, with and without padding', (t) => {
  const rng = new SeededRandom('go-base32');
  for (let n = 0; n < 300; n++) {
    const bytes = rng.bytes(n % 41);
    const bare = base32Encode(bytes);
    const padded = bare + '='.repeat((8 - (bare.length % 8)) % 8);
    const a = b32(bare);
    const b = b32pad(padded);
    t.true(a.ok && Buffer.from(a.value).equals(bytes), bare);
    t.true(b.ok && Buffer.from(b.value).equals(bytes), padded);
  }
});

test(decodes, goHexDecode, '', '');
test(decodes, goHexDecode, '0aFf', '\x0a\xff');
test(fails, goHexDecode, '7', 'encoding/hex: odd length hex string');
test(fails, goHexDecode, 'abc', 'encoding/hex: odd length hex string');
test(fails, goHexDecode, 'FFGG', "encoding/hex: invalid byte: U+0047 'G'");
test(fails, goHexDecode, '0g', "encoding/hex: invalid byte: U+0067 'g'");
test('invalid byte wins over odd length', fails, goHexDecode, 'abg', "encoding/hex: invalid byte: U+0067 'g'");
test('space', fails, goHexDecode, 'a b', "encoding/hex: invalid byte: U+0020 ' '");
test('NUL is not printable', fails, goHexDecode, '\x00', 'encoding/hex: invalid byte: U+0000');
test('Latin-1 byte is shown as its rune', fails, goHexDecode, 'ab\xe9', utf8("encoding/hex: invalid byte: U+00E9 'é'"));
test('C1 byte has no glyph', fails, goHexDecode, '\x85a', 'encoding/hex: invalid byte: U+0085');

test('hex round trip against Node', (t) => {
  const rng = new SeededRandom('go-hex');
  for (let n = 0; n < 200; n++) {
    const bytes = rng.bytes(n % 50);
    const text = Buffer.from(bytes).toString('hex');
    const result = goHexDecode(n % 2 === 0 ? text : text.toUpperCase());
    t.true(result.ok && Buffer.from(result.value).equals(bytes));
  }
});
