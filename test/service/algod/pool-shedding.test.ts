/**
 * A node whose pool cannot take a group refuses it before the group check (load shedding): the check never runs
 * for it, the answer is upstream's capacity message, and what the pool held is kept. A body that does not parse
 * still gets its own decode error, and a group that fits is still admitted.
 */
import test from 'ava';
import algosdk from 'algosdk';
import type { AppError } from '../../../src/core/errors.js';
import { getMerkle } from '../../../src/native/index.js';
import { loadOrCreateGenesis, openLedger } from '../../../src/service/algod/bootstrap.js';
import { AlgodNode } from '../../../src/service/algod/node.js';
import { createSignatureService } from '../../../src/workers/signature-service.js';
import { account, sandnetParams } from '../../core/ledger/sandnet.js';
import { tempStore } from '../../helpers/temp-store.js';

const FUNDED = account(9);
const PAYEE = account(10);
const CAPACITY = 3;

test('a full pool refuses a group before checking it; a body that does not parse keeps its own error', async (t) => {
  const store = await tempStore(t);
  const genesis = await loadOrCreateGenesis(store, {
    network: null,
    wallets: () => Promise.resolve([FUNDED.addr.toString()]),
  });
  const ledger = await openLedger(store, genesis);
  // An interval long enough that no block is made during the test: the pool only fills.
  const node = new AlgodNode({
    ledger,
    verifier: createSignatureService(),
    merkle: getMerkle(),
    blockIntervalMs: 3_600_000,
    poolCapacity: CAPACITY,
  });
  await node.start();
  t.teardown(() => node.close());
  const latest = ledger.latest;
  const suggestedParams = { ...sandnetParams, genesisID: latest.genesisId!, genesisHash: latest.genesisHash! };
  const pay = (amount: number): algosdk.Transaction =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: FUNDED.addr,
      receiver: PAYEE.addr,
      amount,
      suggestedParams,
    });
  const signed = (...txns: algosdk.Transaction[]): Buffer => {
    if (txns.length > 1) algosdk.assignGroupID(txns);
    return Buffer.concat(txns.map((txn) => txn.signTxn(FUNDED.sk)));
  };
  let checks = 0;
  const check = node.checker.check.bind(node.checker);
  node.checker.check = (body, ctx) => {
    checks++;
    return check(body, ctx);
  };
  const capacityMessage = 'TransactionPool.checkPendingQueueSize: transaction pool has reached capacity';

  await node.submit(signed(pay(1_000_000), pay(1_000_001)));
  t.is(node.pool.size, 2);
  t.is(checks, 1);
  // One slot left: a group of two is refused unchecked, a group of one is admitted.
  const two = await t.throwsAsync(node.submit(signed(pay(1_000_002), pay(1_000_003))));
  t.is((two as AppError).code, 'ALGOD_TXN_REJECTED');
  t.is(two!.message, capacityMessage);
  t.is(checks, 1, 'refused before the check');
  await node.submit(signed(pay(1_000_004)));
  t.is(node.pool.size, CAPACITY);
  t.is(checks, 2);
  // Full: a valid group, and one whose signature is wrong, both hear of the capacity without a check.
  const valid = await t.throwsAsync(node.submit(signed(pay(1_000_005))));
  t.is(valid!.message, capacityMessage);
  const forged = Buffer.from(pay(1_000_006).signTxn(PAYEE.sk));
  const refusedForged = await t.throwsAsync(node.submit(forged));
  t.is(refusedForged!.message, capacityMessage);
  t.is(checks, 2);
  // A body that does not parse is not counted: the check decodes it and refuses it for what it is.
  const truncated = signed(pay(1_000_007));
  const broken = await t.throwsAsync(node.submit(truncated.subarray(0, truncated.length - 3)));
  t.is((broken as AppError).code, 'CORE_MSGPACK_DECODE');
  t.is(checks, 3);
  t.is(node.pool.size, CAPACITY, 'nothing refused changed the pool');
});
