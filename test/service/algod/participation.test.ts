// The participation registry over upload, list, get, delete and append, against goal-format key files built in the
// fixture (upstream schema, algosdk-encoded blobs), with persistence across a reopened Store.
import test from 'ava';
import algosdk from 'algosdk';
import { randomBytes } from 'node:crypto';
import { ParticipationRegistry } from '../../../src/service/algod/participation.js';
import { Store } from '../../../src/store/store.js';
import { tempDir } from '../../helpers/server.js';
import { buildKeyFile, msgpack } from './participation-key-file.js';

async function withRegistry<T>(dir: string, fn: (registry: ParticipationRegistry) => Promise<T>): Promise<T> {
  const store = await Store.open(dir);
  const registry = await ParticipationRegistry.open(store);
  try {
    return await fn(registry);
  } finally {
    await registry.close();
    await store.close();
  }
}

async function fresh(t: { teardown(fn: () => Promise<void>): void }): Promise<string> {
  const dir = await tempDir();
  t.teardown(() => dir.remove());
  return dir.path;
}

type Failure = { code: string; message: string };
async function failure(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    return error as Failure;
  }
  throw new Error('expected a rejection');
}

test('a goal key file installs under its participation id and lists, gets and deletes', async (t) => {
  const file = await buildKeyFile({ first: 1000n, last: 3_000_000n, dilution: 1733n });
  await withRegistry(await fresh(t), async (registry) => {
    t.deepEqual((await registry.list()).participation_keys, []);
    const { part_id } = await registry.add(file.bytes);
    t.is(part_id, file.id);
    t.is(part_id.length, 52);
    const expected = {
      address: algosdk.encodeAddress(file.parent),
      id: file.id,
      key: {
        selection_participation_key: file.selectionPk,
        vote_participation_key: file.votePk,
        vote_first_valid: '1000',
        vote_last_valid: '3000000',
        vote_key_dilution: '1733',
      },
    };
    t.deepEqual((await registry.list()).participation_keys, [expected]);
    t.deepEqual((await registry.get(part_id)).participation_key, expected);
    t.deepEqual(await registry.delete(part_id), {});
    t.deepEqual((await registry.list()).participation_keys, []);
    t.like(await failure(registry.delete(part_id)), { code: 'ALGOD_NOT_FOUND', message: 'participation id not found' });
    // upstream's quirk: an unknown id on GET is a 500 with the registry's text
    t.like(await failure(registry.get(part_id)), {
      code: 'ALGOD_NOT_FOUND',
      message: 'the participation ID was not found',
    });
  });
});

test('installs survive a reopen of the store, with the key file kept verbatim', async (t) => {
  const dir = await fresh(t);
  const a = await buildKeyFile();
  const b = await buildKeyFile({ first: 5n, last: 50n, dilution: 7n });
  const listed = await withRegistry(dir, async (registry) => {
    await registry.add(a.bytes);
    await registry.add(b.bytes);
    await registry.delete(a.id);
    return (await registry.list()).participation_keys;
  });
  await withRegistry(dir, async (registry) => {
    t.deepEqual((await registry.list()).participation_keys, listed);
    t.deepEqual(
      listed.map((k) => k.id),
      [b.id],
    );
    t.deepEqual(await registry.keyFile(b.id), Buffer.from(b.bytes));
    t.is(await registry.keyFile(a.id), undefined);
    t.like(await failure(registry.add(b.bytes)), { code: 'ALGOD_BAD_REQUEST' });
  });
});

test('upload rejections carry upstream texts', async (t) => {
  await withRegistry(await fresh(t), async (registry) => {
    const file = await buildKeyFile();
    await registry.add(file.bytes);
    const cases: [Uint8Array, string][] = [
      [file.bytes, 'ParticipationRegistry: cannot register duplicate participation key'],
      [new Uint8Array(0), 'payload was of zero length'],
      [
        (await buildKeyFile({ parent: Buffer.alloc(32) })).bytes,
        'cannot install partkey with missing (zero) parent address',
      ],
      // go-sqlite3 fails on the first query, which partMigrate reports as an unsupported schema
      [Buffer.from('definitely not a database'), 'unsupported participation file schema version (expected 3)'],
      [(await buildKeyFile({ schemaVersion: 4 })).bytes, 'unsupported participation file schema version (expected 3)'],
    ];
    for (const [bytes, message] of cases) {
      t.like(await failure(registry.add(bytes)), { code: 'ALGOD_BAD_REQUEST', message }, message);
    }
    t.is((await registry.list()).participation_keys.length, 1);
  });
});

test('undecodable secrets are refused', async (t) => {
  await withRegistry(await fresh(t), async (registry) => {
    const shortPk = Buffer.from([0x81, 0xa2, 0x50, 0x4b, 0xc4, 0x01, 0x00]); // {PK: 1 byte}
    for (const options of [
      { vrfBlob: Buffer.alloc(0) },
      { votingBlob: msgpack({ bogus: 1n }) },
      { vrfBlob: shortPk },
    ]) {
      const err = await failure(registry.add((await buildKeyFile(options)).bytes));
      t.is(err.code, 'ALGOD_BAD_REQUEST');
    }
  });
});

