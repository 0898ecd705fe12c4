/**
 * The ledger's account record (go-algorand basics.AccountData, docs/spec/protocol.md §9.7, docs/spec/algod.md §5.1): one
 * msgpack map per address holding the balance, participation, authorization and every asset/app resource. This is
 * what `GET /v2/accounts/{address}?format=msgpack` returns and what the store persists.
 *
 * Invariants:
 * - Model conventions of core/txn/types.ts: optional properties, absent = zero, uint64 = bigint, fixed byte
 *   fields are Buffers of their exact size; resource maps are keyed by bigint ids.
 * - An account whose record encodes to the empty map does not exist (it is deleted from the ledger).
 * - Records held by the ledger are never mutated in place: state overlays copy before changing (see state.ts).
 */
import { defineSchema, t } from '../codec/schema.js';
import { assetParamsSchema, stateSchemaSchema } from '../txn/schemas.js';
import type { AssetParams, StateSchema } from '../txn/types.js';
import type { ConsensusParams } from './consensus.js';

export const Status = { Offline: 0, Online: 1, NotParticipating: 2 } as const;

export interface AssetHolding {
  amount?: bigint;
  frozen?: boolean;
}

/** type 1 = bytes, 2 = uint */
export interface TealValue {
  type?: bigint;
  bytes?: Uint8Array;
  uint?: bigint;
}

/** state key (binary string: one char per byte) → value */
export type TealKeyValue = Map<string, TealValue>;

export interface AppLocalState {
  schema?: StateSchema;
  keyValue?: TealKeyValue;
}

export interface AppParams {
  approvalProgram?: Uint8Array;
  clearStateProgram?: Uint8Array;
  globalState?: TealKeyValue;
  localStateSchema?: StateSchema;
  globalStateSchema?: StateSchema;
  extraProgramPages?: number;
  version?: bigint;
  sizeSponsor?: Uint8Array;
  /** `fbr`: any app may read this app's boxes (set by `app_params_set`) */
  foreignBoxReads?: boolean;
  /** `fba`: apps of the same creator may read and write this app's boxes (set by `app_params_set`) */
  familyBoxAccess?: boolean;
}

export interface AccountData {
  /** `onl`: Status.* */
  status?: number;
  microAlgos?: bigint;
  rewardsBase?: bigint;
  rewardedMicroAlgos?: bigint;
  voteId?: Uint8Array;
  selectionId?: Uint8Array;
  stateProofId?: Uint8Array;
  voteFirstValid?: bigint;
  voteLastValid?: bigint;
  voteKeyDilution?: bigint;
  lastProposed?: bigint;
  lastHeartbeat?: bigint;
  /** assets this account created */
  assetParams?: Map<bigint, AssetParams>;
  /** asset holdings (the creator holds its own assets too) */
  assets?: Map<bigint, AssetHolding>;
  /** `spend`: the rekeyed authorizer */
  authAddr?: Uint8Array;
  incentiveEligible?: boolean;
  appLocalStates?: Map<bigint, AppLocalState>;
  appParams?: Map<bigint, AppParams>;
  totalAppSchema?: StateSchema;
  totalExtraAppPages?: number;
  totalBoxes?: bigint;
  totalBoxBytes?: bigint;
}

export const assetHoldingSchema = defineSchema<AssetHolding>('AssetHolding', [
  ['a', 'amount', t.u64],
  ['f', 'frozen', t.bool],
]);

const tealValueSchema = defineSchema<TealValue>('TealValue', [
  ['tt', 'type', t.u64],
  ['tb', 'bytes', t.strBytes],
  ['ui', 'uint', t.u64],
]);

const tealKeyValue = t.map('bytes', t.struct(tealValueSchema));

export const appLocalStateSchema = defineSchema<AppLocalState>('AppLocalState', [
  ['hsch', 'schema', t.struct(stateSchemaSchema)],
  ['tkv', 'keyValue', tealKeyValue],
]);

export const appParamsSchema = defineSchema<AppParams>('AppParams', [
  ['approv', 'approvalProgram', t.bytes],
  ['clearp', 'clearStateProgram', t.bytes],
  ['gs', 'globalState', tealKeyValue],
  ['lsch', 'localStateSchema', t.struct(stateSchemaSchema)],
  ['gsch', 'globalStateSchema', t.struct(stateSchemaSchema)],
  ['epp', 'extraProgramPages', t.num(0xffff_ffff)],
  ['v', 'version', t.u64],
  ['ss', 'sizeSponsor', t.addr],
  ['fbr', 'foreignBoxReads', t.bool],
  ['fba', 'familyBoxAccess', t.bool],
]);

