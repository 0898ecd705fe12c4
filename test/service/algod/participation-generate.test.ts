// Key generation: answers at once, installs in the background, writes a goal-format file whose secrets check out
// against upstream's rules (verified here with node:crypto ed25519 and algosdk's msgpack, not with src/).
import test from 'ava';
import algosdk from 'algosdk';
import { createPublicKey, verify } from 'node:crypto';
import type { AppError } from '../../../src/core/errors.js';
import { ParticipationRegistry } from '../../../src/service/algod/participation.js';
import { Store } from '../../../src/store/store.js';
import { tempDir } from '../../helpers/server.js';
import { ed25519PublicKey, readAccountRow } from './participation-key-file.js';

const ADDRESS = algosdk.generateAccount().addr.toString();

async function open(t: { teardown(fn: () => Promise<void>): void }, onGenerationError?: (e: AppError) => void) {
  const dir = await tempDir();
  const store = await Store.open(dir.path);
  const registry = await ParticipationRegistry.open(
    store,
    onGenerationError === undefined ? {} : { onGenerationError },
  );
  t.teardown(async () => {
    await registry.close();
    await store.close();
    await dir.remove();
  });
  return registry;
}

function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean {
  const der = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey]);
  return verify(null, message, createPublicKey({ key: der, format: 'der', type: 'spki' }), signature);
}

const asMap = (v: unknown): Map<string, unknown> => v as Map<string, unknown>;

test('generate answers at once, then installs a key set with the asked range and dilution', async (t) => {
  const errors: AppError[] = [];
  const registry = await open(t, (e) => errors.push(e));
  t.deepEqual(await registry.generate(ADDRESS, 1000n, 5000n, 50n), {});
  t.true(registry.isGenerating);
  await registry.whenIdle();
  t.deepEqual(errors, []);
  const [key, ...rest] = (await registry.list()).participation_keys;
  t.is(rest.length, 0);
  t.is(key?.address, ADDRESS);
  t.like(key?.key, { vote_first_valid: '1000', vote_last_valid: '5000', vote_key_dilution: '50' });
  t.is(key?.key?.vote_participation_key.length, 32);
  t.is(key?.key?.selection_participation_key.length, 32);
  t.false(key?.key?.vote_participation_key.every((b) => b === 0));
  t.is(key?.key?.state_proof_key, undefined); // no Falcon: no state-proof key
  t.is(key?.effective_first_valid, undefined);
});

test('the generated file has the upstream schema and certified voting batches, and re-reads to the same id', async (t) => {
  const registry = await open(t);
  await registry.generate(ADDRESS, 100n, 1000n); // default dilution 1 + floor(sqrt(900)) = 31
  await registry.whenIdle();
  const [key] = (await registry.list()).participation_keys;
  t.is(key?.key?.vote_key_dilution, '31');
  const file = await registry.keyFile(key!.id);
  const row = await readAccountRow(file!);
  t.deepEqual(row.schema, [
    ['merklesignaturescheme', 1],
    ['parttable', 3],
  ]);
  t.like(row, { firstValid: 100, lastValid: 1000, keyDilution: 31, stateProof: null, t: 'integer' });
  t.deepEqual(Buffer.from(row.parent as Uint8Array), Buffer.from(algosdk.decodeAddress(ADDRESS).publicKey));

  const vrf = asMap(algosdk.msgpackRawDecodeAsMap(row.vrf as Uint8Array));
  const vrfPk = vrf.get('PK') as Uint8Array;
  t.deepEqual(Buffer.from(vrfPk), key?.key?.selection_participation_key);
  t.deepEqual(ed25519PublicKey((vrf.get('SK') as Uint8Array).subarray(0, 32)), Buffer.from(vrfPk));

  const voting = asMap(algosdk.msgpackRawDecodeAsMap(row.voting as Uint8Array));
  const master = voting.get('OneTimeSignatureVerifier') as Uint8Array;
  t.deepEqual(Buffer.from(master), key?.key?.vote_participation_key);
  t.is(voting.get('First'), 100n / 31n);
  const batches = voting.get('Sub') as Map<string, Uint8Array>[];
  t.is(batches.length, Number(1000n / 31n - 100n / 31n + 1n));
  batches.forEach((sub, i) => {
    const pk = sub.get('PK')!;
    const id = algosdk.msgpackRawEncode(
      new Map<string, unknown>([
        ['batch', 100n / 31n + BigInt(i)],
        ['pk', pk],
      ]),
    );
    t.true(verifyEd25519(master, Buffer.concat([Buffer.from('OT1'), id]), sub.get('sig2')!), `batch ${i}`);
    t.deepEqual(ed25519PublicKey(sub.get('SK')!.subarray(0, 32)), Buffer.from(pk));
    t.true(sub.get('PKSig')!.every((b) => b === 0));
  });

  const other = await open(t);
  t.is((await other.add(file!)).part_id, key!.id);
});

test('a second request while one runs is refused; afterwards generation is possible again', async (t) => {
  const registry = await open(t);
  const first = registry.generate(ADDRESS, 0n, 100n);
  await t.throwsAsync(registry.generate(ADDRESS, 0n, 200n), {
    message: 'participation key generation already in progress',
  });
  t.deepEqual(await first, {});
  await registry.whenIdle();
  await registry.generate(ADDRESS, 0n, 300n);
  await registry.whenIdle();
  t.is((await registry.list()).participation_keys.length, 2);
});

const rejects = test.macro(async (t, args: [string, bigint, bigint, bigint?], code: string, message: RegExp) => {
  const registry = await open(t);
  const [address, first, last, dilution] = args;
  const err = await t.throwsAsync(registry.generate(address, first, last, dilution));
  t.is((err as { code?: string }).code, code);
  t.regex(err!.message, message);
  t.false(registry.isGenerating);
});

const BAD = 'ALGOD_BAD_REQUEST';
test(
  'last before first',
  rejects,
  [ADDRESS, 10n, 9n],
  BAD,
  /^FillDBWithParticipationKeys: firstValid 10 is after lastValid 9$/,
);
test(
  'period beyond MaxKeyregValidPeriod',
  rejects,
  [ADDRESS, 0n, 16_777_216n],
  BAD,
  /^the validity period for mss is too large: the limit is 16777215$/,
);
test(
  'dilution 1 over the longest period needs too many batches',
  rejects,
  [ADDRESS, 0n, 16_777_215n, 1n],
  BAD,
  /at most 262144/,
);
test('rounds beyond int64', rejects, [ADDRESS, 1n << 63n, 1n << 63n, 1n], BAD, /must not exceed 9223372036854775807/);
// The REST gateway answers its own binding text before the call; the service reports the address error itself.
test('bad address', rejects, ['NOPE', 0n, 10n], 'CORE_BAD_ADDRESS', /^decoded bad addr: NOPE$/);

test('close cancels a running generation and reports it', async (t) => {
  const errors: AppError[] = [];
  const dir = await tempDir();
  t.teardown(() => dir.remove());
  const store = await Store.open(dir.path);
  const registry = await ParticipationRegistry.open(store, { onGenerationError: (e) => errors.push(e) });
  await registry.generate(ADDRESS, 0n, 1000n, 1n);
  await registry.close();
  t.false(registry.isGenerating);
  t.deepEqual(
    errors.map((e) => e.message),
    ['participation key generation was cancelled'],
  );
  t.deepEqual((await registry.list()).participation_keys, []);
  await t.throwsAsync(registry.generate(ADDRESS, 0n, 10n), {
    message: 'participation key generation already in progress',
  });
  await store.close();
});
