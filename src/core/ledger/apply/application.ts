/**
 * Application calls (go-algorand ledger/apply/application.go `ApplicationCall`, docs/spec/protocol.md §9.6): create,
 * opt in, close out, clear state, update and delete, running the approval or clear program in between.
 *
 * Invariants:
 * - Order is upstream's: create (id = counter + 1) → reject-version → existence → program checks (create/update)
 *   → ClearState path or (opt-in, approval program, on-completion action).
 * - Records are never mutated in place: `state.modify` copies and nested maps/params are replaced.
 * - A ClearState program's failure or rejection is ignored, its writes undone (it runs in a child overlay) and its
 *   deltas dropped; the local state is removed either way. Other failures fail the transaction.
 * - The running program's EvalDelta lives on the group entry (`group.txns[index].evalDelta`); it is copied into
 *   the returned ApplyData on success and cleared on failure.
 */
import { checkProgram, formatAppEvalError, RunMode } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import { AppError } from '../../errors.js';
import type { ApplyData, StateSchema, Transaction } from '../../txn/types.js';
import type { AppParams } from '../account.js';
import type { AppGroup } from '../appl/context.js';
import { derivedGroup } from '../appl/inner-group.js';
import { runApp } from '../appl/run.js';
import { StateOverlay } from '../state.js';
import { checkContractVersions } from '../well-formed-app.js';
import { rejected, type ApplyContext } from './context.js';

const OC = { NoOp: 0, OptIn: 1, CloseOut: 2, ClearState: 3, Update: 4, Delete: 5 } as const;
const ZERO_ADDRESS = new Uint8Array(32);

function addSchema(a: StateSchema | undefined, b: StateSchema | undefined, sign: 1n | -1n): StateSchema {
  const clamp = (v: bigint): bigint => (v < 0n ? 0n : v);
  return {
    numUint: clamp((a?.numUint ?? 0n) + sign * (b?.numUint ?? 0n)),
    numByteSlice: clamp((a?.numByteSlice ?? 0n) + sign * (b?.numByteSlice ?? 0n)),
  };
}

function appParamsOf(state: StateOverlay, app: bigint): { params: AppParams; creator: Uint8Array } | undefined {
  const c = state.creatable(app);
  if (c?.kind !== 'app') return undefined;
  const params = state.account(c.creator)?.appParams?.get(app);
  return params === undefined ? undefined : { params, creator: c.creator };
}

function createApplication(state: StateOverlay, txn: Transaction, sender: Uint8Array, counter: bigint): bigint {
  const app = counter + 1n;
  const record = state.modify(sender);
  const params: AppParams = {
    approvalProgram: txn.approvalProgram ?? new Uint8Array(0),
    clearStateProgram: txn.clearProgram ?? new Uint8Array(0),
  };
  if (txn.localSchema !== undefined) params.localStateSchema = txn.localSchema;
  if (txn.globalSchema !== undefined) params.globalStateSchema = txn.globalSchema;
  if ((txn.extraPages ?? 0) !== 0) params.extraProgramPages = txn.extraPages!;
  record.appParams = new Map(record.appParams).set(app, params);
  record.totalAppSchema = addSchema(record.totalAppSchema, txn.globalSchema, 1n);
  record.totalExtraAppPages = (record.totalExtraAppPages ?? 0) + (txn.extraPages ?? 0);
  state.setCreatable(app, { kind: 'app', creator: sender });
  return app;
}

function optIn(state: StateOverlay, sender: Uint8Array, app: bigint, params: AppParams): void {
  if (state.account(sender)?.appLocalStates?.has(app) === true) {
    throw rejected(`account ${encodeAddress(sender)} has already opted in to app ${app}`);
  }
  const record = state.modify(sender);
  const local = params.localStateSchema === undefined ? {} : { schema: params.localStateSchema };
  record.appLocalStates = new Map(record.appLocalStates).set(app, local);
  record.totalAppSchema = addSchema(record.totalAppSchema, params.localStateSchema, 1n);
}

function closeOut(state: StateOverlay, sender: Uint8Array, app: bigint): void {
  const local = state.account(sender)?.appLocalStates?.get(app);
  if (local === undefined) throw rejected(`account ${encodeAddress(sender)} is not opted in to app ${app}`);
  const record = state.modify(sender);
  const locals = new Map(record.appLocalStates);
  locals.delete(app);
  record.appLocalStates = locals;
  record.totalAppSchema = addSchema(record.totalAppSchema, local.schema, -1n);
}

function deleteApplication(state: StateOverlay, creator: Uint8Array, app: bigint, params: AppParams): void {
  const record = state.modify(creator);
  const apps = new Map(record.appParams);
  apps.delete(app);
  record.appParams = apps;
  const sponsor =
    params.sizeSponsor !== undefined && params.sizeSponsor.some((b) => b !== 0) ? params.sizeSponsor : creator;
  const payer = state.modify(sponsor);
  payer.totalAppSchema = addSchema(payer.totalAppSchema, params.globalStateSchema, -1n);
  payer.totalExtraAppPages = Math.max(0, (payer.totalExtraAppPages ?? 0) - (params.extraProgramPages ?? 0));
  state.setCreatable(app, undefined);
}

