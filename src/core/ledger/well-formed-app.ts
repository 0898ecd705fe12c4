/**
 * Stateless well-formedness of an application call: go-algorand `ApplicationCallTxnFields.wellFormed`,
 * `ResourceRef.wellFormed` and `CheckContractVersions` (data/transactions/application.go, transaction.go) for
 * consensus V42. docs/spec/protocol.md §8.7. Split from well-formed.ts only for size.
 *
 * Invariants:
 * - Rules run in upstream's order and fail with `AppError('ALGOD_TXN_REJECTED', <bare upstream reason>)`.
 * - V42 switches are fixed: app versioning, AppSizeUpdates (an update may resize global schema/pages),
 *   AllowZeroLocalAppRef and early box-name checks are on. Numeric limits that `ConsensusParams` lacks are in
 *   `V42_APP_LIMITS` in consensus.ts (go-algorand config/consensus.go values).
 * - Absent and empty lists are the same (Go's nil checks see normalised decoded values as nil).
 * - Program versions are read as Go's binary.Uvarint reads them. The downgrade half of `checkContractVersions`
 *   needs the app's current programs: WellFormed checks only the version match, the apply step passes them.
 */
import { isAllZero } from '../bytes.js';
import { MAX_UINT64 } from '../crypto/accounts.js';
import { AppError } from '../errors.js';
import type { BoxRef, ResourceRef, StateSchema, Transaction } from '../txn/types.js';
import { V42_APP_LIMITS } from './consensus.js';
import { formatStateSchema } from './go-format.js';

const L = V42_APP_LIMITS;
const UPDATE_APPLICATION = 4;
/** AVM version from which approval and clear-state programs must have equal versions */
const SYNC_PROGRAMS_VERSION = 6n;

function fail(reason: string): never {
  throw new AppError('ALGOD_TXN_REJECTED', reason);
}

const len = (list: readonly unknown[] | Uint8Array | undefined): number => list?.length ?? 0;

function schemaEmpty(s: StateSchema | undefined): boolean {
  return (s?.numUint ?? 0n) === 0n && (s?.numByteSlice ?? 0n) === 0n;
}

function schemaEntries(s: StateSchema | undefined): bigint {
  const sum = (s?.numUint ?? 0n) + (s?.numByteSlice ?? 0n);
  return sum > MAX_UINT64 ? MAX_UINT64 : sum;
}

/** ApplicationCallTxnFields.Empty(): no app-call field is set. */
export function appCallFieldsEmpty(t: Transaction): boolean {
  return (
    (t.appId ?? 0n) === 0n &&
    (t.onCompletion ?? 0) === 0 &&
    len(t.appArgs) + len(t.accounts) + len(t.foreignApps) + len(t.foreignAssets) === 0 &&
    len(t.boxes) + len(t.access) + len(t.approvalProgram) + len(t.clearProgram) === 0 &&
    schemaEmpty(t.localSchema) &&
    schemaEmpty(t.globalSchema) &&
    (t.extraPages ?? 0) === 0 &&
    (t.rejectVersion ?? 0n) === 0n
  );
}

/**
 * Stateless checks of an `appl` transaction's own fields.
 * @throws ALGOD_TXN_REJECTED with the bare upstream reason
 */
export function wellFormedAppCall(t: Transaction): void {
  const oc = t.onCompletion ?? 0;
  if (!Number.isInteger(oc) || oc < 0 || oc > 5) fail(`invalid application OnCompletion (${oc})`);
  const appId = t.appId ?? 0n;
  if ((t.rejectVersion ?? 0n) > 0n && appId === 0n) fail('tx.RejectVersion cannot be set during creation');
  if (appId !== 0n && oc !== UPDATE_APPLICATION) {
    if (len(t.approvalProgram) !== 0 || len(t.clearProgram) !== 0) {
      fail('programs may only be specified during application creation or update');
    }
  } else {
    checkContractVersions(t.approvalProgram, t.clearProgram);
  }
  checkSchemaAndPages(t, appId, oc);
  checkArgs(t.appArgs ?? []);
  if (len(t.access) > 0) checkAccess(t, appId === 0n);
  else checkForeignRefs(t);
  (t.boxes ?? []).forEach((box, i) => checkBox(box, i, len(t.foreignApps)));
  const local = schemaEntries(t.localSchema);
  if (local > L.maxLocalSchemaEntries) fail(`tx.LocalStateSchema is too large. ${local} > ${L.maxLocalSchemaEntries}`);
  const global = schemaEntries(t.globalSchema);
  if (global > L.maxGlobalSchemaEntries) {
    fail(`tx.GlobalStateSchema is too large. ${global} > ${L.maxGlobalSchemaEntries}`);
  }
}

