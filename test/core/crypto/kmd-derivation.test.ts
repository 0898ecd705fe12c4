import test from 'ava';
import algosdk from 'algosdk';
import { encodeAddress } from '../../../src/core/crypto/address.js';
import { multisigAddress } from '../../../src/core/crypto/accounts.js';
import { deriveKeyPair, deriveKeySeed } from '../../../src/core/crypto/kmd-derivation.js';

// docs/spec/kmd.md §6.4
const MDK = Buffer.from('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=', 'base64');

const vector = test.macro({
  exec(t, index: bigint, seedHex: string, address: string, pkB64: string) {
    t.is(deriveKeySeed(MDK, index).toString('hex'), seedHex);
    const pair = deriveKeyPair(MDK, index);
    t.is(encodeAddress(pair.publicKey), address);
    t.is(pair.publicKey.toString('base64'), pkB64);
    t.is(algosdk.encodeAddress(new Uint8Array(pair.publicKey)), address);
  },
  title: (_title, index: bigint) => `docs/spec/kmd.md §6.4 vector, index ${index}`,
});

test(
  vector,
  1n,
  '724db5dd2b5bff822d5e968fc401fdf80f778cf3a6812f2adc9629599b31b559',
  'RARAQGGTYYIAKPP7M44M2ITTE2AXASJD5VIMPRQDU5VJTK3XAA62OLW7IM',
  'iCIIGNPGEAU9/2c4zSJzJoFwSSPtUMfGA6dqmat3AD0=',
);
test(
  vector,
  2n,
  '2fa706a61643be89ffb83b7f4b0a417b8011786a597222d2ac5a85411ba5136d',
  'AY3EXNCEATTJ3KUPVEVDFUYMO6CT3R3S6QQSVIGTXKCFG26L4WGLJU5PF4',
  'BjZLtEQE5p2qj6kqMtMMd4U9x3L0ISqg07qEU2vL5Yw=',
);

test('docs/spec/kmd.md §6.4 exported private key and 2-of-2 multisig address', (t) => {
  const k1 = deriveKeyPair(MDK, 1n);
  const k2 = deriveKeyPair(MDK, 2n);
  t.is(
    k1.secretKey.toString('base64'),
    'ck213Stb/4ItXpaPxAH9+A93jPOmgS8q3JYpWZsxtVmIIggY08YQBT3/ZzjNInMmgXBJI+1Qx8YDp2qZq3cAPQ==',
  );
  t.is(
    encodeAddress(multisigAddress(1, 2, [k1.publicKey, k2.publicKey])),
    '3UNXJJH24PSMNQ24GAN3J4KLD2L3RLVIOM3D2BGICUKQBAY5BQQQST7MVM',
  );
});

test('index is decimal text: 10 differs from 1 and 0, and the uint64 maximum derives', (t) => {
  const seeds = [0n, 1n, 10n, 2n ** 64n - 1n].map((i) => deriveKeySeed(MDK, i).toString('hex'));
  t.is(new Set(seeds).size, seeds.length);
});

test('bad inputs are refused', (t) => {
  t.is((t.throws(() => deriveKeySeed(MDK.subarray(1), 1n)) as { code?: string }).code, 'CORE_BAD_LENGTH');
  t.is((t.throws(() => deriveKeySeed(MDK, -1n)) as { code?: string }).code, 'CORE_BAD_ARGUMENT');
  t.is((t.throws(() => deriveKeySeed(MDK, 2n ** 64n)) as { code?: string }).code, 'CORE_BAD_ARGUMENT');
});
