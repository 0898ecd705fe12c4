/**
 * The ledger through a store write fault (injected with Store.open's `injectWriteFailure`): the blocks whose write
 * is refused stay in memory and are written after the store recovers, in order, before anything else; while the
 * store is faulted, or those blocks are not durable yet, a further block is refused at once without touching
 * memory; after a reopen the latest round is the last block the ledger accepted and every balance matches.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { V42 } from '../../../src/core/ledger/consensus.js';
import type { AccountData } from '../../../src/core/ledger/account.js';
import { addressKey } from '../../../src/core/ledger/state.js';
import { encodeBlock, type BlockHeader } from '../../../src/core/txn/block.js';
import { Ledger } from '../../../src/service/algod/ledger.js';
import { Store } from '../../../src/store/store.js';

const GENESIS: BlockHeader = { round: 0n, genesisId: 'faults-v1', genesisHash: Buffer.alloc(32, 3), timestamp: 1n };
const PEOPLE = [1, 2, 3, 4].map((i) => Buffer.alloc(32, i));
const NO_SPACE = 'IO error: No space left on device: While appending to file: x/000004.log: No space left on device';

/** What the injected failures do: `plan` first (one entry per write), then fail every write while `failing`. */
type Injector = { plan: (string | undefined)[]; failing: boolean };

async function openLedger(dir: string, injector?: Injector): Promise<Ledger> {
  const store = await Store.open(dir, {
    retryIntervalMs: 20,
    minFreeBytes: 0,
    ...(injector && {
      injectWriteFailure: () =>
        injector.plan.length > 0 ? injector.plan.shift() : injector.failing ? NO_SPACE : undefined,
    }),
  });
  const accounts = new Map(PEOPLE.map((p) => [addressKey(p), { microAlgos: 1_000_000n }]));
  return Ledger.open(
    store,
    V42,
    () => ({ header: GENESIS, blockBytes: encodeBlock(GENESIS), accounts }),
    async () => {},
  );
}

/** Commit the next round, moving `amount` from PEOPLE[from] to PEOPLE[to]. */
function pay(ledger: Ledger, from: number, to: number, amount: bigint): Promise<void> {
  const round = ledger.latestRound + 1n;
  const header: BlockHeader = { ...GENESIS, round, timestamp: 1n + round };
  const [a, b] = [PEOPLE[from]!, PEOPLE[to]!];
  const accounts = new Map<string, AccountData>([
    [addressKey(a), { microAlgos: ledger.account(a)!.microAlgos! - amount }],
    [addressKey(b), { microAlgos: ledger.account(b)!.microAlgos! + amount }],
  ]);
  return ledger.commit({ header, blockBytes: encodeBlock(header), accounts, creatables: new Map(), tail: [] });
}

const balances = (ledger: Ledger): bigint[] => PEOPLE.map((p) => ledger.account(p)?.microAlgos ?? 0n);

/** Resolves once `round` is durable, or rejects after a generous wait (each recovery starts a writer thread,
 * which under tsx takes seconds on a loaded machine). */
function durable(ledger: Ledger, round: bigint): Promise<void> {
  if (ledger.durableRound >= round) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`round ${round} never became durable`)), 60_000);
    const off = ledger.onDurable((r) => {
      if (r < round) return;
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

const cases = [
  { title: 'one block refused', refusedBlocks: 1, refusedAgain: false },
  { title: 'two blocks of one flush refused', refusedBlocks: 2, refusedAgain: false },
  { title: 'two blocks refused, and their first retry refused too', refusedBlocks: 2, refusedAgain: true },
];

for (const c of cases) {
  test(`${c.title}: memory never runs further ahead, the held blocks reach the disk first, a reopen matches`, async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'algorun-ledger-faults-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    const injector: Injector = { plan: [], failing: false };
    const ledger = await openLedger(dir, injector);
    const durableRounds: bigint[] = [];
    ledger.onDurable((r) => durableRounds.push(r));
    let faults = 0;
    ledger.store.onFault(() => faults++);
    await pay(ledger, 0, 1, 1_000n);

    injector.failing = true;
    const refused = Array.from({ length: c.refusedBlocks }, (_, i) => pay(ledger, i + 1, i + 2, 100n + BigInt(i)));
    for (const r of refused) await t.throwsAsync(r, { code: 'CORE_STORE_UNAVAILABLE' } as never);
    const accepted = 1n + BigInt(c.refusedBlocks);
    t.is(ledger.latestRound, accepted, 'the refused blocks stay in memory');
    t.is(ledger.durableRound, 1n);
    const inMemory = balances(ledger);

    t.is(ledger.refusal?.code, 'CORE_STORE_UNAVAILABLE');
    let applied = 0;
    const offApplied = ledger.onApplied(() => applied++);
    const further = await pay(ledger, 3, 0, 7n).catch((e: unknown) => e);
    t.like(further, { code: 'CORE_STORE_UNAVAILABLE', httpStatus: 503 });
    t.regex((further as Error).message, /^no space left on the data directory's disk/);
    t.is(applied, 0, 'a refused block is not applied');
    t.is(ledger.latestRound, accepted);
    t.deepEqual(balances(ledger), inMemory);

    if (c.refusedAgain) injector.plan = [undefined, NO_SPACE]; // the first probe works, the first retry does not
    injector.failing = false;
    await durable(ledger, accepted);
    t.deepEqual(
      durableRounds,
      Array.from({ length: Number(accepted) }, (_, i) => BigInt(i + 1)),
    );
    t.is(faults, c.refusedAgain ? 2 : 1);
    t.is(ledger.refusal, undefined);
    offApplied();
    await pay(ledger, 3, 0, 7n);
    const final = balances(ledger);
    const latest = ledger.latestRound;
    await ledger.store.close();

    const reopened = await openLedger(dir);
    t.teardown(() => reopened.store.close());
    t.is(reopened.latestRound, latest);
    t.deepEqual(balances(reopened), final);
    t.is(
      final.reduce((a, b) => a + b, 0n),
      4_000_000n,
    );
  });
}

test('a block refused while a catch-up has the ledger frozen waits for the unfreeze', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-ledger-faults-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const injector: Injector = { plan: [], failing: false };
  const ledger = await openLedger(dir, injector);
  injector.failing = true;
  await t.throwsAsync(pay(ledger, 0, 1, 5n), { code: 'CORE_STORE_UNAVAILABLE' } as never);
  await ledger.freeze();
  const recovered = new Promise<void>((resolve) => ledger.store.onRecovered(() => resolve()));
  injector.failing = false;
  await recovered;
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.is(ledger.durableRound, 0n, 'nothing written while frozen');
  ledger.unfreeze();
  await durable(ledger, 1n);
  t.is(ledger.refusal, undefined);
  await ledger.store.close();
});
