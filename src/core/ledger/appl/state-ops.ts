/**
 * Application state and account reads: `app_global_* app_local_* app_opted_in balance min_balance` (upstream logic
 * `opAppGlobalPut` and friends). Parameter reads live in state-params.ts, `voter_params_get online_stake block`
 * in state-block.ts.
 *
 * Invariants:
 * - Every reference resolves through resources.ts, so availability rules and texts are the same for all ops.
 * - EvalDelta recording (on the running app call's `txn.evalDelta`): a put equal to the stored value and a delete
 *   of an absent key are not recorded; later writes overwrite earlier entries for the key. Local deltas are keyed
 *   by account index; accounts outside the txn are appended to `sharedAccounts` (v9+).
 * - Order of checks as upstream: key length, account/app reference, the current value (a local read needs an
 *   opt-in, a global one an existing app), delta recording, value length, then the write with its schema count.
 */
import { bytesKey } from '../../bytes.js';
import { boolValue, type Machine, type OpFn, type StackValue } from '../../avm/index.js';
import { minBalance, type TealValue } from '../account.js';
import type { EvalDelta, StateDelta, ValueDelta } from '../../txn/types.js';
import type { AppProgram } from './context.js';
import {
  fromTealValue,
  getGlobal,
  getLocal,
  type KeyRead,
  ledgerState,
  optedIn,
  putGlobal,
  putLocal,
  sameTealValue,
  toTealValue,
} from './logic-ledger.js';
import { resolveAccount, resolveApp, resolveLocals } from './resources.js';
import { BLOCK_OPS } from './state-block.js';
import { PARAM_OPS } from './state-params.js';

const hexOf = (key: string): string => Buffer.from(key, 'latin1').toString('hex');

function deltaOf(m: Machine<AppProgram>): EvalDelta {
  const txn = m.context.txn;
  txn.evalDelta ??= {};
  return txn.evalDelta;
}

function valueDelta(value: StackValue | undefined): ValueDelta {
  if (value === undefined) return { action: 3 };
  return typeof value === 'bigint' ? { action: 2, uint: value } : { action: 1, bytes: value };
}

/** The StateDelta of local-delta account `index` for `address` (upstream ensureLocalDelta). */
function localDelta(m: Machine<AppProgram>, index: number, address: Uint8Array): StateDelta {
  const delta = deltaOf(m);
  const accounts = m.context.txn.txn?.accounts?.length ?? 0;
  let slot = index;
  if (index > accounts) {
    const shared = (delta.sharedAccounts ??= []);
    const at = shared.findIndex((a) => Buffer.compare(a, address) === 0);
    if (at >= 0) slot = accounts + 1 + at;
    else slot = accounts + shared.push(address);
  }
  const locals = (delta.localDeltas ??= new Map());
  let entry = locals.get(BigInt(slot));
  if (entry === undefined) locals.set(BigInt(slot), (entry = new Map()));
  return entry;
}

function keyError(m: Machine<AppProgram>, key: string): string | undefined {
  const max = m.context.group.params.app.maxAppKeyLen;
  return key.length > max ? `key too long: length was ${key.length}, maximum is ${max}` : undefined;
}

function valueError(m: Machine<AppProgram>, key: string, value: StackValue): string | undefined {
  const limits = m.context.group.params.app;
  if (typeof value === 'bigint') return undefined;
  if (value.length > limits.maxAppBytesValueLen)
    return `value too long for key 0x${hexOf(key)}: length was ${value.length}`;
  const sum = key.length + value.length;
  return sum > limits.maxAppSumKeyValueLens
    ? `key/value total too long for key 0x${hexOf(key)}: sum was ${sum}`
    : undefined;
}

const opBalance: OpFn<AppProgram> = (m) => {
  const acct = resolveAccount(m, m.stack.pop()!, 'read');
  if (typeof acct === 'string') return acct;
  m.stack.push(ledgerState(m).account(acct.address)?.microAlgos ?? 0n);
  return undefined;
};

const opMinBalance: OpFn<AppProgram> = (m) => {
  const acct = resolveAccount(m, m.stack.pop()!, 'read');
  if (typeof acct === 'string') return acct;
  m.stack.push(minBalance(ledgerState(m).account(acct.address) ?? {}, m.context.group.params));
  return undefined;
};

const opAppOptedIn: OpFn<AppProgram> = (m) => {
  const app = m.stack.pop() as bigint;
  const ref = resolveLocals(m, m.stack.pop()!, app, 'read');
  if (typeof ref === 'string') return ref;
  m.stack.push(boolValue(optedIn(ledgerState(m), ref.address, ref.app)));
  return undefined;
};

/** [value, exists] of a read; an absent key reads as uint64 0. */
function pair(read: KeyRead): StackValue[] | string {
  if (typeof read === 'string') return read;
  return read.value === undefined ? [0n, 0n] : [fromTealValue(read.value), 1n];
}