function updateApplication(
  state: StateOverlay,
  txn: Transaction,
  creator: Uint8Array,
  app: bigint,
  updater: Uint8Array,
): void {
  const current = appParamsOf(state, app)!.params;
  const params: AppParams = {
    ...current,
    approvalProgram: txn.approvalProgram ?? new Uint8Array(0),
    clearStateProgram: txn.clearProgram ?? new Uint8Array(0),
    version: (current.version ?? 0n) + 1n,
  };
  const sizeChange =
    (txn.extraPages ?? 0) !== 0 ||
    (txn.globalSchema?.numUint ?? 0n) !== 0n ||
    (txn.globalSchema?.numByteSlice ?? 0n) !== 0n;
  if (sizeChange) {
    const sponsor =
      current.sizeSponsor !== undefined && current.sizeSponsor.some((b) => b !== 0) ? current.sizeSponsor : creator;
    const old = state.modify(sponsor);
    old.totalAppSchema = addSchema(old.totalAppSchema, current.globalStateSchema, -1n);
    old.totalExtraAppPages = Math.max(0, (old.totalExtraAppPages ?? 0) - (current.extraProgramPages ?? 0));
    if (txn.globalSchema !== undefined) params.globalStateSchema = txn.globalSchema;
    else delete params.globalStateSchema;
    if ((txn.extraPages ?? 0) !== 0) params.extraProgramPages = txn.extraPages!;
    else delete params.extraProgramPages;
    if (Buffer.compare(updater, creator) === 0) delete params.sizeSponsor;
    else params.sizeSponsor = updater;
    const payer = state.modify(updater);
    payer.totalAppSchema = addSchema(payer.totalAppSchema, params.globalStateSchema, 1n);
    payer.totalExtraAppPages = (payer.totalExtraAppPages ?? 0) + (params.extraProgramPages ?? 0);
  }
  const record = state.modify(creator);
  record.appParams = new Map(record.appParams).set(app, params);
}

function checkPrograms(group: AppGroup, txn: Transaction): void {
  for (const [name, program] of [
    ['ApprovalProgram', txn.approvalProgram],
    ['ClearStateProgram', txn.clearProgram],
  ] as const) {
    const failure = checkProgram({
      program: program ?? new Uint8Array(0),
      mode: RunMode.Application,
      protocolVersion: group.params.app.logicSigVersion,
      budget: group.appBudget,
      minAvmVersion: group.minAvmVersion,
      txnHasAccess: txn.access !== undefined,
    });
    if (failure !== undefined) throw rejected(`check failed on ${name}: ${failure.message}`);
  }
}

/** Run the clear program; its failure is ignored and its effects undone. */
function clearState(group: AppGroup, index: number, app: bigint, program: Uint8Array): void {
  const child = new StateOverlay(group.state!);
  const run = runApp(derivedGroup(group, { state: child }), index, app, program, true);
  if (run.setupError !== undefined) throw rejected(run.setupError);
  if (run.result?.pass === true) child.commit(group.state!);
  else delete group.txns[index]!.evalDelta;
}

/** Apply an app call (see module doc). @throws ALGOD_TXN_REJECTED with upstream's bare text */
export function applyApplicationCall(
  state: StateOverlay,
  txn: Transaction,
  ad: ApplyData,
  ctx: ApplyContext,
  counter: bigint,
): void {
  const appl = ctx.appl;
  if (appl === undefined) throw new AppError('CORE_INTERNAL', 'an application call was applied without its group');
  const { group, index } = appl;
  const entry = group.txns[index]!;
  delete entry.evalDelta;
  try {
    applyCall(state, txn, ad, group, index, counter);
  } catch (error) {
    delete entry.evalDelta;
    throw error;
  }
  if (entry.evalDelta !== undefined) ad.evalDelta = entry.evalDelta;
}

function applyCall(
  state: StateOverlay,
  txn: Transaction,
  ad: ApplyData,
  group: AppGroup,
  index: number,
  counter: bigint,
): void {
  const sender = txn.sender ?? ZERO_ADDRESS;
  const oc = txn.onCompletion ?? OC.NoOp;
  let app = txn.appId ?? 0n;
  if (app === 0n) {
    app = createApplication(state, txn, sender, counter);
    ad.applicationId = app;
  }
  const found = appParamsOf(state, app);
  const reject = txn.rejectVersion ?? 0n;
  if (reject > 0n && (found?.params.version ?? 0n) >= reject) {
    throw rejected(`app version (${found?.params.version ?? 0n}) >= reject version (${reject})`);
  }
  if (found === undefined && oc !== OC.ClearState) {
    throw rejected(`only ClearState is supported for an application (${app}) that does not exist`);
  }
  if ((txn.appId ?? 0n) === 0n || oc === OC.Update) {
    checkContractVersions(txn.approvalProgram, txn.clearProgram, found?.params);
    checkPrograms(group, txn);
  }
  if (oc === OC.ClearState) {
    if (state.account(sender)?.appLocalStates?.has(app) !== true) {
      throw rejected(`cannot clear state: ${encodeAddress(sender)} is not currently opted in to app ${app}`);
    }
    if (found !== undefined) clearState(group, index, app, found.params.clearStateProgram ?? new Uint8Array(0));
    closeOut(state, sender, app);
    return;
  }
  if (oc === OC.OptIn) optIn(state, sender, app, found!.params);
  approve(group, index, app, found!.params.approvalProgram ?? new Uint8Array(0));
  if (oc === OC.CloseOut) closeOut(state, sender, app);
  else if (oc === OC.Delete) deleteApplication(state, found!.creator, app, found!.params);
  else if (oc === OC.Update) updateApplication(state, txn, found!.creator, app, sender);
  else if (oc !== OC.NoOp && oc !== OC.OptIn) throw rejected('invalid application action');
}

function approve(group: AppGroup, index: number, app: bigint, program: Uint8Array): void {
  const run = runApp(group, index, app, program, false);
  if (run.setupError !== undefined) throw rejected(run.setupError);
  const result = run.result!;
  if (result.error !== undefined)
    throw rejected(formatAppEvalError(result.error, app, group.sim?.opcodesAt(program, result.error.pc)));
  if (!result.pass) throw rejected('transaction rejected by ApprovalProgram');
}
