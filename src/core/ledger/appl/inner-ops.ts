/**
 * Effects ops: `log` (logs.ts) and inner transactions `itxn_begin itxn_next itxn_field itxn_submit` (upstream
 * logic `opItxnBegin`, `addInnerTxn`, `opItxnField`, `opItxnSubmit`, `authorizedSender`).
 *
 * Invariants:
 * - A new inner transaction defaults to Sender = the app account, FirstValid/LastValid of the calling
 *   transaction, and the fee still missing for the inner group so far, shrunk by the group's fee credit.
 * - At submit: counts, the inner group's fee against its usage (surplus joins the fee credit, a shortfall is
 *   taken from it), WellFormed, app-call rules (no self-call, no re-entry, depth, callee ≥ v4), a group id for
 *   groups of several, then each transaction is authorized and applied through `group.applyTxn`; a failure
 *   aborts the program with `inner tx I failed: TEXT`.
 * - Applied inner transactions join `evalDelta.innerTxns` (itxn/gitxn read them there).
 */
import type { Machine, OpFn } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import { sha512_256 } from '../../crypto/hash.js';
import { Prefix } from '../../crypto/prefixes.js';
import { encodeMsgpack } from '../../codec/msgpack.js';
import { AppError } from '../../errors.js';
import { txGroupSchema } from '../../txn/schemas.js';
import type { SignedTxnWithAD, Transaction } from '../../txn/types.js';
import { feeUsage, requiredGroupFee } from '../fees.js';
import { wellFormed } from '../well-formed.js';
import type { AppProgram } from './context.js';
import { setInnerField } from './inner-fields.js';
import { newInnerGroup } from './inner-group.js';
import { opLog } from './logs.js';
import { txnFieldName } from './txn-fields.js';
import { currentTxId, innerTxId } from './txn-ids.js';

const MIN_INNER_APPL_VERSION = 4;

function remainingInners(m: Machine<AppProgram>): number {
  return m.context.group.innerAllowance.remaining;
}

function addInner(m: Machine<AppProgram>): string | undefined {
  const ctx = m.context;
  const pending = (ctx.pendingInner ??= { txns: [], feeSet: [] });
  const left = remainingInners(m);
  if (pending.txns.length >= left) return `too many inner transactions ${pending.txns.length} with ${left} left`;
  const params = ctx.group.params;
  const groupFee = params.minTxnFee * BigInt(pending.txns.length + 1);
  const paid = pending.txns.reduce((sum, t) => sum + (t.fee ?? 0n), 0n);
  let fee = paid < groupFee ? groupFee - paid : 0n;
  fee = fee > ctx.group.feeCredit.value ? fee - ctx.group.feeCredit.value : 0n;
  const outer = ctx.txn.txn ?? {};
  const txn: Transaction = { sender: ctx.appAddress, fee };
  if (outer.firstValid !== undefined) txn.firstValid = outer.firstValid;
  if (outer.lastValid !== undefined) txn.lastValid = outer.lastValid;
  pending.txns.push(txn);
  pending.feeSet.push(false);
  return undefined;
}

const opItxnBegin: OpFn<AppProgram> = (m) => {
  const ctx = m.context;
  if ((ctx.pendingInner?.txns.length ?? 0) > 0) return 'itxn_begin without itxn_submit';
  if (ctx.clearState) return 'clear state programs can not issue inner transactions';
  return addInner(m);
};

const opItxnNext: OpFn<AppProgram> = (m) => {
  if ((m.context.pendingInner?.txns.length ?? 0) === 0) return 'itxn_next without itxn_begin';
  return addInner(m);
};

const opItxnField: OpFn<AppProgram> = (m) => {
  const txns = m.context.pendingInner?.txns ?? [];
  const value = m.stack.pop()!;
  if (txns.length === 0) return 'itxn_field without itxn_begin';
  return setInnerField(m, txnFieldName(m.program[m.pc + 1]!), value, txns[txns.length - 1]!);
};

/** Upstream's fee rule for the inner group, moving the surplus or shortfall through the fee credit. */
function settleFees(m: Machine<AppProgram>, txns: readonly Transaction[]): string | undefined {
  const group = m.context.group;
  const usage = feeUsage(txns.map((txn) => ({ txn })), group.params);
  const required = requiredGroupFee(usage, group.params);
  const paid = txns.reduce((sum, t) => sum + (t.fee ?? 0n), 0n);
  const credit = group.feeCredit;
  if (paid >= required) {
    credit.value += paid - required;
    return undefined;
  }
  const shortfall = required - paid;
  if (credit.value < shortfall) return `group fee ${paid} too small (needs ${shortfall - credit.value} more)`;
  credit.value -= shortfall;
  return undefined;
}

