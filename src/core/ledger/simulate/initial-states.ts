/**
 * `initial-states` under state-change tracing (upstream ledger/simulation initialStates.go): for every app whose
 * state a traced program reads or writes, the value each key had before the group first touched it.
 *
 * Invariants:
 * - Only the first access of a key counts. A first write to a key that did not exist marks it created (never
 *   reported); a first read of a missing key reports the empty value, as upstream.
 * - Programs of an app created in this group record nothing.
 * - Output is sorted (apps by id, keys and accounts bytewise); upstream's order is Go map order, i.e. arbitrary.
 */
import type { Machine } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import type { TealValue } from '../account.js';
import type { AppProgram } from '../appl/context.js';
import { addressKey, keyAddress } from '../state.js';
import { avmValue, queryState, type StateAccess, type StateAccessSink } from './opcode-trace.js';
import type { AppInitialStates, KvStorage } from './response.js';

type Kvs = Map<string, TealValue | undefined>;

interface AppStates {
  readonly globals: Kvs;
  readonly boxes: Kvs;
  readonly locals: Map<string, Kvs>;
  readonly created: Set<string>;
}

const sortKeys = <T>(m: Map<string, T>): [string, T][] =>
  [...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

function storage(kvs: Kvs, account?: string): KvStorage {
  const out: KvStorage = {
    kvs: sortKeys(kvs).map(([key, value]) => ({ key: Buffer.from(key, 'latin1'), value: avmValue(value) })),
  };
  if (account !== undefined) out.account = account;
  return out;
}

export class InitialStates implements StateAccessSink {
  readonly #apps = new Map<bigint, AppStates>();
  readonly #createdApps = new Set<bigint>();

  access(m: Machine<AppProgram>, access: StateAccess): void {
    const ctx = m.context;
    if ((ctx.txn.txn?.appId ?? 0n) === 0n) this.#createdApps.add(ctx.appId);
    if (this.#createdApps.has(ctx.appId)) return;
    let app = this.#apps.get(access.app);
    if (app === undefined) {
      app = { globals: new Map(), boxes: new Map(), locals: new Map(), created: new Set() };
      this.#apps.set(access.app, app);
    }
    const account = access.account === undefined ? '' : addressKey(access.account);
    const createdKey = `${access.kind}:${account}:${access.key}`;
    let kvs: Kvs;
    if (access.kind === 'g') kvs = app.globals;
    else if (access.kind === 'b') kvs = app.boxes;
    else {
      kvs = app.locals.get(account) ?? new Map();
    }
    if (kvs.has(access.key) || app.created.has(createdKey)) return;
    const value = queryState(m, access);
    if (access.op === 'w' && value === undefined) {
      app.created.add(createdKey);
      return;
    }
    kvs.set(access.key, value);
    if (access.kind === 'l') app.locals.set(account, kvs);
  }

  report(): AppInitialStates[] | undefined {
    if (this.#apps.size === 0) return undefined;
    return [...this.#apps.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, s]) => {
        const out: AppInitialStates = { id };
        if (s.boxes.size > 0) out.appBoxes = storage(s.boxes);
        if (s.globals.size > 0) out.appGlobals = storage(s.globals);
        if (s.locals.size > 0)
          out.appLocals = sortKeys(s.locals).map(([k, kvs]) => storage(kvs, encodeAddress(keyAddress(k))));
        return out;
      });
  }
}
