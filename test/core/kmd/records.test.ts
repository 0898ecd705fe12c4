import test from 'ava';
import {
  decodeKeyRecord,
  decodeMultisigRecord,
  decodeWalletRecord,
  encodeKeyRecord,
  encodeMultisigRecord,
  encodeWalletRecord,
  EMPTY_PASSWORD_KDF,
  type WalletRecord,
} from '../../../src/core/kmd/records.js';

test('wallet record round-trips', (t) => {
  const record: WalletRecord = {
    id: 'ab'.repeat(16),
    name: 'naïve wallet',
    driver: 'algorun',
    createdMs: 1_700_000_000_000,
    kdf: { algorithm: 'argon2id13', opsLimit: 3, memLimitBytes: 268435456, salt: Buffer.alloc(16, 9) },
    masterKeyBox: Buffer.from([1, 2, 3]),
    mdkBox: Buffer.from([4, 5]),
    maxIndexBox: Buffer.from([6]),
  };
  t.deepEqual(decodeWalletRecord(encodeWalletRecord(record)), record);
});

test('an empty-password wallet record (kdf none) round-trips with no KDF parameters', (t) => {
  const record: WalletRecord = {
    id: 'cd'.repeat(16),
    name: 'dev',
    driver: 'algorun',
    createdMs: 1,
    kdf: EMPTY_PASSWORD_KDF,
    masterKeyBox: Buffer.from([1]),
    mdkBox: Buffer.from([2]),
    maxIndexBox: Buffer.from([3]),
  };
  const bytes = encodeWalletRecord(record);
  t.deepEqual(JSON.parse(bytes.toString('utf8')).kdf, { algorithm: 'none' });
  t.deepEqual(decodeWalletRecord(bytes), record);
});

test('key records keep the derivation index or its absence', (t) => {
  const sealed = Buffer.from('sealed');
  t.deepEqual(decodeKeyRecord(encodeKeyRecord({ index: undefined, sealedSecretKey: sealed })), {
    index: undefined,
    sealedSecretKey: sealed,
  });
  const max = (1n << 64n) - 1n;
  t.deepEqual(decodeKeyRecord(encodeKeyRecord({ index: max, sealedSecretKey: sealed })).index, max);
});

test('multisig records keep version, threshold and key order', (t) => {
  const pks = [Buffer.alloc(32, 2), Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
  t.deepEqual(decodeMultisigRecord(encodeMultisigRecord({ version: 1, threshold: 2, pks })), {
    version: 1,
    threshold: 2,
    pks,
  });
});

const damaged = test.macro((t, decode: () => unknown) => {
  t.is(t.throws(decode)?.message.startsWith('damaged kmd'), true);
});
test('damaged wallet JSON', damaged, () => decodeWalletRecord(Buffer.from('{')));
test('damaged wallet version', damaged, () => decodeWalletRecord(Buffer.from('{"v":2}')));
test('damaged wallet: unknown KDF', damaged, () =>
  decodeWalletRecord(
    Buffer.from('{"v":1,"id":"x","name":"x","driver":"x","createdMs":1,"kdf":{"algorithm":"scrypt"}}'),
  ),
);
test('damaged key record', damaged, () => decodeKeyRecord(Buffer.from([1, 0, 0])));
test('damaged multisig record', damaged, () => decodeMultisigRecord(Buffer.alloc(33)));
