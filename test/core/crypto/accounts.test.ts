import test from 'ava';
import algosdk from 'algosdk';
import { randomBytes } from 'node:crypto';
import { decodeAddress, encodeAddress } from '../../../src/core/crypto/address.js';
import {
  DEFAULT_FEE_SINK,
  DEFAULT_REWARDS_POOL,
  PQ_SCHEME_FALCON1024,
  STATE_PROOF_SENDER,
  applicationAddress,
  couldBeCurvePoint,
  logicSigAddress,
  multisigAddress,
  postQuantumAddress,
} from '../../../src/core/crypto/accounts.js';
import { generateKeyPair, keyPairFromSeed } from '../../../src/core/crypto/ed25519.js';

const A = keyPairFromSeed(Buffer.alloc(32, 1)).publicKey;
const B = keyPairFromSeed(Buffer.alloc(32, 2)).publicKey;

test('docs/spec/protocol.md §4.7 vectors', (t) => {
  t.is(encodeAddress(multisigAddress(1, 2, [A, B])), 'OZM7LWK3LWSTQ3EF672N3OZFKL6EWPOEOJNEHQ4FWVWAKPBLGJNRGUK7UE');
  t.is(encodeAddress(applicationAddress(1001n)), 'OKSDOCOXVGMBXQ5TP5YA4VWTZWZJLJP3OMIILPHMHGHURUFE2Q3JP62QNU');
  t.is(
    encodeAddress(logicSigAddress(Uint8Array.of(0x0a, 0x81, 0x01))),
    'IOXND5F5PZVNTUAOVFE6GHFDRN26DKKSVSRSSGXC75X5NGYALTH5XWGIZE',
  );
});

test('special addresses (docs/spec/protocol.md §2.3)', (t) => {
  t.is(encodeAddress(STATE_PROOF_SENDER), 'XM6FEYVJ2XDU2IBH4OT6VZGW75YM63CM4TC6AV6BD3JZXFJUIICYTVB5EU');
  t.is(DEFAULT_FEE_SINK.toString('hex'), '07dacb4b6d9ed141b17576bd459ae6421d486da3d4ef2247c409a396b82ea221');
  t.is(encodeAddress(DEFAULT_REWARDS_POOL), '7777777777777777777777777777777777777777777777777774MSJUVU');
});

test('multisig addresses match algosdk for random sets', (t) => {
  for (let i = 0; i < 50; i++) {
    const n = 1 + (i % 7);
    const pks = Array.from({ length: n }, () => generateKeyPair(randomBytes).publicKey);
    if (i % 5 === 0) pks.push(pks[0]!); // duplicates are allowed
    const threshold = 1 + (i % pks.length);
    const addrs = pks.map((pk) => new algosdk.Address(pk));
    const expected = algosdk.multisigAddress({ version: 1, threshold, addrs }).toString();
    t.is(encodeAddress(multisigAddress(1, threshold, pks)), expected);
  }
});

test('multisig key order matters', (t) => {
  t.notDeepEqual(multisigAddress(1, 1, [A, B]), multisigAddress(1, 1, [B, A]));
});

test('multisig with 255 keys is accepted', (t) => {
  const pks = Array.from({ length: 255 }, (_, i) => Buffer.alloc(32, i));
  t.is(multisigAddress(1, 255, pks).length, 32);
});

const badMsig = test.macro({
  exec(t, version: number, threshold: number, pks: Uint8Array[], message: RegExp) {
    const err = t.throws(() => multisigAddress(version, threshold, pks));
    t.is((err as { code?: string }).code, 'CORE_BAD_MULTISIG');
    t.regex(err!.message, message);
  },
  title: (title = '') => `multisig rejects ${title}`,
});
test('version 0', badMsig, 0, 1, [A], /^unknown version$/);
test('version 2', badMsig, 2, 1, [A], /^unknown version$/);
test('threshold 0', badMsig, 1, 0, [A, B], /^Invalid threshold$/);
test('threshold above n', badMsig, 1, 3, [A, B], /^Invalid threshold$/);
test('no keys', badMsig, 1, 1, [], /^Invalid threshold$/);
test('fractional threshold', badMsig, 1, 1.5, [A, B], /^Invalid threshold$/);
test(
  '256 keys',
  badMsig,
  1,
  1,
  Array.from({ length: 256 }, () => A),
  /^Invalid number of signatures$/,
);
test('a 31-byte key', badMsig, 1, 1, [A, B.subarray(1)], /public key 1 must be 32 bytes/);

test('logic-sig escrow addresses match algosdk', (t) => {
  // algosdk refuses programs that are all printable ASCII, so every sample starts with a TEAL version byte.
  const programs = [
    Uint8Array.of(0x06, 0x81, 0x01),
    Uint8Array.of(0x01),
    Buffer.concat([Uint8Array.of(10), randomBytes(300)]),
  ];
  for (const program of programs) {
    const lsig = new algosdk.LogicSigAccount(program);
    t.is(encodeAddress(logicSigAddress(program)), lsig.address().toString());
  }
});

test('application addresses match algosdk, including the uint64 edges', (t) => {
  for (const id of [0n, 1n, 1001n, 2n ** 32n, 2n ** 53n + 1n, 2n ** 64n - 1n]) {
    t.is(encodeAddress(applicationAddress(id)), algosdk.getApplicationAddress(id).toString());
  }
  for (const id of [-1n, 2n ** 64n]) {
    const err = t.throws(() => applicationAddress(id));
    t.is((err as { code?: string }).code, 'CORE_BAD_ARGUMENT');
  }
});

test('post-quantum addresses and salts match algosdk', (t) => {
  let nonZeroSalt = false;
  for (let i = 0; i < 40; i++) {
    const pk = randomBytes(1793);
    const ours = postQuantumAddress(PQ_SCHEME_FALCON1024, pk);
    const theirs = algosdk.addressFromPQKey(PQ_SCHEME_FALCON1024, pk);
    t.is(encodeAddress(ours.address), theirs.address.toString());
    t.is(ours.salt, theirs.salt);
    nonZeroSalt ||= ours.salt > 0;
  }
  t.true(nonZeroSalt, 'about half of all digests are curve points, so some salt > 0 must occur');
  const err = t.throws(() => postQuantumAddress(Buffer.from('f'), Buffer.alloc(10)));
  t.is((err as { code?: string }).code, 'CORE_BAD_LENGTH');
});

test('curve-point test: real public keys are points', (t) => {
  for (let i = 0; i < 20; i++) t.true(couldBeCurvePoint(generateKeyPair(randomBytes).publicKey));
  t.true(couldBeCurvePoint(decodeAddress('RKEOHXLUBHYZL7KS3MWTZOS5OLFGOCN7DWKBEG7TOSEADNAPN5OOTUNSLE')));
  t.false(couldBeCurvePoint(Buffer.alloc(31)));
});