export const accountDataSchema = defineSchema<AccountData>('AccountData', [
  ['onl', 'status', t.num(0xff)],
  ['algo', 'microAlgos', t.u64],
  ['ebase', 'rewardsBase', t.u64],
  ['ern', 'rewardedMicroAlgos', t.u64],
  ['vote', 'voteId', t.fixed(32)],
  ['sel', 'selectionId', t.fixed(32)],
  ['stprf', 'stateProofId', t.fixed(64)],
  ['voteFst', 'voteFirstValid', t.u64],
  ['voteLst', 'voteLastValid', t.u64],
  ['voteKD', 'voteKeyDilution', t.u64],
  ['lpr', 'lastProposed', t.u64],
  ['lhb', 'lastHeartbeat', t.u64],
  ['apar', 'assetParams', t.map('u64', t.struct(assetParamsSchema))],
  ['asset', 'assets', t.map('u64', t.struct(assetHoldingSchema))],
  ['spend', 'authAddr', t.addr],
  ['ie', 'incentiveEligible', t.bool],
  ['appl', 'appLocalStates', t.map('u64', t.struct(appLocalStateSchema))],
  ['appp', 'appParams', t.map('u64', t.struct(appParamsSchema))],
  ['tsch', 'totalAppSchema', t.struct(stateSchemaSchema)],
  ['teap', 'totalExtraAppPages', t.num(0xffff_ffff)],
  ['tbx', 'totalBoxes', t.u64],
  ['tbxb', 'totalBoxBytes', t.u64],
]);

const U64_MAX = (1n << 64n) - 1n;

/**
 * Minimum balance (docs/spec/protocol.md §8.6): base + per holding (created assets are holdings too) + per created and
 * opted-in app + schema entries + extra pages + boxes. Saturates at 2^64 − 1.
 */
export function minBalance(account: AccountData, params: ConsensusParams): bigint {
  // An account with nothing but Algos (every payment's sender and receiver, usually) needs the base alone: no BigInt
  // arithmetic, each step of which allocates.
  if (
    (account.assets?.size ?? 0) === 0 &&
    (account.appParams?.size ?? 0) === 0 &&
    (account.appLocalStates?.size ?? 0) === 0 &&
    account.totalAppSchema === undefined &&
    (account.totalExtraAppPages ?? 0) === 0 &&
    (account.totalBoxes ?? 0n) === 0n &&
    (account.totalBoxBytes ?? 0n) === 0n
  )
    return params.minBalance > U64_MAX ? U64_MAX : params.minBalance;
  const holdings = BigInt(account.assets?.size ?? 0);
  const created = BigInt(account.appParams?.size ?? 0);
  const optedIn = BigInt(account.appLocalStates?.size ?? 0);
  const uints = account.totalAppSchema?.numUint ?? 0n;
  const bytes = account.totalAppSchema?.numByteSlice ?? 0n;
  const total =
    params.minBalance +
    params.minBalance * holdings +
    params.appFlatParamsMinBalance * created +
    params.appFlatOptInMinBalance * optedIn +
    (params.schemaMinBalancePerEntry + params.schemaUintMinBalance) * uints +
    (params.schemaMinBalancePerEntry + params.schemaBytesMinBalance) * bytes +
    params.appFlatParamsMinBalance * BigInt(account.totalExtraAppPages ?? 0) +
    params.boxFlatMinBalance * (account.totalBoxes ?? 0n) +
    params.boxByteMinBalance * (account.totalBoxBytes ?? 0n);
  return total > U64_MAX ? U64_MAX : total;
}

/** True when the record has no field set (the account does not exist on the ledger). */
export function isEmptyAccount(account: AccountData): boolean {
  if ((account.microAlgos ?? 0n) !== 0n) return false; // the usual answer, without walking every field
  for (const value of Object.values(account)) {
    if (value === undefined || value === 0 || value === 0n || value === false) continue;
    if (value instanceof Map && value.size === 0) continue;
    if (value instanceof Uint8Array && value.every((b) => b === 0)) continue;
    if (typeof value === 'object' && !(value instanceof Uint8Array) && !(value instanceof Map)) {
      if (Object.values(value as object).every((v) => v === undefined || v === 0n || v === 0)) continue;
    }
    return false;
  }
  return true;
}
