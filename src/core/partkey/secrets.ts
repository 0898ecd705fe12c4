/**
 * msgpack encodings of the secrets inside a participation key file (the blobs of the SQLite `ParticipationAccount`
 * row), after go-algorand crypto/vrf.go `VRFSecrets`, crypto/onetimesig.go `OneTimeSignatureSecretsPersistent` and
 * `ephemeralSubkey`, crypto/merklesignature `SignerContext` (with crypto/merklearray `Tree`) and the state-proof
 * key pairs of data/account `StateProofKeys` (crypto/falconWrapper.go `FalconSigner`).
 *
 * Invariants:
 * - Field sets and omit rules are upstream's: `VRFSecrets` and `ephemeralSubkey` were declared without omitempty,
 *   so every one of their fields is always written (the unused old-style `PKSig` as 64 zero bytes); the voting
 *   secrets, the signer context and Falcon key pairs omit empty fields.
 * - Everything decoded here is secret material except the public keys and the state-proof commitment: never log it.
 */
import { decodeMsgpack, encodeMsgpack, MsgpackReader, readStruct } from '../codec/msgpack.js';
import { defineSchema, Omit, t } from '../codec/schema.js';
import { FALCON_PUBLIC_KEY_BYTES } from '../crypto/falcon.js';
import { AppError } from '../errors.js';

/** crypto.VRFSecrets: 32-byte public key, 64-byte secret key (seed || pk). */
export type VrfSecrets = { publicKey?: Buffer; secretKey?: Buffer };

/** crypto.ephemeralSubkey: a batch (or offset) subkey and the signature that certifies it. */
export type EphemeralSubkey = {
  publicKey?: Buffer;
  secretKey?: Buffer;
  /** old-style certificate (`PKSig`), unused: zero in every key generated since 2019 */
  oldSignature?: Buffer;
  /** certificate (`sig2`): the parent key's signature of the subkey's batch/offset identifier */
  signature?: Buffer;
};

/** crypto.OneTimeSignatureSecretsPersistent. `verifier` is the voting (master) public key. */
export type VotingSecrets = {
  verifier?: Buffer;
  firstBatch?: bigint;
  batches?: EphemeralSubkey[];
  firstOffset?: bigint;
  offsets?: EphemeralSubkey[];
  offsetsPk2?: Buffer;
  offsetsPk2Signature?: Buffer;
};

/** merklesignature.Verifier: the state-proof key commitment (64 bytes) and the key lifetime in rounds. */
export type StateProofVerifier = { commitment: Buffer; keyLifetime: bigint };

const vrfSchema = defineSchema<VrfSecrets>('VRFSecrets', [
  ['PK', 'publicKey', t.fixed(32), Omit.NEVER],
  ['SK', 'secretKey', t.fixed(64), Omit.NEVER],
]);

const subkeySchema = defineSchema<EphemeralSubkey>('ephemeralSubkey', [
  ['PK', 'publicKey', t.fixed(32), Omit.NEVER],
  ['SK', 'secretKey', t.fixed(64), Omit.NEVER],
  ['PKSig', 'oldSignature', t.fixed(64), Omit.NEVER],
  ['sig2', 'signature', t.fixed(64), Omit.NEVER],
]);

const votingSchema = defineSchema<VotingSecrets>('OneTimeSignatureSecrets', [
  ['OneTimeSignatureVerifier', 'verifier', t.fixed(32)],
  ['First', 'firstBatch', t.u64],
  ['Sub', 'batches', t.array(t.struct(subkeySchema))],
  ['firstoff', 'firstOffset', t.u64],
  ['offkeys', 'offsets', t.array(t.struct(subkeySchema))],
  ['offpk2', 'offsetsPk2', t.fixed(32)],
  ['offpk2sig', 'offsetsPk2Signature', t.fixed(64)],
]);

type HashFactory = { hashType?: number };
type MerkleTree = { levels?: Buffer[][]; elements?: bigint; hash?: HashFactory; vectorCommitment?: boolean };
type SignerContext = { firstValid?: bigint; keyLifetime?: bigint; tree?: MerkleTree };

