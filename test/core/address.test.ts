import test from 'ava';
import algosdk from 'algosdk';
import { randomBytes } from 'node:crypto';
import {
  decodeAddress,
  encodeAddress,
  ZERO_ADDRESS,
  base32Encode,
  base32Decode,
} from '../../src/core/crypto/address.js';

test('zero address text', (t) => {
  t.is(ZERO_ADDRESS, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ');
});

test('random addresses match algosdk both ways', (t) => {
  for (let i = 0; i < 200; i++) {
    const pk = randomBytes(32);
    const ours = encodeAddress(pk);
    t.is(ours, new algosdk.Address(pk).toString());
    t.deepEqual(decodeAddress(ours), pk);
  }
});

const bad = test.macro((t, text: string, message: RegExp) => {
  const err = t.throws(() => decodeAddress(text));
  t.is((err as { code?: string }).code, 'CORE_BAD_ADDRESS');
  t.regex(err!.message, message);
});
const good = 'RKEOHXLUBHYZL7KS3MWTZOS5OLFGOCN7DWKBEG7TOSEADNAPN5OOTUNSLE';
test('rejects empty', bad, '', /decoded bad addr/);
test('rejects lower case', bad, good.toLowerCase(), /from base 32/);
test('rejects padding', bad, good + '======', /from base 32/);
test('rejects bad checksum', bad, good.slice(0, -1) + 'A', /checksum verification failed/);
test('rejects truncated', bad, good.slice(0, 50), /decoded bad addr/);
test('rejects extra characters', bad, good + 'AAAAAAAA', /non-canonical|checksum/);

test('base32 round trip at every length', (t) => {
  for (let n = 0; n < 70; n++) {
    const b = randomBytes(n);
    t.deepEqual(base32Decode(base32Encode(b)), b);
  }
});