/** Go's binary.Uvarint: [value, bytes read]; bytes ≤ 0 when the input is truncated (0) or overflows (< 0). */
export function readUvarint(bytes: Uint8Array): [bigint, number] {
  let value = 0n;
  let shift = 0n;
  for (let i = 0; i < bytes.length; i++) {
    if (i === 10) return [0n, -(i + 1)];
    const b = bytes[i]!;
    if (b < 0x80) {
      if (i === 9 && b > 1) return [0n, -(i + 1)];
      return [value | (BigInt(b) << shift), i + 1];
    }
    value |= BigInt(b & 0x7f) << shift;
    shift += 7n;
  }
  return [0n, 0];
}

function programVersion(program: Uint8Array | undefined, which: string): bigint {
  if (program === undefined || program.length === 0) fail(`bad ${which}: invalid program (empty)`);
  const [version, read] = readUvarint(program);
  if (read <= 0) fail(`bad ${which}: invalid version`);
  return version;
}

/**
 * Upstream CheckContractVersions: from v6 both programs have one version; and, given the app's `previous` programs
 * (an update), a program at MinInnerApplVersion or later may not be replaced by a lower version, so an app opted
 * into another can always clear its state out of it. WellFormed runs it without `previous`.
 */
export function checkContractVersions(
  approval: Uint8Array | undefined,
  clear: Uint8Array | undefined,
  previous?: { readonly approvalProgram?: Uint8Array; readonly clearStateProgram?: Uint8Array },
): void {
  const av = programVersion(approval, 'ApprovalProgram');
  const cv = programVersion(clear, 'ClearStateProgram');
  if ((av >= SYNC_PROGRAMS_VERSION || cv >= SYNC_PROGRAMS_VERSION) && av !== cv) {
    fail(`program version mismatch: ${av} != ${cv}`);
  }
  const min = BigInt(L.minInnerApplVersion);
  for (const [name, now, old] of [
    ['approval', av, previous?.approvalProgram],
    ['clearstate', cv, previous?.clearStateProgram],
  ] as const) {
    if (old === undefined || old.length === 0) continue;
    const [was] = readUvarint(old);
    if (was >= min && now < was) fail(`${name} program version downgrade: ${now} < ${was}`);
  }
}

function checkSchemaAndPages(t: Transaction, appId: bigint, oc: number): void {
  const pages = t.extraPages ?? 0;
  if (pages > L.maxAbsoluteExtraProgramPages) {
    fail(`tx.ExtraProgramPages exceeds MaxAbsoluteExtraProgramPages = ${L.maxAbsoluteExtraProgramPages}`);
  }
  let effectivePages = pages;
  if (appId !== 0n) {
    if (!schemaEmpty(t.localSchema)) {
      fail(`inappropriate non-zero tx.LocalStateSchema (${formatStateSchema(t.localSchema)})`);
    }
    const updatingSizes = oc === UPDATE_APPLICATION && (pages !== 0 || !schemaEmpty(t.globalSchema));
    if (!updatingSizes) {
      if (!schemaEmpty(t.globalSchema)) {
        fail(`inappropriate non-zero tx.GlobalStateSchema (${formatStateSchema(t.globalSchema)})`);
      }
      if (pages !== 0) fail(`inappropriate non-zero tx.ExtraProgramPages (${pages})`);
      // the app's real page count is state; allow the largest programs here
      effectivePages = L.maxAbsoluteExtraProgramPages;
    }
  }
  checkProgramSizes(len(t.approvalProgram), len(t.clearProgram), effectivePages);
}

function checkProgramSizes(approval: number, clear: number, extraPages: number): void {
  const pages = 1 + extraPages;
  const max = pages * L.maxAppProgramLen;
  if (approval > max) fail(`approval program too long. (${approval} > ${max})`);
  if (clear > max) fail(`clear state program too long. (${clear} > ${max})`);
  const total = pages * L.maxAppTotalProgramLen;
  if (approval + clear > total) fail(`app programs too long. (${approval} + ${clear} > ${total})`);
}

function checkArgs(args: readonly Uint8Array[]): void {
  if (args.length > L.maxAppArgs) fail(`tx.ApplicationArgs has too many arguments. ${args.length} > ${L.maxAppArgs}`);
  let sum = 0;
  args.forEach((arg, i) => {
    if (arg.length > L.maxAvmBytesSize) {
      fail(`tx.ApplicationArgs[${i}] length is too long. ${arg.length} > ${L.maxAvmBytesSize}`);
    }
    sum += arg.length;
  });
  if (sum > L.maxAbsoluteTotalArgLen) {
    fail(`tx.ApplicationArgs total length is too long. ${sum} > ${L.maxAbsoluteTotalArgLen}`);
  }
}

