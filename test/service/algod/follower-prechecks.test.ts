/**
 * Checks made ahead from the peer's transaction feed (follower/prechecks.ts): a primary node admits groups (each its
 * own block, dev mode) and a second ledger of the same genesis replays the blocks with answers checked from the
 * feed's bodies. Answers are used only where a block's group is exactly their entries; any other answer (another
 * transaction under the same key, a failed check, another consensus version) leaves the group to be checked on
 * arrival, and the block is accepted either way. Also: the lookup key is the same in a body and in a block entry,
 * the answers are bounded, and a peer without a feed stops the reader.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkGroup } from '../../../src/core/ledger/group-prepare.js';
import { getMerkle } from '../../../src/native/index.js';
import { BlockReader } from '../../../src/service/algod/blocks.js';
import { loadOrCreateGenesis, openLedger } from '../../../src/service/algod/bootstrap.js';
import { authKey, PreChecks } from '../../../src/service/algod/follower/prechecks.js';
import { replayBlock, type ReplayDeps } from '../../../src/service/algod/follower/replay.js';
import type { Ledger } from '../../../src/service/algod/ledger.js';
import { AlgodNode } from '../../../src/service/algod/node.js';
import { TxFeed } from '../../../src/service/algod/tx-feed.js';
import { Store } from '../../../src/store/store.js';
import { createGroupCheckService } from '../../../src/workers/group-check-service.js';
import { createSignatureService } from '../../../src/workers/signature-service.js';
import { account, sandnetCtx, sandnetParams } from '../../core/ledger/sandnet.js';

const A = account(9);
const B = account(10);
/** `#pragma version 2; int 1` assembled: a contract account that approves everything */
const APPROVE_ALL = new Uint8Array([0x02, 0x20, 0x01, 0x01, 0x22]);
const contract = new algosdk.LogicSigAccount(APPROVE_ALL);

async function openAt(dir: string): Promise<{ store: Store; ledger: Ledger }> {
  const store = await Store.open(dir);
  const genesis = await loadOrCreateGenesis(store, {
    network: null,
    wallets: () => Promise.resolve([A.addr.toString()]),
  });
  return { store, ledger: await openLedger(store, genesis) };
}

/** The feed as a peer serves it, over a TxFeed of the test's choosing; `asked` resolves at the first request. */
function peerOf(feed: TxFeed | undefined) {
  let asked!: () => void;
  const first = new Promise<void>((resolve) => (asked = resolve));
  return {
    asked: first,
    current: 'http://peer.test',
    txFeed: (_genesisId: string, after: bigint, signal?: AbortSignal) => {
      // the page for this request is fixed once read() returns its promise (an `after` beyond the newest: at once)
      const page = feed === undefined ? Promise.resolve(undefined) : feed.read(after, 1 << 20, 20, signal);
      asked();
      return page;
    },
  };
}

type Fixture = {
  /** bodies of the groups the primary admitted, one block each (rounds 1, 2, …) */
  bodies: Buffer[];
  envelopes: Buffer[];
  ledger: Ledger;
  deps: ReplayDeps;
  /** a body signed for the primary's chain */
  sign: (txn: algosdk.Transaction, by?: 'contract') => Buffer;
  pay: (sender: algosdk.Address | string, amount: number, receiver?: algosdk.Address) => algosdk.Transaction;
  close: () => Promise<void>;
};

