// The password-derivation bound: never more derivations at once than --kdf-concurrency, whatever the pool size;
// the rest queue in order. Counted through the slots' counters, not timed.
import test from 'ava';
import sodium from 'sodium-native';
import { KmdServiceImpl } from '../../../src/service/kmd.js';
import { KdfSlots } from '../../../src/service/kmd/kdf-slots.js';
import { Store } from '../../../src/store/store.js';
import { createPool, type Pool } from '../../../src/workers/pool.js';
import { tempDir } from '../../helpers/server.js';

const FAST_KDF = { opsLimit: sodium.crypto_pwhash_OPSLIMIT_MIN, memLimitBytes: sodium.crypto_pwhash_MEMLIMIT_MIN };
const noWait = (): Promise<void> => Promise.resolve();

test('slots: at most `limit` run, waiters start in arrival order, a failed task frees its slot', async (t) => {
  const slots = new KdfSlots(2);
  const started: number[] = [];
  const finish: (() => void)[] = [];
  const runs = [0, 1, 2, 3, 4].map((i) =>
    slots.run(
      () =>
        new Promise<number>((resolve, reject) => {
          started.push(i);
          finish[i] = i === 1 ? () => reject(new Error('boom')) : () => resolve(i);
        }),
    ),
  );
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  await settle();
  t.deepEqual(started, [0, 1]);
  t.is(slots.stats.active, 2);
  t.is(slots.stats.waiting, 3);
  finish[1]!();
  await t.throwsAsync(runs[1]!, { message: 'boom' });
  await settle();
  t.deepEqual(started, [0, 1, 2]);
  // A newcomer while every slot is taken waits behind the earlier waiters.
  const late = slots.run(() => {
    started.push(5);
    return Promise.resolve(5);
  });
  finish[0]!();
  finish[2]!();
  await settle();
  t.deepEqual(started, [0, 1, 2, 3, 4]);
  finish[3]!();
  finish[4]!();
  t.deepEqual(await Promise.all([runs[0], runs[2], runs[3], runs[4], late]), [0, 2, 3, 4, 5]);
  t.deepEqual(slots.stats, { started: 6, active: 0, peak: 2, waiting: 0 });
  t.throws(() => new KdfSlots(0), { instanceOf: RangeError });
});

// One pool for both cases: worker start-up is the slow part of this file.
let pool: Pool;
test.before(() => {
  pool = createPool({ threads: 3 });
});
test.after.always(() => pool.destroy());

for (const limit of [1, 2]) {
  test.serial(
    `kdfConcurrency ${limit} over a pool of 3 threads: parallel creates and inits never exceed it`,
    async (t) => {
      const dir = await tempDir();
      const store = await Store.open(dir.path);
      t.teardown(async () => {
        await store.close();
        await dir.remove();
      });
      const service = () =>
        new KmdServiceImpl({ store, pool, unsafeKdfLimits: FAST_KDF, kdfConcurrency: limit, sleep: noWait });
      const first = service();
      const ids = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          first
            .createWallet({
              wallet_name: `w${i}`,
              wallet_driver_name: 'sqlite',
              wallet_password: `pw${i}`,
              master_derivation_key: Buffer.alloc(0),
            })
            .then((r) => r.wallet!.id),
        ),
      );
      t.is(first.kdfStats.started, 6);
      t.true(first.kdfStats.peak <= limit);
      first.close();
      // A new process holds no keys: every wallet's first open derives, right or wrong password.
      const second = service();
      const outcomes = await Promise.all(
        Array.from({ length: 16 }, (_, i) => {
          const wallet = i % 6;
          const password = i % 2 === 0 ? `pw${wallet}` : 'wrong';
          return second.initWalletHandle({ wallet_id: ids[wallet]!, wallet_password: password }).then(
            () => 'opened',
            () => 'refused',
          );
        }),
      );
      t.is(outcomes.filter((o) => o === 'opened').length, 8);
      t.true(second.kdfStats.started >= 6);
      t.true(second.kdfStats.peak <= limit);
      t.is(second.kdfStats.active, 0);
      second.close();
    },
  );
}
