/**
 * The follower's replay over checks started ahead (replay.ts `startChecks`): a primary node makes a block of payment
 * groups, and a second ledger from the same genesis replays it. The block is accepted from its envelope and from
 * checks started beforehand; checks started under another consensus version are run again rather than trusted;
 * checks under the current version are used as they are (a failing one refuses the block with its reason).
 */
import test from 'ava';
import algosdk from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../../src/core/errors.js';
import { getMerkle } from '../../../src/native/index.js';
import { BlockReader } from '../../../src/service/algod/blocks.js';
import { loadOrCreateGenesis, openLedger } from '../../../src/service/algod/bootstrap.js';
import { replayBlock, startChecks, type ReplayDeps } from '../../../src/service/algod/follower/replay.js';
import type { Ledger } from '../../../src/service/algod/ledger.js';
import { AlgodNode } from '../../../src/service/algod/node.js';
import { Store } from '../../../src/store/store.js';
import { createGroupCheckService } from '../../../src/workers/group-check-service.js';
import { createSignatureService } from '../../../src/workers/signature-service.js';

const A = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(new Uint8Array(32).fill(9)));
const B = algosdk.generateAccount();

async function openAt(dir: string): Promise<{ store: Store; ledger: Ledger }> {
  const store = await Store.open(dir);
  const genesis = await loadOrCreateGenesis(store, {
    network: null,
    wallets: () => Promise.resolve([A.addr.toString()]),
  });
  return { store, ledger: await openLedger(store, genesis) };
}

type Fixture = { envelopes: Buffer[]; follower: Ledger; deps: ReplayDeps; close: () => Promise<void> };

/** A primary that made rounds 1–3 (a payment group each) and a follower ledger at round 0 of the same genesis. */
async function fixture(): Promise<Fixture> {
  const dirs = [mkdtempSync(join(tmpdir(), 'algorun-replay-p-')), mkdtempSync(join(tmpdir(), 'algorun-replay-f-'))];
  const primary = await openAt(dirs[0]!);
  const node = new AlgodNode({ ledger: primary.ledger, verifier: createSignatureService(), merkle: getMerkle() });
  await node.start();
  const latest = primary.ledger.latest;
  const sp: algosdk.SuggestedParams = {
    fee: 1000,
    flatFee: true,
    minFee: 1000,
    firstValid: 1,
    lastValid: 1000,
    genesisID: latest.genesisId!,
    genesisHash: latest.genesisHash!,
  };
  const pay = (amount: number): algosdk.Transaction =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: A.addr,
      receiver: B.addr,
      amount,
      suggestedParams: sp,
    });
  // Dev mode: each submitted group is its own block (rounds 1, 2, 3).
  const groups = [algosdk.assignGroupID([pay(200_000), pay(2)]), [pay(3)], algosdk.assignGroupID([pay(4), pay(5)])];
  for (const g of groups) await node.submit(Buffer.concat(g.map((txn) => txn.signTxn(A.sk))));
  const blocks = new BlockReader(primary.ledger);
  const envelopes = await Promise.all([1n, 2n, 3n].map((round) => blocks.envelope(round, false)));
  const follower = await openAt(dirs[1]!);
  const deps: ReplayDeps = { ledger: follower.ledger, checker: createGroupCheckService(), merkle: getMerkle() };
  return {
    envelopes,
    follower: follower.ledger,
    deps,
    close: async () => {
      node.close();
      await primary.store.close();
      await follower.store.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('blocks replay from their envelopes and from checks started beforehand alike', async (t) => {
  const f = await fixture();
  t.teardown(f.close);
  await f.follower.commit(await replayBlock(f.deps, f.envelopes[0]!));
  const ahead = startChecks(f.deps, f.envelopes[1]!);
  t.is(ahead.groups.length, 1);
  await f.follower.commit(await replayBlock(f.deps, ahead));
  await f.follower.commit(await replayBlock(f.deps, f.envelopes[2]!));
  t.is(f.follower.latestRound, 3n);
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
  t.is(f.follower.latestRound, 0n);
});

test('a block for another round is refused before its checks are looked at', async (t) => {
  const f = await fixture();
  t.teardown(f.close);
  const error = await t.throwsAsync(replayBlock(f.deps, startChecks(f.deps, f.envelopes[1]!)));
  t.is(error?.message, 'expected round 1, got 2');
});
