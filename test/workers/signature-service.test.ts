import test from 'ava';
import { randomBytes } from 'node:crypto';
import { generateKeyPair, sign, verify } from '../../src/core/crypto/ed25519.js';
import type { FlushMode } from '../../src/workers/batcher.js';
import { createPool, type Pool } from '../../src/workers/pool.js';
import type { TaskName } from '../../src/workers/protocol.js';
import { createSignatureService } from '../../src/workers/signature-service.js';
import { AppError } from '../../src/core/errors.js';
import { signTransactionItem } from '../../src/core/txn/sign-batch.js';
import { encodeTransaction } from '../../src/core/txn/transaction.js';

let pool: Pool;
let tasks: TaskName[] = [];

test.before(() => {
  pool = createPool({ threads: 2, onTask: (task) => tasks.push(task) });
});
test.after.always(async () => {
  await pool.destroy();
});
// The suite counts pool tasks through one hook, so its tests run one at a time.
test.beforeEach(() => {
  tasks = [];
});

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

function workload(n: number) {
  return Array.from({ length: n }, (_, i) => ({ key: generateKeyPair(randomBytes), message: randomBytes(i * 3) }));
}

test.serial('N concurrent signs become one task and equal inline signatures byte for byte', async (t) => {
  const flushes: [string, number, FlushMode][] = [];
  const service = createSignatureService({ pool, onFlush: (op, size, mode) => flushes.push([op, size, mode]) });
  const items = workload(40);
  const signatures = await Promise.all(items.map(({ key, message }) => service.sign(message, key.secretKey)));
  t.deepEqual(tasks, ['ed25519-sign-batch']);
  t.deepEqual(flushes, [['sign', 40, 'pooled']]);
  items.forEach(({ key, message }, i) => t.deepEqual(signatures[i], sign(message, key.secretKey)));
});

test.serial('pooled verify accepts good signatures and detects a corrupted one', async (t) => {
  const service = createSignatureService({ pool });
  const items = workload(12);
  const signatures = items.map(({ key, message }) => Buffer.from(sign(message, key.secretKey)));
  signatures[4]![10]! ^= 0x20;
  const valid = await Promise.all(
    items.map(({ key, message }, i) => service.verify(message, signatures[i]!, key.publicKey)),
  );
  t.deepEqual(tasks, ['ed25519-verify-batch']);
  t.deepEqual(
    valid,
    items.map((_, i) => i !== 4),
  );
});

test.serial('small batches stay inline: no task at all', async (t) => {
  const service = createSignatureService({ pool, inlineBelow: 4 });
  const items = workload(3);
  const signatures = await Promise.all(items.map(({ key, message }) => service.sign(message, key.secretKey)));
  const valid = await Promise.all(
    items.map(({ key, message }, i) => service.verify(message, signatures[i]!, key.publicKey)),
  );
  t.deepEqual(tasks, []);
  t.deepEqual(valid, [true, true, true]);
  items.forEach(({ key, message }, i) => t.deepEqual(signatures[i], sign(message, key.secretKey)));
});

test.serial('maxBatch spreads a burst over several tasks', async (t) => {
  const service = createSignatureService({ pool, maxBatch: 16 });
  const items = workload(40);
  const signatures = await Promise.all(items.map(({ key, message }) => service.sign(message, key.secretKey)));
  t.deepEqual(tasks, ['ed25519-sign-batch', 'ed25519-sign-batch', 'ed25519-sign-batch']);
  t.true(items.every(({ key, message }, i) => verify(message, signatures[i]!, key.publicKey)));
});

test.serial('parallelism = threads spreads one turn over both workers', async (t) => {
  const service = createSignatureService({ pool, parallelism: pool.threads });
  const items = workload(40);
  const signatures = await Promise.all(items.map(({ key, message }) => service.sign(message, key.secretKey)));
  t.deepEqual(tasks, ['ed25519-sign-batch', 'ed25519-sign-batch']);
  items.forEach(({ key, message }, i) => t.deepEqual(signatures[i], sign(message, key.secretKey)));
});

test.serial('a bad key rejects only its own call; bad lengths in verify are simply false', async (t) => {
  const service = createSignatureService({ pool });
  const items = workload(6);
  const keyFor = (i: number) => (i === 2 ? items[i]!.key.secretKey.subarray(0, 32) : items[i]!.key.secretKey);
  const calls = items.map(({ message }, i) => service.sign(message, keyFor(i)));
  const settled = await Promise.allSettled(calls);
  t.deepEqual(
    settled.map((s) => s.status),
    ['fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled'],
  );
  t.is(await codeOf(calls[2]!), 'CORE_BAD_LENGTH');
  t.deepEqual(tasks, ['ed25519-sign-batch']);
  const { key, message } = items[0]!;
  t.false(await service.verify(message, Buffer.alloc(63), key.publicKey));
  t.false(await service.verify(message, Buffer.alloc(64), key.publicKey.subarray(1)));
});

test.serial('without a pool the service signs and verifies inline', async (t) => {
  const service = createSignatureService();
  const items = workload(10);
  const signatures = await Promise.all(items.map(({ key, message }) => service.sign(message, key.secretKey)));
  items.forEach(({ key, message }, i) => t.deepEqual(signatures[i], sign(message, key.secretKey)));
  const valid = await Promise.all(
    items.map(({ key, message }, i) => service.verify(message, signatures[i]!, key.publicKey)),
  );
  t.true(valid.every(Boolean));
  t.deepEqual(tasks, []);
});

