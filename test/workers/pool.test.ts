import test from 'ava';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { generateKeyPair, sign } from '../../src/core/crypto/ed25519.js';
import { sha512_256 } from '../../src/core/crypto/hash.js';
import { packBytes, packFixed } from '../../src/core/packed.js';
import { createPool, resolveWorkerFile, workerExecArgv, type Pool } from '../../src/workers/pool.js';
import type { TaskName } from '../../src/workers/protocol.js';

let pool: Pool;

test.before(() => {
  pool = createPool({ threads: 2 });
});
test.after.always(async () => {
  await pool.destroy();
});

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

function signInput(n: number) {
  const keys = Array.from({ length: n }, () => generateKeyPair(randomBytes));
  const messages = Array.from({ length: n }, (_, i) => randomBytes(i * 7));
  const secretKeys = packFixed(
    keys.map((k) => k.secretKey),
    64,
    'sk',
  );
  return { keys, messages, input: { messages: packBytes(messages), secretKeys } };
}

test('a .ts worker loads under node --import tsx (ava runs this suite that way)', (t) => {
  t.true(process.execArgv.some((a) => a.includes('tsx')));
  const poolModule = new URL('../../src/workers/pool.ts', import.meta.url).href;
  t.true(resolveWorkerFile(poolModule).href.endsWith('/src/workers/worker.ts'));
});

test('worker file follows the module extension: .ts under tsx, .js when compiled', (t) => {
  t.is(resolveWorkerFile('file:///app/dist/workers/pool.js').href, 'file:///app/dist/workers/worker.js');
  t.is(resolveWorkerFile('file:///app/src/workers/pool.ts').href, 'file:///app/src/workers/worker.ts');
});

test('workers inherit the process options; a .ts worker without a tsx loader gets the code loaders and tsx', (t) => {
  const ts = new URL('file:///app/src/workers/worker.ts');
  const js = new URL('file:///app/dist/workers/worker.js');
  t.is(workerExecArgv(js, ['--max-old-space-size=100']), undefined);
  t.is(workerExecArgv(ts, ['--import', 'tsx']), undefined);
  t.is(workerExecArgv(ts, ['--require', '/x/tsx/dist/preflight.cjs']), undefined);
  t.deepEqual(workerExecArgv(ts, []), ['--import', 'tsx']);
  // V8 and process-wide options are left out of a list (a worker refuses them); code loaders are kept.
  const mixed = ['--max-old-space-size=100', '--conditions', 'dev', '--stack-size=2000', '--import=./setup.js'];
  t.deepEqual(workerExecArgv(ts, mixed), ['--conditions', 'dev', '--import=./setup.js', '--import', 'tsx']);
});

test('a process started with V8 heap flags starts its pool, and the workers run under the flags', async (t) => {
  const run = async (script: string, flags: string[]): Promise<string> => {
    const child = new URL(`./helpers/${script}`, import.meta.url);
    const { stdout } = await promisify(execFile)(process.execPath, [...flags, child.pathname], { timeout: 60_000 });
    return stdout.trim().split('\n').pop()!;
  };
  const flags = ['--max-old-space-size=1024', '--max-semi-space-size=16'];
  // a .js worker, as the built server runs: the workers inherit the process's options
  const seen = JSON.parse(await run('flags-child.mjs', flags)) as { execArgv: string[]; heapLimitMiB: number };
  t.deepEqual(seen.execArgv, flags);
  t.true(seen.heapLimitMiB >= 1024 && seen.heapLimitMiB < 1200, `heap limit ${seen.heapLimitMiB} MiB`);
  // a .ts worker without a tsx flag: a list of loaders only, the V8 flags left to the process
  const ts = JSON.parse(await run('tsx-api-child.mjs', flags)) as { digest: string };
  t.is(ts.digest, sha512_256(Buffer.from('abc')).toString('hex'));
});

test('pooled batch sign equals inline sign byte for byte; inputs are transferred', async (t) => {
  const { keys, messages, input } = signInput(20);
  const keyBuffer = input.secretKeys.buffer;
  const transfer = [input.messages.data.buffer, input.messages.offsets.buffer, keyBuffer] as ArrayBuffer[];
  const { signatures } = await pool.run('ed25519-sign-batch', input, { transfer });
  t.is(keyBuffer.byteLength, 0, 'the key block moved to the worker instead of being cloned');
  messages.forEach((m, i) => {
    t.deepEqual(Buffer.from(signatures.subarray(i * 64, (i + 1) * 64)), sign(m, keys[i]!.secretKey));
  });
});

test('pooled verify detects a corrupted signature', async (t) => {
  const { keys, messages, input } = signInput(8);
  const { signatures } = await pool.run('ed25519-sign-batch', input);
  signatures[6 * 64]! ^= 0x01;
  const publicKeys = packFixed(
    keys.map((k) => k.publicKey),
    32,
    'pk',
  );
  const { valid } = await pool.run('ed25519-verify-batch', { messages: packBytes(messages), signatures, publicKeys });
  t.deepEqual([...valid], [1, 1, 1, 1, 1, 1, 0, 1]);
});

