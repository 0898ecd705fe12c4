import test from 'ava';
import algosdk from 'algosdk';
import { applyTransaction } from '../../../../src/core/ledger/apply/index.js';
import type { AccountData } from '../../../../src/core/ledger/account.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import type { Transaction } from '../../../../src/core/txn/types.js';
import { ALGO, ALICE, ROUND, ctx, fromSdk, ledgerWith, overlay, params, rejects, text } from './memory-ledger.js';

const VOTE = Buffer.alloc(32, 0x11);
const SEL = Buffer.alloc(32, 0x22);
const SPRF = Buffer.alloc(64, 0x33);

function online(voteFirst: bigint, voteLast: bigint, fee = 1000n): Transaction {
  return fromSdk(
    algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: new algosdk.Address(ALICE),
      voteKey: VOTE,
      selectionKey: SEL,
      stateProofKey: SPRF,
      voteFirst,
      voteLast,
      voteKeyDilution: 100n,
      suggestedParams: params(fee),
    }),
  );
}

function offline(nonParticipation = false): Transaction {
  return fromSdk(
    algosdk.makeKeyRegistrationTxnWithSuggestedParamsFromObject({
      sender: new algosdk.Address(ALICE),
      nonParticipation,
      suggestedParams: params(),
    }),
  );
}

const ONLINE_RECORD: AccountData = {
  microAlgos: 10n * ALGO,
  status: 1,
  voteId: Buffer.alloc(32, 9),
  selectionId: Buffer.alloc(32, 8),
  stateProofId: Buffer.alloc(64, 7),
  voteFirstValid: 1n,
  voteLastValid: 30_000n,
  voteKeyDilution: 10_000n,
  lastHeartbeat: 5n,
  incentiveEligible: true,
};

test('going online records keys, rounds, dilution and LastHeartbeat = round + 320', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO }]));
  t.deepEqual(applyTransaction(state, { txn: online(ROUND, ROUND + 1000n) }, ctx), {});
  t.deepEqual(state.account(ALICE), {
    microAlgos: 10n * ALGO - 1000n,
    status: 1,
    voteId: VOTE,
    selectionId: SEL,
    stateProofId: SPRF,
    voteFirstValid: ROUND,
    voteLastValid: ROUND + 1000n,
    voteKeyDilution: 100n,
    lastHeartbeat: ROUND + V42.balanceLookback,
  });
});

test('a fee of at least 2 Algos makes the account incentive-eligible', (t) => {
  const below = overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO }]));
  applyTransaction(below, { txn: online(1n, 2000n, 2n * ALGO - 1n) }, ctx);
  t.is(below.account(ALICE)?.incentiveEligible, undefined);
  const at = overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO }]));
  applyTransaction(at, { txn: online(1n, 2000n, 2n * ALGO) }, ctx);
  t.true(at.account(ALICE)?.incentiveEligible);
});

test('going offline clears keys and rounds, keeps LastHeartbeat and IncentiveEligible', (t) => {
  const state = overlay(ledgerWith([ALICE, ONLINE_RECORD]));
  applyTransaction(state, { txn: offline() }, ctx);
  t.deepEqual(state.account(ALICE), { microAlgos: 10n * ALGO - 1000n, lastHeartbeat: 5n, incentiveEligible: true });
});

test('nonparticipation marks the account NotParticipating', (t) => {
  const state = overlay(ledgerWith([ALICE, ONLINE_RECORD]));
  applyTransaction(state, { txn: offline(true) }, ctx);
  t.is(state.account(ALICE)?.status, 2);
  t.is(state.account(ALICE)?.voteId, undefined);
  t.is(state.account(ALICE)?.voteLastValid, undefined);
});

test('a vote key without a selection key is an offline registration that records the vote key', (t) => {
  const txn: Transaction = { ...offline(), voteKey: VOTE };
  const state = overlay(ledgerWith([ALICE, ONLINE_RECORD]));
  applyTransaction(state, { txn }, ctx);
  t.is(state.account(ALICE)?.status, undefined);
  t.deepEqual(state.account(ALICE)?.voteId, VOTE);
});

test('a NotParticipating account cannot change status', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO, status: 2 }]));
  for (const txn of [offline(), online(1n, 2000n)]) {
    rejects(
      t,
      () => applyTransaction(state, { txn }, ctx),
      `cannot change online/offline status of non-participating account ${text(ALICE)}`,
    );
  }
});

const badRounds = test.macro((t, voteFirst: bigint, voteLast: bigint, message: string) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO }]));
  rejects(t, () => applyTransaction(state, { txn: online(voteFirst, voteLast) }, ctx), message);
});
const PAST = 'transaction tries to mark an account as online with last voting round in the past';
const FUTURE = 'transaction tries to mark an account as online with first voting round beyond the next voting round';
test('last voting round equal to the round', badRounds, 1n, ROUND, PAST);
test('last voting round before the round', badRounds, 1n, ROUND - 1n, PAST);
test('first voting round two rounds ahead', badRounds, ROUND + 2n, ROUND + 100n, FUTURE);

test('first voting round = round + 1 and last = round + 1 are the limits', (t) => {
  const state = overlay(ledgerWith([ALICE, { microAlgos: 10n * ALGO }]));
  applyTransaction(state, { txn: online(ROUND + 1n, ROUND + 1n) }, ctx);
  t.is(state.account(ALICE)?.status, 1);
});
