/**
 * The follower's replay over checks started ahead (replay.ts `startChecks`): a primary node makes a block of payment
 * groups, and a second ledger from the same genesis replays it. The block is accepted from its envelope and from
 * checks started beforehand; checks started under another consensus version are run again rather than trusted;
 * checks under the current version are used as they are (a failing one refuses the block with its reason).
 */
import test from 'ava';
import algosdk from 'algosdk';
import { AppError } from '../../../src/core/errors.js';
import { replayBlock, startChecks } from '../../../src/service/algod/follower/replay.js';
import { FUNDED, replayFixture, type ReplayFixture } from './replay-fixture.js';

/** A primary that made rounds 1–3 (a payment group each) and a follower ledger at round 0 of the same genesis. */
const fixture = (): Promise<ReplayFixture> =>
  replayFixture(({ pay, sign }) =>
    [
      algosdk.assignGroupID([pay(FUNDED.addr, 200_000), pay(FUNDED.addr, 2)]),
      [pay(FUNDED.addr, 3)],
      algosdk.assignGroupID([pay(FUNDED.addr, 4), pay(FUNDED.addr, 5)]),
    ].map((g) => Buffer.concat(g.map((txn) => sign(txn)))),
  );

test('blocks replay from their envelopes and from checks started beforehand alike', async (t) => {
  const f = await fixture();
  t.teardown(f.close);
  await f.ledger.commit(await replayBlock(f.deps, f.envelopes[0]!));
  const ahead = startChecks(f.deps, f.envelopes[1]!);
  t.is(ahead.groups.length, 1);
  await f.ledger.commit(await replayBlock(f.deps, ahead));
  await f.ledger.commit(await replayBlock(f.deps, f.envelopes[2]!));
  t.is(f.ledger.latestRound, 3n);
});

test('checks started under another consensus version are run again, not trusted', async (t) => {
  const f = await fixture();
  t.teardown(f.close);
  const checking = startChecks(f.deps, f.envelopes[0]!);
  const wrong = Promise.resolve(new AppError('ALGOD_TXN_REJECTED', 'checked under the old protocol'));
  const stale = { ...checking, version: 'an-older-protocol', checks: checking.checks.map(() => wrong) };
  const block = await replayBlock(f.deps, stale);
  t.is(block.header.round, 1n);
});

test('checks under the current version are used as given: a failing one refuses the block with its reason', async (t) => {
  const f = await fixture();
  t.teardown(f.close);
  const checking = startChecks(f.deps, f.envelopes[0]!);
  const failing = Promise.resolve(new AppError('ALGOD_TXN_REJECTED', 'no good'));
  const error = await t.throwsAsync(replayBlock(f.deps, { ...checking, checks: checking.checks.map(() => failing) }));
  t.is(error?.message, 'round 1: no good');
  t.is(f.ledger.latestRound, 0n);
});

test('a block for another round is refused before its checks are looked at', async (t) => {
  const f = await fixture();
  t.teardown(f.close);
  const error = await t.throwsAsync(replayBlock(f.deps, startChecks(f.deps, f.envelopes[1]!)));
  t.is(error?.message, 'expected round 1, got 2');
});
