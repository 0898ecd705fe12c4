/**
 * goal-form byte strings (box names): every encoding, Go's base64/base32 error offsets, ABI values, and the error
 * texts algod answers with.
 */
import test from 'ava';
import { BoxNameError, parseAppCallBytes } from '../../../src/core/ledger/app-call-bytes.js';
import { goBase32Decode, goBase64Decode } from '../../../src/core/go/encoding.js';

const hex = (arg: string): string => parseAppCallBytes(arg).toString('hex');

test('encodings produce the expected bytes', (t) => {
  t.is(hex('str:ab'), '6162');
  t.is(hex('str:'), '');
  t.is(hex('str:a:b'), '613a62', 'only the first colon splits');
  t.is(hex('int:1'), '0000000000000001');
  t.is(hex('integer:18446744073709551615'), 'ffffffffffffffff');
  t.is(hex('b64:AAE='), '0001');
  t.is(hex('byte base64:AAE='), '0001');
  t.is(hex('b32:AAAQ===='), '0001');
  t.is(hex('addr:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'), '00'.repeat(32));
});

const ABI: readonly [string, string][] = [
  ['abi:uint64:7', '0000000000000007'],
  ['abi:uint8:255', 'ff'],
  ['abi:bool:true', '80'],
  ['abi:string:"hi"', '00026869'],
  ['abi:byte[]:[1,2]', '00020102'],
  ['abi:byte[2]:[1,2]', '0102'],
  ['abi:(uint16,bool,bool):[1,true,true]', '0001c0'],
  ['abi:(string,uint8):["a",9]', '00030900' + '0161'],
  ['abi:uint64[]:[1]', '0001' + '0000000000000001'],
];

for (const [arg, expected] of ABI) {
  test(`${arg} encodes as ARC-4`, (t) => {
    t.is(hex(arg), expected);
  });
}

const ERRORS: readonly [string, string][] = [
  ['nocolon', "all arguments and box names should be of the form 'encoding:value'"],
  ['hex:00', 'Unknown encoding: hex'],
  ['int:', 'Could not parse uint64 from string (): strconv.ParseUint: parsing "": invalid syntax'],
  ['int:+1', 'Could not parse uint64 from string (+1): strconv.ParseUint: parsing "+1": invalid syntax'],
  ['b64:AAE', 'Could not decode base64-encoded string (AAE): illegal base64 data at input byte 0'],
  ['b64:AAE=x', 'Could not decode base64-encoded string (AAE=x): illegal base64 data at input byte 4'],
  ['b64:A===', 'Could not decode base64-encoded string (A===): illegal base64 data at input byte 1'],
  ['b64:AAAAA*==', 'Could not decode base64-encoded string (AAAAA*==): illegal base64 data at input byte 5'],
  ['b32:AAAQ', 'Could not decode base32-encoded string (AAAQ): illegal base32 data at input byte 0'],
  ['b32:aaaq====', 'Could not decode base32-encoded string (aaaq====): illegal base32 data at input byte 0'],
  ['abi:uint7:1', 'Could not decode abi type string (uint7): unsupported type bitSize: 7'],
  ['abi:nope:1', 'Could not decode abi type string (nope): cannot convert a string nope to an ABI type'],
];

for (const [arg, message] of ERRORS) {
  test(`${arg} → ${message.slice(0, 50)}`, (t) => {
    const error = t.throws(() => parseAppCallBytes(arg), { instanceOf: BoxNameError });
    t.is(error?.message, message);
  });
}

test('an address with a wrong checksum names both checksums as Go prints byte slices', (t) => {
  const error = t.throws(() => parseAppCallBytes('addr:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
  t.regex(error?.message ?? '', /decoded checksum mismatch, \[\d+ \d+ \d+ \d+\] != \[0 0 0 0\]$/);
});

test('Go decoders skip newlines and accept empty input', (t) => {
  t.deepEqual(goBase64Decode('AA\nE='), { ok: true, value: Uint8Array.from([0, 1]) });
  t.deepEqual(goBase64Decode(''), { ok: true, value: new Uint8Array(0) });
  t.deepEqual(goBase32Decode('AAAQ\r\n====', true), { ok: true, value: Uint8Array.from([0, 1]) });
  t.like(
    goBase32Decode('A=======', true),
    { ok: false, corruptAt: 1 },
    'one character is not padded data: the first = is illegal',
  );
});
