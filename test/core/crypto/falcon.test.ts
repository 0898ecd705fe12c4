import test from 'ava';
import { readFileSync } from 'node:fs';
import { falconVerify, falconVerifyCode, FALCON_PUBLIC_KEY_BYTES } from '../../../src/core/crypto/falcon.js';

interface Vectors {
  readonly keys: readonly string[];
  readonly vectors: readonly {
    name: string;
    key: number;
    message: string;
    signature: string;
    valid: boolean;
    code: number;
  }[];
}

const FIXTURE = new URL('../../fixtures/falcon/det1024-vectors.json', import.meta.url);
const { keys, vectors } = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Vectors;
const bytes = (hex: string): Uint8Array => new Uint8Array(Buffer.from(hex, 'hex'));
const publicKeys = keys.map(bytes);

test('every verdict and result code of the reference C library (falcon_det1024_verify_compressed)', (t) => {
  t.true(vectors.filter((v) => v.valid).length >= 8);
  for (const v of vectors) {
    t.is(falconVerify(publicKeys[v.key]!, bytes(v.message), bytes(v.signature)), v.valid, v.name);
    t.is(falconVerifyCode(publicKeys[v.key]!, bytes(v.message), bytes(v.signature)), v.code, v.name);
  }
});

const good = vectors.find((v) => v.name === 'key0 msg2')!;
const goodKey = publicKeys[good.key]!;
const goodMessage = bytes(good.message);
const goodSignature = bytes(good.signature);

test('malformed public keys are refused, not thrown on', (t) => {
  t.true(falconVerify(goodKey, goodMessage, goodSignature));
  // the C library's order: a key of another degree is a bad signature (-4), a bad key header a format error (-3)
  const header = Uint8Array.from(goodKey);
  header[0] = 0x09;
  t.is(falconVerifyCode(header, goodMessage, goodSignature), -4);
  header[0] = 0x1a;
  t.is(falconVerifyCode(header, goodMessage, goodSignature), -3);
  header[0] = 0x00;
  t.is(falconVerifyCode(header, goodMessage, goodSignature), -3);
  t.false(falconVerify(goodKey.subarray(0, FALCON_PUBLIC_KEY_BYTES - 1), goodMessage, goodSignature));
  // a 14-bit coefficient ≥ q: set the first coefficient's bits to all ones
  const big = Uint8Array.from(goodKey);
  big[1] = 0xff;
  big[2] = big[2]! | 0xfc;
  t.false(falconVerify(big, goodMessage, goodSignature));
  t.false(falconVerify(new Uint8Array(0), goodMessage, goodSignature));
});

test('malformed signatures are refused: empty, oversized, -0, overlong magnitudes', (t) => {
  t.false(falconVerify(goodKey, goodMessage, new Uint8Array(0)));
  const oversized = new Uint8Array(1462 - 39 + 1);
  oversized.set(goodSignature);
  t.false(falconVerify(goodKey, goodMessage, oversized));
  // first coefficient "-0": sign bit set, low bits 0, then the terminating 1 bit
  const minusZero = Uint8Array.from(goodSignature);
  minusZero[2] = 0x80;
  minusZero[3] = 0x80 | (minusZero[3]! & 0x7f);
  t.false(falconVerify(goodKey, goodMessage, minusZero));
  // sixteen zero high-bit units exceed |s| ≤ 2047
  const overlong = Uint8Array.from(goodSignature);
  overlong.fill(0, 3, 6);
  t.false(falconVerify(goodKey, goodMessage, overlong));
});
