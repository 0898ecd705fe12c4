import test from 'ava';
import { ed25519 } from '@noble/curves/ed25519.js';
import { vrfVerify } from '../../../src/core/avm/crypto/vrf.js';
import { accepts, asm, fails, hexBytes, notrack, outcome, run, toHex } from './helpers.js';

// draft-irtf-cfrg-vrf-03 vectors, as pinned by upstream crypto/vrf_test.go and logic TestVrfVerify
const VECTORS = [
  {
    pk: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    alpha: '',
    pi: 'b6b4699f87d56126c9117a7da55bd0085246f4c56dbc95d20172612e9d38e8d7ca65e573a126ed88d4e30a46f80a666854d675cf3ba81de0de043c3774f061560f55edc256a787afe701677c0f602900',
    beta: '5b49b554d05c0cd5a5325376b3387de59d924fd1e13ded44648ab33c21349a603f25b84ec5ed887995b33da5e3bfcb87cd2f64521c4c62cf825cffabbe5d31cc',
  },
  {
    pk: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    alpha: '72',
    pi: 'ae5b66bdf04b4c010bfe32b2fc126ead2107b697634f6f7337b9bff8785ee111200095ece87dde4dbe87343f6df3b107d91798c8a7eb1245d3bb9c5aafb093358c13e6ae1111a55717e895fd15f99f07',
    beta: '94f4487e1b2fec954309ef1289ecb2e15043a2461ecc7b2ae7d4470607ef82eb1cfa97d84991fe4a7bfdfd715606bc27e2967a6c557cfb5875879b671740b7d8',
  },
] as const;

const app = (pk: string, pi: string, alpha: string, beta: string): string =>
  `${alpha === '' ? 'byte ""' : `byte 0x${alpha}`}; byte 0x${pi}; byte 0x${pk}; vrf_verify VrfAlgorand; assert; byte 0x${beta}; ==`;

for (const [i, v] of VECTORS.entries()) {
  test(`upstream vector ${i}`, accepts, 7, app(v.pk, v.pi, v.alpha, v.beta));
}

const flip = (hex: string, index: number, mask = 1): string => {
  const bytes = hexBytes(hex);
  bytes[index] = bytes[index]! ^ mask;
  return toHex(bytes);
};

test('tampered proofs, messages and keys do not verify and output zeros', (t) => {
  const v = VECTORS[1];
  const zeros = '00'.repeat(64);
  const check = (pk: string, pi: string, alpha: string): void => {
    const result = vrfVerify(hexBytes(pk), hexBytes(pi), hexBytes(alpha));
    t.false(result.ok, `${pk} ${pi} ${alpha}`);
    t.is(toHex(result.output), zeros);
  };
  check(v.pk, v.pi, '73');
  check(v.pk, v.pi, '');
  check(VECTORS[0].pk, v.pi, v.alpha);
  for (const index of [0, 31, 32, 47, 48, 79]) check(v.pk, flip(v.pi, index), v.alpha);
  // gamma with the sign bit flipped is a different (valid) point
  check(v.pk, flip(v.pi, 31, 0x80), v.alpha);
  // s + ℓ is reduced mod ℓ, so the proof still verifies (libsodium sc25519_reduce)
  const L = 2n ** 252n + 27742317777372353535851937790883648493n;
  const pi = hexBytes(v.pi);
  let s = 0n;
  for (let i = 79; i >= 48; i--) s = (s << 8n) | BigInt(pi[i]!);
  let sl = s + L;
  for (let i = 48; i < 80; i++, sl >>= 8n) pi[i] = Number(sl & 0xffn);
  const reduced = vrfVerify(hexBytes(v.pk), pi, hexBytes(v.alpha));
  t.true(reduced.ok);
  t.is(toHex(reduced.output), v.beta);
});

test('small-order and non-canonical keys and gammas are refused', (t) => {
  const v = VECTORS[1];
  const le = (n: bigint, signBit = false): string => {
    const out = new Uint8Array(32);
    let x = n;
    for (let i = 0; i < 32; i++, x >>= 8n) out[i] = Number(x & 0xffn);
    if (signBit) out[31] = out[31]! | 0x80;
    return toHex(out);
  };
  const p = 2n ** 255n - 19n;
  const smallOrder = [
    le(0n),
    le(1n),
    le(1n, true),
    le(p - 1n),
    '26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05',
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a',
    'c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa',
  ];
  for (const pk of [...smallOrder, le(p), le(p + 5n)])
    t.false(vrfVerify(hexBytes(pk), hexBytes(v.pi), hexBytes(v.alpha)).ok, pk);
  // y = 2 has no x on the curve
  t.throws(() => ed25519.Point.fromBytes(hexBytes(le(2n))));
  t.false(vrfVerify(hexBytes(le(2n)), hexBytes(v.pi), hexBytes(v.alpha)).ok);
  t.false(vrfVerify(hexBytes(v.pk), hexBytes(le(p + 1n) + v.pi.slice(64)), hexBytes(v.alpha)).ok);
});

test('upstream TestVrfVerify error paths and failing verify', (t) => {
  for (const v of [7, 14]) {
    t.is(
      outcome(notrack('byte 0x1122; byte 0x2233; byte 0x3344; vrf_verify VrfAlgorand'), v),
      'error: vrf proof wrong size 2 != 80',
    );
    t.is(
      outcome(notrack('byte 0x1122; int 80; bzero; byte 0x3344; vrf_verify VrfAlgorand'), v),
      'error: vrf pubkey wrong size 2 != 32',
    );
    t.is(
      outcome('byte 0x3344; int 80; bzero; int 32; bzero; vrf_verify VrfAlgorand', v),
      'error: stack len is 2 instead of 1',
    );
  }
});

test(
  'failed verify',
  accepts,
  7,
  'byte 0x3344; int 80; bzero; int 32; bzero; vrf_verify VrfAlgorand; !; assert; int 64; bzero; ==',
);
test('an unknown standard fails', (t) => {
  const program = asm('byte 0x3344; int 80; bzero; int 32; bzero; vrf_verify VrfAlgorand; pop; len', 7);
  const at = program.length - 3;
  t.is(program[at - 1], 0xd0);
  program[at] = 1;
  t.is(run(program).error?.message, 'invalid VRF standard VrfStandard(1)');
});
test(
  'size errors before the standard',
  fails,
  7,
  notrack('byte 0x; int 79; bzero; int 32; bzero; vrf_verify VrfAlgorand; pop; len'),
  'vrf proof wrong size 79 != 80',
);

test('vrf_verify costs 5700', (t) => {
  const program = asm('byte 0x3344; int 80; bzero; int 32; bzero; vrf_verify VrfAlgorand; pop; len', 7);
  t.is(run(program).cost, 5700 + 7);
});
