import test from 'ava';
import { decodeBase64Go, type Base64Alphabet } from '../../../src/core/avm/encoding/go-base64.js';
import { asm, run } from './helpers.js';

const MOBY = 'MOBY-DICK;\n\nor, THE WHALE.\n\n\nBy Herman Melville';
const ABC = "abc123!?$*&()'-=@~";

// upstream TestOpBase64Decode, with the full texts Go produces
const cases: [string, Base64Alphabet, string, string?][] = [
  ['TU9CWS1ESUNLOwoKb3IsIFRIRSBXSEFMRS4KCgpCeSBIZXJtYW4gTWVsdmlsbGU=', 'std', MOBY],
  ['TU9CWS1ESUNLOwoKb3IsIFRIRSBXSEFMRS4KCgpCeSBIZXJtYW4gTWVsdmlsbGU=', 'url', MOBY],
  ['cGFk', 'std', 'pad'],
  ['cGFk=', 'std', '', 'illegal base64 data at input byte 4'],
  ['cGFk==', 'std', '', 'illegal base64 data at input byte 4'],
  ['cGFk===', 'std', '', 'illegal base64 data at input byte 4'],
  ['cGFk====', 'std', '', 'illegal base64 data at input byte 4'],
  ['bm9wYWQ=', 'std', 'nopad'],
  ['bm9wYWQ', 'std', 'nopad'],
  ['bm9wYWQ==', 'std', '', 'illegal base64 data at input byte 8'],
  ['YWJjMTIzIT8kKiYoKSctPUB+', 'std', ABC],
  ['YWJjMTIzIT8kKiYoKSctPUB-', 'url', ABC],
  ['YWJjMTIzIT8kKiYoKSctPUB+', 'url', '', 'illegal base64 data at input byte 23'],
  ['YWJjMTIzIT8kKiYoKSctPUB-', 'std', '', 'illegal base64 data at input byte 23'],
  ['', 'std', ''],
  ['', 'url', ''],
  ['=', 'std', '', 'illegal base64 data at input byte 0'],
  [' ', 'url', '', 'illegal base64 data at input byte 0'],
  ['\t', 'std', '', 'illegal base64 data at input byte 0'],
  ['\r', 'std', ''],
  ['\n', 'url', ''],
  ['YWJjMTIzIT8kKiYoKSctPUB+\n', 'std', ABC],
  ['YWJjMTIzIT8kK\riYoKSctPUB-\n', 'url', ABC],
  ['\n\rYWJjMTIzIT8\rkKiYoKSctPUB+\n', 'std', ABC],
  ['SQ==', 'std', 'I'],
  ['\rS\r\nQ=\n=\r\r\n', 'url', 'I'],
  ['S=Q=', 'std', '', 'illegal base64 data at input byte 1'],
  ['=SQ=', 'url', '', 'illegal base64 data at input byte 0'],
  ['SQ', 'std', 'I'],
  ['SQ=', 'std', '', 'illegal base64 data at input byte 3'],
  ['SQ===', 'url', '', 'illegal base64 data at input byte 4'],
  ['WQ==', 'std', 'Y'],
  ['WR==', 'std', '', 'illegal base64 data at input byte 2'],
  ['WR', 'std', '', 'illegal base64 data at input byte 0'],
  // not ending in '=', so decoded unpadded: '=' is then a foreign byte
  ['WQ=x', 'std', '', 'illegal base64 data at input byte 2'],
  // padded, then more data: reported after the padding
  ['WQQ=Q=', 'std', '', 'illegal base64 data at input byte 4'],
  ['WQ=\n=', 'std', 'Y'],
];

for (const [encoded, alphabet, decoded, error] of cases) {
  test(`base64 ${alphabet} ${JSON.stringify(encoded)}`, (t) => {
    const result = decodeBase64Go(new Uint8Array(Buffer.from(encoded, 'latin1')), alphabet);
    if (error === undefined) t.is(Buffer.from(result as Uint8Array).toString('latin1'), decoded);
    else t.is(result, error);
  });
}

test('base64_decode in a program', (t) => {
  const ok = asm('pushbytes "SGVsbG8="; base64_decode StdEncoding; pushbytes "Hello"; ==', 7);
  t.true(run(ok).pass);
  const unpadded = asm('pushbytes "SGVsbG8"; base64_decode StdEncoding; pushbytes "Hello"; ==', 7);
  t.true(run(unpadded).pass);
  const wrongAlphabet = asm('pushbytes "a+b="; base64_decode URLEncoding; len', 7);
  t.is(run(wrongAlphabet).error?.message, 'illegal base64 data at input byte 1');
  const foreign = asm('pushbytes "SG.sbG8="; base64_decode StdEncoding; len', 7);
  t.deepEqual(run(foreign).error, { message: 'illegal base64 data at input byte 2', pc: 11 });
  const field = asm('pushbytes "SQ=="; base64_decode URLEncoding; len', 7);
  field[field.length - 2] = 2;
  t.is(run(field).error?.message, 'invalid base64_decode encoding Base64Encoding(2)');
});
