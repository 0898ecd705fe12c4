/**
 * Application views for the algod read routes (docs/spec/algod.md §10.3): a created app's params
 * (GET /v2/applications/{id} and the account's `created-apps`), an account's local state (`apps-local-state`),
 * state schemas and TEAL key-value stores.
 *
 * Invariants (upstream daemon/algod/api/server/v2/account.go AppParamsToApplication, AppLocalState):
 * - Programs and `creator` are always set (empty programs as empty bytes); both schemas always present.
 * - `extra-program-pages`, `version` and `size-sponsor` only when non-zero; `family-box-access` and
 *   `foreign-box-reads` only when true.
 * - Key-value lists are sorted by raw key bytes; every TealValue carries bytes, type and uint. An empty list stays
 *   an empty array here (the REST renderer omits those keys when empty).
 */
import { isAllZero } from '../../core/bytes.js';
import { encodeAddress } from '../../core/crypto/address.js';
import type { AppLocalState, AppParams, TealKeyValue } from '../../core/ledger/account.js';
import type { StateSchema } from '../../core/txn/types.js';
import type { Application__Output } from '../../generated/algorun/algod/v2/Application.js';
import type { ApplicationLocalState__Output } from '../../generated/algorun/algod/v2/ApplicationLocalState.js';
import type { ApplicationParams__Output } from '../../generated/algorun/algod/v2/ApplicationParams.js';
import type { ApplicationStateSchema__Output } from '../../generated/algorun/algod/v2/ApplicationStateSchema.js';
import type { TealKeyValue__Output } from '../../generated/algorun/algod/v2/TealKeyValue.js';
import { bytesOut, u64 } from './views-common.js';

/** A state schema (absent = zeros). */
export function schemaView(schema: StateSchema | undefined): ApplicationStateSchema__Output {
  return { num_byte_slice: u64(schema?.numByteSlice), num_uint: u64(schema?.numUint) };
}

/**
 * A TEAL key-value store as a list sorted by raw key bytes. Keys are binary strings (one char per byte), so
 * comparing them as JS strings is comparing their bytes.
 */
export function tealKeyValueView(store: TealKeyValue | undefined): TealKeyValue__Output[] {
  if (store === undefined) return [];
  const keys = [...store.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((key) => {
    const value = store.get(key) ?? {};
    return {
      key: Buffer.from(key, 'latin1'),
      value: { bytes: bytesOut(value.bytes), type: Number(value.type ?? 0n), uint: u64(value.uint) },
    };
  });
}

/** The ApplicationParams model of a created app whose creator is the 32-byte `creator`. */
export function applicationParamsView(params: AppParams, creator: Uint8Array): ApplicationParams__Output {
  const out: ApplicationParams__Output = {
    approval_program: bytesOut(params.approvalProgram),
    clear_state_program: bytesOut(params.clearStateProgram),
    creator: encodeAddress(creator),
    global_state: tealKeyValueView(params.globalState),
    global_state_schema: schemaView(params.globalStateSchema),
    local_state_schema: schemaView(params.localStateSchema),
  };
  if ((params.extraProgramPages ?? 0) !== 0) out.extra_program_pages = u64(params.extraProgramPages);
  if (params.sizeSponsor !== undefined && !isAllZero(params.sizeSponsor)) {
    out.size_sponsor = encodeAddress(params.sizeSponsor);
  }
  if ((params.version ?? 0n) !== 0n) out.version = u64(params.version);
  if (params.foreignBoxReads === true) out.foreign_box_reads = true;
  if (params.familyBoxAccess === true) out.family_box_access = true;
  return out;
}

/** GET /v2/applications/{id}: `{id, params}` for app `id` created by the 32-byte `creator`. */
export function applicationView(id: bigint, params: AppParams, creator: Uint8Array): Application__Output {
  return { id: u64(id), params: applicationParamsView(params, creator) };
}

/** One entry of an account's `apps-local-state`. */
export function appLocalStateView(id: bigint, state: AppLocalState): ApplicationLocalState__Output {
  return { id: u64(id), key_value: tealKeyValueView(state.keyValue), schema: schemaView(state.schema) };
}
