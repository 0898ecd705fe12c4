/**
 * Wire schemas of the algod response objects whose JSON and msgpack share go-codec's encoder and that have no core
 * schema (docs/spec/algod.md §10.4, §10.7, §10.9): the pending-transaction record (go-algorand's PreEncodedTxInfo, whose
 * state deltas are the REST models EvalDeltaKeyValue / AccountStateDelta) and the pending-list envelope. They are
 * API objects, not protocol objects; they live in core because the service builds them and the gateway renders them.
 *
 * Invariants:
 * - Keys are the upstream codec/json tags. Fields upstream declares without omitempty are Omit.NEVER (always written,
 *   zero value when absent): `pool-error`, `txn`, `key`, `value`, `action`, `address`, `delta`,
 *   `top-transactions`, `total-transactions`. Every other field is omitted when empty (go-codec's recursive
 *   empty check also drops pointers to zero, e.g. `"closing-amount": 0` never appears).
 * - `key` and `bytes` of a delta are base64 TEXT (Go strings), `address` is address text; `logs` are byte strings.
 */
import { defineSchema, Omit, t, type Schema } from '../codec/schema.js';
import { signedTxnSchema } from '../txn/schemas.js';
import { encodeAddress } from '../crypto/address.js';
import { splitApplyData } from '../txn/signed.js';
import type { ApplyData, SignedTxn, SignedTxnWithAD, StateDelta } from '../txn/types.js';

/** EvalDelta REST model: action 1 = set bytes, 2 = set uint, 3 = delete. */
export interface EvalDeltaModel {
  action?: bigint;
  /** base64 text */
  bytes?: string;
  uint?: bigint;
}

export interface EvalDeltaKeyValue {
  /** base64 text of the state key */
  key?: string;
  value?: EvalDeltaModel;
}

export interface AccountStateDelta {
  /** address text */
  address?: string;
  delta?: EvalDeltaKeyValue[];
}

/** GET /v2/transactions/pending/{txid} (PreEncodedTxInfo); inner transactions nest the same shape. */
export interface PendingTransactionInfo {
  txn?: SignedTxn;
  poolError?: string;
  confirmedRound?: bigint;
  closingAmount?: bigint;
  assetClosingAmount?: bigint;
  senderRewards?: bigint;
  receiverRewards?: bigint;
  closeRewards?: bigint;
  assetIndex?: bigint;
  applicationIndex?: bigint;
  globalStateDelta?: EvalDeltaKeyValue[];
  localStateDelta?: AccountStateDelta[];
  logs?: Uint8Array[];
  innerTxns?: PendingTransactionInfo[];
}

/** Both pending-list routes. */
export interface PendingTransactionList {
  topTransactions?: SignedTxn[];
  totalTransactions?: bigint;
}

const evalDeltaModelSchema = defineSchema<EvalDeltaModel>('EvalDelta', [
  ['action', 'action', t.u64, Omit.NEVER],
  ['bytes', 'bytes', t.str],
  ['uint', 'uint', t.u64],
]);

const evalDeltaKeyValueSchema = defineSchema<EvalDeltaKeyValue>('EvalDeltaKeyValue', [
  ['key', 'key', t.str, Omit.NEVER],
  ['value', 'value', t.struct(evalDeltaModelSchema), Omit.NEVER],
]);

const stateDelta = t.array(t.struct(evalDeltaKeyValueSchema));

const accountStateDeltaSchema = defineSchema<AccountStateDelta>('AccountStateDelta', [
  ['address', 'address', t.str, Omit.NEVER],
  ['delta', 'delta', stateDelta, Omit.NEVER],
]);

export const pendingTransactionSchema: Schema<PendingTransactionInfo> = defineSchema<PendingTransactionInfo>(
  'PendingTransactionResponse',
  [
    ['txn', 'txn', t.struct(signedTxnSchema), Omit.NEVER],
    ['pool-error', 'poolError', t.str, Omit.NEVER],
    ['confirmed-round', 'confirmedRound', t.u64],
    ['closing-amount', 'closingAmount', t.u64],
    ['asset-closing-amount', 'assetClosingAmount', t.u64],
    ['sender-rewards', 'senderRewards', t.u64],
    ['receiver-rewards', 'receiverRewards', t.u64],
    ['close-rewards', 'closeRewards', t.u64],
    ['asset-index', 'assetIndex', t.u64],
    ['application-index', 'applicationIndex', t.u64],
    ['global-state-delta', 'globalStateDelta', stateDelta],
    ['local-state-delta', 'localStateDelta', t.array(t.struct(accountStateDeltaSchema))],
    ['logs', 'logs', t.array(t.bytes)],
    // Inner entries have the same shape: resolve the self-reference lazily.
    ['inner-txns', 'innerTxns', t.array(t.lazy((): Schema => pendingTransactionSchema))],
  ],
);

