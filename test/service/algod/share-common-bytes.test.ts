/**
 * shareCommonBytes: a decoded group's transactions end up pointing at one Buffer for the genesis hash (the
 * context's, when equal) and one for the group id (the first transaction's, when equal); unequal bytes keep their
 * own, and the bytes seen through every transaction are unchanged.
 */
import test from 'ava';
import algosdk from 'algosdk';
import type { PreparedTxn } from '../../../src/core/ledger/evaluator.js';
import { decodeSignedTxnGroup } from '../../../src/core/txn/signed.js';
import { shareCommonBytes } from '../../../src/service/algod/submission.js';
import { account, sandnetParams } from '../../core/ledger/sandnet.js';

const FROM = account(3);
const TO = account(4);

function decoded(txns: algosdk.Transaction[]): PreparedTxn[] {
  const body = Buffer.concat(txns.map((txn) => txn.signTxn(FROM.sk)));
  return decodeSignedTxnGroup(body, 16).map((stxn) => ({ stxn, txnBytes: Buffer.alloc(0), txid: Buffer.alloc(32) }));
}

const pay = (amount: number, genesisHash: Uint8Array = sandnetParams.genesisHash!): algosdk.Transaction =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: FROM.addr,
    receiver: TO.addr,
    amount,
    suggestedParams: { ...sandnetParams, genesisHash },
  });

test('a group shares one genesis hash and one group id; other bytes keep their own', (t) => {
  const genesisHash = Buffer.from(sandnetParams.genesisHash!);
  const txns = [pay(1), pay(2), pay(3)];
  algosdk.assignGroupID(txns);
  const group = decoded(txns);
  t.not(group[1]!.stxn.txn!.genesisHash, group[0]!.stxn.txn!.genesisHash, 'decoded: a view each');
  const before = group.map((p) => [Buffer.from(p.stxn.txn!.genesisHash!), Buffer.from(p.stxn.txn!.group!)]);
  shareCommonBytes(group, genesisHash);
  for (const [i, { stxn }] of group.entries()) {
    t.is(stxn.txn!.genesisHash, genesisHash);
    t.is(stxn.txn!.group, group[0]!.stxn.txn!.group);
    t.deepEqual([Buffer.from(stxn.txn!.genesisHash!), Buffer.from(stxn.txn!.group!)], before[i]);
  }
});

test("another network's genesis hash, and a lone transaction without a group id, are left as they are", (t) => {
  const other = new Uint8Array(32).fill(7);
  const [lone] = decoded([pay(5, other)]);
  const own = lone!.stxn.txn!.genesisHash;
  shareCommonBytes([lone!], Buffer.from(sandnetParams.genesisHash!));
  t.is(lone!.stxn.txn!.genesisHash, own);
  t.deepEqual(Buffer.from(own!), Buffer.from(other));
  t.is(lone!.stxn.txn!.group, undefined);
});