/** A primary that admitted `groups` (built on its chain) and a follower ledger at round 0 of the same genesis. */
async function fixture(groups: (f: Pick<Fixture, 'sign' | 'pay'>) => Buffer[]): Promise<Fixture> {
  const dirs = [mkdtempSync(join(tmpdir(), 'algorun-pre-p-')), mkdtempSync(join(tmpdir(), 'algorun-pre-f-'))];
  const primary = await openAt(dirs[0]!);
  const node = new AlgodNode({ ledger: primary.ledger, verifier: createSignatureService(), merkle: getMerkle() });
  await node.start();
  const latest = primary.ledger.latest;
  const sp = { ...sandnetParams, genesisID: latest.genesisId!, genesisHash: latest.genesisHash! };
  const pay = (sender: algosdk.Address | string, amount: number, receiver = B.addr): algosdk.Transaction =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender, receiver, amount, suggestedParams: sp });
  const sign = (txn: algosdk.Transaction, by?: 'contract'): Buffer =>
    Buffer.from(by === 'contract' ? algosdk.signLogicSigTransactionObject(txn, contract).blob : txn.signTxn(A.sk));
  const bodies = groups({ sign, pay });
  for (const body of bodies) await node.submit(body);
  const reader = new BlockReader(primary.ledger);
  const envelopes = await Promise.all(bodies.map((_, i) => reader.envelope(BigInt(i + 1), false)));
  const follower = await openAt(dirs[1]!);
  const deps: ReplayDeps = { ledger: follower.ledger, checker: createGroupCheckService(), merkle: getMerkle() };
  return {
    bodies,
    envelopes,
    ledger: follower.ledger,
    deps,
    sign,
    pay,
    close: async () => {
      node.close();
      await primary.store.close();
      await follower.store.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Start a reader of `feed` and resolve once it keeps `n` answers; the reader stops with the returned abort. */
async function reading(f: Fixture, feed: TxFeed, n: number, maxBytes?: number) {
  const peers = peerOf(feed);
  const prechecks = new PreChecks({
    peers,
    genesisId: 'test',
    checker: f.deps.checker,
    context: () => f.ledger.checkContext(),
    active: () => true,
    ...(maxBytes === undefined ? {} : { maxBytes }),
  });
  const abort = new AbortController();
  const running = prechecks.run(abort.signal);
  // The reader starts from the feed's newest group: append only once it has asked.
  await peers.asked;
  return {
    prechecks,
    fill: async (bodies: readonly Buffer[]) => {
      for (const body of bodies) feed.append(body);
      while (prechecks.stats.kept < Math.min(n, bodies.length)) await new Promise((r) => setTimeout(r, 2));
    },
    stop: async () => {
      abort.abort();
      await running;
    },
  };
}

async function replayAll(f: Fixture, prechecked: PreChecks): Promise<void> {
  for (const envelope of f.envelopes) {
    await f.ledger.commit(await replayBlock({ ...f.deps, prechecked }, envelope));
  }
}

const payments = ({ sign, pay }: Pick<Fixture, 'sign' | 'pay'>): Buffer[] => [
  Buffer.concat(algosdk.assignGroupID([pay(A.addr, 300_000), pay(A.addr, 2)]).map((t) => sign(t))),
  sign(pay(A.addr, 3)),
  Buffer.concat(algosdk.assignGroupID([pay(A.addr, 4), pay(A.addr, 5)]).map((t) => sign(t))),
];

test("groups checked ahead from the feed answer the blocks' groups", async (t) => {
  const f = await fixture(payments);
  t.teardown(f.close);
  const feed = new TxFeed();
  const r = await reading(f, feed, 3);
  t.teardown(r.stop);
  await r.fill(f.bodies);
  await replayAll(f, r.prechecks);
  t.is(f.ledger.latestRound, 3n);
  t.deepEqual(r.prechecks.stats, { hits: 3, misses: 0, kept: 0 });
});

test('an answer for another transaction under the same key is not used: the group is checked on arrival', async (t) => {
  // A contract account's logic sig is the same in every transaction it sends, so its answers share a key.
  const f = await fixture(({ sign, pay }) => [
    sign(pay(A.addr, 1_000_000, contract.address())),
    sign(pay(contract.address(), 7, A.addr), 'contract'),
  ]);
  t.teardown(f.close);
  const feed = new TxFeed();
  const r = await reading(f, feed, 2);
  t.teardown(r.stop);
  const other = f.sign(f.pay(contract.address(), 8, A.addr), 'contract');
  t.is(authKey(other), authKey(f.bodies[1]!));
  await r.fill([f.bodies[0]!, other]);
  await replayAll(f, r.prechecks);
  t.is(f.ledger.latestRound, 2n);
  t.deepEqual(r.prechecks.stats, { hits: 1, misses: 1, kept: 0 });
});

test('a body that fails its checks, or an answer of another consensus version, is not used', async (t) => {
  const f = await fixture(payments);
  t.teardown(f.close);
  const feed = new TxFeed();
  const r = await reading(f, feed, 3);
  t.teardown(r.stop);
  const broken = Buffer.from(f.bodies[1]!);
  broken[broken.length - 1]! ^= 1; // the last byte of the txn (its type), under the same signature
  await r.fill([f.bodies[0]!, broken, f.bodies[2]!]);
  t.is(r.prechecks.take(Buffer.alloc(0), 'another-protocol'), undefined);
  await replayAll(f, r.prechecks);
  t.is(f.ledger.latestRound, 3n);
  t.deepEqual(r.prechecks.stats, { hits: 2, misses: 2, kept: 0 });
});

test('answers are bounded: the oldest are dropped, and their groups checked on arrival', async (t) => {
  const f = await fixture(payments);
  t.teardown(f.close);
  const feed = new TxFeed();
  const r = await reading(f, feed, 1, f.bodies[2]!.length);
  t.teardown(r.stop);
  await r.fill(f.bodies);
  while (r.prechecks.stats.kept !== 1) await new Promise((resolve) => setTimeout(resolve, 2));
  await replayAll(f, r.prechecks);
  t.deepEqual(r.prechecks.stats, { hits: 1, misses: 2, kept: 0 });
});

test('a peer without a feed stops the reader, which says so once', async (t) => {
  const lines: string[] = [];
  const prechecks = new PreChecks({
    peers: peerOf(undefined),
    genesisId: 'test',
    checker: createGroupCheckService(),
    context: () => sandnetCtx,
    active: () => true,
    log: (line) => lines.push(line),
  });
  await prechecks.run(new AbortController().signal);
  t.deepEqual(lines, ['follower: http://peer.test serves no transaction feed; blocks are checked when they arrive']);
});

test('the lookup key is the same in a submitted body and in its payset entry, for every kind of authorization', (t) => {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: A.addr,
    receiver: B.addr,
    amount: 1,
    suggestedParams: sandnetParams,
  });
  const msig = { version: 1, threshold: 1, addrs: [A.addr, B.addr] };
  const msigTxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: algosdk.multisigAddress(msig),
    receiver: B.addr,
    amount: 1,
    suggestedParams: sandnetParams,
  });
  const lsigTxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: contract.address(),
    receiver: B.addr,
    amount: 1,
    suggestedParams: sandnetParams,
  });
  const bodies = {
    sig: Buffer.from(txn.signTxn(A.sk)),
    msig: Buffer.from(algosdk.signMultisigTransaction(msigTxn, msig, A.sk).blob),
    lsig: Buffer.from(algosdk.signLogicSigTransactionObject(lsigTxn, contract).blob),
  };
  for (const [kind, body] of Object.entries(bodies)) {
    const checked = checkGroup(body, sandnetCtx);
    if (!checked.ok) return t.fail(`${kind}: ${checked.error.message}`);
    const key = authKey(body);
    t.not(key, undefined, kind);
    t.is(authKey(checked.entries[0]!), key, kind);
  }
  t.not(authKey(bodies.sig), authKey(Buffer.from(txn.signTxn(B.sk))));
  t.is(authKey(Buffer.from([0xc1])), undefined);
  t.is(authKey(Buffer.from([0x81, 0xa3, 0x66, 0x6f, 0x6f, 0x01])), undefined); // {"foo": 1}: no authorization
});
