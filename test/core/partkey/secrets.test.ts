// Key-file blob encodings against algosdk-encoded golden bytes, state-proof decoding, and the registry record.
import test from 'ava';
import algosdk from 'algosdk';
import { randomBytes } from 'node:crypto';
import {
  decodeRecord,
  encodeRecord,
  idOfParticipation,
  recordOfParticipation,
  type Participation,
  type ParticipationRecord,
} from '../../../src/core/partkey/participation.js';
import { participationId } from '../../../src/core/partkey/participation-id.js';
import {
  decodeStateProofKeys,
  decodeStateProofVerifier,
  decodeVotingSecrets,
  decodeVrfSecrets,
  encodeVotingSecrets,
  encodeVrfSecrets,
  type VotingSecrets,
} from '../../../src/core/partkey/secrets.js';

const enc = (entries: [string, unknown][]): Buffer => Buffer.from(algosdk.msgpackRawEncode(new Map(entries)));
const codeOf = (err: unknown): string | undefined => (err as { code?: string }).code;

test('VRF secrets always carry both keys (no omitempty upstream)', (t) => {
  t.deepEqual(
    encodeVrfSecrets({}),
    enc([
      ['PK', new Uint8Array(32)],
      ['SK', new Uint8Array(64)],
    ]),
  );
  const vrf = { publicKey: randomBytes(32), secretKey: randomBytes(64) };
  const bytes = encodeVrfSecrets(vrf);
  t.deepEqual(
    bytes,
    enc([
      ['PK', vrf.publicKey],
      ['SK', vrf.secretKey],
    ]),
  );
  t.deepEqual(decodeVrfSecrets(bytes), vrf);
});

test('voting secrets match upstream bytes: omitempty outside, every subkey field inside', (t) => {
  const sub = { publicKey: randomBytes(32), secretKey: randomBytes(64), signature: randomBytes(64) };
  const voting: VotingSecrets = { verifier: randomBytes(32), firstBatch: 3n, batches: [sub, sub] };
  const subMap = new Map<string, unknown>([
    ['PK', sub.publicKey],
    ['PKSig', new Uint8Array(64)],
    ['SK', sub.secretKey],
    ['sig2', sub.signature],
  ]);
  const golden = enc([
    ['First', 3],
    ['OneTimeSignatureVerifier', voting.verifier],
    ['Sub', [subMap, subMap]],
  ]);
  t.deepEqual(encodeVotingSecrets(voting), golden);
  const decoded = decodeVotingSecrets(golden);
  t.deepEqual(decoded.verifier, voting.verifier);
  t.is(decoded.firstBatch, 3n);
  t.deepEqual(decoded.batches?.[1], { ...sub, oldSignature: Buffer.alloc(64) });
  t.deepEqual(
    encodeVotingSecrets({ verifier: voting.verifier! }),
    enc([['OneTimeSignatureVerifier', voting.verifier]]),
  );
});

test('voting secrets with offsets (a key file that has been used) decode', (t) => {
  const sub = new Map<string, unknown>([
    ['PK', randomBytes(32)],
    ['PKSig', randomBytes(64)],
    ['SK', randomBytes(64)],
    ['sig2', randomBytes(64)],
  ]);
  const pk2 = randomBytes(32);
  const bytes = enc([
    ['First', 9],
    ['OneTimeSignatureVerifier', randomBytes(32)],
    ['firstoff', 4],
    ['offkeys', [sub]],
    ['offpk2', pk2],
    ['offpk2sig', randomBytes(64)],
  ]);
  const decoded = decodeVotingSecrets(bytes);
  t.is(decoded.firstOffset, 4n);
  t.is(decoded.offsets?.length, 1);
  t.deepEqual(decoded.offsetsPk2, pk2);
  t.deepEqual(encodeVotingSecrets(decoded), bytes);
});

test('state-proof verifier: root of the top level, and zero for an empty tree', (t) => {
  const root = randomBytes(64);
  const tree = new Map<string, unknown>([
    ['hsh', new Map([['t', 1]])],
    ['lvls', [[randomBytes(64), randomBytes(64)], [root]]],
    ['nl', 2],
  ]);
  t.deepEqual(
    decodeStateProofVerifier(
      enc([
        ['fv', 1],
        ['iv', 256],
        ['tree', tree],
      ]),
    ),
    { commitment: root, keyLifetime: 256n },
  );
  t.deepEqual(decodeStateProofVerifier(enc([['iv', 256]])), { commitment: Buffer.alloc(64), keyLifetime: 256n });
  t.is(
    codeOf(
      t.throws(() =>
        decodeStateProofVerifier(
          enc([
            ['iv', 256],
            ['extra', 1],
          ]),
        ),
      ),
    ),
    'CORE_UNKNOWN_FIELD',
  );
});

