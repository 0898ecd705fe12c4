/**
 * Key generation math of go-algorand's participation keys: VRF key pairs (crypto/vrf.go), two-level one-time
 * signature secrets (crypto/onetimesig.go `GenerateOneTimeSignatureSecrets`), the default key dilution and the
 * validity checks of data/account/participation.go `FillDBWithParticipationKeys`.
 *
 * Invariants:
 * - Randomness comes in as a `RandomSource`; nothing here reads the system RNG, so tests can be deterministic.
 * - A VRF key pair is libsodium's `crypto_vrf_ietfdraft03_keypair_from_seed`, which is byte-for-byte the ed25519
 *   seed expansion: secret key = seed || pk.
 * - Voting secrets: a master ed25519 key pair whose public key is the account's vote key; one subkey per batch
 *   `round / dilution` over [first, last], each certified by the master's signature of
 *   "OT1" || msgpack{batch, pk}; the master secret key is then discarded (the caller zeroes it). Per-offset
 *   subkeys are created later, when signing, so fresh secrets have none.
 * - Subkey secrets live in ordinary Buffers (not sodium_malloc'd pages: a key file has thousands of them and they
 *   are written to the file anyway); seeds are zeroed after use.
 */
import { encodeMsgpack } from '../codec/msgpack.js';
import { defineSchema, Omit, t } from '../codec/schema.js';
import { guardedBuffer, keyPairFromSeedInto, signInto } from '../crypto/ed25519.js';
import { AppError } from '../errors.js';
import type { EphemeralSubkey, VrfSecrets } from './secrets.js';

import type { RandomSource } from '../crypto/random.js';

export type { RandomSource };

/** Upper bound on voting batches per key file (ours; upstream has none): about 250 bytes each in the file. */
export const MAX_VOTING_BATCHES = 1 << 18;

/** protocol.OneTimeSigKey1 (protocol/hash.go) */
const ONE_TIME_SIG_KEY1_PREFIX = Buffer.from('OT1', 'ascii');

type BatchId = { batch?: bigint; publicKey?: Uint8Array };
// OneTimeSignatureSubkeyBatchID was declared without omitempty: both fields are always written.
const batchIdSchema = defineSchema<BatchId>('OneTimeSignatureSubkeyBatchID', [
  ['batch', 'batch', t.u64, Omit.NEVER],
  ['pk', 'publicKey', t.fixed(32), Omit.NEVER],
]);

/** A fresh VRF key pair. @throws CORE_BAD_LENGTH when the random source misbehaves */
export function generateVrfSecrets(random: RandomSource): VrfSecrets {
  const publicKey = Buffer.alloc(32);
  const secretKey = Buffer.alloc(64);
  keyPairFromSeedInto(random(32), publicKey, secretKey);
  return { publicKey, secretKey };
}

/** A fresh master (voting) key pair; the caller zeroes `secretKey` once the batches are certified. */
export function generateVotingMaster(random: RandomSource): { publicKey: Buffer; secretKey: Buffer } {
  const publicKey = Buffer.alloc(32);
  const secretKey = guardedBuffer(64);
  keyPairFromSeedInto(random(32), publicKey, secretKey);
  return { publicKey, secretKey };
}

/** The message the master key signs to certify a batch subkey: "OT1" || msgpack{batch, pk}. */
export function batchIdSigningBytes(publicKey: Uint8Array, batch: bigint): Buffer {
  return encodeMsgpack(batchIdSchema, { batch, publicKey }, ONE_TIME_SIG_KEY1_PREFIX);
}

/**
 * Subkeys for batches [firstBatch, firstBatch + count), each certified by `masterSecretKey`. Called in chunks by
 * the service so that a long generation never blocks the event loop for long. @throws CORE_BAD_LENGTH
 */
export function generateBatchSubkeys(
  masterSecretKey: Uint8Array,
  firstBatch: bigint,
  count: number,
  random: RandomSource,
): EphemeralSubkey[] {
  const out: EphemeralSubkey[] = [];
  const backing = Buffer.alloc(count * 160);
  for (let i = 0; i < count; i++) {
    const publicKey = backing.subarray(i * 160, i * 160 + 32);
    const secretKey = backing.subarray(i * 160 + 32, i * 160 + 96);
    const signature = backing.subarray(i * 160 + 96, i * 160 + 160);
    keyPairFromSeedInto(random(32), publicKey, secretKey);
    signInto(signature, batchIdSigningBytes(publicKey, firstBatch + BigInt(i)), masterSecretKey);
    out.push({ publicKey, secretKey, signature });
  }
  return out;
}

/** account.DefaultKeyDilution: 1 + floor(sqrt(last - first)), computed in float64 as upstream does. */
export function defaultKeyDilution(first: bigint, last: bigint): bigint {
  return 1n + BigInt(Math.floor(Math.sqrt(Number(last - first))));
}

/** basics.OneTimeIDForRound. @throws CORE_BAD_ARGUMENT when dilution is 0 */
export function oneTimeIdForRound(round: bigint, dilution: bigint): { batch: bigint; offset: bigint } {
  if (dilution <= 0n) throw new AppError('CORE_BAD_ARGUMENT', 'key dilution must be positive');
  return { batch: round / dilution, offset: round % dilution };
}

/** What a generation request resolves to: the dilution actually used and the batch range to generate. */
export type VotingPlan = { keyDilution: bigint; firstBatch: bigint; batchCount: number };

/** Largest value a key file (SQLite int64 column) can hold. */
const MAX_FILE_INTEGER = (1n << 63n) - 1n;

/**
 * Checks a generation request as FillDBWithParticipationKeys does (same texts), plus two bounds of ours (a batch
 * count and SQLite's int64 range), and resolves the dilution: absent or 0 means the default.
 * @throws ALGOD_BAD_REQUEST
 */
export function planVotingBatches(
  first: bigint,
  last: bigint,
  dilution: bigint | undefined,
  maxValidPeriod: bigint,
): VotingPlan {
  if (last < first) {
    const message = `FillDBWithParticipationKeys: firstValid ${first} is after lastValid ${last}`;
    throw new AppError('ALGOD_BAD_REQUEST', message);
  }
  if (maxValidPeriod !== 0n && last - first > maxValidPeriod) {
    throw new AppError('ALGOD_BAD_REQUEST', `the validity period for mss is too large: the limit is ${maxValidPeriod}`);
  }
  const keyDilution = dilution === undefined || dilution === 0n ? defaultKeyDilution(first, last) : dilution;
  if (last > MAX_FILE_INTEGER || keyDilution > MAX_FILE_INTEGER) {
    throw new AppError('ALGOD_BAD_REQUEST', `rounds and key dilution must not exceed ${MAX_FILE_INTEGER}`);
  }
  const firstBatch = oneTimeIdForRound(first, keyDilution).batch;
  const count = oneTimeIdForRound(last, keyDilution).batch - firstBatch + 1n;
  if (count > BigInt(MAX_VOTING_BATCHES)) {
    throw new AppError(
      'ALGOD_BAD_REQUEST',
      `participation key generation needs ${count} one-time signature batches; at most ${MAX_VOTING_BATCHES} ` +
        'are supported (choose a larger key dilution)',
    );
  }
  return { keyDilution, firstBatch, batchCount: Number(count) };
}
