/**
 * The rebuild of the recent rounds when a ledger opens (recent-rounds.ts): the tail made from the stored blocks
 * answers as the tail of the ledger that committed them; the kept headers hold no block bytes; the tail records read
 * from a block's bytes equal those decoded from it, and a malformed block is refused.
 */
import test from 'ava';
import algosdk from 'algosdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../../src/core/errors.js';
import { blockHeaderOf } from '../../../src/core/txn/block.js';
import { getMerkle, loadMerkle } from '../../../src/native/index.js';
import { loadOrCreateGenesis, openLedger } from '../../../src/service/algod/bootstrap.js';
import { blockTailTxns, blockTailTxnsDecoded } from '../../../src/service/algod/recent-rounds.js';
import type { TailTxn } from '../../../src/service/algod/txtail.js';
import type { Ledger } from '../../../src/service/algod/ledger.js';
import { AlgodNode } from '../../../src/service/algod/node.js';
import { Store } from '../../../src/store/store.js';
import { createSignatureService } from '../../../src/workers/signature-service.js';
import { account, sandnetParams } from '../../core/ledger/sandnet.js';

const FUNDED = account(9);
const PAYEE = account(10);

type Sent = { txid: Uint8Array; lastValid: bigint; lease?: Uint8Array | undefined };

/** A data directory whose chain holds a few blocks: single payments, a group of two, a leased payment. */
async function chain(dir: string): Promise<Sent[]> {
  const store = await Store.open(dir);
  const genesis = await loadOrCreateGenesis(store, { network: null, wallets: async () => [FUNDED.addr.toString()] });
  const ledger = await openLedger(store, genesis);
  const node = new AlgodNode({ ledger, verifier: createSignatureService(), merkle: getMerkle() });
  await node.start();
  const sp = { ...sandnetParams, genesisID: ledger.latest.genesisId!, genesisHash: ledger.latest.genesisHash! };
  const pay = (amount: number, extra: { lease?: Uint8Array; note?: Uint8Array } = {}): algosdk.Transaction =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: FUNDED.addr,
      receiver: PAYEE.addr,
      amount,
      suggestedParams: sp,
      ...extra,
    });
  const sent: Sent[] = [];
  const submit = async (txns: algosdk.Transaction[], lease?: Uint8Array): Promise<void> => {
    if (txns.length > 1) algosdk.assignGroupID(txns);
    await node.submit(Buffer.concat(txns.map((t) => t.signTxn(FUNDED.sk))));
    for (const t of txns) sent.push({ txid: t.rawTxID(), lastValid: BigInt(t.lastValid), lease });
  };
  await submit([pay(1_000_000)]);
  await submit([pay(2000), pay(3000)]);
  const lease = new Uint8Array(32).fill(5);
  await submit([pay(4000, { lease })], lease);
  // a block of 16 kB, over the header's own size many times
  await submit(Array.from({ length: 16 }, (_, i) => pay(5000 + i, { note: new Uint8Array(1000).fill(i) })));
  node.close();
  await store.close();
  return sent;
}

// One chain, reopened once: every test below only reads the reopened ledger.
let sent: Sent[];
let ledger: Ledger;
const dir = mkdtempSync(join(tmpdir(), 'algorun-recent-rounds-'));
test.before(async () => {
  sent = await chain(dir);
  const store = await Store.open(dir);
  ledger = await openLedger(store, await loadOrCreateGenesis(store, { network: null, wallets: async () => [] }));
});
test.after.always(async () => {
  await ledger?.store.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a reopened ledger's tail holds every committed transaction, with its round, index and lease", (t) => {
  t.is(ledger.latestRound, 4n);
  const expected = [
    { round: 1n, index: 0 },
    { round: 2n, index: 0 },
    { round: 2n, index: 1 },
    { round: 3n, index: 0 },
    ...Array.from({ length: 16 }, (_, index) => ({ round: 4n, index })),
  ];
  t.deepEqual(
    sent.map((s) => ledger.tail.find(s.txid)),
    expected,
  );
  for (const s of sent) t.true(ledger.tail.isCommitted(s.txid, s.lastValid));
  t.false(ledger.tail.isCommitted(sent[0]!.txid, sent[0]!.lastValid + 1n));
  const leased = sent.find((s) => s.lease !== undefined)!;
  t.is(ledger.tail.leaseExpiry(FUNDED.addr.publicKey, leased.lease!), leased.lastValid);
  t.is(ledger.tail.leaseExpiry(PAYEE.addr.publicKey, leased.lease!), undefined);
});

test('kept headers hold their own bytes, not their block', async (t) => {
  const stored = (await ledger.readBlock(4n))!;
  const header = ledger.header(4n)!;
  t.deepEqual(header, blockHeaderOf(stored));
  // The header's fields are views into what its decoding read: a copy of the header alone (in the msgpack writer's
  // arena, a slab of Node's Buffer pool), never the 16 kB block. The pool is 8 KiB on Node 20 and 64 KiB from Node
  // 22 on, so a backing store as large as the pool is the pool's, not a block's.
  t.true(stored.length > 16_000);
  const ownBytes = (view: Uint8Array): boolean =>
    view.buffer.byteLength < stored.length || view.buffer.byteLength === Buffer.poolSize;
  t.true(ownBytes(header.seed!), 'the seed is not a view into the block');
  t.true(ownBytes(ledger.latest.genesisHash!), 'nor is the latest header');
});

test('blockTailTxns: the transactions in order, TxIDs as algosdk computes them; a malformed block refused', async (t) => {
  const blocks = await Promise.all([1n, 2n, 3n, 4n].map(async (r) => (await ledger.readBlock(r))!));
  const rows = (tail: (block: Buffer) => TailTxn[]): object[] =>
    blocks.flatMap(tail).map(({ txid, sender, lastValid, lease }) => ({
      txid: Buffer.from(txid),
      sender: Buffer.from(sender),
      lease: lease === undefined ? undefined : Buffer.from(lease),
      lastValid,
    }));
  const expected = sent.map((s) => ({
    txid: Buffer.from(s.txid),
    sender: Buffer.from(FUNDED.addr.publicKey),
    lease: s.lease === undefined ? undefined : Buffer.from(s.lease),
    lastValid: s.lastValid,
  }));
  // Read from the bytes and hashed natively, with the JavaScript engine, and by decoding: the same records.
  const jsMerkle = loadMerkle({ forceJs: true });
  t.deepEqual(
    rows((b) => blockTailTxns(b)),
    expected,
    'TxIDs of the transactions as signed: genesis fields restored',
  );
  t.deepEqual(
    rows((b) => blockTailTxns(b, undefined, jsMerkle)),
    expected,
  );
  t.deepEqual(
    rows((b) => blockTailTxnsDecoded(b)),
    expected,
  );
  t.throws(() => blockTailTxns(blocks[3]!.subarray(0, 5000)), { instanceOf: AppError });
  t.throws(() => blockTailTxns(Buffer.from([0x81, 0xa1])), { instanceOf: AppError });
});
