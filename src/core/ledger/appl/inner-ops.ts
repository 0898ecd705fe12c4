/**
 * Effects ops: `log` (logs.ts) and inner transactions `itxn_begin itxn_next itxn_field itxn_submit` (upstream
 * logic `opItxnBegin`, `addInnerTxn`, `opItxnField`, `opItxnSubmit`, `authorizedSender`).
 *
 * Invariants:
 * - A new inner transaction defaults to Sender = the app account, FirstValid/LastValid of the calling
 *   transaction, and the fee still missing for the inner group so far, shrunk by the group's fee credit.
 * - Building allows one transaction more than the pooled allowance (upstream's v5 compatibility); submit is exact.
 * - At submit: counts, the inner group's fee (inner-submit.ts), WellFormed, app-call rules and resource sharing,
 *   a group id for groups of several, the allowance is charged, then each transaction is authorized and applied
 *   through `group.applyTxn`; a failure aborts the program with `inner tx I failed: TEXT`.
 * - Applied inner transactions join `evalDelta.innerTxns` and become `lastInner` (itxn/gitxn read them).
 */
import type { Machine, OpFn } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import { sha512_256 } from '../../crypto/hash.js';
import { Prefix } from '../../crypto/prefixes.js';
import { encodeMsgpack } from '../../codec/msgpack.js';
import { AppError } from '../../errors.js';
import { txGroupSchema } from '../../txn/schemas.js';
import type { SignedTxnWithAD, Transaction } from '../../txn/types.js';
import type { AppProgram } from './context.js';
import { setInnerField, settableField } from './inner-fields.js';
import { newInnerGroup } from './inner-group.js';
import { checkInnerTxn, defaultInnerFee, settleInnerFees } from './inner-submit.js';
import { opLog } from './logs.js';
import { txnFieldName } from './txn-fields.js';
import { currentTxId, innerTxId } from './txn-ids.js';

function remainingInners(m: Machine<AppProgram>): number {
  return m.context.group.innerAllowance.remaining;
}

function tooMany(count: number, left: number): string {
  return `too many inner transactions ${count} with ${left} left`;
}

function addInner(m: Machine<AppProgram>): string | undefined {
  const ctx = m.context;
  const pending = (ctx.pendingInner ??= { txns: [], feeSet: [] });
  const count = pending.txns.length;
  if (count > remainingInners(m) || count >= ctx.group.params.maxTxGroupSize) return tooMany(count, remainingInners(m));
  const fee = defaultInnerFee(m, pending.txns);
  if (typeof fee === 'string') return fee;
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
  const pending = m.context.pendingInner;
  const txns = pending?.txns ?? [];
  if (pending === undefined || txns.length === 0) return 'itxn_field without itxn_begin';
  const value = m.stack.pop()!;
  const encoding = m.program[m.pc + 1]!;
  const name = settableField(m.version, encoding);
  if (name === undefined) return `invalid itxn_field ${txnFieldName(encoding)}`;
  if (name === 'Fee') pending.feeSet[txns.length - 1] = true;
  return setInnerField(m, name, value, txns[txns.length - 1]!);
};

/** The inner group id: hash of the inner ids (parent txid ‖ position ‖ txn) of its transactions. */
function innerGroupId(m: Machine<AppProgram>, txns: readonly Transaction[]): Uint8Array {
  const ctx = m.context;
  const parent = currentTxId(ctx);
  const offset = ctx.txn.evalDelta?.innerTxns?.length ?? 0;
  const hashes = txns.map((txn, i) => innerTxId(txn, parent, offset + i));
  return sha512_256(encodeMsgpack(txGroupSchema, { txGroupHashes: hashes }, Prefix.TxGroup));
}

/** Upstream authorizedSender: the sender's authorizer must be the app account. */
function authorized(m: Machine<AppProgram>, sender: Uint8Array): string | undefined {
  const ctx = m.context;
  const auth = ctx.group.state?.account(sender)?.authAddr;
  const authorizer = auth === undefined || auth.every((x) => x === 0) ? sender : auth;
  if (Buffer.compare(authorizer, ctx.appAddress) === 0) return undefined;
  return `app ${ctx.appId} (addr ${encodeAddress(ctx.appAddress)}) unauthorized ${encodeAddress(authorizer)}`;
}

function applyInner(m: Machine<AppProgram>, entries: SignedTxnWithAD[]): string | undefined {
  const ctx = m.context;
  const inner = newInnerGroup(ctx, entries);
  const sim = inner.sim;
  sim?.beforeInnerGroup(ctx, entries);
  for (let i = 0; i < entries.length; i++) {
    const denied = authorized(m, entries[i]!.txn!.sender!);
    if (denied !== undefined) return denied;
    sim?.beforeTxn(inner, i);
    try {
      inner.applyTxn(inner, i);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      sim?.afterTxn(inner, i, true);
      return `inner tx ${i} failed: ${error.message}`;
    }
    sim?.afterTxn(inner, i, false);
    // Upstream RecordAD: an asset created by an inner transaction is available to the rest of the group.
    const created = entries[i]!.configAsset;
    if (created !== undefined && created !== 0n) ctx.group.shared.createdAssets.add(created);
  }
  return undefined;
}

function checkPending(m: Machine<AppProgram>, txns: readonly Transaction[]): string | undefined {
  const left = remainingInners(m);
  if (txns.length > left || txns.length > m.context.group.params.maxTxGroupSize) return tooMany(txns.length, left);
  if (txns.length === 0) return 'itxn_submit without itxn_begin';
  const feeError = settleInnerFees(m, txns);
  if (feeError !== undefined) return feeError;
  for (const txn of txns) {
    const error = checkInnerTxn(m, txn);
    if (error !== undefined) return error;
  }
  return undefined;
}

const opItxnSubmit: OpFn<AppProgram> = (m) => {
  const ctx = m.context;
  const txns = ctx.pendingInner?.txns ?? [];
  const error = checkPending(m, txns);
  if (error !== undefined) return error;
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
  ctx.lastInner = entries;
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