const hashFactorySchema = defineSchema<HashFactory>('HashFactory', [['t', 'hashType', t.num(0xffff)]]);
const treeSchema = defineSchema<MerkleTree>('Tree', [
  ['lvls', 'levels', t.array(t.array(t.bytes))],
  ['nl', 'elements', t.u64],
  ['hsh', 'hash', t.struct(hashFactorySchema)],
  ['vc', 'vectorCommitment', t.bool],
]);
const signerContextSchema = defineSchema<SignerContext>('SignerContext', [
  ['fv', 'firstValid', t.u64],
  ['iv', 'keyLifetime', t.u64],
  ['tree', 'tree', t.struct(treeSchema)],
]);

/** Falcon-1024 (deterministic) private key size: FALCON_DET1024_PRIVKEY_SIZE (the public key's is in crypto/falcon). */
const FALCON_PRIVATE_KEY_BYTES = 2305;
/** `StateProofKeys` allocbound (data/account/participationRegistry.go) */
const MAX_STATE_PROOF_KEYS_PER_REQUEST = 1000;

type FalconSigner = { publicKey?: Buffer; privateKey?: Buffer };
/** merklesignature.KeyRoundPair */
export type StateProofKeyRound = { round?: bigint; key?: FalconSigner };

const falconSignerSchema = defineSchema<FalconSigner>('FalconSigner', [
  ['pk', 'publicKey', t.fixed(FALCON_PUBLIC_KEY_BYTES)],
  ['sk', 'privateKey', t.fixed(FALCON_PRIVATE_KEY_BYTES)],
]);
const keyRoundSchema = defineSchema<StateProofKeyRound>('KeyRoundPair', [
  ['rnd', 'round', t.u64],
  ['key', 'key', t.struct(falconSignerSchema)],
]);

/** @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH */
export function decodeVrfSecrets(bytes: Uint8Array): VrfSecrets {
  return decodeMsgpack(vrfSchema, bytes, { allowTrailing: true });
}

/** @throws CORE_MSGPACK_ENCODE */
export function encodeVrfSecrets(secrets: VrfSecrets): Buffer {
  return encodeMsgpack(vrfSchema, secrets);
}

/** @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH */
export function decodeVotingSecrets(bytes: Uint8Array): VotingSecrets {
  return decodeMsgpack(votingSchema, bytes, { allowTrailing: true });
}

/** @throws CORE_MSGPACK_ENCODE */
export function encodeVotingSecrets(secrets: VotingSecrets): Buffer {
  return encodeMsgpack(votingSchema, secrets);
}

/**
 * The verifier of a stored state-proof signer context: the root of its key tree (all zero for an empty tree, as
 * upstream's `Tree.Root`) and its key lifetime. @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD
 */
export function decodeStateProofVerifier(bytes: Uint8Array): StateProofVerifier {
  const context = decodeMsgpack(signerContextSchema, bytes, { allowTrailing: true });
  const levels = context.tree?.levels ?? [];
  const root = levels[levels.length - 1]?.[0] ?? Buffer.alloc(0);
  const commitment = Buffer.alloc(64);
  root.copy(commitment, 0, 0, Math.min(root.length, 64));
  return { commitment, keyLifetime: context.keyLifetime ?? 0n };
}

/** Validate one stored Falcon key pair (`StateProofKeys.key`). @throws CORE_MSGPACK_DECODE, CORE_BAD_LENGTH */
export function checkFalconSigner(bytes: Uint8Array): void {
  decodeMsgpack(falconSignerSchema, bytes, { allowTrailing: true });
}

/**
 * A msgpack array of {rnd, key} pairs (the body of POST /v2/participation/{id}); nil decodes as no keys, and bytes
 * after the array are ignored (go-codec's stream decoder reads one value).
 * @throws CORE_MSGPACK_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH, CORE_BAD_ARGUMENT (more than 1000 keys)
 */
export function decodeStateProofKeys(bytes: Uint8Array): StateProofKeyRound[] {
  const r = new MsgpackReader(bytes);
  const n = r.readArrayHeader();
  if (n > MAX_STATE_PROOF_KEYS_PER_REQUEST) {
    const limit = MAX_STATE_PROOF_KEYS_PER_REQUEST;
    throw new AppError('CORE_BAD_ARGUMENT', `${n} state proof keys exceed the limit of ${limit}`);
  }
  r.enter();
  const keys: StateProofKeyRound[] = [];
  for (let i = 0; i < n; i++) keys.push(readStruct(r, keyRoundSchema) as StateProofKeyRound);
  r.leave();
  return keys;
}
