import test from 'ava';
import algosdk from 'algosdk';
import { applyTransaction } from '../../../../src/core/ledger/apply/index.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { applyGroupTxn, newAppGroup } from '../../../../src/core/ledger/appl/group.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import {
  ALGO,
  ALICE,
  BOB,
  CAROL,
  FEE_SINK,
  ROUND,
  balance,
  ctx,
  fromSdk,
  ledgerWith,
  overlay,
  params,
  pay,
  rejects,
} from './memory-ledger.js';
import { create, destroy, freeze, optIn, run, transfer } from './asset-fixture.js';

test('rekey sets the authorizer; rekeying to oneself clears it', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  applyTransaction(state, { txn: pay(ALICE, BOB, 0n, { rekey: CAROL }) }, ctx);
  t.deepEqual(state.account(ALICE)?.authAddr, CAROL);
  applyTransaction(state, { txn: pay(ALICE, BOB, 0n, { rekey: ALICE }) }, ctx);
  t.false('authAddr' in state.account(ALICE)!);
  t.deepEqual(state.account(ALICE), { microAlgos: ALGO - 2000n });
});

test('rekey keeps a private copy of the address', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  const txn = pay(ALICE, BOB, 0n, { rekey: CAROL });
  applyTransaction(state, { txn }, ctx);
  (txn.rekeyTo as Buffer).fill(0);
  t.deepEqual(state.account(ALICE)?.authAddr, CAROL);
});

test('rekey then close leaves no record', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  applyTransaction(state, { txn: pay(ALICE, BOB, 0n, { rekey: CAROL, close: BOB }) }, ctx);
  t.is(state.account(ALICE), undefined);
});

test('rekey of an absent fee-0 sender creates a record (the evaluator then fails its min balance)', (t) => {
  const state = overlay(ledgerWith());
  applyTransaction(state, { txn: pay(CAROL, CAROL, 0n, { fee: 0n, rekey: BOB }) }, ctx);
  t.deepEqual(state.account(CAROL), { authAddr: BOB });
});

test('the fee sink may pay its own fee', (t) => {
  const state = overlay(ledgerWith());
  applyTransaction(state, { txn: pay(FEE_SINK, FEE_SINK, 0n) }, ctx);
  t.is(balance(state, FEE_SINK), 100_000n);
});

const unsupported = test.macro((t, txn: Transaction, message: string) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  rejects(t, () => applyTransaction(state, { txn }, ctx), message);
  t.is(state.txnCounter(), 1000n, 'the counter moves only on success');
});
const appCall = fromSdk(
  algosdk.makeApplicationNoOpTxnFromObject({
    sender: new algosdk.Address(ALICE),
    appIndex: 5n,
    suggestedParams: params(),
  }),
);
test('appl: a call of a missing app through its group fails with upstream text', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  const group = newAppGroup({
    params: V42,
    txns: [{ txn: appCall }],
    round: ROUND,
    latestTimestamp: 0n,
    genesisHash: new Uint8Array(32),
    specials: { feeSink: FEE_SINK, rewardsPool: FEE_SINK },
    state,
  });
  rejects(t, () => applyGroupTxn(group, 0), 'only ClearState is supported for an application (5) that does not exist');
  t.is(state.txnCounter(), 1000n, 'the counter moves only on success');
});
test('appl without its group is a programming error', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  t.throws(() => applyTransaction(state, { txn: appCall }, ctx), { message: /applied without its group/ });
});
test('stpf', unsupported, { type: 'stpf', sender: ALICE }, 'state proof transactions are not supported by this node');
test(
  'hb',
  unsupported,
  { type: 'hb', sender: ALICE, heartbeat: {} },
  'heartbeat transactions are not supported by this node',
);
test('unknown type', unsupported, { ...pay(ALICE, BOB, 0n), type: 'xyz' as 'pay' }, 'unknown transaction type xyz');

test('an unaffordable fee is an overspend before any type check', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 999n }]));
  const error = t.throws(() => applyTransaction(state, { txn: appCall }, ctx));
  t.regex(error!.message, /^overspend \(account .* tried to spend 1mA\)$/);
});

test('autoHeartbeat: an online, incentive-eligible account whose balance doubles gets LastHeartbeat = round + 320', (t) => {
  const record = { microAlgos: 10n * ALGO, status: 1, incentiveEligible: true, lastHeartbeat: 1n };
  const state = overlay(ledgerWith([ALICE, { microAlgos: 100n * ALGO }], [BOB, record]));
  applyTransaction(state, { txn: pay(ALICE, BOB, 10n * ALGO - 1n) }, ctx);
  t.is(state.account(BOB)?.lastHeartbeat, 1n, 'just under double');
  applyTransaction(state, { txn: pay(ALICE, BOB, 1n) }, ctx);
  t.is(state.account(BOB)?.lastHeartbeat, 1n, 'relative to the balance before this move');
  const fresh = overlay(ledgerWith([ALICE, { microAlgos: 100n * ALGO }], [BOB, record]));
  applyTransaction(fresh, { txn: pay(ALICE, BOB, 10n * ALGO) }, ctx);
  t.is(fresh.account(BOB)?.lastHeartbeat, ROUND + V42.balanceLookback);
});

test('autoHeartbeat needs both Online and IncentiveEligible', (t) => {
  for (const record of [
    { microAlgos: ALGO, status: 1 },
    { microAlgos: ALGO, incentiveEligible: true },
  ]) {
    const state = overlay(ledgerWith([ALICE, { microAlgos: 100n * ALGO }], [BOB, record]));
    applyTransaction(state, { txn: pay(ALICE, BOB, 5n * ALGO) }, ctx);
    t.is(state.account(BOB)?.lastHeartbeat, undefined);
  }
});

test('ApplyData never carries rewards fields', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 5n * ALGO }]));
  const ad = applyTransaction(state, { txn: pay(ALICE, BOB, ALGO, { close: CAROL }) }, ctx);
  t.deepEqual(Object.keys(ad), ['closingAmount']);
});

test('µAlgos are conserved over a mixed sequence (fees land in the fee sink)', (t) => {
  const everyone = [ALICE, BOB, CAROL, FEE_SINK];
  const ledger = ledgerWith([ALICE, { microAlgos: 50n * ALGO }], [BOB, { microAlgos: 5n * ALGO }]);
  const state = overlay(ledger);
  const sum = (r: typeof state | typeof ledger) => everyone.reduce((s, a) => s + balance(r, a), 0n);
  run(
    state,
    pay(ALICE, CAROL, 3n * ALGO),
    create(ALICE, 10n, { manager: ALICE, freeze: ALICE }),
    optIn(CAROL, 1002n),
    transfer(ALICE, CAROL, 1002n, 4n),
    freeze(ALICE, CAROL, 1002n, true),
    freeze(ALICE, CAROL, 1002n, false),
    transfer(CAROL, ALICE, 1002n, 0n, { close: ALICE }),
    destroy(ALICE, 1002n),
    pay(CAROL, BOB, ALGO, { close: ALICE, rekey: BOB }),
  );
  t.is(sum(state), sum(ledger));
  t.is(balance(state, FEE_SINK), 100_000n + 9n * 1000n);
  t.is(state.account(CAROL), undefined);
  t.is(state.txnCounter(), 1009n);
});
