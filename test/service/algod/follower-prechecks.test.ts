/**
 * Checks made ahead from the peer's transaction feed (follower/prechecks.ts): a primary node admits groups (each its
 * own block, dev mode) and a second ledger of the same genesis replays the blocks with answers checked from the
 * feed's bodies. Answers are used only where a block's group is exactly their entries; any other answer (another
 * transaction under the same key, a failed check, another consensus version) leaves the group to be checked on
 * arrival, and the block is accepted either way. Also: the lookup key is the same in a body and in a block entry,
 * the answers are bounded, and a peer without a feed stops the reader.
 */
import test, { type ExecutionContext } from 'ava';
import algosdk from 'algosdk';
import { checkGroup } from '../../../src/core/ledger/group-prepare.js';
import { authKey, PreChecks } from '../../../src/service/algod/follower/prechecks.js';
import { replayBlock } from '../../../src/service/algod/follower/replay.js';
import { TxFeed } from '../../../src/service/algod/tx-feed.js';
import { createGroupCheckService } from '../../../src/workers/group-check-service.js';
import { sandnetCtx, sandnetParams } from '../../core/ledger/sandnet.js';
import { FUNDED, PAYEE, replayFixture, type ChainTxns, type ReplayFixture } from './replay-fixture.js';

/** `#pragma version 2; int 1` assembled: a contract account that approves everything */
const APPROVE_ALL = new Uint8Array([0x02, 0x20, 0x01, 0x01, 0x22]);
const contract = new algosdk.LogicSigAccount(APPROVE_ALL);

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

/** replayFixture, closed when the test ends. */
async function fixtureFor(t: ExecutionContext, groups: (txns: ChainTxns) => Buffer[]): Promise<ReplayFixture> {
  const f = await replayFixture(groups);
  t.teardown(f.close);
  return f;
}

/** A reader of a fresh feed over `f`, stopped when the test ends; `fill` appends and waits for `n` answers. */
async function reading(t: ExecutionContext, f: ReplayFixture, n: number, maxBytes?: number) {
  const feed = new TxFeed();
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
  const stop = async (): Promise<void> => {
    abort.abort();
    await running;
  };
  t.teardown(stop);
  return {
    prechecks,
    fill: async (bodies: readonly Buffer[]) => {
      for (const body of bodies) feed.append(body);
      while (prechecks.stats.kept < Math.min(n, bodies.length)) await new Promise((r) => setTimeout(r, 2));
    },
  };
}

async function replayAll(f: ReplayFixture, prechecked: PreChecks): Promise<void> {
  for (const envelope of f.envelopes) {
    await f.ledger.commit(await replayBlock({ ...f.deps, prechecked }, envelope));
  }
}

const payments = ({ sign, pay }: ChainTxns): Buffer[] => [
  Buffer.concat(algosdk.assignGroupID([pay(FUNDED.addr, 300_000), pay(FUNDED.addr, 2)]).map((t) => sign(t))),
  sign(pay(FUNDED.addr, 3)),
  Buffer.concat(algosdk.assignGroupID([pay(FUNDED.addr, 4), pay(FUNDED.addr, 5)]).map((t) => sign(t))),
];

test("groups checked ahead from the feed answer the blocks' groups", async (t) => {
  const f = await fixtureFor(t, payments);
  const r = await reading(t, f, 3);
  await r.fill(f.bodies);
  await replayAll(f, r.prechecks);
  t.is(f.ledger.latestRound, 3n);
  t.deepEqual(r.prechecks.stats, { hits: 3, misses: 0, kept: 0 });
});

test('an answer for another transaction under the same key is not used: the group is checked on arrival', async (t) => {
  // A contract account's logic sig is the same in every transaction it sends, so its answers share a key.
  const f = await fixtureFor(t, ({ sign, pay }) => [
    sign(pay(FUNDED.addr, 1_000_000, contract.address())),
    sign(pay(contract.address(), 7, FUNDED.addr), contract),
  ]);
  const r = await reading(t, f, 2);
  const other = f.sign(f.pay(contract.address(), 8, FUNDED.addr), contract);
  t.is(authKey(other), authKey(f.bodies[1]!));
  await r.fill([f.bodies[0]!, other]);
  await replayAll(f, r.prechecks);
  t.is(f.ledger.latestRound, 2n);
  t.deepEqual(r.prechecks.stats, { hits: 1, misses: 1, kept: 0 });
});

test('a body that fails its checks, or an answer of another consensus version, is not used', async (t) => {
  const f = await fixtureFor(t, payments);
  const r = await reading(t, f, 3);
  const broken = Buffer.from(f.bodies[1]!);
  broken[broken.length - 1]! ^= 1; // the last byte of the txn (its type), under the same signature
  await r.fill([f.bodies[0]!, broken, f.bodies[2]!]);
  t.is(r.prechecks.take(Buffer.alloc(0), 'another-protocol'), undefined);
  await replayAll(f, r.prechecks);
  t.is(f.ledger.latestRound, 3n);
  t.deepEqual(r.prechecks.stats, { hits: 2, misses: 2, kept: 0 });
});

test('answers are bounded: the oldest are dropped, and their groups checked on arrival', async (t) => {
  const f = await fixtureFor(t, payments);
  const r = await reading(t, f, 1, f.bodies[2]!.length);
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
    sender: FUNDED.addr,
    receiver: PAYEE.addr,
    amount: 1,
    suggestedParams: sandnetParams,
  });
  const msig = { version: 1, threshold: 1, addrs: [FUNDED.addr, PAYEE.addr] };
  const msigTxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: algosdk.multisigAddress(msig),
    receiver: PAYEE.addr,
    amount: 1,
    suggestedParams: sandnetParams,
  });
  const lsigTxn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: contract.address(),
    receiver: PAYEE.addr,
    amount: 1,
    suggestedParams: sandnetParams,
  });
  const bodies = {
    sig: Buffer.from(txn.signTxn(FUNDED.sk)),
    msig: Buffer.from(algosdk.signMultisigTransaction(msigTxn, msig, FUNDED.sk).blob),
    lsig: Buffer.from(algosdk.signLogicSigTransactionObject(lsigTxn, contract).blob),
  };
  for (const [kind, body] of Object.entries(bodies)) {
    const checked = checkGroup(body, sandnetCtx);
    if (!checked.ok) return t.fail(`${kind}: ${checked.error.message}`);
    const key = authKey(body);
    t.not(key, undefined, kind);
    t.is(authKey(checked.entries[0]!), key, kind);
  }
  t.not(authKey(bodies.sig), authKey(Buffer.from(txn.signTxn(PAYEE.sk))));
  t.is(authKey(Buffer.from([0xc1])), undefined);
  t.is(authKey(Buffer.from([0x81, 0xa3, 0x66, 0x6f, 0x6f, 0x01])), undefined); // {"foo": 1}: no authorization
});
