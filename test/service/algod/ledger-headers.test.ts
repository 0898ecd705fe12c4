/**
 * The ledger's header window (what `block` and `txn FirstValidTime` read): the last MaxTxnLife + 2 headers stay in
 * memory as blocks are committed, older ones are evicted, and a reopened store rebuilds the same window from the
 * stored blocks (bootstrap's loadRecentRounds), together with the transaction tail.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { V42, type ConsensusParams } from '../../../src/core/ledger/consensus.js';
import { encodeBlock, type BlockHeader } from '../../../src/core/txn/block.js';
import { loadRecentRounds } from '../../../src/service/algod/recent-rounds.js';
import { Ledger } from '../../../src/service/algod/ledger.js';
import { Store } from '../../../src/store/store.js';

const PARAMS: ConsensusParams = { ...V42, maxTxnLife: 5n };
const GENESIS: BlockHeader = { round: 0n, genesisId: 'headers-v1', genesisHash: Buffer.alloc(32, 7), timestamp: 1000n };

/** The ledger of `dir`, at `genesis` on a fresh store. */
async function open(dir: string, genesis: BlockHeader = GENESIS): Promise<Ledger> {
  const store = await Store.open(dir);
  return Ledger.open(
    store,
    PARAMS,
    () => ({ header: genesis, blockBytes: encodeBlock(genesis), accounts: new Map() }),
    loadRecentRounds,
  );
}

/** The next round as an empty block: the genesis fields, a timestamp and seed of the round, then `fields`. */
async function commitEmpty(ledger: Ledger, fields: Partial<BlockHeader> = {}): Promise<void> {
  const round = ledger.latestRound + 1n;
  const header: BlockHeader = {
    ...GENESIS,
    round,
    timestamp: 1000n + round * 10n,
    seed: Buffer.alloc(32, Number(round)),
    ...fields,
  };
  await ledger.commit({
    header,
    blockBytes: encodeBlock(header),
    accounts: new Map(),
    creatables: new Map(),
    tail: [],
  });
}

const held = (ledger: Ledger): bigint[] => {
  const rounds: bigint[] = [];
  for (let r = 0n; r <= ledger.latestRound; r++) if (ledger.header(r) !== undefined) rounds.push(r);
  return rounds;
};

test('the window holds the last MaxTxnLife + 2 headers, from genesis on, and survives a reopen', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-ledger-headers-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  let ledger = await open(dir);
  t.deepEqual(held(ledger), [0n]);
  t.is(ledger.header(0n)?.timestamp, 1000n);
  for (let i = 0; i < 4; i++) await commitEmpty(ledger);
  t.deepEqual(held(ledger), [0n, 1n, 2n, 3n, 4n]);
  for (let i = 0; i < 8; i++) await commitEmpty(ledger);
  t.is(ledger.latestRound, 12n);
  t.deepEqual(held(ledger), [6n, 7n, 8n, 9n, 10n, 11n, 12n]);
  t.is(ledger.header(9n)?.timestamp, 1090n);
  t.deepEqual(ledger.header(9n)?.seed, Buffer.alloc(32, 9));
  await ledger.store.close();

  ledger = await open(dir);
  t.teardown(() => ledger.store.close());
  t.deepEqual(held(ledger), [6n, 7n, 8n, 9n, 10n, 11n, 12n]);
  t.is(ledger.header(6n)?.timestamp, 1060n);
  t.is(ledger.header(12n)?.round, 12n);
  await commitEmpty(ledger);
  t.deepEqual(held(ledger), [7n, 8n, 9n, 10n, 11n, 12n, 13n]);
});

test('a fresh store reopened at genesis holds only the genesis header', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-ledger-headers-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const first = await open(dir);
  await first.store.close();
  const ledger = await open(dir);
  t.teardown(() => ledger.store.close());
  t.deepEqual(held(ledger), [0n]);
  t.is(ledger.header(0n)?.genesisId, 'headers-v1');
});

// A structured clone copies a typed array's whole ArrayBuffer: a context field that is a view into an 8 KiB Buffer
// slab, or into a stored block, would travel with every pool task that carries it.
test('the check context holds its byte fields in buffers of their own, after commits and after a reopen', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-ledger-headers-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const sinks = { feeSink: Buffer.alloc(32, 1), rewardsPool: Buffer.alloc(32, 2) };
  const owned = (bytes: Uint8Array): boolean => bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length;
  const check = (ledger: Ledger): void => {
    const ctx = ledger.checkContext();
    t.true(owned(ctx.feeSink) && owned(ctx.rewardsPool) && owned(ctx.header.genesisHash!));
    t.deepEqual(
      [ctx.feeSink, ctx.rewardsPool, ctx.header.genesisHash],
      [sinks.feeSink, sinks.rewardsPool, GENESIS.genesisHash],
    );
    t.is(ledger.checkContext(), ctx, 'made once per latest header');
  };
  let ledger = await open(dir, { ...GENESIS, ...sinks });
  check(ledger);
  // Fields decoded from a larger message are views into it, as a block's header decoded from the store is.
  const message = Buffer.alloc(4096);
  const within = (bytes: Uint8Array, at: number): Buffer => (message.set(bytes, at), message.subarray(at, at + 32));
  await commitEmpty(ledger, {
    feeSink: within(sinks.feeSink, 0),
    rewardsPool: within(sinks.rewardsPool, 100),
    genesisHash: within(GENESIS.genesisHash!, 200),
  });
  check(ledger);
  await ledger.store.close();
  ledger = await open(dir);
  t.teardown(() => ledger.store.close());
  check(ledger);
});
