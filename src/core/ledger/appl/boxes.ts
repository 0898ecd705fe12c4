/**
 * Boxes of a group: which boxes its programs may touch, the I/O quota they share, and box records with the app
 * account's accounting (upstream logic/resources.go box parts, logic/box.go `availableBox`, eval.go's read-budget
 * check and `considerBudgetProgramWrites`, ledger/eval/applications.go NewBox/SetBox/DelBox).
 *
 * Invariants:
 * - One `BoxAccess` per top-level group, shared by its inner groups (they reuse the caller's object). Refs are
 *   fixed when the group is built, except "this app" refs of an app create, which join when the create runs.
 * - `ioBudget` = BytesPerBoxReference × (box refs of the group, duplicates and empty refs included). Before the
 *   first top-level app call runs, the referenced boxes that exist (plus program bytes of referenced apps beyond the
 *   basic size) must fit in it; while programs run, the bytes of boxes they write (`dirtyBytes`) must fit in it.
 * - A box's bytes for min-balance purposes are len(name) + len(contents); the totals live on the app's account.
 * - Functions returning `string | undefined` return upstream's error text for a program's fault and never throw.
 */
import { encodeAddress } from '../../crypto/address.js';
import type { SignedTxnWithAD, Transaction } from '../../txn/types.js';
import type { ConsensusParams } from '../consensus.js';
import { boxKey, type StateOverlay } from '../state.js';
import type { AppGroup, AppProgram, BoxAccess } from './context.js';

const ON_COMPLETION_CLEAR_STATE = 3;

/** Upstream's `%#x` of a name (binary string): `0x` and lower-case hex. */
export function hexName(name: string): string {
  return name.length === 0 ? '' : `0x${Buffer.from(name, 'latin1').toString('hex')}`;
}

const refKey = boxKey;
const nameOf = (bytes: Uint8Array | undefined): string =>
  bytes === undefined ? '' : Buffer.from(bytes).toString('latin1');
const emptyBoxRef = (index: bigint | undefined, name: Uint8Array | undefined): boolean =>
  (index ?? 0n) === 0n && (name?.length ?? 0) === 0;

/** Adds one box ref; app 0 means the called app, unknown until the create runs for a create (upstream shareBox). */
function share(access: BoxAccess, appId: bigint, name: string, current: bigint): void {
  const app = appId === 0n ? current : appId;
  if (app !== 0n) access.refs.set(refKey(app, name), false);
}

/** The box refs of one app call; returns how many quota bumps they bring. */
function fillCall(access: BoxAccess, tx: Transaction): number {
  const current = tx.appId ?? 0n;
  const list = tx.access;
  if (list !== undefined) {
    let bumps = 0;
    for (const rr of list) {
      const box = rr.box;
      if (box !== undefined && !emptyBoxRef(box.index, box.name)) {
        bumps++;
        const index = box.index ?? 0n;
        const app = index === 0n ? 0n : (list[Number(index) - 1]?.app ?? 0n);
        if (index === 0n || app !== 0n) share(access, app, nameOf(box.name), current);
      } else if (isEmptyResourceRef(rr)) {
        bumps++;
        access.unnamedAccess++;
      }
    }
    return bumps;
  }
  const foreign = tx.foreignApps ?? [];
  for (const br of tx.boxes ?? []) {
    if (emptyBoxRef(br.index, br.name)) access.unnamedAccess++;
    const index = br.index ?? 0n;
    if (index > BigInt(foreign.length)) continue;
    share(access, index === 0n ? 0n : foreign[Number(index) - 1]!, nameOf(br.name), current);
  }
  return tx.boxes?.length ?? 0;
}

