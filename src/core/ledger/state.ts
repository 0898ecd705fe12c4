/**
 * Ledger state as the evaluator sees it: a read interface over committed state and copy-on-write overlays stacked
 * on it (committed ledger → pending pool → one group's scratch), so a failing group leaves nothing behind and a
 * block's changes are one set of records to persist.
 *
 * Invariants:
 * - Records handed out by `account()` are read-only. `modify()` returns this overlay's own copy (maps cloned), which
 *   callers may change freely — but nested values (holdings, params, local states) are replaced, never mutated,
 *   because the clone is shallow below the maps.
 * - A deleted account reads as undefined; `put(address, {})` deletes. Creatable ids (assets and apps share one
 *   namespace) map to their creator; `undefined` marks a deleted creatable inside an overlay.
 * - `commit()` moves an overlay's changes into its parent overlay; overlays never write to a base reader.
 * - Boxes are raw key/value records keyed by `boxKey(appId, name)` (name as a binary string); `undefined` marks a
 *   box deleted inside an overlay. Accounting (app account totals, size rules) is the caller's (appl/boxes.ts).
 */
import type { AccountData } from './account.js';
import { isEmptyAccount } from './account.js';

export type CreatableKind = 'asset' | 'app';

export interface Creatable {
  readonly kind: CreatableKind;
  /** creator address, 32 bytes */
  readonly creator: Uint8Array;
}

export interface LedgerReader {
  /** The record at `address` (32 bytes), or undefined when the account does not exist. */
  account(address: Uint8Array): AccountData | undefined;
  /** Creator of asset/app `id`, or undefined when it does not exist. */
  creatable(id: bigint): Creatable | undefined;
  /** TxnCounter after the last applied transaction (block header `tc`). */
  txnCounter(): bigint;
  /** Contents of box `name` (a binary string) of app `appId`, or undefined when it does not exist. */
  box(appId: bigint, name: string): Uint8Array | undefined;
}

/** The map key of box `name` (binary string) of app `appId`: `appId + ':' + name`. */
export function boxKey(appId: bigint, name: string): string {
  return `${appId}:${name}`;
}

/** The app id and name of a key made by boxKey. */
export function parseBoxKey(key: string): { appId: bigint; name: string } {
  const colon = key.indexOf(':');
  return { appId: BigInt(key.slice(0, colon)), name: key.slice(colon + 1) };
}

type Latin1Slice = (this: Uint8Array, start: number, end: number) => string;
/** Node's latin1 decoder, called on the bytes themselves: spares the Buffer view `toString` needs (hot path). */
const latin1Slice = (Buffer.prototype as unknown as { latin1Slice?: Latin1Slice }).latin1Slice;

/** The map key of an address: one char per byte. */
export function addressKey(address: Uint8Array): string {
  if (latin1Slice !== undefined) return latin1Slice.call(address, 0, address.byteLength);
  return Buffer.from(address.buffer, address.byteOffset, address.byteLength).toString('latin1');
}

/** The address of a map key made by addressKey. */
export function keyAddress(key: string): Buffer {
  return Buffer.from(key, 'latin1');
}

function cloneAccount(data: AccountData | undefined): AccountData {
  if (data === undefined) return {};
  const copy: AccountData = { ...data };
  if (data.assetParams) copy.assetParams = new Map(data.assetParams);
  if (data.assets) copy.assets = new Map(data.assets);
  if (data.appLocalStates) copy.appLocalStates = new Map(data.appLocalStates);
  if (data.appParams) copy.appParams = new Map(data.appParams);
  return copy;
}

export class StateOverlay implements LedgerReader {
  readonly #parent: LedgerReader;
  /** key → own record (undefined = deleted here) */
  readonly #accounts = new Map<string, AccountData | undefined>();
  readonly #creatables = new Map<bigint, Creatable | undefined>();
  /** boxKey → own contents (undefined = deleted here) */
  readonly #boxes = new Map<string, Uint8Array | undefined>();
  #counter: bigint | undefined;

