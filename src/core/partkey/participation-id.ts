/**
 * Participation IDs (go-algorand data/account/participation.go `ParticipationKeyIdentity`,
 * participationRegistry.go `ParticipationID`).
 *
 * Invariants:
 * - ID = SHA-512/256("PK" || canonical msgpack of the identity {addr, fv, kd, lv, vote-id, vrfsk}), every field
 *   omitempty. `vrfsk` is the 64-byte VRF *secret* key (seed || pk), exactly as upstream hashes it; the ID itself
 *   reveals nothing, but callers must treat the identity object as secret.
 * - Text form: RFC 4648 base32, upper case, no padding (52 characters for 32 bytes).
 * - Parsing follows Go's `base32.StdEncoding.WithPadding(NoPadding).DecodeString` byte for byte: CR/LF are
 *   skipped, an illegal byte fails with its offset, dangling 1/3/6-character tails and trailing bits are silently
 *   dropped; only then is the length checked. Both failures are the 400 texts of algod's handlers.
 */
import { defineSchema, t } from '../codec/schema.js';
import { encodeMsgpack } from '../codec/msgpack.js';
import { sha512_256 } from '../crypto/hash.js';
import { base32Encode } from '../crypto/address.js';
import { AppError } from '../errors.js';

const PARTICIPATION_ID_BYTES = 32;

/** protocol.ParticipationKeys (protocol/hash.go) */
const PARTICIPATION_KEYS_PREFIX = Buffer.from('PK', 'ascii');

/** The hashed identity of a participation key set; zero/absent fields are omitted from the hash input. */
export type ParticipationIdentity = {
  parent?: Uint8Array;
  /** 64-byte VRF secret key (secret!) */
  vrfSecretKey?: Uint8Array;
  /** 32-byte one-time-signature master public key */
  voteId?: Uint8Array;
  firstValid?: bigint;
  lastValid?: bigint;
  keyDilution?: bigint;
};

const identitySchema = defineSchema<ParticipationIdentity>('ParticipationKeyIdentity', [
  ['addr', 'parent', t.addr],
  ['vrfsk', 'vrfSecretKey', t.fixed(64)],
  ['vote-id', 'voteId', t.fixed(32)],
  ['fv', 'firstValid', t.u64],
  ['lv', 'lastValid', t.u64],
  ['kd', 'keyDilution', t.u64],
]);

/** The 32-byte participation ID of `identity`. @throws CORE_MSGPACK_ENCODE on wrong-sized keys */
export function participationId(identity: ParticipationIdentity): Buffer {
  const preimage = encodeMsgpack(identitySchema, identity, PARTICIPATION_KEYS_PREFIX);
  try {
    return sha512_256(preimage);
  } finally {
    // the preimage holds the VRF secret key
    preimage.fill(0);
  }
}

/** 32 bytes → 52-character base32 text. */
export function formatParticipationId(id: Uint8Array): string {
  return base32Encode(id);
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const DECODE = new Int16Array(256).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

/** Go's unpadded base32 decoder; returns the bytes or the offset of the first illegal input byte. */
function goBase32Decode(input: Uint8Array): Buffer | number {
  const src = input.filter((b) => b !== 0x0a && b !== 0x0d);
  const out: number[] = [];
  for (let start = 0; start < src.length; start += 8) {
    const quantum = src.subarray(start, start + 8);
    let bits = 0n;
    for (let j = 0; j < quantum.length; j++) {
      const v = DECODE[quantum[j]!]!;
      if (v < 0) return start + j;
      bits = (bits << 5n) | BigInt(v);
    }
    // Go writes 1, 2, 3, 4 or 5 bytes for 2, 4, 5, 7 or 8 characters, and nothing for 1, 3 or 6.
    const bytes = [0, 0, 1, 0, 2, 3, 0, 4, 5][quantum.length]!;
    bits <<= BigInt(40 - 5 * quantum.length);
    for (let k = 0; k < bytes; k++) out.push(Number((bits >> BigInt(32 - 8 * k)) & 0xffn));
  }
  return Buffer.from(out);
}

/**
 * Participation ID text → 32 bytes, with account.ParseParticipationID's errors.
 * @throws ALGOD_BAD_REQUEST `illegal base32 data at input byte N` or
 *   `attempted to decode a string which was not a participation id: "<text>"`
 */
export function parseParticipationId(text: string): Buffer {
  const decoded = goBase32Decode(Buffer.from(text, 'utf8'));
  if (typeof decoded === 'number') {
    throw new AppError('ALGOD_BAD_REQUEST', `illegal base32 data at input byte ${decoded}`);
  }
  if (decoded.length !== PARTICIPATION_ID_BYTES) {
    throw new AppError('ALGOD_BAD_REQUEST', `attempted to decode a string which was not a participation id: "${text}"`);
  }
  return decoded;
}
