import test from 'ava';
import { applyTransaction } from '../../../../src/core/ledger/apply/index.js';
import type { AccountData } from '../../../../src/core/ledger/account.js';
import { formatAccountDump } from '../../../../src/core/ledger/apply/account-dump.js';
import { addressKey } from '../../../../src/core/ledger/state.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import {
  ALGO,
  ALICE,
  BOB,
  CAROL,
  FEE_SINK,
  addr,
  balance,
  ctx,
  ledgerWith,
  overlay,
  pay,
  rejects,
  text,
  totalAlgos,
} from './memory-ledger.js';

const EVERYONE = [ALICE, BOB, CAROL, FEE_SINK];

test('payment moves the amount and the fee; balances are conserved', (t) => {
  const ledger = ledgerWith([ALICE, { microAlgos: 10n * ALGO }], [BOB, { microAlgos: ALGO }]);
  const state = overlay(ledger);
  const ad = applyTransaction(state, { txn: pay(ALICE, BOB, 2n * ALGO) }, ctx);
  t.deepEqual(ad, {});
  t.is(balance(state, ALICE), 8n * ALGO - 1000n);
  t.is(balance(state, BOB), 3n * ALGO);
  t.is(balance(state, FEE_SINK), 101_000n);
  t.is(totalAlgos(state, EVERYONE), totalAlgos(ledger, EVERYONE));
  t.is(state.txnCounter(), 1001n);
  t.is(balance(ledger, ALICE), 10n * ALGO, 'the base ledger is untouched');
});

test('payment creates the receiver record', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  applyTransaction(state, { txn: pay(ALICE, CAROL, 200_000n) }, ctx);
  t.deepEqual(state.account(CAROL), { microAlgos: 200_000n });
});

test('self-payment costs only the fee', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  applyTransaction(state, { txn: pay(ALICE, ALICE, 500_000n) }, ctx);
  t.is(balance(state, ALICE), ALGO - 1000n);
});

test('zero payment to the zero address moves nothing but the fee', (t) => {
  const txn: Transaction = { ...pay(ALICE, BOB, 0n) };
  delete txn.receiver;
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  applyTransaction(state, { txn }, ctx);
  t.is(state.account(addr(0)), undefined);
  t.is(balance(state, ALICE), ALGO - 1000n);
});

const overspendText = (who: Uint8Array, data: AccountData | undefined, tried: string): string =>
  `overspend (account ${text(who)}, data ${formatAccountDump(data)}, tried to spend ${tried})`;

test('overspend on the amount names the account after the fee and the amount tried', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 91_000n }]));
  const expected = overspendText(ALICE, { microAlgos: 90_000n }, '100.100mA');
  t.regex(expected, /MicroAlgos:90mA /);
  rejects(t, () => applyTransaction(state, { txn: pay(ALICE, BOB, 100_100n) }, ctx), expected);
});

test('overspend on the fee of an absent sender', (t) => {
  const state = overlay(ledgerWith());
  rejects(t, () => applyTransaction(state, { txn: pay(CAROL, BOB, 0n) }, ctx), overspendText(CAROL, undefined, '1mA'));
});

test('overspend text prints the whole record (assets, auth address)', (t) => {
  const data: AccountData = { microAlgos: 500n, authAddr: BOB, assets: new Map([[7n, { amount: 1n }]]) };
  const state = overlay(ledgerWith([ALICE, data]));
  const error = t.throws(() => applyTransaction(state, { txn: pay(ALICE, BOB, 0n) }, ctx));
  t.is(error?.message, overspendText(ALICE, data, '1mA'));
  t.regex(error!.message, new RegExp(`AuthAddr:${text(BOB)} .* TotalAssets:1 `));
});

test('UnfundedSenders: a fee-0 txn from an absent account writes nothing', (t) => {
  const state = overlay(ledgerWith([BOB, { microAlgos: ALGO - 1n }]));
  applyTransaction(state, { txn: pay(CAROL, BOB, 0n, { fee: 0n }) }, ctx);
  t.deepEqual([...state.touched()], [], 'neither side holds a reward unit');
  t.is(state.account(CAROL), undefined);
  t.is(state.txnCounter(), 1001n);
});

