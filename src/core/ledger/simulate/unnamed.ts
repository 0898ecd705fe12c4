/**
 * allow-unnamed-resources (upstream ledger/simulation resources.go): resources a program uses without the
 * transaction naming them are allowed, within the room the group still has for references, and reported per
 * transaction (programs before v9, whose access is per transaction) or for the group (v9+ programs, whose access
 * is group-wide), so a client can add exactly those references.
 *
 * Invariants:
 * - Room: a transaction may still name MaxAppTxnAccounts + MaxAppTxnForeignApps − its accounts and apps accounts,
 *   MaxAppTxnForeignAssets − its assets, MaxAppTxnForeignApps − its apps, MaxAppBoxReferences − its boxes, and
 *   MaxAppTotalTxnReferences − all its references in total; the group's room is the sum over its app calls plus
 *   whole empty transactions for the slots the group does not use. Holdings and locals (v9+) are limited to
 *   MaxAppTxnForeignApps × (MaxAppTxnForeignApps + 2) per app call. A request beyond the room is refused, and the
 *   program fails as it would without the policy.
 * - A per-transaction resource takes a slot from the group's room too.
 * - From v7 an app's account is available with the app, and a pair (address, app) is always available for the
 *   app's own address.
 * - Boxes: each unnamed box must fit the group's room; the box quota during evaluation is what the group could
 *   reach by naming everything it still may, and empty references (`extra-box-refs`) are added whenever reads or
 *   writes exceed what the named and reported references provide (upstream reconcileReadBudget/WriteBudget,
 *   without the program-size read quota of newly available apps). Boxes of apps created in the group are reported
 *   as `extra-box-refs` too (an empty reference serves them).
 */
import { applicationAddress } from '../../crypto/accounts.js';
import type { SignedTxnWithAD } from '../../txn/types.js';
import type { AppProgram, UnnamedPolicy } from '../appl/context.js';
import type { ConsensusParams } from '../consensus.js';
import { addressKey } from '../state.js';
import type { UnnamedResources } from './response.js';
import { Tracker } from './unnamed-tracker.js';

function txnTracker(stxn: SignedTxnWithAD, p: ConsensusParams['app']): Tracker {
  const txn = stxn.txn ?? {};
  if (txn.type !== 'appl') return new Tracker(0, 0, 0, 0, 0);
  const accounts = txn.accounts?.length ?? 0;
  const apps = txn.foreignApps?.length ?? 0;
  const assets = txn.foreignAssets?.length ?? 0;
  const boxes = txn.boxes?.length ?? 0;
  return new Tracker(
    p.maxAppTxnAccounts + p.maxAppTxnForeignApps - accounts - apps,
    p.maxAppTxnForeignAssets - assets,
    p.maxAppTxnForeignApps - apps,
    p.maxAppBoxReferences - boxes,
    p.maxAppTotalTxnReferences - accounts - assets - apps - boxes,
  );
}

/** The policy of one top-level group, with its per-transaction and group-wide reports. */
export class UnnamedResourcePolicy implements UnnamedPolicy {
  readonly #local: Tracker[];
  readonly #global: Tracker;
  readonly #where: () => { top: number; version: number; globalSharing: boolean };
  readonly #perRef: number;
  /** box references the group's transactions name */
  readonly #startingBoxes: number;

