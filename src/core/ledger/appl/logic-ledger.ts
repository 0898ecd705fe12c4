/**
 * Application state as programs read and write it (upstream cowForLogicLedger, ledger/eval/applications.go), over
 * the group's copy-on-write `StateOverlay`.
 *
 * Invariants:
 * - Global state lives in the creator's `appParams.get(app).globalState`, local state in the account's
 *   `appLocalStates.get(app).keyValue`. Records from the overlay are read-only: every write goes through
 *   `state.modify(address)` and replaces the nested objects it changes (params, local state, key-value map).
 * - Schema counts are enforced at each write with upstream's texts; a write to local state needs an opt-in.
 * - Values: type 1 = bytes, 2 = uint (basics.TealValue).
 */
import { encodeAddress } from '../../crypto/address.js';
import type { Machine, StackValue } from '../../avm/index.js';
import type { AccountData, TealKeyValue, TealValue } from '../account.js';
import type { StateOverlay } from '../state.js';
import type { StateSchema } from '../../txn/types.js';
import type { AppProgram } from './context.js';

/**
 * The ledger state of an application-mode program. Only application-mode ops call it, and the step loop runs them
 * in application mode only, where the group always has state; a missing state is a programming error.
 */
export function ledgerState(m: Machine<AppProgram>): StateOverlay {
  const state = m.context.group.state;
  if (state === undefined) throw new RangeError('application op without ledger state');
  return state;
}

const TEAL_BYTES = 1n;
const TEAL_UINT = 2n;

export function toTealValue(value: StackValue): TealValue {
  return typeof value === 'bigint' ? { type: TEAL_UINT, uint: value } : { type: TEAL_BYTES, bytes: value };
}

export function fromTealValue(value: TealValue): StackValue {
  return value.type === TEAL_BYTES ? (value.bytes ?? new Uint8Array(0)) : (value.uint ?? 0n);
}

export function sameTealValue(a: TealValue, b: TealValue): boolean {
  if ((a.type ?? 0n) !== (b.type ?? 0n)) return false;
  if (a.type === TEAL_BYTES) return Buffer.compare(a.bytes ?? new Uint8Array(0), b.bytes ?? new Uint8Array(0)) === 0;
  return (a.uint ?? 0n) === (b.uint ?? 0n);
}

/** The creator of app `app`, or undefined when it does not exist. */
function appCreator(state: StateOverlay, app: bigint): Uint8Array | undefined {
  const c = state.creatable(app);
  return c?.kind === 'app' ? c.creator : undefined;
}

/** A key read: the value (undefined when the key is absent) or upstream's error text. */
export type KeyRead = { readonly value: TealValue | undefined } | string;

/** Global key of `app` (upstream GetGlobal): the app must exist. */
export function getGlobal(state: StateOverlay, app: bigint, key: string): KeyRead {
  const creator = appCreator(state, app);
  if (creator === undefined) return `app ${app} does not exist`;
  const params = state.account(creator)?.appParams?.get(app);
  if (params === undefined) return `cannot fetch key, app ${app} does not exist`;
  return { value: params.globalState?.get(key) };
}

/** Local key of `address` for `app` (upstream GetLocal): the account must have opted in. */
export function getLocal(state: StateOverlay, address: Uint8Array, app: bigint, key: string): KeyRead {
  const local = state.account(address)?.appLocalStates?.get(app);
  if (local === undefined) return `cannot fetch key, ${encodeAddress(address)} has not opted in to app ${app}`;
  return { value: local.keyValue?.get(key) };
}

export function optedIn(state: StateOverlay, address: Uint8Array, app: bigint): boolean {
  return state.account(address)?.appLocalStates?.has(app) ?? false;
}

function countsError(store: TealKeyValue, schema: StateSchema | undefined): string | undefined {
  let uints = 0n;
  let bytes = 0n;
  for (const value of store.values()) {
    if (value.type === TEAL_BYTES) bytes++;
    else uints++;
  }
  const maxUints = schema?.numUint ?? 0n;
  const maxBytes = schema?.numByteSlice ?? 0n;
  if (uints > maxUints) return `store integer count ${uints} exceeds schema integer count ${maxUints}`;
  if (bytes > maxBytes) return `store bytes count ${bytes} exceeds schema bytes count ${maxBytes}`;
  return undefined;
}

function edit(store: TealKeyValue | undefined, key: string, value: TealValue | undefined): TealKeyValue {
  const next = new Map(store ?? []);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
}

/** Set (or delete, with `value` undefined) a global key. Returns upstream's error text on failure. */
export function putGlobal(
  state: StateOverlay,
  app: bigint,
  key: string,
  value: TealValue | undefined,
): string | undefined {
  const creator = appCreator(state, app);
  if (creator === undefined) return `app ${app} does not exist`;
  const params = state.account(creator)?.appParams?.get(app);
  if (params === undefined) return `cannot ${value === undefined ? 'del' : 'set'} key, app ${app} does not exist`;
  const globalState = edit(params.globalState, key, value);
  const error = value === undefined ? undefined : countsError(globalState, params.globalStateSchema);
  if (error !== undefined) return error;
  const record: AccountData = state.modify(creator);
  record.appParams = new Map(record.appParams).set(app, { ...params, globalState });
  return undefined;
}

/** Set (or delete) a local key of `address` for `app`. Returns upstream's error text on failure. */
export function putLocal(
  state: StateOverlay,
  address: Uint8Array,
  app: bigint,
  key: string,
  value: TealValue | undefined,
): string | undefined {
  const local = state.account(address)?.appLocalStates?.get(app);
  if (local === undefined) {
    return `cannot ${value === undefined ? 'del' : 'set'} key, ${encodeAddress(address)} has not opted in to app ${app}`;
  }
  const keyValue = edit(local.keyValue, key, value);
  const error = value === undefined ? undefined : countsError(keyValue, local.schema);
  if (error !== undefined) return error;
  const record = state.modify(address);
  record.appLocalStates = new Map(record.appLocalStates).set(app, { ...local, keyValue });
  return undefined;
}

/** The box-sharing flags `app_params_set` may change (upstream SetForeignBoxReads, SetFamilyBoxAccess). */
export type AppBoxFlag = 'foreignBoxReads' | 'familyBoxAccess';

/** Set or clear `flag` in app `app`'s params (upstream appParamsSetter). Returns upstream's error text on failure. */
export function setAppFlag(state: StateOverlay, app: bigint, flag: AppBoxFlag, enable: boolean): string | undefined {
  const creator = appCreator(state, app);
  if (creator === undefined) return `app ${app} does not exist`;
  const params = state.account(creator)?.appParams?.get(app);
  if (params === undefined) return `app ${app} params not found`;
  const next = { ...params };
  if (enable) next[flag] = true;
  else delete next[flag];
  const record: AccountData = state.modify(creator);
  record.appParams = new Map(record.appParams).set(app, next);
  return undefined;
}
