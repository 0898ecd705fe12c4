// Key generation math: dilution, batch plans and their limits, and key pairs/certificates checked against
// node:crypto's ed25519 and algosdk's msgpack (independent of src/core/crypto).
import test from 'ava';
import algosdk from 'algosdk';
import { createPrivateKey, createPublicKey, verify } from 'node:crypto';
import {
  batchIdSigningBytes,
  defaultKeyDilution,
  generateBatchSubkeys,
  generateVotingMaster,
  generateVrfSecrets,
  MAX_VOTING_BATCHES,
  oneTimeIdForRound,
  planVotingBatches,
  type RandomSource,
} from '../../../src/core/partkey/voting-keys.js';

function publicKeyOf(seed: Uint8Array): Buffer {
  const der = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
  const jwk = createPublicKey(createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })).export({ format: 'jwk' });
  return Buffer.from(jwk.x!, 'base64url');
}

function verifies(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const der = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey]);
  return verify(null, message, createPublicKey({ key: der, format: 'der', type: 'spki' }), signature);
}

/** Deterministic random source that records what it handed out. */
function counting(): { random: RandomSource; given: Buffer[] } {
  const given: Buffer[] = [];
  let n = 0;
  const random: RandomSource = (length) => {
    const out = Buffer.alloc(length, ++n);
    given.push(Buffer.from(out));
    return out;
  };
  return { random, given };
}

const dilution = test.macro((t, first: bigint, last: bigint, expected: bigint) => {
  t.is(defaultKeyDilution(first, last), expected);
});
test('dilution of an empty range', dilution, 0n, 0n, 1n);
test('dilution just below a square', dilution, 0n, 3n, 2n);
test('dilution at a square', dilution, 0n, 4n, 3n);
test('dilution of goal defaults', dilution, 0n, 3_000_000n, 1733n);
test('dilution of the longest range', dilution, 0n, 16_777_215n, 4096n);
test('dilution ignores the offset', dilution, 1_000_000n, 1_000_900n, 31n);

test('one-time ids', (t) => {
  t.deepEqual(oneTimeIdForRound(0n, 10n), { batch: 0n, offset: 0n });
  t.deepEqual(oneTimeIdForRound(19n, 10n), { batch: 1n, offset: 9n });
  t.deepEqual(oneTimeIdForRound((1n << 64n) - 1n, 1n), { batch: (1n << 64n) - 1n, offset: 0n });
  t.is((t.throws(() => oneTimeIdForRound(5n, 0n)) as { code?: string }).code, 'CORE_BAD_ARGUMENT');
});

test('plans resolve the dilution and the batch range', (t) => {
  t.deepEqual(planVotingBatches(0n, 0n, undefined, 100n), { keyDilution: 1n, firstBatch: 0n, batchCount: 1 });
  t.deepEqual(planVotingBatches(100n, 1000n, 0n, 0n), { keyDilution: 31n, firstBatch: 3n, batchCount: 30 });
  t.deepEqual(planVotingBatches(5n, 105n, 10n, 100n), { keyDilution: 10n, firstBatch: 0n, batchCount: 11 });
  const most = planVotingBatches(0n, BigInt(MAX_VOTING_BATCHES) - 1n, 1n, 0n);
  t.is(most.batchCount, MAX_VOTING_BATCHES);
});

const refuses = test.macro((t, args: [bigint, bigint, bigint | undefined, bigint], message: RegExp) => {
  const err = t.throws(() => planVotingBatches(...args));
  t.is((err as { code?: string }).code, 'ALGOD_BAD_REQUEST');
  t.regex(err!.message, message);
});
test(
  'last before first',
  refuses,
  [2n, 1n, undefined, 0n],
  /^FillDBWithParticipationKeys: firstValid 2 is after lastValid 1$/,
);
test(
  'one round over the valid period',
  refuses,
  [0n, 101n, 1n, 100n],
  /^the validity period for mss is too large: the limit is 100$/,
);
test(
  'one batch over our bound',
  refuses,
  [0n, BigInt(MAX_VOTING_BATCHES), 1n, 0n],
  /needs 262145 one-time signature batches/,
);
test('beyond int64', refuses, [0n, 1n << 63n, 1n << 62n, 0n], /must not exceed/);

test('batch certificates sign "OT1" + msgpack{batch, pk}', (t) => {
  const pk = Buffer.alloc(32, 7);
  for (const batch of [0n, 1n, 1n << 40n]) {
    const expected = Buffer.concat([
      Buffer.from('OT1'),
      algosdk.msgpackRawEncode(
        new Map<string, unknown>([
          ['batch', batch],
          ['pk', pk],
        ]),
      ),
    ]);
    t.deepEqual(batchIdSigningBytes(pk, batch), expected);
  }
});

test('VRF and master key pairs are ed25519 seed expansions of the random seed', (t) => {
  const { random, given } = counting();
  const vrf = generateVrfSecrets(random);
  t.deepEqual(vrf.publicKey, publicKeyOf(given[0]!));
  t.deepEqual(vrf.secretKey, Buffer.concat([given[0]!, vrf.publicKey!]));
  const master = generateVotingMaster(random);
  t.deepEqual(master.publicKey, publicKeyOf(given[1]!));
});

test('batch subkeys are fresh key pairs certified by the master', (t) => {
  const { random, given } = counting();
  const master = generateVotingMaster(random);
  const subkeys = generateBatchSubkeys(master.secretKey, 41n, 3, random);
  t.is(subkeys.length, 3);
  subkeys.forEach((sub, i) => {
    t.deepEqual(sub.publicKey, publicKeyOf(given[i + 1]!));
    t.deepEqual(sub.secretKey, Buffer.concat([given[i + 1]!, sub.publicKey!]));
    t.true(verifies(master.publicKey, batchIdSigningBytes(sub.publicKey!, 41n + BigInt(i)), sub.signature!));
    t.false(verifies(master.publicKey, batchIdSigningBytes(sub.publicKey!, 40n + BigInt(i)), sub.signature!));
    t.is(sub.oldSignature, undefined);
  });
  t.deepEqual(generateBatchSubkeys(master.secretKey, 0n, 0, random), []);
});

test('a random source returning the wrong length is refused', (t) => {
  const err = t.throws(() => generateVrfSecrets((n) => Buffer.alloc(n - 1)));
  t.is((err as { code?: string }).code, 'CORE_BAD_LENGTH');
});
