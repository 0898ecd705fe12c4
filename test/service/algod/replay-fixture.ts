/**
 * Test helper (not a test file) for the follower replay tests: a dev-mode primary node that admitted the groups a
 * test builds on its chain (each its own block: rounds 1, 2, …) and a follower ledger at round 0 of the same
 * genesis, with the replay's dependencies over it. FUNDED holds the genesis funds; payments go to PAYEE unless told.
 */
import algosdk from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMerkle } from '../../../src/native/index.js';
import { BlockReader } from '../../../src/service/algod/blocks.js';
import { loadOrCreateGenesis, openLedger } from '../../../src/service/algod/bootstrap.js';
import type { ReplayDeps } from '../../../src/service/algod/follower/replay.js';
import type { Ledger } from '../../../src/service/algod/ledger.js';
import { AlgodNode } from '../../../src/service/algod/node.js';
import { Store } from '../../../src/store/store.js';
import { createGroupCheckService } from '../../../src/workers/group-check-service.js';
import { createSignatureService } from '../../../src/workers/signature-service.js';
import { account, sandnetParams } from '../../core/ledger/sandnet.js';

export const FUNDED = account(9);
export const PAYEE = account(10);

/** Transactions on the primary's chain, and their signed bodies (by FUNDED, or by a logic sig). */
export interface ChainTxns {
  pay(sender: algosdk.Address | string, amount: number, receiver?: algosdk.Address): algosdk.Transaction;
  sign(txn: algosdk.Transaction, lsig?: algosdk.LogicSigAccount): Buffer;
}

export interface ReplayFixture extends ChainTxns {
  /** bodies of the groups the primary admitted, one block each */
  readonly bodies: Buffer[];
  /** block-service envelopes of rounds 1, 2, … */
  readonly envelopes: Buffer[];
  /** the follower's ledger, at round 0 */
  readonly ledger: Ledger;
  readonly deps: ReplayDeps;
  close(): Promise<void>;
}

async function openAt(dir: string): Promise<{ store: Store; ledger: Ledger }> {
  const store = await Store.open(dir);
  const genesis = await loadOrCreateGenesis(store, {
    network: null,
    wallets: () => Promise.resolve([FUNDED.addr.toString()]),
  });
  return { store, ledger: await openLedger(store, genesis) };
}

export async function replayFixture(groups: (txns: ChainTxns) => Buffer[]): Promise<ReplayFixture> {
  const dirs = [mkdtempSync(join(tmpdir(), 'algorun-replay-p-')), mkdtempSync(join(tmpdir(), 'algorun-replay-f-'))];
  const primary = await openAt(dirs[0]!);
  const node = new AlgodNode({ ledger: primary.ledger, verifier: createSignatureService(), merkle: getMerkle() });
  await node.start();
  const latest = primary.ledger.latest;
  const sp = { ...sandnetParams, genesisID: latest.genesisId!, genesisHash: latest.genesisHash! };
  const txns: ChainTxns = {
    pay: (sender, amount, receiver = PAYEE.addr) =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver, amount, suggestedParams: sp }),
    sign: (txn, lsig) =>
      Buffer.from(lsig === undefined ? txn.signTxn(FUNDED.sk) : algosdk.signLogicSigTransactionObject(txn, lsig).blob),
  };
  const bodies = groups(txns);
  for (const body of bodies) await node.submit(body);
  const reader = new BlockReader(primary.ledger);
  const envelopes = await Promise.all(bodies.map((_, i) => reader.envelope(BigInt(i + 1), false)));
  const follower = await openAt(dirs[1]!);
  return {
    ...txns,
    bodies,
    envelopes,
    ledger: follower.ledger,
    deps: { ledger: follower.ledger, checker: createGroupCheckService(), merkle: getMerkle() },
    close: async () => {
      node.close();
      await primary.store.close();
      await follower.store.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