function isEmptyResourceRef(rr: NonNullable<Transaction['access']>[number]): boolean {
  const zeroAddress = rr.address === undefined || rr.address.every((b) => b === 0);
  const holding = rr.holding === undefined || ((rr.holding.address ?? 0n) === 0n && (rr.holding.asset ?? 0n) === 0n);
  const locals = rr.locals === undefined || ((rr.locals.address ?? 0n) === 0n && (rr.locals.app ?? 0n) === 0n);
  const box = rr.box === undefined || emptyBoxRef(rr.box.index, rr.box.name);
  return zeroAddress && (rr.asset ?? 0n) === 0n && (rr.app ?? 0n) === 0n && holding && locals && box;
}

/** The box refs and I/O quota of a top-level group (inner groups share their caller's). */
export function newBoxAccess(txns: readonly SignedTxnWithAD[], params: ConsensusParams): BoxAccess {
  const access: BoxAccess = {
    refs: new Map(),
    unnamedAccess: 0,
    dirtyBytes: 0,
    ioBudget: 0,
    readBudgetChecked: false,
    updateBytes: new Map(),
  };
  let bumps = 0;
  for (const stxn of txns) {
    const tx = stxn.txn;
    if (tx?.type === 'appl') bumps += fillCall(access, tx);
  }
  access.ioBudget = bumps * params.app.bytesPerBoxReference;
  return access;
}

/** Program bytes beyond the basic size (upstream LargeProgramExtraBytes). */
function largeProgramExtraBytes(params: ConsensusParams, totalProgramSize: number): number {
  const basic = params.app.maxAppTotalProgramLen * (1 + params.app.maxExtraAppProgramPages);
  return Math.max(0, totalProgramSize - basic);
}

/**
 * Run before each app program (upstream EvalContract's preamble): an app create makes its "this app" box refs
 * concrete now that its id is known and joins `createdApps`; the first top-level program of the group checks the
 * read quota: existing referenced boxes plus the program bytes beyond the basic size of every app available to the
 * group (`shared.apps`).
 * @returns `read budget exceeded (R > Q)` (a bare error, not an eval error, under V42), else undefined
 */
export function prepareBoxes(program: AppProgram): string | undefined {
  const { group, txn, appId } = program;
  const tx = txn.txn ?? {};
  const access = group.boxes;
  if ((tx.appId ?? 0n) === 0n) {
    for (const br of tx.boxes ?? [])
      if ((br.index ?? 0n) === 0n) access.refs.set(refKey(appId, nameOf(br.name)), false);
    for (const rr of tx.access ?? []) {
      if (rr.box !== undefined && (rr.box.name?.length ?? 0) > 0 && (rr.box.index ?? 0n) === 0n)
        access.refs.set(refKey(appId, nameOf(rr.box.name)), false);
    }
    group.shared.createdApps.add(appId);
  }
  if (group.caller !== undefined || access.readBudgetChecked) return undefined;
  const state = group.state;
  if (state === undefined) return undefined;
  const read = bytesRead(group, state, group.shared.apps);
  const unnamed = group.sim?.unnamed;
  if (unnamed !== undefined) {
    if (!unnamed.ioSurplus(access.ioBudget - read)) return `read budget exceeded (${read} > ${access.ioBudget})`;
    access.ioBudget = Math.max(access.ioBudget, unnamed.maxIoBudget());
  } else if (read > access.ioBudget) return `read budget exceeded (${read} > ${access.ioBudget})`;
  access.readBudgetChecked = true;
  return undefined;
}

function bytesRead(group: AppGroup, state: StateOverlay, sharedApps: Iterable<bigint>): number {
  let read = 0;
  for (const id of sharedApps) {
    const creator = state.creatable(id);
    if (creator?.kind !== 'app') continue;
    const params = state.account(creator.creator)?.appParams?.get(id);
    if (params === undefined) continue;
    read += largeProgramExtraBytes(
      group.params,
      (params.approvalProgram?.length ?? 0) + (params.clearStateProgram?.length ?? 0),
    );
  }
  for (const key of group.boxes.refs.keys()) {
    const colon = key.indexOf(':');
    const name = key.slice(colon + 1);
    if (name.length === 0) continue;
    const box = state.box(BigInt(key.slice(0, colon)), name);
    if (box === undefined) continue;
    group.boxes.refs.set(key, false);
    read += box.length;
  }
  return read;
}