test('a zero move from an account holding at least 1 Algo still writes (touches) it', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: ALGO }]));
  applyTransaction(state, { txn: pay(ALICE, ALICE, 0n, { fee: 0n }) }, ctx);
  t.deepEqual([...state.touched()].length, 1);
  t.is(balance(state, ALICE), ALGO);
});

test('receiver overflow', (t) => {
  const max = (1n << 64n) - 1n;
  const state = overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO }], [BOB, { microAlgos: max - 5n }]));
  rejects(
    t,
    () => applyTransaction(state, { txn: pay(ALICE, BOB, 6n) }, ctx),
    `balance overflow (account ${text(BOB)}, data ${formatAccountDump({ microAlgos: max - 5n })}, was going to receive 6uA)`,
  );
});

test('close-to drains the sender, records ca and deletes the record', (t) => {
  const ledger = ledgerWith([ALICE, { microAlgos: 5n * ALGO, authAddr: CAROL, status: 1, voteKeyDilution: 3n }]);
  const state = overlay(ledger);
  const ad = applyTransaction(state, { txn: pay(ALICE, BOB, ALGO, { close: CAROL }) }, ctx);
  t.deepEqual(ad, { closingAmount: 4n * ALGO - 1000n });
  t.is(state.account(ALICE), undefined);
  t.is(balance(state, BOB), ALGO);
  t.is(balance(state, CAROL), 4n * ALGO - 1000n);
  t.is(totalAlgos(state, EVERYONE), totalAlgos(ledger, EVERYONE));
  const changes = state.changedAccounts();
  t.true(changes.has(addressKey(ALICE)) && changes.get(addressKey(ALICE)) === undefined, 'recorded as a deletion');
});

test('close-to the receiver itself', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 3n * ALGO }]));
  const ad = applyTransaction(state, { txn: pay(ALICE, BOB, ALGO, { close: BOB }) }, ctx);
  t.is(ad.closingAmount, 2n * ALGO - 1000n);
  t.is(balance(state, BOB), 3n * ALGO - 1000n);
});

test('close-to with exactly the fee left records no ca', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 1000n }]));
  const ad = applyTransaction(state, { txn: pay(ALICE, BOB, 0n, { close: BOB }) }, ctx);
  t.deepEqual(ad, {});
  t.is(state.account(ALICE), undefined);
});

const blocked = test.macro((t, record: AccountData, message: string) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 5n * ALGO, ...record }]));
  rejects(t, () => applyTransaction(state, { txn: pay(ALICE, BOB, 0n, { close: CAROL }) }, ctx), message);
});
test(
  'close blocked by holdings',
  blocked,
  {
    assets: new Map([
      [1n, {}],
      [2n, {}],
    ]),
  },
  'cannot close: 2 outstanding assets',
);
test(
  'close blocked by created assets',
  blocked,
  { assetParams: new Map([[1n, {}]]) },
  'cannot close: 1 outstanding created assets',
);
test(
  'close blocked by opted-in apps',
  blocked,
  { appLocalStates: new Map([[1n, {}]]) },
  'cannot close: 1 outstanding applications opted in. Please opt out or clear them',
);
test('close blocked by boxes', blocked, { totalBoxes: 3n, totalBoxBytes: 10n }, 'cannot close: 3 outstanding boxes');
test('close blocked by box bytes', blocked, { totalBoxBytes: 10n }, 'cannot close: 10 outstanding box bytes');
test(
  'close blocked by created apps',
  blocked,
  { appParams: new Map([[1n, {}]]) },
  'cannot close: 1 outstanding created applications',
);

test('close to the sender itself leaves a balance', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 2n * ALGO }]));
  const txn = { ...pay(ALICE, BOB, 0n), closeRemainderTo: ALICE };
  rejects(
    t,
    () => applyTransaction(state, { txn }, ctx),
    `balance ${2n * ALGO - 1000n} still not zero after CloseRemainderTo`,
  );
});