export const pendingTransactionListSchema = defineSchema<PendingTransactionList>('PendingTransactionsResponse', [
  ['top-transactions', 'topTransactions', t.array(t.struct(signedTxnSchema)), Omit.NEVER],
  ['total-transactions', 'totalTransactions', t.u64, Omit.NEVER],
]);

/**
 * The record of a transaction: unconfirmed (in the pool, `poolError` "" or the reason it was dropped) or confirmed
 * in `confirmedRound` with its ApplyData (evaluated but not admitted, for the evaluation RPC: ApplyData without a
 * round). Zero amounts are left out, as upstream's encoder omits them.
 */
export function pendingInfo(
  stxn: SignedTxn,
  confirmation?: { round?: bigint; applyData: ApplyData },
  poolError = '',
): PendingTransactionInfo {
  const info: PendingTransactionInfo = { txn: stxn, poolError };
  if (confirmation === undefined) return info;
  const ad = confirmation.applyData;
  if (confirmation.round !== undefined) info.confirmedRound = confirmation.round;
  if (ad.closingAmount) info.closingAmount = ad.closingAmount;
  if (ad.assetClosingAmount) info.assetClosingAmount = ad.assetClosingAmount;
  if (ad.senderRewards) info.senderRewards = ad.senderRewards;
  if (ad.receiverRewards) info.receiverRewards = ad.receiverRewards;
  if (ad.closeRewards) info.closeRewards = ad.closeRewards;
  if (ad.configAsset) info.assetIndex = ad.configAsset;
  if (ad.applicationId) info.applicationIndex = ad.applicationId;
  addEvalDelta(info, stxn, ad);
  return info;
}

const asBytes = (v: Uint8Array | string): Uint8Array => (typeof v === 'string' ? Buffer.from(v, 'latin1') : v);

/** A StateDelta as the REST list, sorted by raw key; `bytes` only when non-empty, `uint` only when non-zero. */
function deltaList(delta: StateDelta): EvalDeltaKeyValue[] {
  const keys = [...delta.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return keys.map((key) => {
    const d = delta.get(key)!;
    const value: EvalDeltaModel = { action: BigInt(d.action ?? 0) };
    const bytes = d.bytes === undefined ? undefined : asBytes(d.bytes);
    if (bytes !== undefined && bytes.length > 0) value.bytes = Buffer.from(bytes).toString('base64');
    if ((d.uint ?? 0n) !== 0n) value.uint = d.uint!;
    return { key: Buffer.from(key, 'latin1').toString('base64'), value };
  });
}

/** Global/local deltas, logs and inner transactions of an app call's EvalDelta (upstream stateDeltaToStateDelta). */
function addEvalDelta(info: PendingTransactionInfo, stxn: SignedTxn, ad: ApplyData): void {
  const ed = ad.evalDelta;
  if (ed === undefined) return;
  if (ed.globalDelta !== undefined && ed.globalDelta.size > 0) info.globalStateDelta = deltaList(ed.globalDelta);
  if (ed.localDeltas !== undefined && ed.localDeltas.size > 0) {
    const txn = stxn.txn ?? {};
    const addresses = [txn.sender ?? new Uint8Array(32), ...(txn.accounts ?? []), ...(ed.sharedAccounts ?? [])];
    const slots = [...ed.localDeltas.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    info.localStateDelta = slots.map((slot) => ({
      address: encodeAddress(addresses[Number(slot)] ?? new Uint8Array(32)),
      delta: deltaList(ed.localDeltas!.get(slot)!),
    }));
  }
  if (ed.logs !== undefined && ed.logs.length > 0) info.logs = ed.logs.map(asBytes);
  if (ed.innerTxns !== undefined && ed.innerTxns.length > 0) {
    info.innerTxns = ed.innerTxns.map((inner: SignedTxnWithAD) => {
      const { stxn: innerStxn, applyData: innerAd } = splitApplyData(inner);
      return pendingInfo(innerStxn, { round: confirmedOf(info), applyData: innerAd });
    });
  }
}

function confirmedOf(info: PendingTransactionInfo): bigint {
  return info.confirmedRound ?? 0n;
}
