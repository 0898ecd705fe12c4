/**
 * core `checkGroup` (the stateless half of a submission, on any thread) and the `txn-group-check-batch` task that
 * runs it on the pool: canonical bytes and TxIDs agree with algosdk, each failure carries its stage and upstream's
 * text, the task answers exactly what the inline check answers, and a precomputed payset entry is the one the
 * evaluator would encode.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { encodeMsgpack } from '../../../src/core/codec/msgpack.js';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { BlockEvaluator, type PreparedTxn } from '../../../src/core/ledger/evaluator.js';
import { checkGroup, SIGNATURE_FAILED, type CheckStage } from '../../../src/core/ledger/group-prepare.js';
import { packBytes, packedItem } from '../../../src/core/packed.js';
import { toSignedTxnInBlock } from '../../../src/core/txn/block.js';
import { signedTxnInBlockSchema } from '../../../src/core/txn/schemas.js';
import { run as checkBatch } from '../../../src/workers/tasks/txn-group-check-batch.js';
import { MemoryLedger } from './apply/memory-ledger.js';
import { account, GENESIS_HASH, sandnetCtx, sandnetParams } from './sandnet.js';

const ctx = sandnetCtx;
const A = account(1);
const B = account(2);
const sp = sandnetParams;
const pay = (from: algosdk.Account, to: algosdk.Account, amount: number): algosdk.Transaction =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from.addr,
    receiver: to.addr,
    amount,
    suggestedParams: sp,
  });

function pairBody(): { body: Uint8Array; txns: algosdk.Transaction[] } {
  const txns = algosdk.assignGroupID([pay(A, B, 1_000_000), pay(B, A, 5)]);
  return { body: Buffer.concat([txns[0]!.signTxn(A.sk), txns[1]!.signTxn(B.sk)]), txns };
}

test('a signed pair passes: canonical bytes and TxIDs as algosdk computes them, entries as the block encodes them', (t) => {
  const { body, txns } = pairBody();
  const checked = checkGroup(body, ctx);
  if (!checked.ok) return t.fail(checked.error.message);
  t.deepEqual(
    checked.txids.map((id) => Buffer.from(id).toString('hex')),
    txns.map((txn) => Buffer.from(txn.rawTxID()).toString('hex')),
  );
  t.deepEqual(
    checked.txnBytes.map((b) => Buffer.from(b).toString('hex')),
    txns.map((txn) => Buffer.from(algosdk.encodeUnsignedTransaction(txn)).toString('hex')),
  );
  checked.entries.forEach((entry, i) => {
    const expected = encodeMsgpack(signedTxnInBlockSchema, toSignedTxnInBlock(checked.stxns![i]!, ctx.header));
    t.deepEqual(entry, expected);
  });
});

const failures: readonly [string, () => Uint8Array, CheckStage, string][] = [
  ['garbage', () => new Uint8Array([0xc1, 2, 3]), 'decode', ''],
  [
    'an inconsistent group ID',
    () => {
      const [a] = algosdk.assignGroupID([pay(A, B, 1), pay(B, A, 2)]);
      return Buffer.concat([a!.signTxn(A.sk), pay(B, A, 2).signTxn(B.sk)]);
    },
    'stateless',
    'transactionGroup: inconsistent group values',
  ],
  [
    'a corrupted signature',
    () => {
      const body = Buffer.from(pay(A, B, 1).signTxn(A.sk));
      const at = body.indexOf(Buffer.from([0xa3, 0x73, 0x69, 0x67, 0xc4, 0x40])); // "sig": bin8 of 64
      body[at + 6 + 10]! ^= 1;
      return body;
    },
    'signature',
    SIGNATURE_FAILED,
  ],
];

for (const [label, body, stage, text] of failures) {
  test(`${label} fails at the ${stage} stage`, (t) => {
    const checked = checkGroup(body(), ctx);
    if (checked.ok) return t.fail('passed');
    t.is(checked.stage, stage);
    t.true(checked.error.message.startsWith(text), checked.error.message);
    if (stage !== 'decode') t.is(checked.error.code, 'ALGOD_TXN_REJECTED');
  });
}

test('the pool task answers what the inline check answers, group by group', (t) => {
  const bodies = [pairBody().body, ...failures.map(([, body]) => body()), pay(A, B, 7).signTxn(A.sk)];
  const result = checkBatch({
    bodies: packBytes(bodies),
    protocol: V42.version,
    feeSink: ctx.feeSink,
    rewardsPool: ctx.rewardsPool,
    genesisId: 'sandnet-v1',
    genesisHash: GENESIS_HASH,
  });
  if (!result.ok) return t.fail(result.error.message);
  const { failures: out, counts, txnBytes, txids, entries } = result.value;
  let k = 0;
  bodies.forEach((body, g) => {
    const inline = checkGroup(body, ctx);
    if (!inline.ok) {
      t.deepEqual(out[g], { stage: inline.stage, error: inline.error.toWire() });
      t.is(counts[g], 0);
      return;
    }
    t.is(out[g], null);
    t.is(counts[g], inline.txids.length);
    inline.txids.forEach((id, i) => {
      t.deepEqual(Buffer.from(txids.subarray((k + i) * 32, (k + i + 1) * 32)), id);
      t.deepEqual(Buffer.from(packedItem(txnBytes, k + i)), inline.txnBytes[i]);
      t.deepEqual(Buffer.from(packedItem(entries, k + i)), inline.entries[i]);
    });
    k += inline.txids.length;
  });
});

test('bad task input is a failure envelope, not a throw', (t) => {
  const r = checkBatch({ bodies: [], protocol: V42.version });
  t.false(r.ok);
  const unknown = checkBatch({
    bodies: packBytes([]),
    protocol: 'nope',
    feeSink: ctx.feeSink,
    rewardsPool: ctx.rewardsPool,
    genesisId: '',
    genesisHash: GENESIS_HASH,
  });
  t.false(unknown.ok);
});

/** An evaluator of round 5 over a ledger where A and B hold 10 Algos each, nothing committed before. */
function fundedEvaluator(): BlockEvaluator {
  const ledger = new MemoryLedger();
  ledger.set(A.addr.publicKey, { microAlgos: 10_000_000n });
  ledger.set(B.addr.publicKey, { microAlgos: 10_000_000n });
  return new BlockEvaluator(
    ledger,
    { isCommitted: () => false, leaseExpiry: () => undefined },
    {
      params: V42,
      round: 5n,
      header: ctx.header,
      feeSink: ctx.feeSink,
      rewardsPool: ctx.rewardsPool,
      latestTimestamp: 0n,
    },
  );
}