/**
 * Run after an app program passed (upstream considerBudgetProgramWrites): program bytes written by a create or
 * update beyond the basic size count against the write quota.
 * @returns `write budget exceeded (W > Q) while creating|updating app ID`, else undefined
 */
export function considerProgramWrites(program: AppProgram): string | undefined {
  const tx = program.txn.txn ?? {};
  const creating = (tx.appId ?? 0n) === 0n;
  const oc = tx.onCompletion ?? 0;
  const updating = oc === 4;
  const deleting = oc === 5;
  if ((!creating && !updating && !deleting) || (creating && deleting)) return undefined;
  const access = program.group.boxes;
  const old = access.updateBytes.get(program.appId) ?? 0;
  const size = largeProgramExtraBytes(
    program.group.params,
    (tx.approvalProgram?.length ?? 0) + (tx.clearProgram?.length ?? 0),
  );
  access.dirtyBytes = Math.max(0, access.dirtyBytes - old) + size;
  access.updateBytes.set(program.appId, size);
  if (access.dirtyBytes > access.ioBudget) {
    return `write budget exceeded (${access.dirtyBytes} > ${access.ioBudget}) while ${updating ? 'updating' : 'creating'} app ${program.appId}`;
  }
  return undefined;
}

/** How a box op intends to use the box (upstream BoxOperation). */
export type BoxUse = 'create' | 'read' | 'write' | 'delete' | 'resize';

const VERB: Record<BoxUse, string> = {
  create: 'creating',
  read: 'accessing',
  write: 'writing',
  delete: 'accessing',
  resize: 'resizing',
};

/**
 * Whether the running app may touch a box of `ownerId` (upstream authorizeBoxAccess). An app may always use its own
 * boxes. Another app's box may be read when its owner set ForeignBoxReads, and read or written by an app of the same
 * creator when the owner set FamilyBoxAccess; anything else is refused with upstream's wording. A box of an owner
 * with FamilyBoxAccess is family-shared: writing one passes the family reentrancy guard, and touching one marks the
 * program (run.ts folds the mark into a same-creator caller when the program ends).
 */
function authorize(program: AppProgram, ownerId: bigint, use: BoxUse): string | undefined {
  const own = ownerId === program.appId;
  const state = program.group.state;
  const owner = state?.creatable(ownerId);
  // The running app exists on a ledger (a create is applied before its program runs); its own boxes need no lookup.
  if (own && owner?.kind !== 'app') return undefined;
  if (state === undefined || owner?.kind !== 'app') return `app ${ownerId} does not exist`;
  const params = state.account(owner.creator)?.appParams?.get(ownerId);
  if (params === undefined)
    return own ? undefined : `account ${encodeAddress(owner.creator)} has not created app ${ownerId}`;
  const family = params.familyBoxAccess === true;
  let shared = family;
  if (!own) {
    const caller = creatorOf(program);
    if (caller === undefined) return 'No params for current app';
    const inFamily = Buffer.compare(caller, owner.creator) === 0;
    const read = use === 'read';
    if (!(read && params.foreignBoxReads === true) && !(family && inFamily)) {
      return `${inFamily ? 'family' : 'foreign'} app ${program.appId} may not ${read ? 'read' : 'write'} box of ${ownerId}`;
    }
    shared = family && inFamily;
  }
  if (!shared) return undefined;
  if (use !== 'read') {
    const guard = familyReentrancy(program);
    if (guard !== undefined) return guard;
  }
  program.touchedFamilyShared = true;
  return undefined;
}

/** The creator of the app `program` runs, or undefined when the app is gone. */
export function creatorOf(program: AppProgram): Uint8Array | undefined {
  const c = program.group.state?.creatable(program.appId);
  return c?.kind === 'app' ? c.creator : undefined;
}

