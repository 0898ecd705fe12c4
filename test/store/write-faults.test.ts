/**
 * Write faults with injected binding failures (Store.open's `injectWriteFailure`): a refused write makes the store
 * read-only with a cause (full disk, I/O error, corruption), every refused commit rejects with CORE_STORE_UNAVAILABLE
 * (503) naming it, reads keep working, the listeners hear of the episode once, and the store recovers by itself
 * (reopen + probe write) except from corruption. A scan that spans the reopen sees every key once, in order.
 */
import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeKey } from '../../src/store/schema.js';
import { Store, type StoreFault, type StoreFaultKind } from '../../src/store/store.js';
import { recovered } from '../helpers/store-recovery.js';

const key = (n: number): Buffer => makeKey('kmd', 9, BigInt(n));
const put = (n: number): { type: 'put'; key: Buffer; value: Buffer } => ({
  type: 'put',
  key: key(n),
  value: Buffer.from(`v${n}`),
});

/** A store whose next `failures.count` writes (commits and probes) fail with `failures.message`. */
async function faultyStore(t: { teardown(fn: () => void): void }, options: { retryIntervalMs?: number } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-write-faults-'));
  const failures = { count: 0, message: '', asked: 0 };
  const store = await Store.open(dir, {
    retryIntervalMs: options.retryIntervalMs ?? 20,
    minFreeBytes: 0,
    injectWriteFailure: () => {
      failures.asked++;
      if (failures.count === 0) return undefined;
      failures.count--;
      return failures.message;
    },
  });
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const faults: StoreFault[] = [];
  const recoveries: StoreFault[] = [];
  store.onFault((f) => faults.push(f));
  store.onRecovered((f) => recoveries.push(f));
  return { dir, store, failures, faults, recoveries };
}

const cases: { kind: StoreFaultKind; message: string; text: RegExp; recovers: boolean }[] = [
  {
    kind: 'no-space',
    message: 'IO error: No space left on device: While appending to file: x/000004.log: No space left on device',
    text: /^no space left on the data directory's disk \(.+algorun-write-faults-.+\): writes are refused until space is freed$/,
    recovers: true,
  },
  {
    kind: 'io',
    message: 'IO error: While fsync: x/000004.log: Input/output error',
    text: /^the data directory's disk refused a write \(IO error: While fsync: x\/000004\.log: Input\/output error\): writes are refused until it accepts them again$/,
    recovers: true,
  },
  {
    kind: 'corruption',
    message: 'Corruption: block checksum mismatch',
    text: /is corrupt \(Corruption: block checksum mismatch\): writes are refused; restart algorun with --repair$/,
    recovers: false,
  },
];

for (const c of cases) {
  test(`${c.kind}: refused commits answer 503 with the cause, reads work, one fault event, recovery ${c.recovers ? 'by itself' : 'never'}`, async (t) => {
    const { dir, store, failures, faults, recoveries } = await faultyStore(t);
    await store.commit([put(1)]);
    failures.message = c.message;
    failures.count = 3; // the refused write, then two failed probes
    const refused = await Promise.allSettled([1, 2, 3, 4, 5].map((i) => store.commit([put(100 + i)])));
    const later = await Promise.allSettled([store.commit([put(200)]), store.commit(() => [put(201)])]);
    for (const r of [...refused, ...later]) {
      t.is(r.status, 'rejected');
      const error = (r as PromiseRejectedResult).reason as { code: string; httpStatus: number; message: string };
      t.is(error.code, 'CORE_STORE_UNAVAILABLE');
      t.is(error.httpStatus, 503);
      t.regex(error.message, c.text);
    }
    t.false(store.writable);
    t.is(store.fault?.kind, c.kind);
    t.is(store.fault?.detail, c.message);
    t.deepEqual(await store.get(key(1)), Buffer.from('v1'));
    t.is(faults.length, 1);
    if (c.recovers) {
      if (recoveries.length === 0) await recovered(store);
      t.is(failures.count, 0);
      t.true(store.writable);
      t.is(store.fault, undefined);
      await store.commit([put(300)]);
    } else {
      const asked = failures.asked;
      await new Promise((resolve) => setTimeout(resolve, 200)); // ten retry intervals: no attempt is made
      t.is(failures.asked, asked);
      t.false(store.writable);
      await t.throwsAsync(store.commit([put(300)]), { code: 'CORE_STORE_UNAVAILABLE' } as never);
    }
    t.is(faults.length, 1);
    t.is(recoveries.length, c.recovers ? 1 : 0);
    await store.close();
    const reopened = await Store.open(dir);
    const values = await reopened.getMany([key(1), key(101), key(200), key(201), key(300)]);
    t.deepEqual(values, [
      Buffer.from('v1'),
      undefined,
      undefined,
      undefined,
      c.recovers ? Buffer.from('v300') : undefined,
    ]);
    await reopened.close();
  });
}

test('a failed unsynced write is a fault too, and an ops function never runs while faulted', async (t) => {
  const { store, failures, faults } = await faultyStore(t, { retryIntervalMs: 60_000 });
  failures.message = 'IO error: Input/output error';
  failures.count = 1;
  await t.throwsAsync(store.commitUnsynced([put(1)]), { code: 'CORE_STORE_UNAVAILABLE' } as never);
  let ran = false;
  await t.throwsAsync(
    store.commit(() => {
      ran = true;
      return [put(2)];
    }),
    { code: 'CORE_STORE_UNAVAILABLE' } as never,
  );
  t.false(ran);
  t.is(faults.length, 1);
  await store.close();
});

test('reads during the reopen wait for it, and a scan spanning it sees every key once, in order', async (t) => {
  const { store, failures } = await faultyStore(t, { retryIntervalMs: 10 });
  const total = 2_000;
  await store.commit(Array.from({ length: total }, (_, i) => put(i)));
  for (const reverse of [false, true]) {
    const seen: number[] = [];
    const scan = store.scan({ gte: key(0), lt: key(total), reverse });
    const reads: Promise<Buffer | undefined>[] = [];
    for await (const [k] of scan) {
      seen.push(Number(k.readBigUInt64BE(2)));
      if (seen.length === 300) {
        failures.message = 'IO error: Input/output error';
        failures.count = 1;
        await t.throwsAsync(store.commit([put(total)]));
        const back = recovered(store);
        for (let i = 0; i < 50; i++) {
          reads.push(store.get(key(i)));
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        await back;
      }
    }
    const expected = Array.from({ length: total }, (_, i) => i);
    t.deepEqual(seen, reverse ? expected.reverse() : expected);
    t.deepEqual(
      await Promise.all(reads),
      Array.from({ length: 50 }, (_, i) => Buffer.from(`v${i}`)),
    );
  }
  await store.close();
});