function localGet(m: Machine<AppProgram>, account: StackValue, app: bigint, key: Uint8Array): StackValue[] | string {
  const ref = resolveLocals(m, account, app, 'read');
  if (typeof ref === 'string') return ref;
  return pair(getLocal(ledgerState(m), ref.address, ref.app, bytesKey(key)));
}

const opAppLocalGet: OpFn<AppProgram> = (m) => {
  const key = m.stack.pop() as Uint8Array;
  const got = localGet(m, m.stack.pop()!, 0n, key);
  if (typeof got === 'string') return got;
  m.stack.push(got[0]!);
  return undefined;
};

const opAppLocalGetEx: OpFn<AppProgram> = (m) => {
  const key = m.stack.pop() as Uint8Array;
  const app = m.stack.pop() as bigint;
  const got = localGet(m, m.stack.pop()!, app, key);
  if (typeof got === 'string') return got;
  m.stack.push(...got);
  return undefined;
};

function globalGet(m: Machine<AppProgram>, appRef: bigint, key: Uint8Array): StackValue[] | string {
  const app = resolveApp(m, appRef, true);
  if (typeof app === 'string') return app;
  return pair(getGlobal(ledgerState(m), app, bytesKey(key)));
}

const opAppGlobalGet: OpFn<AppProgram> = (m) => {
  const got = globalGet(m, 0n, m.stack.pop() as Uint8Array);
  if (typeof got === 'string') return got;
  m.stack.push(got[0]!);
  return undefined;
};

const opAppGlobalGetEx: OpFn<AppProgram> = (m) => {
  const key = m.stack.pop() as Uint8Array;
  const got = globalGet(m, m.stack.pop() as bigint, key);
  if (typeof got === 'string') return got;
  m.stack.push(...got);
  return undefined;
};

/** Whether a put of `value` over `current` changes anything (equal puts are not recorded in the delta). */
const changes = (current: TealValue | undefined, value: TealValue): boolean =>
  current === undefined || !sameTealValue(current, value);

const opAppGlobalPut: OpFn<AppProgram> = (m) => {
  const value = m.stack.pop()!;
  const key = bytesKey(m.stack.pop() as Uint8Array);
  const tooLong = keyError(m, key);
  if (tooLong !== undefined) return tooLong;
  const state = ledgerState(m);
  const app = m.context.appId;
  const current = getGlobal(state, app, key);
  if (typeof current === 'string') return current;
  const tv = toTealValue(value);
  if (changes(current.value, tv)) (deltaOf(m).globalDelta ??= new Map()).set(key, valueDelta(value));
  return valueError(m, key, value) ?? putGlobal(state, app, key, tv);
};

const opAppLocalPut: OpFn<AppProgram> = (m) => {
  const value = m.stack.pop()!;
  const key = bytesKey(m.stack.pop() as Uint8Array);
  const account = m.stack.pop()!;
  const tooLong = keyError(m, key);
  if (tooLong !== undefined) return tooLong;
  const ref = resolveLocals(m, account, m.context.appId, 'write');
  if (typeof ref === 'string') return ref;
  const state = ledgerState(m);
  const current = getLocal(state, ref.address, ref.app, key);
  if (typeof current === 'string') return current;
  const tv = toTealValue(value);
  if (changes(current.value, tv)) localDelta(m, ref.index, ref.address).set(key, valueDelta(value));
  return valueError(m, key, value) ?? putLocal(state, ref.address, ref.app, key, tv);
};

const opAppGlobalDel: OpFn<AppProgram> = (m) => {
  const key = bytesKey(m.stack.pop() as Uint8Array);
  const state = ledgerState(m);
  const app = m.context.appId;
  const current = getGlobal(state, app, key);
  if (typeof current !== 'string' && current.value !== undefined) {
    (deltaOf(m).globalDelta ??= new Map()).set(key, valueDelta(undefined));
  }
  return putGlobal(state, app, key, undefined);
};

const opAppLocalDel: OpFn<AppProgram> = (m) => {
  const key = bytesKey(m.stack.pop() as Uint8Array);
  const ref = resolveLocals(m, m.stack.pop()!, m.context.appId, 'write');
  if (typeof ref === 'string') return ref;
  const state = ledgerState(m);
  const current = getLocal(state, ref.address, ref.app, key);
  if (typeof current !== 'string' && current.value !== undefined) {
    localDelta(m, ref.index, ref.address).set(key, valueDelta(undefined));
  }
  return putLocal(state, ref.address, ref.app, key, undefined);
};

export const STATE_OPS: Readonly<Record<string, OpFn<AppProgram>>> = {
  balance: opBalance,
  min_balance: opMinBalance,
  app_opted_in: opAppOptedIn,
  app_local_get: opAppLocalGet,
  app_local_get_ex: opAppLocalGetEx,
  app_global_get: opAppGlobalGet,
  app_global_get_ex: opAppGlobalGetEx,
  app_global_put: opAppGlobalPut,
  app_local_put: opAppLocalPut,
  app_global_del: opAppGlobalDel,
  app_local_del: opAppLocalDel,
  ...PARAM_OPS,
  ...BLOCK_OPS,
};
