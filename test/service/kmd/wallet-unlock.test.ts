// Opening wallets: the derivation is paid once per wallet and process, later opens check a keyed hash; wrong
// passwords are refused and backed off (injected clock and sleep, no wall time); rewrites drop the cached key;
// a restart derives again; the empty password derives nothing.
import test from 'ava';
import sodium from 'sodium-native';
import { AppError } from '../../../src/core/errors.js';
import { NO_KDF_ALGORITHM } from '../../../src/core/kmd/records.js';
import { KmdServiceImpl, type KmdServiceOptions } from '../../../src/service/kmd.js';
import { BACKOFF_FLOOR_MS } from '../../../src/service/kmd/password-backoff.js';
import { Store } from '../../../src/store/store.js';
import { tempDir } from '../../helpers/server.js';

const FAST_KDF = { opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN, memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN };

/** A clock that only moves when the back-off sleeps; every sleep is recorded. */
function fakeTime(): { now: () => number; sleep: (ms: number) => Promise<void>; sleeps: number[] } {
  let now = 1_000_000;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: (ms) => {
      sleeps.push(ms);
      now += ms;
      return Promise.resolve();
    },
    sleeps,
  };
}

async function open(options: Partial<KmdServiceOptions> = {}) {
  const dir = await tempDir();
  const store = await Store.open(dir.path);
  const time = fakeTime();
  const kmd = new KmdServiceImpl({ store, unsafeKdfLimits: FAST_KDF, now: time.now, sleep: time.sleep, ...options });
  const close = async (): Promise<void> => {
    kmd.close();
    await store.close();
    await dir.remove();
  };
  return { kmd, store, dir, time, close };
}

async function create(kmd: KmdServiceImpl, name: string, password: string): Promise<string> {
  const { wallet } = await kmd.createWallet({
    wallet_name: name,
    wallet_driver_name: 'sqlite',
    wallet_password: password,
    master_derivation_key: Buffer.alloc(0),
  });
  return wallet!.id;
}

const init = (kmd: KmdServiceImpl, id: string, password: string) =>
  kmd.initWalletHandle({ wallet_id: id, wallet_password: password }).then((r) => r.wallet_handle_token);

async function refused(kmd: KmdServiceImpl, id: string, password: string): Promise<string> {
  try {
    await init(kmd, id, password);
    return 'opened';
  } catch (error) {
    const e = error as AppError;
    return `${e.httpStatus} ${e.message}`;
  }
}

test('later opens derive nothing, give working handles, and refuse a wrong password with 401', async (t) => {
  const { kmd, close } = await open();
  t.teardown(close);
  const id = await create(kmd, 'w', 'pw');
  t.is(kmd.kdfStats.started, 1);
  const first = await init(kmd, id, 'pw');
  const { private_key } = await kmd
    .generateKey({ wallet_handle_token: first, display_mnemonic: false })
    .then(async (k) => kmd.exportKey({ wallet_handle_token: first, address: k.address, wallet_password: 'pw' }));
  for (let i = 0; i < 5; i++) {
    const handle = await init(kmd, id, 'pw');
    const { addresses } = await kmd.listKeys({ wallet_handle_token: handle });
    t.is(addresses.length, 1);
    const again = await kmd.exportKey({ wallet_handle_token: handle, address: addresses[0]!, wallet_password: 'pw' });
    t.deepEqual(again.private_key, private_key);
  }
  t.is(await refused(kmd, id, 'nope'), '401 error decrypting. wrong password?');
  t.is(await refused(kmd, id, ''), '401 error decrypting. wrong password?');
  t.is(kmd.kdfStats.started, 1);
});

test('wrong passwords back off exponentially per wallet; a right one clears it; a burst is serialised', async (t) => {
  const { kmd, time, close } = await open();
  t.teardown(close);
  const id = await create(kmd, 'w', 'pw');
  const other = await create(kmd, 'other', 'pw2');
  const base = BACKOFF_FLOOR_MS; // the fake clock makes the measured derivation take 0 ms
  for (let i = 0; i < 3; i++) t.is(await refused(kmd, id, `guess${i}`), '401 error decrypting. wrong password?');
  t.deepEqual(time.sleeps, [base, 2 * base]);
  t.is(kmd.unlocker.failures(id), 3);
  // Another wallet is not slowed down by this one's failures.
  await init(kmd, other, 'pw2');
  t.deepEqual(time.sleeps, [base, 2 * base]);
  // The right password waits out the pending delay too, then clears the count.
  await init(kmd, id, 'pw');
  t.deepEqual(time.sleeps, [base, 2 * base, 4 * base]);
  t.is(kmd.unlocker.failures(id), 0);
  time.sleeps.length = 0;
  const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => refused(kmd, id, `burst${i}`)));
  t.deepEqual(burst, Array(5).fill('401 error decrypting. wrong password?'));
  t.deepEqual(time.sleeps, [base, 2 * base, 4 * base, 8 * base]);
  t.is(kmd.kdfStats.started, 2);
});