test.serial('after the pool is destroyed every pooled call rejects with CORE_POOL_FAILURE', async (t) => {
  const own = createPool({ threads: 1 });
  const service = createSignatureService({ pool: own });
  await own.destroy();
  const codes = await Promise.all(workload(8).map(({ key, message }) => codeOf(service.sign(message, key.secretKey))));
  t.deepEqual(codes, new Array(8).fill('CORE_POOL_FAILURE'));
});

test.serial(
  'signAll: a list signed in tasks of maxBatch equals inline signatures; a bad key refuses the whole list',
  async (t) => {
    const flushes: [string, number, FlushMode][] = [];
    const service = createSignatureService({
      pool,
      maxBatch: 16,
      onFlush: (op, size, mode) => flushes.push([op, size, mode]),
    });
    const items = workload(40);
    const signatures = await service.signAll(items.map(({ key, message }) => ({ message, secretKey: key.secretKey })));
    t.is(signatures.length, 40);
    items.forEach(({ key, message }, i) => t.deepEqual(signatures[i], sign(message, key.secretKey)));
    t.deepEqual(flushes, [
      ['sign', 14, 'pooled'],
      ['sign', 13, 'pooled'],
      ['sign', 13, 'pooled'],
    ]);
    t.deepEqual(tasks, ['ed25519-sign-batch', 'ed25519-sign-batch', 'ed25519-sign-batch']);
    const bad = [
      { message: Buffer.from('m'), secretKey: items[0]!.key.secretKey },
      { message: Buffer.from('m'), secretKey: Buffer.alloc(32) },
    ];
    t.is(await codeOf(service.signAll(bad)), 'CORE_BAD_LENGTH');
    t.is(tasks.length, 3, 'nothing signed for a refused list');
  },
);

test.serial(
  'signTransactions: txn-sign-batch tasks equal core signTransactionItem; one key crosses once per task',
  async (t) => {
    const flushes: [string, number, FlushMode][] = [];
    // The real pool, recording the size of each task's key block before it leaves.
    const keyBlocks: number[] = [];
    const recording: Pool = {
      ...pool,
      run(task, input, options) {
        keyBlocks.push((input as { secretKeys: Uint8Array }).secretKeys.length);
        return pool.run(task, input, options);
      },
    };
    const service = createSignatureService({
      pool: recording,
      maxBatch: 16,
      maxTransactionBatch: 32,
      onFlush: (op, size, mode) => flushes.push([op, size, mode]),
    });
    const alice = generateKeyPair(randomBytes);
    const bob = generateKeyPair(randomBytes);
    const txn = (sender: Buffer, amount: bigint) =>
      encodeTransaction({
        type: 'pay',
        sender,
        receiver: bob.publicKey,
        amount,
        fee: 1000n,
        firstValid: 1n,
        lastValid: 9n,
      });
    // Alternating keys, one shared copy each (as kmd passes them); a wrong key and bad bytes come back null.
    const items = Array.from({ length: 40 }, (_, i) => {
      const key = i % 2 === 0 ? alice : bob;
      const bytes = i === 7 ? Buffer.from([0x01]) : txn(key.publicKey, BigInt(i));
      return { transaction: bytes, publicKey: Buffer.alloc(32), secretKey: i === 9 ? alice.secretKey : key.secretKey };
    });
    const out = await service.signTransactions!(items);
    items.forEach((item, i) =>
      t.deepEqual(out[i], signTransactionItem(item.transaction, item.publicKey, item.secretKey), `item ${i}`),
    );
    t.is(out[7], null);
    t.is(out[9], null);
    t.is(out.filter((o) => o !== null).length, 38);
    t.deepEqual(flushes, [
      ['sign', 20, 'pooled'],
      ['sign', 20, 'pooled'],
    ]);
    t.deepEqual(tasks, ['txn-sign-batch', 'txn-sign-batch']);
    t.deepEqual(keyBlocks, [128, 128], 'two distinct keys of 64 bytes per task, not one per item');
    const bad = [{ ...items[0]!, secretKey: Buffer.alloc(32) }];
    t.is(await codeOf(service.signTransactions!(bad)), 'CORE_BAD_LENGTH');
    t.is(tasks.length, 2, 'nothing sent for a refused list');
  },
);

test.serial('a key block the pool never took is zeroed when the task fails', async (t) => {
  const taken: Uint8Array[] = [];
  // A pool that refuses every task before posting it (as a closed pool does): the packed keys stay here.
  const refusing: Pool = {
    run(_task, input) {
      taken.push((input as { secretKeys: Uint8Array }).secretKeys);
      return Promise.reject(new AppError('CORE_POOL_FAILURE', 'refused'));
    },
    destroy: () => Promise.resolve(),
    threads: 2,
    isDestroyed: false,
    stats: () => ({ threads: 2, queueSize: 0, completed: 0, busyMs: 0, idleMs: 0 }),
  };
  const service = createSignatureService({ pool: refusing, inlineBelow: 0 });
  const key = generateKeyPair(randomBytes);
  const txn = encodeTransaction({ type: 'pay', sender: key.publicKey, fee: 1000n, firstValid: 1n, lastValid: 9n });
  const list = Array.from({ length: 8 }, () => ({
    transaction: txn,
    publicKey: Buffer.alloc(32),
    secretKey: key.secretKey,
  }));
  t.is(await codeOf(service.signTransactions!(list)), 'CORE_POOL_FAILURE');
  t.is(
    await codeOf(service.signAll(list.map((i) => ({ message: i.transaction, secretKey: i.secretKey })))),
    'CORE_POOL_FAILURE',
  );
  t.is(taken.length, 2);
  for (const block of taken) t.true(block.length > 0 && block.every((b) => b === 0));
  t.false(
    key.secretKey.every((b) => b === 0),
    "the caller's own key is untouched",
  );
});