test('the evaluator encodes the precomputed entry itself, and takes the precomputed one for an empty ApplyData', (t) => {
  const { body } = pairBody();
  const checked = checkGroup(body, ctx);
  if (!checked.ok) return t.fail(checked.error.message);
  const evaluate = (withEntry: boolean): Buffer[] => {
    const evaluator = fundedEvaluator();
    const group: PreparedTxn[] = checked.stxns!.map((stxn, i) => {
      const prepared = { stxn, txnBytes: checked.txnBytes[i]!, txid: checked.txids[i]! };
      // A wrong entry proves which one the evaluator took.
      return withEntry ? { ...prepared, blockEntry: Buffer.from([0x80]) } : prepared;
    });
    return evaluator.addGroup(group).map((e) => e.entryBytes);
  };
  const encoded = evaluate(false);
  t.deepEqual(encoded, checked.entries as Buffer[]);
  // Payments have an empty ApplyData: the precomputed bytes are taken as they are.
  t.deepEqual(evaluate(true), [Buffer.from([0x80]), Buffer.from([0x80])]);
});

test('an evaluated transaction carries commitment leaves only for an entry taken precomputed', (t) => {
  const closing = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: A.addr,
    receiver: B.addr,
    amount: 1000,
    closeRemainderTo: B.addr,
    suggestedParams: sp,
  });
  const cases: [string, algosdk.Transaction, boolean][] = [
    ['a plain payment (empty ApplyData)', pay(A, B, 1000), true],
    ['a closing payment (its ApplyData holds the amount closed)', closing, false],
  ];
  for (const [name, txn, taken] of cases) {
    const checked = checkGroup(txn.signTxn(A.sk), ctx);
    if (!checked.ok) return t.fail(checked.error.message);
    const leaves = Buffer.alloc(128, 7);
    const prepared: PreparedTxn = {
      stxn: checked.stxns![0]!,
      txnBytes: checked.txnBytes[0]!,
      txid: checked.txids[0]!,
      blockEntry: checked.entries[0]!,
      blockLeaves: leaves,
    };
    const [evaluated] = fundedEvaluator().addGroup([prepared]);
    t.is(evaluated!.entryBytes === prepared.blockEntry, taken, name);
    t.is(evaluated!.entryLeaves, taken ? leaves : undefined, name);
  }
});
