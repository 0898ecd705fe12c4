// The worker entry and its tasks, called in this thread: envelopes for good and bad input, and no throws.
import test from 'ava';
import { randomBytes } from 'node:crypto';
import { generateKeyPair, sign } from '../../src/core/crypto/ed25519.js';
import { packBytes, packFixed } from '../../src/core/packed.js';
import { KDF_ALGORITHM, deriveKeyFromPassword, newKdfParams } from '../../src/core/crypto/password-kdf.js';
import handle from '../../src/workers/worker.js';
import type { TaskResult } from '../../src/workers/protocol.js';

function errorCode(result: TaskResult<unknown>): string | undefined {
  return result.ok ? undefined : result.error.code;
}

test('sign task answers an ok envelope equal to inline signing and zeroes the key block', (t) => {
  const keys = [generateKeyPair(randomBytes), generateKeyPair(randomBytes)];
  const messages = [randomBytes(10), randomBytes(0)];
  const secretKeys = packFixed(
    keys.map((k) => k.secretKey),
    64,
    'sk',
  );
  const result = handle({ task: 'ed25519-sign-batch', input: { messages: packBytes(messages), secretKeys } });
  if (!result.ok) return t.fail(result.error.message);
  const { signatures } = result.value as { signatures: Uint8Array };
  t.deepEqual(Buffer.from(signatures.subarray(64, 128)), sign(messages[1]!, keys[1]!.secretKey));
  t.true(secretKeys.every((b) => b === 0));
});

test('sign task zeroes the key block on failure too', (t) => {
  const secretKeys = new Uint8Array(64).fill(7);
  const result = handle({ task: 'ed25519-sign-batch', input: { messages: packBytes([]), secretKeys } });
  t.is(errorCode(result), 'CORE_BAD_LENGTH');
  t.true(secretKeys.every((b) => b === 0));
});

test('verify task answers one byte per item', (t) => {
  const k = generateKeyPair(randomBytes);
  const m = randomBytes(5);
  const signatures = packFixed([sign(m, k.secretKey), Buffer.alloc(64)], 64, 'sig');
  const publicKeys = packFixed([k.publicKey, k.publicKey], 32, 'pk');
  const input = { messages: packBytes([m, m]), signatures, publicKeys };
  const result = handle({ task: 'ed25519-verify-batch', input });
  t.deepEqual(result.ok ? [...(result.value as { valid: Uint8Array }).valid] : result.error, [1, 0]);
});

test('password-kdf task derives the same key as core and zeroes the password', (t) => {
  const params = newKdfParams(randomBytes);
  const password = Buffer.from('hunter2');
  const result = handle({ task: 'password-kdf', input: { password, params } });
  if (!result.ok) return t.fail(result.error.message);
  const expected = Buffer.from(deriveKeyFromPassword('hunter2', params).bytes);
  t.deepEqual(Buffer.from((result.value as { key: Uint8Array }).key), expected);
  t.true(password.every((b) => b === 0));
  const weird = { algorithm: KDF_ALGORITHM, opsLimit: 1e9, memLimitBytes: 1, salt: new Uint8Array(16) };
  const refused = handle({ task: 'password-kdf', input: { password: Buffer.from('x'), params: weird } });
  t.is(errorCode(refused), 'CORE_BAD_ARGUMENT');
});

const malformed = test.macro({
  exec(t, request: unknown, code: string) {
    let result: TaskResult<unknown> | undefined;
    t.notThrows(() => {
      result = handle(request);
    });
    t.is(errorCode(result!), code);
  },
  title: (title = '') => `malformed request: ${title}`,
});
const throwingGetter = Object.defineProperty({}, 'items', {
  get: () => {
    throw new Error('boom');
  },
});
const BAD = 'CORE_BAD_ARGUMENT';
const cases: [string, unknown, string][] = [
  ['null', null, BAD],
  ['a number', 7, BAD],
  ['unknown task', { task: 'mine-bitcoin', input: {} }, BAD],
  ['sign without input', { task: 'ed25519-sign-batch' }, BAD],
  [
    'sign with arrays instead of typed arrays',
    { task: 'ed25519-sign-batch', input: { messages: { data: [1], offsets: [0, 1] }, secretKeys: [] } },
    BAD,
  ],
  [
    'verify with missing keys',
    { task: 'ed25519-verify-batch', input: { messages: packBytes([]), signatures: new Uint8Array(0) } },
    BAD,
  ],
  [
    'hash with bad offsets',
    { task: 'sha512-256-batch', input: { items: { data: new Uint8Array(1), offsets: Uint32Array.of(0, 2) } } },
    BAD,
  ],
  ['kdf with a string password', { task: 'password-kdf', input: { password: 'pw', params: {} } }, BAD],
  ['input whose getter throws', { task: 'sha512-256-batch', input: throwingGetter }, 'CORE_INTERNAL'],
];
for (const [title, request, code] of cases) test(title, malformed, request, code);