function checkForeignRefs(t: Transaction): void {
  const accounts = len(t.accounts);
  const apps = len(t.foreignApps);
  const assets = len(t.foreignAssets);
  const boxes = len(t.boxes);
  if (accounts > L.maxAppTxnAccounts) fail(`tx.Accounts too long, max number of accounts is ${L.maxAppTxnAccounts}`);
  if (apps > L.maxAppTxnForeignApps) {
    fail(`tx.ForeignApps too long, max number of foreign apps is ${L.maxAppTxnForeignApps}`);
  }
  if (assets > L.maxAppTxnForeignAssets) {
    fail(`tx.ForeignAssets too long, max number of foreign assets is ${L.maxAppTxnForeignAssets}`);
  }
  if (boxes > L.maxAppBoxReferences) {
    fail(`tx.Boxes too long, max number of box references is ${L.maxAppBoxReferences}`);
  }
  if (accounts + apps + assets + boxes > L.maxAppTotalTxnReferences) {
    fail(`tx references exceed MaxAppTotalTxnReferences = ${L.maxAppTotalTxnReferences}`);
  }
}

function checkBox(box: BoxRef, i: number, foreignApps: number): void {
  // index 0 is the called app, so `apbx` indexes are 1-based into `apfa`
  const index = box.index ?? 0n;
  if (index > BigInt(foreignApps)) fail(`tx.Boxes[${i}].Index is ${index}. Exceeds len(tx.ForeignApps)`);
  if (len(box.name) > L.maxAppKeyLen) fail(`tx.Boxes[${i}].Name too long, max len ${L.maxAppKeyLen} bytes`);
}

function checkAccess(t: Transaction, inCreate: boolean): void {
  const access = t.access ?? [];
  if (access.length > L.maxAppAccess) fail(`tx.Access too long, max number of references is ${L.maxAppAccess}`);
  if (len(t.accounts) > 0) fail("tx.Accounts can't be used when tx.Access is used");
  if (len(t.foreignApps) > 0) fail("tx.ForeignApps can't be used when tx.Access is used");
  if (len(t.foreignAssets) > 0) fail("tx.ForeignAssets can't be used when tx.Access is used");
  if (len(t.boxes) > 0) fail("tx.Boxes can't be used when tx.Access is used");
  for (const ref of access) checkResourceRef(ref, access, inCreate);
}

/** The entry a 1-based reference points at, or undefined when it is outside the list. */
function entry(access: readonly ResourceRef[], oneBased: bigint): ResourceRef | undefined {
  return oneBased >= 1n && oneBased <= BigInt(access.length) ? access[Number(oneBased) - 1] : undefined;
}

function checkAddressRef(access: readonly ResourceRef[], index: bigint, what: string): void {
  if (index === 0n) return; // the sender
  const target = entry(access, index);
  if (target === undefined) fail(`${what} Address reference ${index} outside tx.Access`);
  if (isAllZero(target.address)) fail(`${what} Address reference ${index} is not an Address`);
}

function checkResourceRef(ref: ResourceRef, access: readonly ResourceRef[], inCreate: boolean): void {
  let kinds = 0;
  if (!isAllZero(ref.address)) kinds++;
  if ((ref.asset ?? 0n) !== 0n) kinds++;
  if ((ref.app ?? 0n) !== 0n) kinds++;
  const h = ref.holding;
  if ((h?.address ?? 0n) !== 0n || (h?.asset ?? 0n) !== 0n) {
    checkAddressRef(access, h?.address ?? 0n, 'holding');
    const asset = h?.asset ?? 0n;
    const target = entry(access, asset);
    if (target === undefined) fail(`holding Asset reference ${asset} outside tx.Access`);
    if ((target.asset ?? 0n) === 0n) fail(`holding Asset reference ${asset} is not an Asset`);
    kinds++;
  }
  const l = ref.locals;
  if ((l?.address ?? 0n) !== 0n || (l?.app ?? 0n) !== 0n) {
    const app = l?.app ?? 0n;
    if (inCreate && app === 0n) fail('0 App in LocalsRef during app create is not allowed or necessary');
    checkAddressRef(access, l?.address ?? 0n, 'locals');
    if (app !== 0n) {
      const target = entry(access, app);
      if (target === undefined) fail(`locals App reference ${app} outside tx.Access`);
      if ((target.app ?? 0n) === 0n) fail(`locals App reference ${app} is not an App`);
    }
    kinds++;
  }
  const b = ref.box;
  if ((b?.index ?? 0n) !== 0n || len(b?.name) > 0) {
    if (len(b?.name) > L.maxAppKeyLen) fail(`tx.Access box Name too long, max len ${L.maxAppKeyLen} bytes`);
    checkAccessBoxIndex(access, b?.index ?? 0n);
    kinds++;
  }
  if (kinds > 1) fail('tx.Access element has fields from multiple types');
}

function checkAccessBoxIndex(access: readonly ResourceRef[], index: bigint): void {
  if (index === 0n) return; // the called app
  const target = entry(access, index);
  if (target === undefined) fail(`box Index ${index} outside tx.Access`);
  if ((target.app ?? 0n) === 0n) fail(`box Index reference ${index} is not an App`);
}
