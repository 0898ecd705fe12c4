import test from 'ava';
import { applyTransaction } from '../../../../src/core/ledger/apply/index.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { ALGO, ALICE, BOB, CAROL, addr, ctx, ledgerWith, overlay, rejects, text } from './memory-ledger.js';
import { create, freeze, holding, optIn, run, transfer, type Roles } from './asset-fixture.js';

const DAVE = addr(4);
const ID = 1001n;

/** ALICE creates asset 1001 (supply 1000) with the given roles; BOB and CAROL are funded, not opted in. */
function setup(roles: Roles = { manager: ALICE, freeze: ALICE, clawback: ALICE }, defaultFrozen = false) {
  const state = overlay(
    ledgerWith(
      [ALICE, { microAlgos: 10n * ALGO }],
      [BOB, { microAlgos: 10n * ALGO }],
      [CAROL, { microAlgos: 10n * ALGO }],
      [DAVE, { microAlgos: 10n * ALGO }],
    ),
  );
  run(state, create(ALICE, 1000n, roles, defaultFrozen));
  return state;
}

const apply = (state: ReturnType<typeof setup>, txn: Transaction) => applyTransaction(state, { txn }, ctx);

function unitsConserved(state: ReturnType<typeof setup>): bigint {
  return [ALICE, BOB, CAROL, DAVE].reduce((sum, a) => sum + (holding(state, a, ID)?.amount ?? 0n), 0n);
}

test('opt-in creates an empty holding; repeating it changes nothing', (t) => {
  const state = setup();
  t.deepEqual(apply(state, optIn(BOB, ID)), {});
  t.deepEqual(holding(state, BOB, ID), {});
  apply(state, optIn(BOB, ID));
  t.deepEqual(holding(state, BOB, ID), {});
  t.is(state.account(BOB)?.assets?.size, 1);
});

test('opt-in takes the default frozen flag', (t) => {
  const state = setup({ freeze: ALICE }, true);
  apply(state, optIn(BOB, ID));
  t.deepEqual(holding(state, BOB, ID), { frozen: true });
});

test('opt-in to an unknown asset', (t) => {
  rejects(t, () => apply(setup(), optIn(BOB, 5n)), 'asset 5 does not exist or has been deleted');
});

test('transfer moves units; units are conserved', (t) => {
  const state = setup();
  run(state, optIn(BOB, ID), transfer(ALICE, BOB, ID, 300n), transfer(BOB, ALICE, ID, 100n));
  t.deepEqual(holding(state, ALICE, ID), { amount: 800n });
  t.deepEqual(holding(state, BOB, ID), { amount: 200n });
  t.is(unitsConserved(state), 1000n);
});

test('zero-unit transfer to an account that has not opted in succeeds and changes nothing', (t) => {
  const state = setup();
  apply(state, transfer(ALICE, BOB, ID, 0n));
  t.is(holding(state, BOB, ID), undefined);
});

const failing = test.macro((t, steps: (state: ReturnType<typeof setup>) => Transaction, message: string) => {
  const state = setup();
  rejects(t, () => apply(state, steps(state)), message);
});

test('sender not opted in', failing, () => transfer(BOB, ALICE, ID, 1n), `asset 1001 missing from ${text(BOB)}`);
test(
  'receiver not opted in',
  failing,
  () => transfer(ALICE, BOB, ID, 1n),
  `receiver error: must optin, asset 1001 missing from ${text(BOB)}`,
);
test(
  'more than held',
  failing,
  (s) => (run(s, optIn(BOB, ID)), transfer(ALICE, BOB, ID, 1001n)),
  'underflow on subtracting 1001 from sender amount 1000',
);
test(
  'frozen sender',
  failing,
  (s) => (
    run(s, optIn(BOB, ID), transfer(ALICE, BOB, ID, 5n), freeze(ALICE, BOB, ID, true)),
    transfer(BOB, ALICE, ID, 1n)
  ),
  `asset 1001 frozen in ${text(BOB)}`,
);
test(
  'frozen receiver',
  failing,
  (s) => (run(s, optIn(BOB, ID), freeze(ALICE, BOB, ID, true)), transfer(ALICE, BOB, ID, 1n)),
  'asset frozen in recipient',
);
test(
  'clawback by someone else',
  failing,
  (s) => (run(s, optIn(BOB, ID), transfer(ALICE, BOB, ID, 5n)), transfer(CAROL, ALICE, ID, 1n, { from: BOB })),
  `clawback not allowed: sender ${text(CAROL)}, clawback ${text(ALICE)}`,
);
test(
  'clawback cannot close',
  failing,
  (s) => (run(s, optIn(BOB, ID), optIn(CAROL, ID)), transfer(ALICE, ALICE, ID, 0n, { from: BOB, close: CAROL })),
  'cannot close asset by clawback',
);
test(
  'close-out by the creator',
  failing,
  (s) => (run(s, optIn(BOB, ID)), transfer(ALICE, BOB, ID, 0n, { close: BOB })),
  'cannot close asset ID in allocating account',
);
test(
  'close-out from an account without holdings',
  failing,
  () => transfer(BOB, ALICE, ID, 0n, { close: ALICE }),
  `cannot close asset holding on account ${text(BOB)} : account is not opted in asset 1001 `,
);
test(
  'close-out from an account holding other assets only',
  failing,
  (s) => (run(s, create(BOB, 1n)), transfer(BOB, ALICE, ID, 0n, { close: ALICE })),
  `asset 1001 not present in account ${text(BOB)}`,
);
test(
  'close-out to an account that has not opted in',
  failing,
  (s) => (run(s, optIn(BOB, ID), transfer(ALICE, BOB, ID, 5n)), transfer(BOB, BOB, ID, 0n, { close: CAROL })),
  `receiver error: must optin, asset 1001 missing from ${text(CAROL)}`,
);

