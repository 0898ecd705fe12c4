import test from 'ava';
import { randomBytes } from 'node:crypto';
import {
  SECRETBOX_MAC_BYTES,
  SECRETBOX_NONCE_BYTES,
  open,
  openWithPassword,
  readPasswordBoxParams,
  seal,
  sealWithPassword,
} from '../../../src/core/crypto/secretbox.js';
import {
  KDF_MEM_LIMIT_DEFAULT_BYTES,
  KDF_OPS_LIMIT_DEFAULT,
  deriveKeyFromPassword,
  newKdfParams,
} from '../../../src/core/crypto/password-kdf.js';

const WRONG_PASSWORD = 'error decrypting. wrong password?';
const WRONG_TYPE = 'error decrypting, found the wrong type of data. something fishy is going on with this wallet';

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
}

test('seal/open round trip at several sizes, fresh nonce each time', (t) => {
  const key = randomBytes(32);
  for (const size of [0, 1, 32, 64, 1000]) {
    const data = randomBytes(size);
    const a = seal(key, 'secret_key', data, randomBytes);
    const b = seal(key, 'secret_key', data, randomBytes);
    t.is(a.length, SECRETBOX_NONCE_BYTES + SECRETBOX_MAC_BYTES + 1 + 'secret_key'.length + size);
    t.notDeepEqual(a.subarray(0, SECRETBOX_NONCE_BYTES), b.subarray(0, SECRETBOX_NONCE_BYTES));
    const opened = open(key, 'secret_key', a);
    t.deepEqual(Buffer.from(opened.bytes), data);
    opened.release();
  }
});

test('tampering with any byte is detected', (t) => {
  const key = randomBytes(32);
  const sealed = seal(key, 'master_derivation_key', randomBytes(32), randomBytes);
  for (let i = 0; i < sealed.length; i++) {
    const copy = Buffer.from(sealed);
    copy[i]! ^= 0x01;
    const err = t.throws(() => open(key, 'master_derivation_key', copy));
    t.is((err as { code?: string }).code, 'CORE_DECRYPT_FAILED');
    t.is(err!.message, WRONG_PASSWORD);
  }
  t.is(
    codeOf(() => open(key, 'master_derivation_key', sealed.subarray(0, 40))),
    'CORE_DECRYPT_FAILED',
  );
  t.is(
    codeOf(() => open(key, 'master_derivation_key', sealed.subarray(0, sealed.length - 1))),
    'CORE_DECRYPT_FAILED',
  );
});

test('wrong key fails authentication', (t) => {
  const sealed = seal(randomBytes(32), 'master_key', randomBytes(32), randomBytes);
  t.is(
    codeOf(() => open(randomBytes(32), 'master_key', sealed)),
    'CORE_DECRYPT_FAILED',
  );
});

test('wrong type tag is reported distinctly', (t) => {
  const key = randomBytes(32);
  const sealed = seal(key, 'secret_key', randomBytes(64), randomBytes);
  for (const other of ['master_key', 'secret_ke', 'secret_keys']) {
    const err = t.throws(() => open(key, other, sealed));
    t.is((err as { code?: string }).code, 'CORE_DECRYPT_WRONG_TYPE');
    t.is(err!.message, WRONG_TYPE);
  }
});

test('bad key sizes and tags are refused before any work', (t) => {
  t.is(
    codeOf(() => seal(randomBytes(31), 'secret_key', Buffer.alloc(1), randomBytes)),
    'CORE_BAD_LENGTH',
  );
  t.is(
    codeOf(() => open(randomBytes(33), 'secret_key', Buffer.alloc(64))),
    'CORE_BAD_LENGTH',
  );
  t.is(
    codeOf(() => seal(randomBytes(32), '', Buffer.alloc(1), randomBytes)),
    'CORE_BAD_ARGUMENT',
  );
});

test('password box: round trip, parameters stored, wrong password, wrong type, tampered header', (t) => {
  const data = randomBytes(32);
  const box = sealWithPassword('correct horse', 'master_key', data, randomBytes);
  const params = readPasswordBoxParams(box);
  t.is(params.algorithm, 'argon2id13');
  t.is(params.opsLimit, KDF_OPS_LIMIT_DEFAULT);
  t.is(params.memLimitBytes, KDF_MEM_LIMIT_DEFAULT_BYTES);
  t.true(params.opsLimit >= 3 && params.memLimitBytes >= 256 * 1024 * 1024, 'at least libsodium MODERATE');

  const opened = openWithPassword('correct horse', 'master_key', box);
  t.deepEqual(Buffer.from(opened.bytes), data);
  opened.release();
  t.throws(() => opened.bytes, { message: /after release/ });

  const wrong = t.throws(() => openWithPassword('correct horse!', 'master_key', box));
  t.is((wrong as { code?: string }).code, 'CORE_DECRYPT_FAILED');
  t.is(wrong!.message, WRONG_PASSWORD);

  const salted = Buffer.from(box);
  salted[20]! ^= 0x80; // inside the salt: a different key, so authentication fails
  t.is(
    codeOf(() => openWithPassword('correct horse', 'master_key', salted)),
    'CORE_DECRYPT_FAILED',
  );

  const huge = Buffer.from(box);
  huge.writeBigUInt64BE(1n << 40n, 6); // 1 TiB of memory demanded: refused before deriving
  t.is(
    codeOf(() => openWithPassword('correct horse', 'master_key', huge)),
    'CORE_DECRYPT_FAILED',
  );
  t.is(
    codeOf(() => openWithPassword('correct horse', 'master_key', Buffer.from([2, 1, 0]))),
    'CORE_DECRYPT_FAILED',
  );
});

test('empty password is allowed and differs from a non-empty one; string and bytes agree', (t) => {
  const params = newKdfParams(randomBytes);
  const fromString = deriveKeyFromPassword('', params);
  const fromBytes = deriveKeyFromPassword(new Uint8Array(0), params);
  const other = deriveKeyFromPassword('x', params);
  t.deepEqual(fromString.bytes, fromBytes.bytes);
  t.notDeepEqual(fromString.bytes, other.bytes);
  const box = sealWithPassword('', 'max_key_idx', Buffer.from([7]), randomBytes, params);
  t.deepEqual([...openWithPassword('', 'max_key_idx', box).bytes], [7]);
  t.is(
    codeOf(() => openWithPassword('', 'master_key', box)),
    'CORE_DECRYPT_WRONG_TYPE',
  );
});

test('new parameters are never weaker than MODERATE', (t) => {
  const p = newKdfParams(randomBytes, { opsLimit: 1, memLimitBytes: 8192 });
  t.is(p.opsLimit, KDF_OPS_LIMIT_DEFAULT);
  t.is(p.memLimitBytes, KDF_MEM_LIMIT_DEFAULT_BYTES);
  t.is(newKdfParams(randomBytes, { opsLimit: 5 }).opsLimit, 5);
});
