/**
 * Genesis (go-algorand data/bookkeeping/genesis.go, docs/spec/protocol.md §6.1–6.2).
 *
 * Invariants:
 * - genesis.json is codec JSON with the same keys as the msgpack struct; unknown keys are rejected on load and
 *   integers are parsed bigint-safe (balances reach 10^16).
 * - Genesis hash = SHA-512/256("GE" || msgpack(Genesis)). In that struct `fees`, `rwd` and `alloc[].addr` are
 *   STRINGS (address text), and allocation entries have no omitempty: `addr`, `comment` and `state` are always
 *   written, even as "" and an empty map. Fields inside `state` are omitempty as usual.
 * - Genesis ID = `network` + "-" + `id`.
 */
import { sha512_256 } from '../crypto/hash.js';
import { Prefix } from '../crypto/prefixes.js';
import { decodeCodecJson } from '../codec/json-codec-decode.js';
import { parseJson } from '../codec/json-parse.js';
import { encodeMsgpack } from '../codec/msgpack.js';
import { defineSchema, Omit, t } from '../codec/schema.js';

export interface GenesisAccountState {
  /** `onl`: 0 Offline, 1 Online, 2 NotParticipating */
  status?: number;
  microAlgos?: bigint;
  voteId?: Uint8Array;
  selectionId?: Uint8Array;
  stateProofId?: Uint8Array;
  voteFirstValid?: bigint;
  voteLastValid?: bigint;
  voteKeyDilution?: bigint;
}

export interface GenesisAllocation {
  /** address text (a string in this struct, not 32 bytes) */
  address?: string;
  comment?: string;
  state?: GenesisAccountState;
}

export interface Genesis {
  schemaId?: string;
  network?: string;
  proto?: string;
  allocation?: GenesisAllocation[];
  /** address text */
  rewardsPool?: string;
  /** address text */
  feeSink?: string;
  timestamp?: bigint;
  comment?: string;
  devMode?: boolean;
}

export const genesisAccountStateSchema = defineSchema<GenesisAccountState>('GenesisAccountData', [
  ['onl', 'status', t.num(0xff)],
  ['algo', 'microAlgos', t.u64],
  ['vote', 'voteId', t.fixed(32)],
  ['sel', 'selectionId', t.fixed(32)],
  ['stprf', 'stateProofId', t.fixed(64)],
  ['voteFst', 'voteFirstValid', t.u64],
  ['voteLst', 'voteLastValid', t.u64],
  ['voteKD', 'voteKeyDilution', t.u64],
]);

const genesisAllocationSchema = defineSchema<GenesisAllocation>('GenesisAllocation', [
  ['addr', 'address', t.str, Omit.NEVER],
  ['comment', 'comment', t.str, Omit.NEVER],
  ['state', 'state', t.struct(genesisAccountStateSchema), Omit.NEVER],
]);

export const genesisSchema = defineSchema<Genesis>('Genesis', [
  ['id', 'schemaId', t.str],
  ['network', 'network', t.str],
  ['proto', 'proto', t.str],
  ['alloc', 'allocation', t.array(t.struct(genesisAllocationSchema))],
  ['rwd', 'rewardsPool', t.str],
  ['fees', 'feeSink', t.str],
  ['timestamp', 'timestamp', t.i64],
  ['comment', 'comment', t.str],
  ['devmode', 'devMode', t.bool],
]);

/** `network-id`, e.g. `sandnet-v1`, `mainnet-v1.0`. */
export function genesisId(genesis: Genesis): string {
  return `${genesis.network ?? ''}-${genesis.schemaId ?? ''}`;
}

/** Canonical msgpack of the genesis struct. @throws CORE_MSGPACK_ENCODE */
export function encodeGenesis(genesis: Genesis): Buffer {
  return encodeMsgpack(genesisSchema, genesis);
}

/** SHA-512/256("GE" || msgpack(genesis)). @throws CORE_MSGPACK_ENCODE */
export function genesisHash(genesis: Genesis): Buffer {
  return sha512_256(encodeMsgpack(genesisSchema, genesis, Prefix.Genesis));
}

/**
 * Parse genesis.json text/bytes into the model.
 * @throws CORE_JSON_DECODE, CORE_UNKNOWN_FIELD, CORE_BAD_LENGTH
 */
export function parseGenesisJson(input: string | Uint8Array): Genesis {
  return decodeCodecJson(genesisSchema, parseJson(input));
}
