/**
 * Box persistence of the algod ledger: boxes changed by a block (through the evaluator's overlay) are in memory
 * at once and in the block's atomic batch; after closing and reopening the store every box is found again with
 * its contents, deleted boxes stay deleted, and binary names (NUL, ':' and high bytes) round-trip.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { V42 } from '../../../src/core/ledger/consensus.js';
import { StateOverlay } from '../../../src/core/ledger/state.js';
import { encodeBlock, type BlockHeader } from '../../../src/core/txn/block.js';
import { Ledger } from '../../../src/service/algod/ledger.js';
import { boxStoreKey } from '../../../src/store/schema.js';
import { Store } from '../../../src/store/store.js';

const GENESIS: BlockHeader = { round: 0n, genesisId: 'boxes-v1', genesisHash: Buffer.alloc(32, 7), timestamp: 1n };
const APP_ADDRESS = Buffer.alloc(32, 9);

async function open(dir: string): Promise<Ledger> {
  const store = await Store.open(dir);
  return Ledger.open(
    store,
    V42,
    () => ({ header: GENESIS, blockBytes: encodeBlock(GENESIS), accounts: new Map() }),
    async () => {},
  );
}

/** Commit the changes of `change` (made on an overlay over the ledger) as the next block. */
async function commitBlock(ledger: Ledger, change: (state: StateOverlay) => void): Promise<void> {
  const state = new StateOverlay(ledger);
  change(state);
  const header: BlockHeader = { ...GENESIS, round: ledger.latestRound + 1n };
  await ledger.commit({
    header,
    blockBytes: encodeBlock(header),
    accounts: state.changedAccounts(),
    creatables: state.changedCreatables(),
    boxes: state.changedBoxes(),
    tail: [],
  });
}

const binary = '\u0000:\u00ff\u0080x';

test('boxes survive a reopen of the store; deletes and overwrites too', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-ledger-boxes-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  let ledger = await open(dir);
  await commitBlock(ledger, (state) => {
    state.setBox(5n, 'alpha', Buffer.from('one'));
    state.setBox(5n, binary, new Uint8Array([1, 2, 3, 4]));
    state.setBox(6n, 'alpha', new Uint8Array(0));
    state.setBox(7n, 'gone', Buffer.from('x'));
    state.modify(APP_ADDRESS).totalBoxes = 1n;
  });
  t.deepEqual(Buffer.from(ledger.box(5n, 'alpha')!), Buffer.from('one'));
  await commitBlock(ledger, (state) => {
    state.setBox(7n, 'gone', undefined);
    state.setBox(5n, 'alpha', Buffer.from('two'));
    state.setBox(8n, 'never', Buffer.from('y'));
    state.setBox(8n, 'never', undefined);
  });
  t.is(ledger.box(7n, 'gone'), undefined);
  await ledger.store.close();

  ledger = await open(dir);
  t.teardown(() => ledger.store.close());
  t.is(ledger.latestRound, 2n);
  t.deepEqual(Buffer.from(ledger.box(5n, 'alpha')!), Buffer.from('two'));
  t.deepEqual(Buffer.from(ledger.box(5n, binary)!), Buffer.from([1, 2, 3, 4]));
  t.is(ledger.box(6n, 'alpha')?.length, 0);
  t.is(ledger.box(7n, 'gone'), undefined);
  t.is(ledger.box(8n, 'never'), undefined);
  t.is(ledger.box(5n, 'beta'), undefined);
  t.deepEqual(ledger.boxNames(5n).sort(), [binary, 'alpha'].sort());
  t.deepEqual(ledger.boxNames(7n), []);
  t.is(ledger.account(APP_ADDRESS)?.totalBoxes, 1n);
  // the raw record: table 0x07, app id, raw name bytes
  t.deepEqual(await ledger.store.get(boxStoreKey(5n, Buffer.from(binary, 'latin1'))), Buffer.from([1, 2, 3, 4]));
  t.is(await ledger.store.get(boxStoreKey(7n, Buffer.from('gone'))), undefined);
});

test('an overlay reads through to committed boxes and its own changes shadow them', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-ledger-boxes-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const ledger = await open(dir);
  t.teardown(() => ledger.store.close());
  await commitBlock(ledger, (state) => state.setBox(1n, 'k', Buffer.from('v')));
  const outer = new StateOverlay(ledger);
  const inner = new StateOverlay(outer);
  t.deepEqual(Buffer.from(inner.box(1n, 'k')!), Buffer.from('v'));
  inner.setBox(1n, 'k', undefined);
  inner.setBox(1n, 'n', Buffer.from('w'));
  t.is(inner.box(1n, 'k'), undefined);
  t.deepEqual(Buffer.from(outer.box(1n, 'k')!), Buffer.from('v'));
  t.is(outer.box(1n, 'n'), undefined);
  inner.commit(outer);
  t.is(outer.box(1n, 'k'), undefined);
  t.deepEqual([...outer.changedBoxes().keys()].sort(), ['1:k', '1:n']);
  t.deepEqual(Buffer.from(ledger.box(1n, 'k')!), Buffer.from('v'));
});