test('sha512-256 batch task', async (t) => {
  const items = [Buffer.from('a'), Buffer.alloc(0), randomBytes(1000)];
  const { digests } = await pool.run('sha512-256-batch', { items: packBytes(items) });
  items.forEach((item, i) => t.deepEqual(Buffer.from(digests.subarray(i * 32, (i + 1) * 32)), sha512_256(item)));
});

test('task failure envelopes become AppErrors with the task code', async (t) => {
  const { input } = signInput(2);
  const short = { messages: input.messages, secretKeys: input.secretKeys.subarray(0, 64) };
  const err = await t.throwsAsync(pool.run('ed25519-sign-batch', short));
  t.is((err as { code?: string }).code, 'CORE_BAD_LENGTH');
  t.regex(err!.message, /secret key block must be 128 bytes, got 64/);
  const malformed = { items: { data: new Uint8Array(2), offsets: Uint32Array.of(0, 5) } };
  t.is(await codeOf(pool.run('sha512-256-batch', malformed)), 'CORE_BAD_ARGUMENT');
  const wrongShape = { messages: 'nope' } as never;
  t.is(await codeOf(pool.run('ed25519-verify-batch', wrongShape)), 'CORE_BAD_ARGUMENT');
  t.is(await codeOf(pool.run('no-such-task' as TaskName, {} as never)), 'CORE_BAD_ARGUMENT');
});

test('onTask hook sees every task', async (t) => {
  const seen: TaskName[] = [];
  const own = createPool({ threads: 1, onTask: (task) => seen.push(task) });
  try {
    const { input } = signInput(1);
    await Promise.all([own.run('sha512-256-batch', { items: packBytes([]) }), own.run('ed25519-sign-batch', input)]);
    t.deepEqual(seen, ['sha512-256-batch', 'ed25519-sign-batch']);
  } finally {
    await own.destroy();
  }
});

test('a worker that dies reports CORE_POOL_FAILURE', async (t) => {
  const dying = createPool({ threads: 1, workerFile: new URL('./helpers/exiting-worker.ts', import.meta.url) });
  try {
    t.is(await codeOf(dying.run('sha512-256-batch', { items: packBytes([]) })), 'CORE_POOL_FAILURE');
  } finally {
    await dying.destroy();
  }
});

test('a worker breaking the envelope protocol reports CORE_POOL_FAILURE', async (t) => {
  const bare = createPool({ threads: 1, workerFile: new URL('./helpers/bare-worker.ts', import.meta.url) });
  try {
    t.is(await codeOf(bare.run('sha512-256-batch', { items: packBytes([]) })), 'CORE_POOL_FAILURE');
    t.is(await codeOf(bare.run('sha512-256-batch', 'throw' as never)), 'CORE_POOL_FAILURE');
  } finally {
    await bare.destroy();
  }
});

test('destroy: queued tasks and later calls reject with CORE_POOL_FAILURE; destroy is idempotent', async (t) => {
  const small = createPool({ threads: 1, tasksPerWorker: 1 });
  const { input } = signInput(1);
  t.is((await small.run('ed25519-sign-batch', input)).signatures.length, 64);
  const hashOne = () => small.run('sha512-256-batch', { items: packBytes([randomBytes(10)]) });
  const queued = Array.from({ length: 5 }, () => codeOf(hashOne()));
  await small.destroy();
  t.true(small.isDestroyed);
  const codes = await Promise.all(queued);
  // The first task may already be running on the worker and then completes; the queued ones are dropped.
  t.true(codes.every((code) => code === undefined || code === 'CORE_POOL_FAILURE'));
  t.true(codes.slice(1).every((code) => code === 'CORE_POOL_FAILURE'));
  t.is(await codeOf(small.run('sha512-256-batch', { items: packBytes([]) })), 'CORE_POOL_FAILURE');
  await t.notThrowsAsync(small.destroy());
});

test('bad thread counts are refused', (t) => {
  for (const threads of [0, -1, 1.5]) {
    t.is((t.throws(() => createPool({ threads })) as { code?: string }).code, 'CORE_BAD_ARGUMENT');
  }
});

test('pool works when the TypeScript sources are loaded without a tsx flag in execArgv', async (t) => {
  const child = new URL('./helpers/tsx-api-child.mjs', import.meta.url);
  const { stdout } = await promisify(execFile)(process.execPath, [child.pathname], { timeout: 60_000 });
  const seen = JSON.parse(stdout.trim().split('\n').pop()!) as { execArgv: string[]; digest: string };
  t.false(seen.execArgv.some((a) => a.includes('tsx')));
  t.is(seen.digest, sha512_256(Buffer.from('abc')).toString('hex'));
});

test.serial('stats: threads, completed tasks and the workers’ busy and idle time, read when asked', async (t) => {
  const before = pool.stats();
  t.is(before.threads, 2);
  await Promise.all([
    pool.run('ed25519-sign-batch', signInput(4).input),
    pool.run('ed25519-sign-batch', signInput(4).input),
  ]);
  const after = pool.stats();
  t.true(after.completed >= before.completed + 2);
  t.is(after.queueSize, 0);
  t.true(after.busyMs > 0 && after.busyMs >= before.busyMs);
  t.true(after.idleMs >= 0);
});
