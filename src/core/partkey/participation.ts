/**
 * The participation model (go-algorand data/account/participation.go `Participation`) and the registry record kept
 * for each installed key set (participationRegistry.go `ParticipationRecord`, minus the secrets).
 *
 * Invariants:
 * - A `Participation` always carries decoded VRF and voting secrets (upstream refuses a key file without them);
 *   the state-proof verifier is present only when the file has a state-proof signer context.
 * - A record holds public data only: the parent, validity range, dilution, the vote (voting master) and selection
 *   (VRF) public keys, the state-proof commitment, and the usage rounds. The secrets stay in the stored key file.
 * - Records are stored as canonical msgpack (ours; nothing upstream reads them); zero rounds are omitted on the
 *   wire and normalised back to 0n on decode. The state-proof commitment is kept even when all zero, since its
 *   presence (not its value) says whether the key set has state-proof keys.
 */
import { decodeMsgpack, encodeMsgpack } from '../codec/msgpack.js';
import { defineSchema, Omit, t } from '../codec/schema.js';
import { participationId } from './participation-id.js';
import type { StateProofVerifier, VotingSecrets, VrfSecrets } from './secrets.js';

export type Participation = {
  parent: Buffer;
  vrf: VrfSecrets;
  voting: VotingSecrets;
  stateProof?: StateProofVerifier;
  firstValid: bigint;
  lastValid: bigint;
  keyDilution: bigint;
};

export type ParticipationRecord = {
  id: Buffer;
  parent: Buffer;
  firstValid: bigint;
  lastValid: bigint;
  keyDilution: bigint;
  votePublicKey: Buffer;
  selectionPublicKey: Buffer;
  stateProof?: StateProofVerifier;
  effectiveFirst: bigint;
  effectiveLast: bigint;
  lastVote: bigint;
  lastBlockProposal: bigint;
  lastStateProof: bigint;
};

/** Participation.ID(): the hash of the identity (parent, VRF secret key, vote key, range, dilution). */
export function idOfParticipation(part: Participation): Buffer {
  return participationId({
    parent: part.parent,
    ...(part.vrf.secretKey === undefined ? {} : { vrfSecretKey: part.vrf.secretKey }),
    ...(part.voting.verifier === undefined ? {} : { voteId: part.voting.verifier }),
    firstValid: part.firstValid,
    lastValid: part.lastValid,
    keyDilution: part.keyDilution,
  });
}

/** The registry record of a freshly inserted key set (all usage rounds 0, as upstream's Insert). */
export function recordOfParticipation(part: Participation): ParticipationRecord {
  return {
    id: idOfParticipation(part),
    parent: Buffer.from(part.parent),
    firstValid: part.firstValid,
    lastValid: part.lastValid,
    keyDilution: part.keyDilution,
    votePublicKey: Buffer.from(part.voting.verifier ?? Buffer.alloc(32)),
    selectionPublicKey: Buffer.from(part.vrf.publicKey ?? Buffer.alloc(32)),
    ...(part.stateProof === undefined ? {} : { stateProof: part.stateProof }),
    effectiveFirst: 0n,
    effectiveLast: 0n,
    lastVote: 0n,
    lastBlockProposal: 0n,
    lastStateProof: 0n,
  };
}

type StoredRecord = {
  id?: Buffer;
  parent?: Buffer;
  firstValid?: bigint;
  lastValid?: bigint;
  keyDilution?: bigint;
  votePublicKey?: Buffer;
  selectionPublicKey?: Buffer;
  stateProofCommitment?: Buffer;
  stateProofKeyLifetime?: bigint;
  effectiveFirst?: bigint;
  effectiveLast?: bigint;
  lastVote?: bigint;
  lastBlockProposal?: bigint;
  lastStateProof?: bigint;
};

const recordSchema = defineSchema<StoredRecord>('ParticipationRecord', [
  ['id', 'id', t.fixed(32)],
  ['addr', 'parent', t.addr],
  ['fv', 'firstValid', t.u64],
  ['lv', 'lastValid', t.u64],
  ['kd', 'keyDilution', t.u64],
  ['vote', 'votePublicKey', t.fixed(32)],
  ['sel', 'selectionPublicKey', t.fixed(32)],
  ['spc', 'stateProofCommitment', t.fixed(64), Omit.NIL],
  ['spl', 'stateProofKeyLifetime', t.u64],
  ['efv', 'effectiveFirst', t.u64],
  ['elv', 'effectiveLast', t.u64],
  ['lvote', 'lastVote', t.u64],
  ['lprop', 'lastBlockProposal', t.u64],
  ['lsp', 'lastStateProof', t.u64],
]);

/** @throws CORE_MSGPACK_ENCODE */
export function encodeRecord(record: ParticipationRecord): Buffer {
  const { stateProof, ...rest } = record;
  const stored: StoredRecord =
    stateProof === undefined
      ? rest
      : { ...rest, stateProofCommitment: stateProof.commitment, stateProofKeyLifetime: stateProof.keyLifetime };
  return Buffer.from(encodeMsgpack(recordSchema, stored));
}

/** @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH */
export function decodeRecord(bytes: Uint8Array): ParticipationRecord {
  const s = decodeMsgpack(recordSchema, bytes);
  const zero32 = (): Buffer => Buffer.alloc(32);
  return {
    id: Buffer.from(s.id ?? zero32()),
    parent: Buffer.from(s.parent ?? zero32()),
    firstValid: s.firstValid ?? 0n,
    lastValid: s.lastValid ?? 0n,
    keyDilution: s.keyDilution ?? 0n,
    votePublicKey: Buffer.from(s.votePublicKey ?? zero32()),
    selectionPublicKey: Buffer.from(s.selectionPublicKey ?? zero32()),
    ...(s.stateProofCommitment === undefined
      ? {}
      : {
          stateProof: {
            commitment: Buffer.from(s.stateProofCommitment),
            keyLifetime: s.stateProofKeyLifetime ?? 0n,
          },
        }),
    effectiveFirst: s.effectiveFirst ?? 0n,
    effectiveLast: s.effectiveLast ?? 0n,
    lastVote: s.lastVote ?? 0n,
    lastBlockProposal: s.lastBlockProposal ?? 0n,
    lastStateProof: s.lastStateProof ?? 0n,
  };
}
