import test from 'ava';
import { applyTransaction } from '../../../../src/core/ledger/apply/index.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { ALGO, ALICE, BOB, CAROL, ctx, ledgerWith, overlay, pay, rejects, text } from './memory-ledger.js';
import { create, destroy, holding, optIn, reconfigure, run, transfer } from './asset-fixture.js';

const funded = () => overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO }], [BOB, { microAlgos: 10n * ALGO }]));
const ZERO_TEXT = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

test('create: id = counter + 1, caid, params and an unfrozen creator holding of the supply', (t) => {
  const state = funded();
  const ad = applyTransaction(state, { txn: create(ALICE, 500n, { manager: ALICE, freeze: BOB }, true) }, ctx);
  t.deepEqual(ad, { configAsset: 1001n });
  t.is(state.txnCounter(), 1001n);
  const record = state.account(ALICE)!;
  t.deepEqual(record.assets, new Map([[1001n, { amount: 500n }]]), 'not frozen despite df');
  t.deepEqual(record.assetParams?.get(1001n), {
    total: 500n,
    decimals: 2,
    defaultFrozen: true,
    unitName: Buffer.from('UNIT'),
    assetName: Buffer.from('Asset'),
    url: Buffer.from('https://example.com'),
    metadataHash: Buffer.alloc(32, 0x5a),
    manager: ALICE,
    freeze: BOB,
  });
  t.deepEqual(state.creatable(1001n), { kind: 'asset', creator: ALICE });
  t.is(record.microAlgos, 10n * ALGO - 1000n);
});

test('ids follow the counter across transactions', (t) => {
  const state = funded();
  run(state, pay(ALICE, BOB, 1n));
  t.deepEqual(applyTransaction(state, { txn: create(BOB, 1n) }, ctx), { configAsset: 1002n });
  t.deepEqual(applyTransaction(state, { txn: create(BOB, 0n) }, ctx), { configAsset: 1003n });
  t.deepEqual(holding(state, BOB, 1003n), {}, 'a zero-supply asset still gives the creator a holding');
});

test('a stored param set is a private copy of the transaction bytes', (t) => {
  const state = funded();
  const txn = create(ALICE, 5n, { manager: ALICE });
  run(state, txn);
  (txn.assetParams!.manager as Buffer).fill(0);
  t.deepEqual(state.account(ALICE)?.assetParams?.get(1001n)?.manager, ALICE);
});

test('reconfigure changes only roles that are set; a cleared role stays cleared', (t) => {
  const state = funded();
  run(state, create(ALICE, 5n, { manager: ALICE, reserve: ALICE, freeze: ALICE }));
  run(state, reconfigure(ALICE, 1001n, { manager: BOB, reserve: CAROL, clawback: CAROL }));
  const params = state.account(ALICE)?.assetParams?.get(1001n);
  t.deepEqual(params?.manager, BOB);
  t.deepEqual(params?.reserve, CAROL);
  t.is(params?.freeze, undefined, 'freeze cleared (absent in the txn)');
  t.is(params?.clawback, undefined, 'clawback was clear and stays clear');
  t.is(params?.total, 5n);
  t.deepEqual(params?.unitName, Buffer.from('UNIT'));
});

test('reconfigure ignores every non-role field of apar', (t) => {
  const state = funded();
  run(state, create(ALICE, 5n, { manager: ALICE }));
  const txn: Transaction = { ...reconfigure(ALICE, 1001n, { manager: ALICE }) };
  txn.assetParams = { ...txn.assetParams, total: 99n, unitName: 'X', decimals: 7 };
  run(state, txn);
  const params = state.account(ALICE)?.assetParams?.get(1001n);
  t.is(params?.total, 5n);
  t.is(params?.decimals, 2);
});

test('only the manager reconfigures', (t) => {
  const state = funded();
  run(state, create(ALICE, 5n, { manager: ALICE }));
  rejects(
    t,
    () => applyTransaction(state, { txn: reconfigure(BOB, 1001n, { manager: BOB }) }, ctx),
    `this transaction should be issued by the manager. It is issued by ${text(BOB)}, manager key ${text(ALICE)}`,
  );
});

test('an asset without a manager can never be changed or destroyed', (t) => {
  const state = funded();
  run(state, create(ALICE, 5n));
  const message = `this transaction should be issued by the manager. It is issued by ${text(ALICE)}, manager key ${ZERO_TEXT}`;
  rejects(t, () => applyTransaction(state, { txn: destroy(ALICE, 1001n) }, ctx), message);
  rejects(t, () => applyTransaction(state, { txn: reconfigure(ALICE, 1001n, { manager: ALICE }) }, ctx), message);
});

test('unknown asset', (t) => {
  const state = funded();
  rejects(
    t,
    () => applyTransaction(state, { txn: destroy(ALICE, 77n) }, ctx),
    'asset 77 does not exist or has been deleted',
  );
});

test('an application id is not an asset', (t) => {
  const ledger = ledgerWith([ALICE, { microAlgos: 10n * ALGO }]);
  ledger.creatables.set(1001n, { kind: 'app', creator: ALICE });
  rejects(
    t,
    () => applyTransaction(overlay(ledger), { txn: destroy(ALICE, 1001n) }, ctx),
    'asset 1001 does not exist or has been deleted',
  );
});

test('a creatable whose creator lost the params', (t) => {
  const ledger = ledgerWith([ALICE, { microAlgos: 10n * ALGO }]);
  ledger.creatables.set(1001n, { kind: 'asset', creator: BOB });
  rejects(
    t,
    () => applyTransaction(overlay(ledger), { txn: destroy(ALICE, 1001n) }, ctx),
    `asset index 1001 not found in account ${text(BOB)}`,
  );
});

test('destroy removes params, holding and creatable when the creator holds everything', (t) => {
  const state = funded();
  run(state, create(ALICE, 5n, { manager: ALICE }), create(ALICE, 1n, { manager: ALICE }));
  run(state, destroy(ALICE, 1001n));
  const record = state.account(ALICE)!;
  t.deepEqual([...(record.assetParams?.keys() ?? [])], [1002n]);
  t.deepEqual([...(record.assets?.keys() ?? [])], [1002n]);
  t.is(state.creatable(1001n), undefined);
  t.true(state.changedCreatables().has(1001n));
  run(state, destroy(ALICE, 1002n));
  t.is(state.account(ALICE)?.assets, undefined, 'empty maps are dropped');
  t.is(state.account(ALICE)?.assetParams, undefined);
});

test('destroy needs the whole supply back with the creator; the manager need not be the creator', (t) => {
  const state = funded();
  run(state, create(ALICE, 5n, { manager: BOB }), optIn(BOB, 1001n), transfer(ALICE, BOB, 1001n, 2n));
  rejects(
    t,
    () => applyTransaction(state, { txn: destroy(BOB, 1001n) }, ctx),
    'cannot destroy asset: creator is holding only 3/5',
  );
  run(state, transfer(BOB, ALICE, 1001n, 2n), destroy(BOB, 1001n));
  t.is(state.creatable(1001n), undefined);
  t.deepEqual(holding(state, BOB, 1001n), {}, 'other holders keep their (empty) holding, as upstream');
});

test('destroyed asset ids are not reused', (t) => {
  const state = funded();
  run(state, create(ALICE, 5n, { manager: ALICE }), destroy(ALICE, 1001n));
  t.deepEqual(applyTransaction(state, { txn: create(ALICE, 5n) }, ctx), { configAsset: 1003n });
});