  /** `where` tells the running program's top-level index, its version and whether any caller is v9+. */
  constructor(
    txns: readonly SignedTxnWithAD[],
    params: ConsensusParams,
    where: () => { top: number; version: number; globalSharing: boolean },
  ) {
    const p = params.app;
    this.#local = txns.map((s) => txnTracker(s, p));
    const nonApp = txns.filter((s) => s.txn?.type !== 'appl').length;
    const unused = params.maxTxGroupSize - txns.length;
    const cross = p.maxAppTxnForeignApps * (p.maxAppTxnForeignApps + 2) * (params.maxTxGroupSize - nonApp);
    const sum = (pick: (t: Tracker) => number): number => this.#local.reduce((s, t) => s + pick(t), 0);
    this.#global = new Tracker(
      unused * (p.maxAppTxnAccounts + p.maxAppTxnForeignApps) + sum((t) => t.maxAccounts),
      unused * p.maxAppTxnForeignAssets + sum((t) => t.maxAssets),
      unused * p.maxAppTxnForeignApps + sum((t) => t.maxApps),
      unused * p.maxAppBoxReferences + sum((t) => t.maxBoxes),
      unused * p.maxAppTotalTxnReferences + sum((t) => t.maxTotal),
      cross,
    );
    this.#where = where;
    this.#perRef = p.bytesPerBoxReference;
    this.#startingBoxes = txns.reduce((n, s) => n + (s.txn?.boxes?.length ?? 0), 0);
  }

  account(_program: AppProgram, address: Uint8Array): boolean {
    const { top, version, globalSharing } = this.#where();
    const key = addressKey(address);
    if (globalSharing) {
      if (this.#local.some((t) => t.hasAccount(key, version)) || this.#global.hasAccount(key, version)) return true;
      return this.#global.addAccount(key);
    }
    const local = this.#local[top]!;
    if (local.hasAccount(key, version)) return true;
    if (!local.addAccount(key)) return false;
    if (this.#global.accounts.delete(key)) {
      this.#global.maxAccounts++;
      this.#global.maxTotal++;
    }
    if (this.#global.takeSlot('maxAccounts')) return true;
    local.accounts.delete(key);
    return false;
  }

  asset(_program: AppProgram, id: bigint): boolean {
    const { top, globalSharing } = this.#where();
    if (globalSharing) {
      if (this.#local.some((t) => t.assets.has(id)) || this.#global.assets.has(id)) return true;
      return this.#global.addAsset(id);
    }
    const local = this.#local[top]!;
    if (local.assets.has(id)) return true;
    if (!local.addAsset(id)) return false;
    if (this.#global.assets.delete(id)) {
      this.#global.maxAssets++;
      this.#global.maxTotal++;
    }
    if (this.#global.takeSlot('maxAssets')) return true;
    local.assets.delete(id);
    return false;
  }

  app(_program: AppProgram, id: bigint): boolean {
    const { top, version, globalSharing } = this.#where();
    if (globalSharing) {
      if (this.#local.some((t) => t.apps.has(id)) || this.#global.apps.has(id)) return true;
      return this.#global.addApp(id, version);
    }
    const local = this.#local[top]!;
    if (local.apps.has(id)) return true;
    if (!local.addApp(id, version)) return false;
    if (this.#global.apps.delete(id)) {
      this.#global.maxApps++;
      this.#global.maxTotal++;
    }
    if (this.#global.takeSlot('maxApps')) return true;
    local.apps.delete(id);
    return false;
  }

  holding(_program: AppProgram, address: Uint8Array, asset: bigint): boolean {
    const key = `${addressKey(address)}:${asset}`;
    const g = this.#global;
    if (g.holdings.has(key)) return true;
    if (g.holdings.size + g.locals.size >= g.maxCross) return false;
    g.holdings.set(key, { address, asset });
    return true;
  }

  local(_program: AppProgram, address: Uint8Array, app: bigint): boolean {
    if (addressKey(applicationAddress(app)) === addressKey(address)) return true;
    const key = `${addressKey(address)}:${app}`;
    const g = this.#global;
    if (g.locals.has(key)) return true;
    if (g.holdings.size + g.locals.size >= g.maxCross) return false;
    g.locals.set(key, { address, app });
    return true;
  }

  box(program: AppProgram, app: bigint, name: string, size: number): boolean {
    const key = `${app}:${name}`;
    const g = this.#global;
    if (g.boxes.has(key)) return true;
    g.boxes.set(key, { app, name, newApp: program.group.shared.createdApps.has(app) });
    g.readSizes.set(key, size);
    if (g.reconcileReads(this.#perRef, true)) return true;
    g.boxes.delete(key);
    g.readSizes.delete(key);
    return false;
  }

  ioSurplus(surplus: number): boolean {
    const g = this.#global;
    g.readSurplus = surplus;
    if (surplus > 0) return true;
    const needed = Math.ceil(-surplus / this.#perRef);
    if (!g.boxRoom(needed)) return false;
    g.emptyBoxRefs += needed;
    return true;
  }

  maxIoBudget(): number {
    const g = this.#global;
    const unnamed = Math.min(g.maxBoxes, g.maxTotal - g.accounts.size - g.assets.size - g.apps.size);
    return (this.#startingBoxes + Math.max(0, unnamed)) * this.#perRef;
  }

  noteWrites(dirtyBytes: number): void {
    const g = this.#global;
    const budget = (this.#startingBoxes + g.boxCount) * this.#perRef;
    if (dirtyBytes > budget) {
      const extra = Math.ceil((dirtyBytes - budget) / this.#perRef);
      if (g.boxRoom(extra)) g.emptyBoxRefs += extra;
    }
    g.maxWrite = Math.max(g.maxWrite, dirtyBytes);
  }

  /** What transaction `index` used without naming it (undefined: nothing). */
  txnReport(index: number): UnnamedResources | undefined {
    return this.#local[index]?.report();
  }

  groupReport(): UnnamedResources | undefined {
    return this.#global.report();
  }
}
