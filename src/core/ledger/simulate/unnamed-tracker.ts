/**
 * The room and the findings of one unnamed-resource tracker (upstream simulation ResourceTracker): what was used
 * without being named, how much more may still be named, and the empty box references the box quota needs.
 * Owned by unnamed.ts (which decides when a transaction's or the group's tracker is asked).
 *
 * Invariants: a resource is added only while its kind and the total have room; box references count toward both;
 * `report()` lists findings sorted (upstream's order is Go map order).
 */
import { encodeAddress } from '../../crypto/address.js';
import { applicationAddress } from '../../crypto/accounts.js';
import { addressKey, keyAddress } from '../state.js';
import type { UnnamedResources } from './response.js';

const APP_ADDRESS_AVAILABLE = 7;

export class Tracker {
  readonly accounts = new Set<string>();
  readonly assets = new Set<bigint>();
  readonly apps = new Set<bigint>();
  /** box key (app:name) → created in this group */
  readonly boxes = new Map<string, { app: bigint; name: string; newApp: boolean }>();
  readonly holdings = new Map<string, { address: Uint8Array; asset: bigint }>();
  readonly locals = new Map<string, { address: Uint8Array; app: bigint }>();

  constructor(
    public maxAccounts: number,
    public maxAssets: number,
    public maxApps: number,
    public maxBoxes: number,
    public maxTotal: number,
    readonly maxCross = 0,
  ) {}

  /** Empty box references added for quota (upstream NumEmptyBoxRefs). */
  emptyBoxRefs = 0;
  /** The group's quota minus what named boxes and programs read before the first program (upstream initialReadSurplus). */
  readSurplus = 0;
  /** The most bytes the group's box writes reached. */
  maxWrite = 0;
  /** Box key → bytes reading it cost. */
  readonly readSizes = new Map<string, number>();

  get boxCount(): number {
    return this.boxes.size + this.emptyBoxRefs;
  }

  get refs(): number {
    return this.accounts.size + this.assets.size + this.apps.size + this.boxCount;
  }

  /** Room for `n` more box references. */
  boxRoom(n: number): boolean {
    return n <= this.maxBoxes - this.boxCount && n <= this.maxTotal - this.refs;
  }

  /** Upstream reconcileReadBudget: add empty references while reads exceed the quota (maybe drop one first). */
  reconcileReads(perRef: number, canRemove: boolean): boolean {
    let used = 0;
    for (const size of this.readSizes.values()) used += size;
    let budget = Math.max(0, this.boxCount * perRef + this.readSurplus);
    if (canRemove && this.emptyBoxRefs > 0 && budget - used >= perRef && budget - this.maxWrite >= perRef) {
      this.emptyBoxRefs--;
      budget -= perRef;
    }
    if (this.boxCount > this.maxBoxes || this.refs > this.maxTotal) return false;
    if (used <= budget) return true;
    const needed = Math.ceil((used - budget) / perRef);
    if (!this.boxRoom(needed)) return false;
    this.emptyBoxRefs += needed;
    return true;
  }

  hasAccount(key: string, version: number): boolean {
    if (this.accounts.has(key)) return true;
    if (version < APP_ADDRESS_AVAILABLE) return false;
    for (const app of this.apps) if (addressKey(applicationAddress(app)) === key) return true;
    return false;
  }

  addAccount(key: string): boolean {
    if (this.accounts.size >= this.maxAccounts || this.refs >= this.maxTotal) return false;
    this.accounts.add(key);
    return true;
  }

  addAsset(id: bigint): boolean {
    if (this.assets.size >= this.maxAssets || this.refs >= this.maxTotal) return false;
    this.assets.add(id);
    return true;
  }

  addApp(id: bigint, version: number): boolean {
    if (this.apps.size >= this.maxApps) return false;
    if (version >= APP_ADDRESS_AVAILABLE) this.accounts.delete(addressKey(applicationAddress(id)));
    if (this.refs >= this.maxTotal) return false;
    this.apps.add(id);
    return true;
  }

  /** Give up one slot of a kind (a per-transaction reference uses the group's room). */
  takeSlot(kind: 'maxAccounts' | 'maxAssets' | 'maxApps'): boolean {
    const used = kind === 'maxAccounts' ? this.accounts.size : kind === 'maxAssets' ? this.assets.size : this.apps.size;
    if (used >= this[kind] || this.refs >= this.maxTotal) return false;
    this[kind]--;
    this.maxTotal--;
    if (kind === 'maxApps' && this.maxAccounts > 0) this.maxAccounts--;
    return true;
  }

  report(): UnnamedResources | undefined {
    const out: UnnamedResources = {};
    const sortBig = (a: bigint, b: bigint): number => (a < b ? -1 : a > b ? 1 : 0);
    if (this.accounts.size > 0) out.accounts = [...this.accounts].map((k) => encodeAddress(keyAddress(k))).sort();
    if (this.assets.size > 0) out.assets = [...this.assets].sort(sortBig);
    if (this.apps.size > 0) out.apps = [...this.apps].sort(sortBig);
    const named = [...this.boxes.values()].filter((b) => !b.newApp);
    const extra = this.boxes.size - named.length + this.emptyBoxRefs;
    if (named.length > 0) out.boxes = named.map((b) => ({ app: b.app, name: Buffer.from(b.name, 'latin1') }));
    if (extra > 0) out.extraBoxRefs = BigInt(extra);
    if (this.holdings.size > 0) {
      out.assetHoldings = [...this.holdings.values()].map((h) => ({
        account: encodeAddress(h.address),
        asset: h.asset,
      }));
    }
    if (this.locals.size > 0)
      out.appLocals = [...this.locals.values()].map((l) => ({ account: encodeAddress(l.address), app: l.app }));
    return Object.keys(out).length === 0 ? undefined : out;
  }
}