function appCallError(m: Machine<AppProgram>, txn: Transaction): string | undefined {
  const ctx = m.context;
  const target = txn.appId ?? 0n;
  if (target === ctx.appId) return 'attempt to self-call';
  let depth = 0;
  for (let parent = ctx.group.caller; parent !== undefined; parent = parent.group.caller) {
    if (parent.appId === target) return `attempt to re-enter ${parent.appId}`;
    depth++;
  }
  if (depth >= ctx.group.params.app.maxAppCallDepth) return `appl depth (${depth}) exceeded`;
  let program = txn.approvalProgram;
  if (target !== 0n) {
    const creator = ctx.group.state?.creatable(target);
    const params = creator?.kind === 'app' ? ctx.group.state?.account(creator.creator)?.appParams?.get(target) : undefined;
    if (params === undefined) return `app ${target} does not exist`;
    program = txn.onCompletion === 3 ? params.clearStateProgram : params.approvalProgram;
  }
  const version = program?.[0] ?? 0;
  return version < MIN_INNER_APPL_VERSION ? `inner app call with version v${version} < v${MIN_INNER_APPL_VERSION}` : undefined;
}

function checkInner(m: Machine<AppProgram>, txn: Transaction): string | undefined {
  const group = m.context.group;
  try {
    wellFormed(txn, { params: group.params, feeSink: group.specials.feeSink, rewardsPool: group.specials.rewardsPool });
  } catch (error) {
    if (error instanceof AppError) return error.message;
    throw error;
  }
  return txn.type === 'appl' ? appCallError(m, txn) : undefined;
}

/** The inner group id: hash of the inner ids (parent txid ‖ u64 offset ‖ msgpack(txn)) of its transactions. */
function innerGroupId(m: Machine<AppProgram>, txns: readonly Transaction[]): Uint8Array {
  const ctx = m.context;
  const parent = currentTxId(ctx);
  const offset = ctx.txn.evalDelta?.innerTxns?.length ?? 0;
  const hashes = txns.map((txn, i) => innerTxId(txn, parent, offset + i));
  return sha512_256(encodeMsgpack(txGroupSchema, { txGroupHashes: hashes }, Prefix.TxGroup));
}

function authorized(m: Machine<AppProgram>, sender: Uint8Array): string | undefined {
  const ctx = m.context;
  const auth = ctx.group.state?.account(sender)?.authAddr ?? sender;
  if (Buffer.compare(auth, ctx.appAddress) === 0) return undefined;
  return `app ${ctx.appId} (addr ${encodeAddress(ctx.appAddress)}) unauthorized ${encodeAddress(auth)}`;
}

function applyInner(m: Machine<AppProgram>, entries: SignedTxnWithAD[]): string | undefined {
  const ctx = m.context;
  const inner = newInnerGroup(ctx, entries);
  for (let i = 0; i < entries.length; i++) {
    const denied = authorized(m, entries[i]!.txn!.sender!);
    if (denied !== undefined) return denied;
    try {
      inner.applyTxn(inner, i);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return `inner tx ${i} failed: ${error.message}`;
    }
    const created = entries[i]!.configAsset;
    if (created !== undefined && created !== 0n) ctx.group.shared.createdAssets.add(created);
  }
  return undefined;
}

const opItxnSubmit: OpFn<AppProgram> = (m) => {
  const ctx = m.context;
  const txns = ctx.pendingInner?.txns ?? [];
  const left = remainingInners(m);
  if (txns.length > left || txns.length > ctx.group.params.maxTxGroupSize) {
    return `too many inner transactions ${txns.length} with ${left} left`;
  }
  if (txns.length === 0) return 'itxn_submit without itxn_begin';
  const feeError = settleFees(m, txns);
  if (feeError !== undefined) return feeError;
  for (const txn of txns) {
    const error = checkInner(m, txn);
    if (error !== undefined) return error;
  }
  if (txns.length > 1) {
    const id = innerGroupId(m, txns);
    for (const txn of txns) txn.group = id;
  }
  ctx.group.innerAllowance.remaining -= txns.length;
  const entries: SignedTxnWithAD[] = txns.map((txn) => ({ txn }));
  const failure = applyInner(m, entries);
  if (failure !== undefined) return failure;
  const delta = (ctx.txn.evalDelta ??= {});
  (delta.innerTxns ??= []).push(...entries);
  ctx.innerCount += entries.length;
  ctx.pendingInner = undefined;
  return undefined;
};

export const INNER_OPS: Readonly<Record<string, OpFn<AppProgram>>> = {
  log: opLog,
  itxn_begin: opItxnBegin,
  itxn_next: opItxnNext,
  itxn_field: opItxnField,
  itxn_submit: opItxnSubmit,
};
