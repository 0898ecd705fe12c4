// The RocksDB key schema: unique tags, builder/parser round trips, and the exact on-disk bytes of each layout
// (existing data directories must keep opening, so a layout change must fail here first).
import test from 'ava';
import fc from 'fast-check';
import * as schema from '../../src/store/schema.js';
import { fuzzParams } from '../helpers/fuzz.js';

const params = fuzzParams(200);
const u64 = fc.bigInt({ min: 0n, max: (1n << 64n) - 1n });
const bytes32 = fc.uint8Array({ minLength: 32, maxLength: 32 });
const walletId = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString('hex'));

test('namespaces are distinct bytes and every table tag is unique within its namespace', (t) => {
  const namespaces = Object.values(schema.Namespace);
  t.is(new Set(namespaces).size, namespaces.length);
  for (const [name, tables] of Object.entries(schema.Tables)) {
    const tags = Object.values(tables as Record<string, number>);
    t.is(new Set(tags).size, tags.length, `namespace ${name}`);
    for (const tag of tags) t.true(Number.isInteger(tag) && tag > 0 && tag < 0x100, `namespace ${name} tag ${tag}`);
  }
});

test('u64 keys round-trip and sort in numeric order', (t) => {
  const pairs = [
    [schema.blockKey, schema.parseBlockKey],
    [schema.creatableKey, schema.parseCreatableKey],
    [schema.poolKey, schema.parsePoolKey],
    [schema.appKey, schema.parseAppKey],
  ] as const;
  fc.assert(
    fc.property(u64, u64, (a, b) => {
      for (const [build, parse] of pairs) {
        if (parse(build(a)) !== a) return false;
        if (Math.sign(Buffer.compare(build(a), build(b))) !== (a < b ? -1 : a > b ? 1 : 0)) return false;
      }
      return true;
    }),
    params,
  );
  t.pass();
});

test('address, box, wallet and token keys round-trip', (t) => {
  fc.assert(
    fc.property(bytes32, u64, fc.uint8Array({ minLength: 1, maxLength: 64 }), walletId, (address, id, name, wallet) => {
      t.deepEqual(schema.parseAccountKey(schema.accountKey(address)), Buffer.from(address));
      t.deepEqual(schema.parseBoxStoreKey(schema.boxStoreKey(id, name)), { appId: id, name: Buffer.from(name) });
      t.is(schema.parseWalletKey(schema.walletKey(wallet)), wallet);
      t.deepEqual(schema.parseWalletEntryKey(schema.walletKeyKey(wallet, address), 'key'), {
        walletId: wallet,
        suffix: Buffer.from(address),
      });
      t.deepEqual(schema.parseWalletEntryKey(schema.multisigKey(wallet, address), 'multisig'), {
        walletId: wallet,
        suffix: Buffer.from(address),
      });
    }),
    params,
  );
  fc.assert(
    fc.property(
      fc.string({ unit: 'grapheme' }).filter((s) => !s.includes('\0')),
      (digest) => {
        t.is(schema.parseTokenKey(schema.tokenKey(digest)), digest);
      },
    ),
    params,
  );
});

test('every builder keeps its on-disk bytes', (t) => {
  const a = Buffer.alloc(32, 0xab);
  const w = '0123456789abcdef0123456789abcdef';
  const table: [Buffer, string][] = [
    [schema.healthKey(), '0001'],
    [schema.latestKey(), '6101'],
    [schema.blockKey(1n), '61020000000000000001'],
    [schema.accountKey(a), '6103' + 'ab'.repeat(32)],
    [schema.creatableKey(258n), '61040000000000000102'],
    [schema.poolKey(3n), '61050000000000000003'],
    [schema.genesisKey(), '6106'],
    [schema.boxStoreKey(5n, Buffer.from('hi')), '610700000000000000056869'],
    [schema.participationRecordKey(a), '6120' + 'ab'.repeat(32)],
    [schema.participationKeyFileKey(a), '6121' + 'ab'.repeat(32)],
    [schema.walletKey(w), '6b01' + w],
    [schema.walletKeyKey(w, a), '6b02' + w + 'ab'.repeat(32)],
    [schema.multisigKey(w, a), '6b03' + w + 'ab'.repeat(32)],
    [schema.devGenesisKey(), '6b04'],
    [schema.appKey(7n), '6f010000000000000007'],
    [schema.tokenKey('ff'), '6f02666600'],
    [schema.appNextIdKey(), '6f03'],
  ];
  for (const [key, hex] of table) t.is(key.toString('hex'), hex);
});

test('parsers reject keys of another table or the wrong length', (t) => {
  t.throws(() => schema.parseBlockKey(schema.poolKey(1n)), { message: /malformed algod.block/ });
  t.throws(() => schema.parseAccountKey(schema.accountKey(Buffer.alloc(31))), { message: /malformed algod.account/ });
  t.throws(() => schema.parseBoxStoreKey(schema.makeKey('algod', schema.Tables.algod.box, 1n)), {
    message: /malformed algod.box/,
  });
  t.throws(() => schema.parseWalletEntryKey(schema.multisigKey('00'.repeat(16), Buffer.alloc(32)), 'key'), {
    message: /malformed kmd.key/,
  });
  t.throws(() => schema.walletKey('not-hex'), { message: /wallet id must be 32 hex characters/ });
});

test('tableRange covers exactly one table', (t) => {
  const range = schema.tableRange('algod', 'pool');
  t.true(
    Buffer.compare(schema.poolKey(0n), range.gte) >= 0 &&
      Buffer.compare(schema.poolKey((1n << 64n) - 1n), range.lt) < 0,
  );
  t.true(Buffer.compare(schema.genesisKey(), range.lt) >= 0);
  t.true(Buffer.compare(schema.creatableKey((1n << 64n) - 1n), range.gte) < 0);
});