  constructor(parent: LedgerReader) {
    this.#parent = parent;
  }

  account(address: Uint8Array): AccountData | undefined {
    return this.#lookup(addressKey(address), address);
  }

  /** `account()` by map key (addressKey), for callers that hold keys (touched()). */
  accountByKey(key: string): AccountData | undefined {
    return this.#lookup(key, undefined);
  }

  /** The key is made once and handed down the overlays; the address only when a base reader needs it. */
  #lookup(key: string, address: Uint8Array | undefined): AccountData | undefined {
    const own = this.#accounts.get(key);
    if (own !== undefined || this.#accounts.has(key)) return own;
    const parent = this.#parent;
    if (parent instanceof StateOverlay) return parent.#lookup(key, address);
    return parent.account(address ?? keyAddress(key));
  }

  creatable(id: bigint): Creatable | undefined {
    if (this.#creatables.has(id)) return this.#creatables.get(id);
    return this.#parent.creatable(id);
  }

  txnCounter(): bigint {
    return this.#counter ?? this.#parent.txnCounter();
  }

  box(appId: bigint, name: string): Uint8Array | undefined {
    const key = boxKey(appId, name);
    if (this.#boxes.has(key)) return this.#boxes.get(key);
    return this.#parent.box(appId, name);
  }

  /** Store box contents (the caller hands over `value` and never mutates it); undefined deletes the box. */
  setBox(appId: bigint, name: string, value: Uint8Array | undefined): void {
    this.#boxes.set(boxKey(appId, name), value);
  }

  /** This overlay's writable copy of the record at `address` (an empty record for a new account). */
  modify(address: Uint8Array): AccountData {
    const key = addressKey(address);
    const own = this.#accounts.get(key);
    if (own !== undefined) return own;
    const parent = this.#parent;
    const inherited = this.#accounts.has(key)
      ? undefined
      : parent instanceof StateOverlay
        ? parent.#lookup(key, address)
        : parent.account(address);
    const copy = cloneAccount(inherited);
    this.#accounts.set(key, copy);
    return copy;
  }

  /** Replace the record at `address`; an empty record deletes the account. */
  put(address: Uint8Array, data: AccountData): void {
    this.#accounts.set(addressKey(address), isEmptyAccount(data) ? undefined : data);
  }

  setCreatable(id: bigint, creatable: Creatable | undefined): void {
    this.#creatables.set(id, creatable);
  }

  setTxnCounter(counter: bigint): void {
    this.#counter = counter;
  }

  /** Addresses (as keys) touched in this overlay. */
  touched(): IterableIterator<string> {
    return this.#accounts.keys();
  }

  /** Records changed here: key → record, undefined for deleted accounts. Empty records count as deleted. */
  changedAccounts(): Map<string, AccountData | undefined> {
    const out = new Map<string, AccountData | undefined>();
    for (const [key, data] of this.#accounts)
      out.set(key, data === undefined || isEmptyAccount(data) ? undefined : data);
    return out;
  }

  changedCreatables(): ReadonlyMap<bigint, Creatable | undefined> {
    return this.#creatables;
  }

  /** Boxes changed here: boxKey → contents, undefined for deleted boxes. */
  changedBoxes(): ReadonlyMap<string, Uint8Array | undefined> {
    return this.#boxes;
  }

  /**
   * Move every change into `parent`: the overlay this one was stacked on, or one whose reads give the same values
   * (changes are whole records, so they mean the same on either).
   */
  commit(parent: StateOverlay): void {
    for (const [key, data] of this.changedAccounts()) parent.#accounts.set(key, data);
    for (const [id, c] of this.#creatables) parent.#creatables.set(id, c);
    for (const [key, value] of this.#boxes) parent.#boxes.set(key, value);
    if (this.#counter !== undefined) parent.#counter = this.#counter;
  }
}
