/** Asset transactions built with algosdk and decoded with our codec, for the acfg/axfer/afrz suites. */
import algosdk from 'algosdk';
import type { StateOverlay } from '../../../../src/core/ledger/state.js';
import { applyTransaction } from '../../../../src/core/ledger/apply/index.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { ctx, fromSdk, params } from './memory-ledger.js';

const sdk = (a: Uint8Array): algosdk.Address => new algosdk.Address(a);

export interface Roles {
  manager?: Uint8Array;
  reserve?: Uint8Array;
  freeze?: Uint8Array;
  clawback?: Uint8Array;
}

function roles(r: Roles): Partial<Record<keyof Roles, algosdk.Address>> {
  const out: Partial<Record<keyof Roles, algosdk.Address>> = {};
  for (const key of ['manager', 'reserve', 'freeze', 'clawback'] as const) if (r[key]) out[key] = sdk(r[key]);
  return out;
}

export function create(sender: Uint8Array, total: bigint, r: Roles = {}, defaultFrozen = false): Transaction {
  return fromSdk(
    algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
      sender: sdk(sender),
      total,
      decimals: 2,
      defaultFrozen,
      unitName: 'UNIT',
      assetName: 'Asset',
      assetURL: 'https://example.com',
      assetMetadataHash: Buffer.alloc(32, 0x5a),
      ...roles(r),
      suggestedParams: params(),
    }),
  );
}

export function reconfigure(sender: Uint8Array, assetIndex: bigint, r: Roles): Transaction {
  return fromSdk(
    algosdk.makeAssetConfigTxnWithSuggestedParamsFromObject({
      sender: sdk(sender),
      assetIndex,
      ...roles(r),
      strictEmptyAddressChecking: false,
      suggestedParams: params(),
    }),
  );
}

export function destroy(sender: Uint8Array, assetIndex: bigint): Transaction {
  return fromSdk(
    algosdk.makeAssetDestroyTxnWithSuggestedParamsFromObject({
      sender: sdk(sender),
      assetIndex,
      suggestedParams: params(),
    }),
  );
}

export function transfer(
  sender: Uint8Array,
  receiver: Uint8Array,
  assetIndex: bigint,
  amount: bigint,
  extra: { close?: Uint8Array; from?: Uint8Array } = {},
): Transaction {
  return fromSdk(
    algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: sdk(sender),
      receiver: sdk(receiver),
      assetIndex,
      amount,
      ...(extra.close ? { closeRemainderTo: sdk(extra.close) } : {}),
      ...(extra.from ? { assetSender: sdk(extra.from) } : {}),
      suggestedParams: params(),
    }),
  );
}

export const optIn = (who: Uint8Array, assetIndex: bigint): Transaction => transfer(who, who, assetIndex, 0n);

export function freeze(sender: Uint8Array, target: Uint8Array, assetIndex: bigint, frozen: boolean): Transaction {
  return fromSdk(
    algosdk.makeAssetFreezeTxnWithSuggestedParamsFromObject({
      sender: sdk(sender),
      freezeTarget: sdk(target),
      assetIndex,
      frozen,
      suggestedParams: params(),
    }),
  );
}

/** Apply each transaction in turn (throws on the first rejection). */
export function run(state: StateOverlay, ...txns: Transaction[]): void {
  for (const txn of txns) applyTransaction(state, { txn }, ctx);
}

export const holding = (state: StateOverlay, who: Uint8Array, id: bigint) => state.account(who)?.assets?.get(id);
