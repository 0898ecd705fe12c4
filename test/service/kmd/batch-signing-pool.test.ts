// SignTransactions through the real signature service, pooled (decode + sign + SignedTxn in txn-sign-batch
// tasks) and inline: every item answers what SignTransaction answers for it alone, bad items in the middle included.
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { decodeAddress, encodeAddress } from '../../../src/core/crypto/address.js';
import { KmdServiceImpl } from '../../../src/service/kmd.js';
import { createPool } from '../../../src/workers/pool.js';
import type { TaskName } from '../../../src/workers/protocol.js';
import { payment, withDevHandle } from './dev-handle.js';

/** The same payment with its fee (1000, uint16) written as a uint32: decodes, but is not canonical. */
function nonCanonical(bytes: Buffer): Buffer {
  const fee = Buffer.from([0xa3, 0x66, 0x65, 0x65, 0xcd, 0x03, 0xe8]);
  const at = bytes.indexOf(fee);
  if (at < 0) throw new Error('no fee field');
  return Buffer.concat([bytes.subarray(0, at + 4), Buffer.from([0xce, 0, 0, 0x03, 0xe8]), bytes.subarray(at + 7)]);
}

type Item = { transaction: Buffer; publicKey: string; what: string };

/** Good and bad items, mixed: every path of the batch (pool, fallback, per-item errors). */
function mixedItems([a, b, c]: string[]): Item[] {
  const stranger = encodeAddress(randomBytes(32));
  // A note holding `snd` + bin 32 + b's key: the sender hint reads b, the transaction is a's.
  const decoy = Buffer.concat([Buffer.from([0xa3, 0x73, 0x6e, 0x64, 0xc4, 0x20]), decodeAddress(b!)]);
  return [
    { what: 'by sender', transaction: payment(a!, b!, 1n), publicKey: '' },
    { what: 'undecodable', transaction: Buffer.from([0xc0]), publicKey: '' },
    { what: 'other sender', transaction: payment(b!, a!, 2n), publicKey: '' },
    { what: 'by public key (sgnr)', transaction: payment(a!, b!, 3n), publicKey: c! },
    { what: 'not msgpack', transaction: Buffer.from([0x01]), publicKey: '' },
    { what: 'sender not in the wallet', transaction: payment(stranger, a!, 4n), publicKey: '' },
    { what: 'public key not in the wallet', transaction: payment(a!, b!, 5n), publicKey: stranger },
    { what: 'decoy sender in the note', transaction: payment(a!, c!, 6n, { note: decoy }), publicKey: '' },
    { what: 'non-canonical', transaction: nonCanonical(payment(c!, a!, 7n)), publicKey: '' },
    { what: 'empty', transaction: Buffer.alloc(0), publicKey: '' },
    { what: 'public key = sender', transaction: payment(b!, c!, 8n), publicKey: b! },
  ];
}

type Answer = { signed?: Buffer; code?: string; message?: string };

async function batchMatchesSingles(
  t: import('ava').ExecutionContext,
  kmd: KmdServiceImpl,
  handle: string,
  items: Item[],
) {
  const { results } = await kmd.signTransactions({
    wallet_handle_token: handle,
    wallet_password: '',
    transactions: items.map((i) => i.transaction),
    public_keys: items.map((i) => i.publicKey),
  });
  t.is(results.length, items.length);
  for (const [i, item] of items.entries()) {
    let single: Answer;
    try {
      const r = await kmd.signTransaction({
        wallet_handle_token: handle,
        wallet_password: '',
        transaction: item.transaction,
        public_key: item.publicKey,
      });
      single = { signed: r.signed_transaction };
    } catch (error) {
      single = { code: (error as { code: string }).code, message: (error as Error).message };
    }
    const r = results[i]!;
    const batch: Answer = r.error
      ? { code: r.error.code, message: r.error.message }
      : { signed: r.signed_transaction! };
    t.deepEqual(batch, single, `item ${i}: ${item.what}`);
  }
  return results;
}

test('inline (no pool): each item of a mixed batch answers as SignTransaction alone', async (t) => {
  await withDevHandle({}, async (kmd, handle, addresses) => {
    const results = await batchMatchesSingles(t, kmd, handle, mixedItems(addresses));
    t.deepEqual(
      results.map((r) => (r.error ? r.error.code : 'signed')),
      ['signed', 'KMD_BAD_TRANSACTION', 'signed', 'signed', 'KMD_BAD_TRANSACTION', 'KMD_KEY_NOT_FOUND'].concat([
        'KMD_KEY_NOT_FOUND',
        'signed',
        'signed',
        'KMD_BAD_TRANSACTION',
        'signed',
      ]),
    );
  });
});

test('pooled: a batch of 300 leaves as txn-sign-batch tasks and each item answers as SignTransaction alone', async (t) => {
  const tasks: TaskName[] = [];
  const pool = createPool({ threads: 2, onTask: (task) => tasks.push(task) });
  try {
    await withDevHandle({ pool }, async (kmd, handle, addresses) => {
      const mixed = mixedItems(addresses);
      const items = Array.from({ length: 300 }, (_, i) => mixed[i % mixed.length]!);
      tasks.length = 0;
      await batchMatchesSingles(t, kmd, handle, items);
      // The 164 items with a key found (6 of every 11) go to the idle pool split over its two threads: two
      // txn-sign-batch tasks. The rest, and the decoy the pool leaves, take the one-step path; so do the
      // single calls after it (ed25519-sign-batch or inline).
      t.is(tasks.filter((task) => task === 'txn-sign-batch').length, 2);
    });
  } finally {
    await pool.destroy();
  }
});