test('state-proof key lists: nil and [] are empty, pairs decode, bounds are enforced', (t) => {
  t.deepEqual(decodeStateProofKeys(Buffer.from([0xc0])), []);
  t.deepEqual(decodeStateProofKeys(Buffer.from([0x90, 0xff])), []); // trailing bytes are ignored
  const pk = randomBytes(1793);
  const pair = new Map<string, unknown>([
    ['key', new Map([['pk', pk]])],
    ['rnd', 512],
  ]);
  const keys = decodeStateProofKeys(algosdk.msgpackRawEncode([pair, new Map()]));
  t.deepEqual(keys[0], { round: 512n, key: { publicKey: pk } });
  t.deepEqual(keys[1], {});
  const tooMany = Buffer.concat([Buffer.from([0xdc, 0x03, 0xe9]), Buffer.alloc(1001, 0x80)]);
  t.is(codeOf(t.throws(() => decodeStateProofKeys(tooMany))), 'CORE_BAD_ARGUMENT');
  const atLimit = Buffer.concat([Buffer.from([0xdc, 0x03, 0xe8]), Buffer.alloc(1000, 0x80)]);
  t.is(decodeStateProofKeys(atLimit).length, 1000);
  const shortKey = algosdk.msgpackRawEncode([new Map([['key', new Map([['pk', randomBytes(32)]])]])]);
  t.is(codeOf(t.throws(() => decodeStateProofKeys(shortKey))), 'CORE_BAD_LENGTH');
  t.is(codeOf(t.throws(() => decodeStateProofKeys(Buffer.alloc(0)))), 'CORE_MSGPACK_DECODE');
  t.is(codeOf(t.throws(() => decodeStateProofKeys(Buffer.from([0x81, 0xa1, 0x61, 0x01])))), 'CORE_MSGPACK_DECODE');
});

function sampleParticipation(): Participation {
  return {
    parent: randomBytes(32),
    vrf: { publicKey: randomBytes(32), secretKey: randomBytes(64) },
    voting: { verifier: randomBytes(32), firstBatch: 1n },
    firstValid: 10n,
    lastValid: 20n,
    keyDilution: 3n,
  };
}

test('the id of a participation hashes its identity', (t) => {
  const part = sampleParticipation();
  t.deepEqual(
    idOfParticipation(part),
    participationId({
      parent: part.parent,
      vrfSecretKey: part.vrf.secretKey!,
      voteId: part.voting.verifier!,
      firstValid: 10n,
      lastValid: 20n,
      keyDilution: 3n,
    }),
  );
});

const roundTrips = test.macro((t, record: ParticipationRecord) => {
  t.deepEqual(decodeRecord(encodeRecord(record)), record);
});
const base = recordOfParticipation(sampleParticipation());
test('a fresh record', roundTrips, base);
test('a record with usage rounds', roundTrips, {
  ...base,
  effectiveFirst: 0n,
  effectiveLast: 20n,
  lastVote: 12n,
  lastBlockProposal: (1n << 64n) - 1n,
  lastStateProof: 256n,
});
test('a record with an all-zero state-proof commitment keeps it', roundTrips, {
  ...base,
  stateProof: { commitment: Buffer.alloc(64), keyLifetime: 0n },
});
test('a record with a state-proof commitment', roundTrips, {
  ...base,
  stateProof: { commitment: randomBytes(64), keyLifetime: 256n },
});

test('fresh records copy the public keys and start with zero usage', (t) => {
  const part = sampleParticipation();
  const record = recordOfParticipation(part);
  t.deepEqual(record.votePublicKey, part.voting.verifier);
  t.deepEqual(record.selectionPublicKey, part.vrf.publicKey);
  t.deepEqual(record.id, idOfParticipation(part));
  t.is(record.stateProof, undefined);
  const usage = [
    record.effectiveFirst,
    record.effectiveLast,
    record.lastVote,
    record.lastBlockProposal,
    record.lastStateProof,
  ];
  t.deepEqual(usage, [0n, 0n, 0n, 0n, 0n]);
  t.is(codeOf(t.throws(() => decodeRecord(Buffer.from([0x81, 0xa1, 0x78, 0x01])))), 'CORE_UNKNOWN_FIELD');
});