test('older schema versions are migrated like upstream; a WAL-mode header still opens', async (t) => {
  await withRegistry(await fresh(t), async (registry) => {
    const v1 = await buildKeyFile({ schemaVersion: 1, dilution: 99n });
    t.is((await registry.add(v1.bytes)).part_id, v1.id);
    t.is((await registry.get(v1.id)).participation_key?.key?.vote_key_dilution, '0');
    const v2 = await buildKeyFile({ schemaVersion: 2 });
    t.is((await registry.add(v2.bytes)).part_id, v2.id);
    const wal = await buildKeyFile({ walHeader: true });
    t.is((await registry.add(wal.bytes)).part_id, wal.id);
  });
});

test('a state-proof signer context yields the commitment; its Falcon keys must decode', async (t) => {
  const root = randomBytes(64);
  const tree = new Map<string, unknown>([
    ['hsh', new Map([['t', 1]])],
    ['lvls', [[randomBytes(64)], [root]]],
    ['nl', 1],
    ['vc', true],
  ]);
  const stateProof = Buffer.from(
    algosdk.msgpackRawEncode(
      new Map<string, unknown>([
        ['fv', 1],
        ['iv', 256],
        ['tree', tree],
      ]),
    ),
  );
  const falcon = msgpack({ pk: randomBytes(1793), sk: randomBytes(2305) });
  await withRegistry(await fresh(t), async (registry) => {
    const file = await buildKeyFile({ stateProof, stateProofKeys: [falcon, falcon] });
    await registry.add(file.bytes);
    t.deepEqual((await registry.get(file.id)).participation_key?.key?.state_proof_key, root);
    const broken = await buildKeyFile({ stateProof, stateProofKeys: [msgpack({ pk: randomBytes(5) })] });
    t.is((await failure(registry.add(broken.bytes))).code, 'ALGOD_BAD_REQUEST');
  });
});

const badIds: [string, string][] = [
  ['NOT-BASE32', 'illegal base32 data at input byte 3'],
  ['aaaa', 'illegal base32 data at input byte 0'],
  ['AAAA', 'attempted to decode a string which was not a participation id: "AAAA"'],
];

test('bad participation ids are 400s with the decoder texts on every id route', async (t) => {
  await withRegistry(await fresh(t), async (registry) => {
    for (const [id, message] of badIds) {
      const calls = [
        () => registry.get(id),
        () => registry.delete(id),
        () => registry.appendKeys(id, Buffer.from([0x90])),
      ];
      for (const call of calls) {
        t.like(await failure(call()), { code: 'ALGOD_BAD_REQUEST', message });
      }
    }
  });
});

test('append checks the body like upstream, then refuses for lack of Falcon support', async (t) => {
  await withRegistry(await fresh(t), async (registry) => {
    const file = await buildKeyFile();
    await registry.add(file.bytes);
    const key = { rnd: 256n, key: new Map([['pk', randomBytes(1793)]]) };
    const oneKey = Buffer.from(algosdk.msgpackRawEncode([new Map(Object.entries(key))]));
    const unknown = (await buildKeyFile()).id;
    const cases: [string, Uint8Array, string, string][] = [
      [file.id, new Uint8Array(0), 'ALGOD_BAD_REQUEST', 'unable to parse keys from body: EOF'],
      [file.id, Buffer.from([0x91, 0x81, 0xa1, 0x78, 0x01]), 'ALGOD_BAD_REQUEST', 'unable to parse keys from body: '],
      [file.id, Buffer.from([0x90]), 'ALGOD_BAD_REQUEST', 'empty request, please attach keys to request body'],
      [file.id, Buffer.from([0xc0]), 'ALGOD_BAD_REQUEST', 'empty request, please attach keys to request body'],
      [unknown, oneKey, 'ALGOD_INTERNAL', 'the participation ID was not found'],
      [file.id, oneKey, 'ALGOD_BAD_REQUEST', 'state proof keys cannot be appended'],
    ];
    for (const [id, body, code, prefix] of cases) {
      const err = await failure(registry.appendKeys(id, body));
      t.is(err.code, code, prefix);
      t.true(err.message.startsWith(prefix), err.message);
    }
  });
});

test('deleteExpired drops key sets whose last valid round has passed', async (t) => {
  const dir = await fresh(t);
  const early = await buildKeyFile({ first: 0n, last: 100n });
  const late = await buildKeyFile({ first: 0n, last: 200n });
  await withRegistry(dir, async (registry) => {
    await registry.add(early.bytes);
    await registry.add(late.bytes);
    t.is(await registry.deleteExpired(100n), 0);
    t.is(await registry.deleteExpired(101n), 1);
  });
  await withRegistry(dir, async (registry) => {
    t.deepEqual(
      (await registry.list()).participation_keys.map((k) => k.id),
      [late.id],
    );
  });
});

test('concurrent uploads of the same file install it once', async (t) => {
  await withRegistry(await fresh(t), async (registry) => {
    const file = await buildKeyFile();
    const results = await Promise.allSettled([
      registry.add(file.bytes),
      registry.add(file.bytes),
      registry.add(file.bytes),
    ]);
    t.is(results.filter((r) => r.status === 'fulfilled').length, 1);
    t.is((await registry.list()).participation_keys.length, 1);
  });
});