test('rename zeroes and drops the cached key; the next open derives again', async (t) => {
  const { kmd, close } = await open();
  t.teardown(close);
  const id = await create(kmd, 'w', 'pw');
  const held = kmd.unlocker.heldKey(id)!;
  t.false(held.isReleased);
  await kmd.renameWallet({ wallet_id: id, wallet_name: 'renamed', wallet_password: 'pw' });
  t.true(held.isReleased);
  t.is(kmd.unlocker.cachedWallets, 0);
  const before = kmd.kdfStats.started;
  await init(kmd, id, 'pw');
  t.is(kmd.kdfStats.started, before + 1);
  await init(kmd, id, 'pw');
  t.is(kmd.kdfStats.started, before + 1);
});

test('a record rewritten under another password (a password change) never opens with the stale key', async (t) => {
  const { kmd, close } = await open();
  t.teardown(close);
  const id = await create(kmd, 'w', 'old');
  const donor = await create(kmd, 'donor', 'new');
  const held = kmd.unlocker.heldKey(id)!;
  const record = (await kmd.repository.getWallet(id))!;
  const sealed = (await kmd.repository.getWallet(donor))!;
  const { kdf, masterKeyBox, mdkBox, maxIndexBox } = sealed;
  await kmd.repository.commit([kmd.repository.walletOp({ ...record, kdf, masterKeyBox, mdkBox, maxIndexBox })]);
  t.is(await refused(kmd, id, 'old'), '401 error decrypting. wrong password?');
  t.true(held.isReleased);
  const before = kmd.kdfStats.started;
  await init(kmd, id, 'new');
  t.is(kmd.kdfStats.started, before + 1);
});

test('a deleted wallet is not found and its cached key is zeroed; close zeroes every cached key', async (t) => {
  const { kmd, store, close } = await open();
  t.teardown(close);
  const gone = await create(kmd, 'gone', 'pw');
  const kept = await create(kmd, 'kept', 'pw');
  const goneKey = kmd.unlocker.heldKey(gone)!;
  const keptKey = kmd.unlocker.heldKey(kept)!;
  const [op] = [kmd.repository.walletOp((await kmd.repository.getWallet(gone))!)];
  await store.commit([{ type: 'del', key: op!.key }]);
  t.is(await refused(kmd, gone, 'pw'), '400 wallet not found');
  t.true(goneKey.isReleased);
  t.false(keptKey.isReleased);
  kmd.close();
  t.true(keptKey.isReleased);
});

test('after a restart the first open derives (a wrong password too), later ones do not', async (t) => {
  const dir = await tempDir();
  t.teardown(() => dir.remove());
  const time = fakeTime();
  const service = async <T>(fn: (kmd: KmdServiceImpl) => Promise<T>): Promise<T> => {
    const store = await Store.open(dir.path);
    const kmd = new KmdServiceImpl({ store, unsafeKdfLimits: FAST_KDF, now: time.now, sleep: time.sleep });
    try {
      return await fn(kmd);
    } finally {
      kmd.close();
      await store.close();
    }
  };
  const id = await service(async (kmd) => {
    const created = await create(kmd, 'w', 'pw');
    await init(kmd, created, 'pw');
    t.is(kmd.kdfStats.started, 1);
    return created;
  });
  await service(async (kmd) => {
    t.is(await refused(kmd, id, 'nope'), '401 error decrypting. wrong password?');
    t.is(kmd.kdfStats.started, 1);
    await init(kmd, id, 'pw');
    t.is(kmd.kdfStats.started, 2);
    await init(kmd, id, 'pw');
    t.is(kmd.kdfStats.started, 2);
  });
});

test('the empty password derives nothing; older empty-password records derive once', async (t) => {
  const { kmd, store, time, close } = await open();
  t.teardown(close);
  const id = await create(kmd, 'dev', '');
  t.is((await kmd.repository.getWallet(id))!.kdf.algorithm, NO_KDF_ALGORITHM);
  await init(kmd, id, '');
  t.is(await refused(kmd, id, 'x'), '401 error decrypting. wrong password?');
  t.is(kmd.kdfStats.started, 0);
  t.deepEqual(time.sleeps, []);
  // A record as an older build wrote it (Argon2id even for ""), made by the reference mode.
  const legacy = new KmdServiceImpl({ store, unsafeKdfLimits: FAST_KDF, referenceDeriveEveryOpen: true });
  const old = await create(legacy, 'old-dev', '');
  await init(legacy, old, '');
  await init(legacy, old, '');
  t.is(legacy.kdfStats.started, 3);
  t.is(legacy.unlocker.cachedWallets, 0);
  legacy.close();
  await init(kmd, old, '');
  await init(kmd, old, '');
  t.is(kmd.kdfStats.started, 1);
});
