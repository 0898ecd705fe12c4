/**
 * Test fixture for the apply suites: a LedgerReader over plain Maps, a few fixed addresses, transactions built with
 * algosdk and decoded through our codec, and helpers to read balances and rejections.
 */
import algosdk from 'algosdk';
import type { ExecutionContext } from 'ava';
import type { AccountData } from '../../../../src/core/ledger/account.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import {
  addressKey,
  boxKey,
  StateOverlay,
  type Creatable,
  type LedgerReader,
} from '../../../../src/core/ledger/state.js';
import type { ApplyContext } from '../../../../src/core/ledger/apply/index.js';
import { DEFAULT_FEE_SINK, DEFAULT_REWARDS_POOL } from '../../../../src/core/crypto/accounts.js';
import { decodeTransaction } from '../../../../src/core/txn/transaction.js';
import type { Transaction } from '../../../../src/core/txn/types.js';

export class MemoryLedger implements LedgerReader {
  readonly accounts = new Map<string, AccountData>();
  readonly creatables = new Map<bigint, Creatable>();
  /** boxKey (state.ts) → contents */
  readonly boxes = new Map<string, Uint8Array>();
  counter = 1000n;

  account(address: Uint8Array): AccountData | undefined {
    return this.accounts.get(addressKey(address));
  }

  creatable(id: bigint): Creatable | undefined {
    return this.creatables.get(id);
  }

  txnCounter(): bigint {
    return this.counter;
  }

  box(appId: bigint, name: string): Uint8Array | undefined {
    return this.boxes.get(boxKey(appId, name));
  }

  set(address: Uint8Array, data: AccountData): this {
    this.accounts.set(addressKey(address), data);
    return this;
  }
}

/** A fixed, recognisable 32-byte address: every byte `n`. */
export const addr = (n: number): Buffer => Buffer.alloc(32, n);
export const text = (a: Uint8Array): string => new algosdk.Address(a).toString();
const sdk = (a: Uint8Array): algosdk.Address => new algosdk.Address(a);

export const ALICE = addr(1);
export const BOB = addr(2);
export const CAROL = addr(3);
export const FEE_SINK = DEFAULT_FEE_SINK;
export const ROUND = 10n;
export const ALGO = 1_000_000n;

export const ctx: ApplyContext = { params: V42, round: ROUND, feeSink: FEE_SINK, rewardsPool: DEFAULT_REWARDS_POOL };

/** A ledger with the fee sink at 100000 µA (as in the dev genesis) plus the given records. */
export function ledgerWith(...entries: [Uint8Array, AccountData][]): MemoryLedger {
  const ledger = new MemoryLedger().set(FEE_SINK, { microAlgos: 100_000n, status: 2 });
  for (const [address, data] of entries) ledger.set(address, data);
  return ledger;
}

export const overlay = (ledger: LedgerReader): StateOverlay => new StateOverlay(ledger);

export function params(fee = 1000n): algosdk.SuggestedParams {
  return { fee, flatFee: true, minFee: 1000n, firstValid: 1n, lastValid: 1001n, genesisHash: Buffer.alloc(32, 0xaa) };
}

/** Our model of an algosdk transaction (through its canonical bytes). */
export const fromSdk = (tx: algosdk.Transaction): Transaction =>
  decodeTransaction(algosdk.encodeUnsignedTransaction(tx));

export function pay(
  from: Uint8Array,
  to: Uint8Array,
  amount: bigint,
  extra: { fee?: bigint; close?: Uint8Array; rekey?: Uint8Array } = {},
): Transaction {
  return fromSdk(
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: sdk(from),
      receiver: sdk(to),
      amount,
      suggestedParams: params(extra.fee ?? 1000n),
      ...(extra.close ? { closeRemainderTo: sdk(extra.close) } : {}),
      ...(extra.rekey ? { rekeyTo: sdk(extra.rekey) } : {}),
    }),
  );
}

export const balance = (state: LedgerReader, a: Uint8Array): bigint => state.account(a)?.microAlgos ?? 0n;

export function totalAlgos(state: LedgerReader, addresses: readonly Uint8Array[]): bigint {
  return addresses.reduce((sum, a) => sum + balance(state, a), 0n);
}

/** Assert that `fn` throws ALGOD_TXN_REJECTED with exactly `message`. */
export function rejects(t: ExecutionContext, fn: () => unknown, message: string): void {
  const error = t.throws(fn);
  t.is((error as { code?: string } | undefined)?.code, 'ALGOD_TXN_REJECTED');
  t.is(error?.message, message);
}