test('receiver overflow (only reachable from an inconsistent ledger: supplies are uint64)', (t) => {
  const max = (1n << 64n) - 1n;
  const ledger = ledgerWith(
    [
      ALICE,
      { microAlgos: ALGO, assetParams: new Map([[7n, { total: max }]]), assets: new Map([[7n, { amount: 1n }]]) },
    ],
    [BOB, { microAlgos: ALGO, assets: new Map([[7n, { amount: max }]]) }],
  );
  ledger.creatables.set(7n, { kind: 'asset', creator: ALICE });
  rejects(
    t,
    () => apply(overlay(ledger), transfer(ALICE, BOB, 7n, 1n)),
    `overflow on adding 1 to receiver amount ${max}`,
  );
});

test('clawback moves units out of a frozen holding', (t) => {
  const state = setup();
  run(state, optIn(BOB, ID), optIn(CAROL, ID), transfer(ALICE, BOB, ID, 50n), freeze(ALICE, BOB, ID, true));
  run(state, freeze(ALICE, CAROL, ID, true));
  t.deepEqual(apply(state, transfer(ALICE, CAROL, ID, 20n, { from: BOB })), {});
  t.deepEqual(holding(state, BOB, ID), { amount: 30n, frozen: true });
  t.deepEqual(holding(state, CAROL, ID), { amount: 20n, frozen: true });
  t.is(unitsConserved(state), 1000n);
});

test('clawback: a zero amount to the target is not an opt-in', (t) => {
  const state = setup();
  apply(state, transfer(ALICE, BOB, ID, 0n, { from: BOB }));
  t.is(holding(state, BOB, ID), undefined);
});

test('close-out moves the remainder after the amount, records aca and removes the holding', (t) => {
  const state = setup();
  run(state, optIn(BOB, ID), optIn(CAROL, ID), optIn(DAVE, ID), transfer(ALICE, BOB, ID, 50n));
  const ad = apply(state, transfer(BOB, CAROL, ID, 10n, { close: DAVE }));
  t.deepEqual(ad, { assetClosingAmount: 40n });
  t.is(holding(state, BOB, ID), undefined);
  t.is(state.account(BOB)?.assets, undefined);
  t.deepEqual(holding(state, CAROL, ID), { amount: 10n });
  t.deepEqual(holding(state, DAVE, ID), { amount: 40n });
  t.is(unitsConserved(state), 1000n);
});

test('close-out of an empty holding records no aca', (t) => {
  const state = setup();
  run(state, optIn(BOB, ID));
  t.deepEqual(apply(state, transfer(BOB, BOB, ID, 0n, { close: ALICE })), {});
  t.is(holding(state, BOB, ID), undefined);
});

test('a frozen holding may close out to the creator only', (t) => {
  const state = setup();
  run(state, optIn(BOB, ID), optIn(CAROL, ID), transfer(ALICE, BOB, ID, 50n), freeze(ALICE, BOB, ID, true));
  rejects(t, () => apply(state, transfer(BOB, BOB, ID, 0n, { close: CAROL })), `asset 1001 frozen in ${text(BOB)}`);
  t.deepEqual(apply(state, transfer(BOB, BOB, ID, 0n, { close: ALICE })), { assetClosingAmount: 50n });
  t.deepEqual(holding(state, ALICE, ID), { amount: 1000n });
});

test('close-out to oneself', (t) => {
  const state = setup();
  run(state, optIn(BOB, ID), transfer(ALICE, BOB, ID, 5n));
  rejects(t, () => apply(state, transfer(BOB, BOB, ID, 0n, { close: BOB })), 'asset 1001 not zero (5) after closing');
});

test('freeze and unfreeze', (t) => {
  const state = setup({ freeze: CAROL });
  run(state, optIn(BOB, ID), transfer(ALICE, BOB, ID, 7n));
  t.deepEqual(apply(state, freeze(CAROL, BOB, ID, true)), {});
  t.deepEqual(holding(state, BOB, ID), { amount: 7n, frozen: true });
  apply(state, freeze(CAROL, BOB, ID, false));
  t.deepEqual(holding(state, BOB, ID), { amount: 7n });
  apply(state, freeze(CAROL, ALICE, ID, true));
  t.deepEqual(holding(state, ALICE, ID), { amount: 993n, frozen: true }, 'the creator may be frozen too');
});

test('freeze by someone else', (t) => {
  const state = setup({ freeze: CAROL });
  rejects(
    t,
    () => apply(state, freeze(ALICE, ALICE, ID, true)),
    `freeze not allowed: sender ${text(ALICE)}, freeze ${text(CAROL)}`,
  );
});

test('freeze when the asset has no freeze address', (t) => {
  const state = setup({});
  const zero = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
  rejects(
    t,
    () => apply(state, freeze(ALICE, ALICE, ID, true)),
    `freeze not allowed: sender ${text(ALICE)}, freeze ${zero}`,
  );
});

test('freeze an account that has not opted in', (t) => {
  rejects(t, () => apply(setup(), freeze(ALICE, BOB, ID, true)), 'asset not found in account');
});

test('freeze an unknown asset', (t) => {
  rejects(t, () => apply(setup(), freeze(ALICE, BOB, 9n, true)), 'asset 9 does not exist or has been deleted');
});
