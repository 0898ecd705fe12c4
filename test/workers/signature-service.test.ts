import test from 'ava';
import { randomBytes } from 'node:crypto';
import { generateKeyPair, sign, verify } from '../../src/core/crypto/ed25519.js';
import type { FlushMode } from '../../src/workers/batcher.js';
import { createPool, type Pool } from '../../src/workers/pool.js';
import type { TaskName } from '../../src/workers/protocol.js';
import { createSignatureService } from '../../src/workers/signature-service.js';

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
