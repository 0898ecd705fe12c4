/**
 * The node through a store write fault (injected with Store.open's `injectWriteFailure`). Dev mode: the submission
 * whose block write is refused answers 503 and its block is written after the recovery; while faulted, a submission
 * is refused before admission. Interval mode: the block holding a journaled group is refused, its journal entry
 * stays until the block is durable (so a restart while faulted admits the group again), the block timer neither
 * stops nor makes blocks while faulted, and production goes on after the recovery.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getMerkle } from '../../../src/native/index.js';
import { loadOrCreateGenesis, openLedger } from '../../../src/service/algod/bootstrap.js';
import type { Ledger } from '../../../src/service/algod/ledger.js';
import { AlgodNode } from '../../../src/service/algod/node.js';
import { Namespace, Tables, tableRange } from '../../../src/store/schema.js';
import { Store, type WriteOp } from '../../../src/store/store.js';
import { createSignatureService } from '../../../src/workers/signature-service.js';
import { account, sandnetParams } from '../../core/ledger/sandnet.js';

const FUNDED = account(9);
const PAYEE = account(10);
const NO_SPACE = 'IO error: No space left on device: While appending to file: x/000004.log: No space left on device';

/**
 * The injected disk: `down` fails every write; `armed` takes it down at the first block that deletes a journal
 * entry (the block holding a journaled group), failing that write.
 */
type Disk = { down: boolean; armed: boolean };

const deletesJournal = (ops: readonly WriteOp[]): boolean =>
  ops.some((op) => op.type === 'del' && op.key[0] === Namespace.algod && op.key[1] === Tables.algod.pool);

async function start(dir: string, disk: Disk, intervalMs?: number) {
  const store = await Store.open(dir, {
    retryIntervalMs: 20,
    minFreeBytes: 0,
    injectWriteFailure: (ops) => {
      if (disk.armed && deletesJournal(ops)) disk.down = true;
      return disk.down ? NO_SPACE : undefined;
    },
  });
  const genesis = await loadOrCreateGenesis(store, {
    network: null,
    wallets: () => Promise.resolve([FUNDED.addr.toString()]),
  });
  const ledger = await openLedger(store, genesis);
  const stops: unknown[] = [];
  const node = new AlgodNode({
    ledger,
    verifier: createSignatureService(),
    merkle: getMerkle(),
    blockIntervalMs: intervalMs,
    observer: { stopped: (error) => stops.push(error) },
  });
  await node.start();
  const params = { ...sandnetParams, genesisID: ledger.latest.genesisId!, genesisHash: ledger.latest.genesisHash! };
  let amount = 100_000;
  const pay = (): { body: Buffer; txid: Buffer } => {
    const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: FUNDED.addr,
      receiver: PAYEE.addr,
      amount: amount++,
      suggestedParams: params,
    });
    return { body: Buffer.from(txn.signTxn(FUNDED.sk)), txid: Buffer.from(txn.rawTxID()) };
  };
  const close = async (): Promise<void> => {
    node.close();
    await store.close();
  };
  return { store, ledger, node, stops, pay, close };
}

/** Resolves once `ok()` holds (checked every 10 ms); rejects after a generous wait (each recovery starts a writer thread,
 * which under tsx takes seconds on a loaded machine). */
async function until(ok: () => boolean, what: string, waitMs = 60_000): Promise<void> {
  const end = Date.now() + waitMs;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const inBlock = (ledger: Ledger, txid: Buffer): bigint | undefined => ledger.tail.find(txid)?.round;

async function journalSize(store: Store): Promise<number> {
  let n = 0;
  for await (const _ of store.scan(tableRange('algod', 'pool'))) n++;
  return n;
}

test('dev mode: a refused block answers 503 and is written after the recovery; while faulted nothing is admitted', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-node-faults-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const disk: Disk = { down: false, armed: false };
  const n = await start(dir, disk);
  t.teardown(n.close);
  await n.node.submit(n.pay().body);
  t.is(n.ledger.durableRound, 1n);

  disk.down = true;
  const refused = n.pay();
  await t.throwsAsync(n.node.submit(refused.body), { code: 'CORE_STORE_UNAVAILABLE' } as never);
  t.is(n.ledger.latestRound, 2n, 'the refused block stays in memory');
  t.is(n.ledger.durableRound, 1n);
  const further = await n.node.submit(n.pay().body).catch((e: unknown) => e);
  t.like(further, { code: 'CORE_STORE_UNAVAILABLE', httpStatus: 503 });
  t.is(n.node.pool.size, 0, 'a refused submission is not admitted');
  t.is(n.ledger.latestRound, 2n);

  disk.down = false;
  await until(() => n.ledger.durableRound === 2n, 'the held block');
  t.is(inBlock(n.ledger, refused.txid), 2n);
  await n.node.submit(n.pay().body);
  t.is(n.ledger.durableRound, 3n);
  t.deepEqual(n.stops, []);
});

/**
 * Long enough that the journal write of a group submitted right after a block is durable is on disk before the
 * next tick cuts the group's block (merged into one write, the two would be refused together).
 */
const INTERVAL_MS = 400;

for (const ending of ['recovers', 'restarts while faulted'] as const) {
  test(`interval mode: a refused block keeps its group journaled, the timer idles, and the node ${ending}`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'algorun-node-faults-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    const disk: Disk = { down: false, armed: true };
    const n = await start(dir, disk, INTERVAL_MS);
    t.teardown(n.close); // idempotent
    await until(() => n.ledger.durableRound >= 1n, 'a first block');
    const group = n.pay();
    await n.node.submit(group.body); // journaled: its block is the first to delete a journal entry
    await until(() => !n.store.writable, 'the fault');
    // Blocks applied before the fault was known stay in memory, the group's first among them.
    const held = n.ledger.latestRound;
    const groupRound = inBlock(n.ledger, group.txid)!;
    t.true(groupRound !== undefined && groupRound <= held);
    const durable = n.ledger.durableRound;
    t.true(durable < groupRound);
    t.is(await journalSize(n.store), 1, 'the journal entry stays while its block is not durable');
    await t.throwsAsync(n.node.submit(n.pay().body), { code: 'CORE_STORE_UNAVAILABLE' } as never);
    await new Promise((resolve) => setTimeout(resolve, 3 * INTERVAL_MS)); // three ticks
    t.is(n.ledger.latestRound, held, 'no block while faulted');
    t.is(n.ledger.durableRound, durable);
    t.deepEqual(n.stops, []);

    if (ending === 'recovers') {
      disk.down = false;
      disk.armed = false;
      await until(() => n.ledger.durableRound > held, 'blocks after the recovery');
      t.is(await journalSize(n.store), 0);
      const after = n.pay();
      await n.node.submit(after.body);
      await until(() => inBlock(n.ledger, after.txid) !== undefined, 'a block after the recovery');
      t.deepEqual(n.stops, []);
      return;
    }
    await n.close();
    const again = await start(dir, { down: false, armed: false }, INTERVAL_MS);
    t.teardown(again.close);
    t.is(again.ledger.latestRound, durable, 'the refused blocks were never on disk');
    await until(() => inBlock(again.ledger, group.txid) !== undefined, 'the journaled group in a block');
  });
}
