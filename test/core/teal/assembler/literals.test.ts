import test from 'ava';
import algosdk from 'algosdk';
import { errorsOf, hexOf, warningsOf } from './assemble-helpers.js';

const V8 = '#pragma version 8\n';
const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

const fails = test.macro({
  exec(t, source: string, expected: string[]) {
    t.deepEqual(errorsOf(t, source), expected);
  },
  title: (given, source: string) => given ?? `errors of ${JSON.stringify(source).slice(0, 120)}`,
});

const assembles = test.macro({
  exec(t, source: string, hex: string) {
    t.is(hexOf(t, source), hex);
  },
  title: (given, source: string) => given ?? `bytes of ${JSON.stringify(source).slice(0, 120)}`,
});

// int: numbers and named constants (v8: a single use becomes pushint N)
test(assembles, `${V8}int 0x10`, '088110');
test(assembles, `${V8}int 010`, '088108');
test(assembles, `${V8}int 0o17`, '08810f');
test(assembles, `${V8}int 0b101`, '088105');
test(assembles, `${V8}int 1_000`, '0881e807');
test(assembles, `${V8}int 18446744073709551615`, '0881ffffffffffffffffff01');
test(assembles, `${V8}int pay`, '088101');
test(assembles, `${V8}int hb`, '088108');
test(assembles, `${V8}int AssetFreeze`, '088105');
test(assembles, `${V8}int DeleteApplication`, '088105');
test(assembles, `${V8}int NoOp`, '088100');
test(fails, `${V8}int -1`, ['2:4: unable to parse "-1" as integer']);
test(fails, `${V8}int 18446744073709551616`, ['2:4: unable to parse "18446744073709551616" as integer']);
test(fails, `${V8}int 1__0`, ['2:4: unable to parse "1__0" as integer']);
test(fails, `${V8}int "test"`, ['2:4: unable to parse "\\"test\\"" as integer']);
test('messages quote as Go does', fails, `${V8}int \x01\xff`, ['2:4: unable to parse "\\x01\\xff" as integer']);
test(fails, `${V8}pushint pay`, ['2:8: unable to parse "pay" as integer']);
test(fails, `${V8}int`, ['2:3: int expects 1 immediate argument']);
test(fails, `${V8}int 1 2`, ['2:6: int expects 1 immediate argument']);

// byte literals
test(assembles, `${V8}byte "a\\x00\\n"`, '0880036100' + '0a');
test(assembles, `${V8}byte 0x`, '088000');
test(assembles, `${V8}byte 0xAbCd`, '088002abcd');
test(assembles, `${V8}byte base64 YWI=`, '0880026162');
test(assembles, `${V8}byte b64(YWI=)`, '0880026162');
test(assembles, `${V8}byte base32 MFRA`, '0880026162');
test(assembles, `${V8}byte b32(MFRA====)`, '0880026162');
test(fails, `${V8}byte`, ['2:4: byte needs byte literal argument']);
test(fails, `${V8}byte foo`, ['2:5: byte arg did not parse: foo']);
test(fails, `${V8}byte 0x0`, ['2:5: byte encoding/hex: odd length hex string']);
test(fails, `${V8}byte "a" x`, ['2:9: byte with extraneous argument']);
test(fails, `${V8}byte base64 YW@=`, ['2:12: byte illegal base64 data at input byte 2']);
test(fails, `${V8}byte b64(YW@=)`, ['2:5: byte illegal base64 data at input byte 6']);
test(fails, `${V8}byte b64(YW`, ['2:5: byte argument b64(YW lacks closing parenthesis']);
test(fails, `${V8}byte base64`, ['2:5: byte base64 needs byte literal argument']);
test(fails, `${V8}byte "a\\q"`, ['2:5: byte invalid escape sequence \\q']);
test(fails, `${V8}byte 0x${'00'.repeat(4097)}`, ['2:5: byte value is too big (4097 bytes, limit 4096)']);
test(assembles, `${V8}byte 0x${'00'.repeat(4096)}`, `0880802000${'00'.repeat(4095)}`);
test(fails, `${V8}pushbytes`, ['2:9: pushbytes needs byte literal argument']);
test(fails, `${V8}pushbytes 0x01 0x02`, ['2:15: pushbytes with extraneous argument']);
test(assembles, `${V8}pushbytess "a" b64 Yg== 0x63; popn 3`, '08820301610162016346' + '03');
test(fails, `${V8}pushbytess "a" nope`, ['2:15: pushbytess arg did not parse: nope']);
test(fails, `${V8}pushbytess 0x01 0x${'00'.repeat(4097)}`, [
  '2:16: pushbytess arg 1 is too big (4097 bytes, limit 4096)',
]);
test(assembles, `${V8}pushints 1 0x80 2; popn 3`, '08830301800102' + '4603');
test(fails, `${V8}pushints 1 x 18446744073709551616; popn 3`, [
  '2:11: strconv.ParseUint: parsing "x": invalid syntax',
  '2:13: strconv.ParseUint: parsing "18446744073709551616": value out of range',
]);

// addr and method
test(assembles, `${V8}addr ${ZERO_ADDRESS}`, `088020${'00'.repeat(32)}`);
test('addr decodes any checksummed address', (t) => {
  const account = algosdk.generateAccount();
  const hex = hexOf(t, `${V8}addr ${account.addr.toString()}`);
  t.is(hex, `088020${Buffer.from(account.addr.publicKey).toString('hex')}`);
});
test(fails, `${V8}addr abc`, ['2:5: failed to decode address abc from base 32']);
test(fails, `${V8}addr ${ZERO_ADDRESS.slice(0, 40)}`, [`2:5: decoded bad addr: ${ZERO_ADDRESS.slice(0, 40)}`]);
test(fails, `${V8}addr ${ZERO_ADDRESS.slice(0, -1)}A`, [
  `2:5: address ${ZERO_ADDRESS.slice(0, -1)}A is malformed, checksum verification failed`,
]);
test(fails, `${V8}addr ${ZERO_ADDRESS}=`, [`2:5: failed to decode address ${ZERO_ADDRESS}= from base 32`]);
test(fails, `${V8}addr`, ['2:4: addr expects 1 immediate argument']);
test(assembles, `${V8}method "add(uint64,uint64)uint64"`, '088004fe6bdf69');
test(fails, `${V8}method add`, ['2:7: unable to parse method signature']);
test(fails, `${V8}method "a\\z"`, ['2:7: invalid escape sequence \\z']);
test('an invalid ARC-4 signature only warns', (t) => {
  const source = `${V8}method "add(uint64"`;
  t.true(hexOf(t, source).startsWith('088004'));
  const warnings = warningsOf(source);
  t.is(warnings.length, 1);
  t.true(warnings[0]!.startsWith('2:7: invalid ARC-4 ABI method signature for method op: '));
});