/**
 * Upstream checkFamilyReentrancy: a write to family-shared state fails when an app of another creator sits on the
 * call stack between this program and a same-creator ancestor that touched family-shared state (that ancestor relies
 * on the state across its inner call). Passing is remembered for the program's lifetime.
 */
function familyReentrancy(program: AppProgram): string | undefined {
  if (program.familyReentrancyChecked) return undefined;
  const mine = creatorOf(program);
  if (mine === undefined) return 'No params for current app';
  let seenForeign = false;
  for (let frame = program.group.caller; frame !== undefined; frame = frame.group.caller) {
    const theirs = creatorOf(frame);
    if (theirs === undefined) return 'No params for current app';
    if (Buffer.compare(theirs, mine) !== 0) {
      seenForeign = true;
      continue;
    }
    if (seenForeign && frame.touchedFamilyShared) {
      return `app ${program.appId} may not write family-shared box: app ${frame.appId} is relying on family state across a foreign call`;
    }
  }
  program.familyReentrancyChecked = true;
  return undefined;
}

/**
 * Whether the running program may use box `name` of app `ownerId` (its own app for `box_*`), charging writes to
 * the quota (upstream availableAppBox). `size` is the size a create, put or resize intends. Returns the current
 * contents (undefined: no such box).
 */
export function availableBox(
  program: AppProgram,
  ownerId: bigint,
  name: string,
  use: BoxUse,
  size: bigint,
): { contents: Uint8Array | undefined } | string {
  if (program.txn.txn?.onCompletion === ON_COMPLETION_CLEAR_STATE)
    return 'boxes may not be accessed from ClearState program';
  const { group } = program;
  const access = group.boxes;
  const key = refKey(ownerId, name);
  let dirty = access.refs.get(key);
  let fresh = false;
  if (dirty === undefined && group.shared.createdApps.has(ownerId) && access.unnamedAccess > 0) {
    access.unnamedAccess--;
    dirty = false;
    fresh = true;
  }
  const unnamed = group.sim?.unnamed;
  if (
    dirty === undefined &&
    unnamed?.box(program, ownerId, name, group.state?.box(ownerId, name)?.length ?? 0) === true
  ) {
    dirty = false;
    access.ioBudget = Math.max(access.ioBudget, unnamed.maxIoBudget());
  }
  if (dirty === undefined) return `invalid Box reference ${hexName(name)}`;
  const denied = authorize(program, ownerId, use);
  if (denied !== undefined) return denied;
  const contents = fresh ? undefined : group.state?.box(ownerId, name);
  if (use === 'create' && contents !== undefined) {
    if (size !== BigInt(contents.length)) return `box size mismatch ${contents.length} ${size}`;
    return { contents };
  }
  const dirtyBytes = charge(BigInt(access.dirtyBytes), dirty, use, size, contents);
  access.refs.set(key, use === 'read' ? dirty : use !== 'delete');
  access.dirtyBytes = Number(dirtyBytes);
  unnamed?.noteWrites(access.dirtyBytes);
  if (dirtyBytes > BigInt(access.ioBudget)) {
    return `write budget exceeded (${dirtyBytes} > ${access.ioBudget}) while ${VERB[use]} box ${hexName(name)}`;
  }
  return { contents };
}

/** The group's dirty bytes after `use` of a box that was (`dirty`) or was not yet written in this group. */
function charge(
  dirtyBytes: bigint,
  dirty: boolean,
  use: BoxUse,
  size: bigint,
  contents: Uint8Array | undefined,
): bigint {
  const current = BigInt(contents?.length ?? 0);
  switch (use) {
    case 'create':
    case 'write':
      return dirty ? dirtyBytes : dirtyBytes + (contents === undefined ? size : current);
    case 'resize':
      return (dirty ? dirtyBytes - current : dirtyBytes) + size;
    case 'delete':
      return dirty ? dirtyBytes - current : dirtyBytes;
    case 'read':
      return dirtyBytes;
  }
}
