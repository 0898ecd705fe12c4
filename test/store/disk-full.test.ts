/**
 * A real full disk: the store on a 64 MiB tmpfs, filled by a file until RocksDB refuses a commit, five times over.
 * Each time: the refused commits answer CORE_STORE_UNAVAILABLE (503) naming the data directory, reads still work,
 * onFault fires once however many commits are refused; once the file is deleted the store recovers by itself
 * (onRecovered, no reopening by hand) and takes commits again. At the end, a reopen finds every acknowledged commit.
 * Needs `mount -t tmpfs` (root); skipped with the reason where it is not permitted.
 */
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeKey } from '../../src/store/schema.js';
import { Store } from '../../src/store/store.js';
import { recovered } from '../helpers/store-recovery.js';

const EPISODES = 5;
/** free space left beside the filler file: the commits fill it */
const ROOM_BYTES = 2 * 1024 * 1024;
const VALUE_BYTES = 64 * 1024;

/** Mounts a tmpfs on a fresh folder; the reason it cannot otherwise. */
function mountTmpfs(): { dir: string } | { reason: string } {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    return { reason: stderr || (error instanceof Error ? error.message : String(error)) };
  }
}

function freeBytes(dir: string): number {
  const s = statfsSync(dir);
  return s.bavail * s.bsize;
}

const key = (n: number): Buffer => makeKey('kmd', 9, BigInt(n));

const mount = mountTmpfs();
if ('reason' in mount) {
  test.skip(`disk-full episodes on a tmpfs (skipped: mount -t tmpfs is not permitted here: ${mount.reason})`, () => {});
} else {
  const mnt = mount.dir;
  test.after.always(() => {
    execFileSync('umount', [mnt]);
    rmSync(mnt, { recursive: true, force: true });
  });

  test(`${EPISODES} disk-full episodes: refused with the cause, readable, recovered by itself, nothing acknowledged lost`, async (t) => {
    const dbDir = join(mnt, 'db');
    const filler = join(mnt, 'filler');
    const store = await Store.open(dbDir, { retryIntervalMs: 100 });
    t.teardown(() => store.close()); // idempotent: a failed assertion must not leave the tmpfs busy
    let faults = 0;
    let recoveries = 0;
    store.onFault(() => faults++);
    store.onRecovered(() => recoveries++);
    const acknowledged = new Map<number, Buffer>();
    let next = 0;
    for (let episode = 1; episode <= EPISODES; episode++) {
      writeFileSync(filler, Buffer.alloc(Math.max(0, freeBytes(mnt) - ROOM_BYTES)));
      const refused: unknown[] = [];
      // Four commits per turn (group commit) until a write is refused, then twenty more, all refused.
      while (refused.length === 0) {
        const batch = Array.from({ length: 4 }, () => {
          const n = next++;
          const value = randomBytes(VALUE_BYTES);
          return store.commit([{ type: 'put', key: key(n), value }]).then(
            () => void acknowledged.set(n, value),
            (error: unknown) => void refused.push(error),
          );
        });
        await Promise.all(batch);
      }
      for (let i = 0; i < 20; i++) {
        await store.commit([{ type: 'put', key: key(next++), value: Buffer.alloc(1) }]).catch((e) => refused.push(e));
      }
      for (const error of refused) {
        const e = error as { code: string; httpStatus: number; message: string };
        t.is(e.code, 'CORE_STORE_UNAVAILABLE');
        t.is(e.httpStatus, 503);
        t.is(
          e.message,
          `no space left on the data directory's disk (${dbDir}): writes are refused until space is freed`,
        );
      }
      t.false(store.writable);
      t.is(store.fault?.kind, 'no-space');
      t.regex(store.fault!.detail, /No space left on device/);
      t.is(faults, episode, `episode ${episode}: one fault event`);
      const [someKey, someValue] = [...acknowledged].at(-1)!;
      t.deepEqual(await store.get(key(someKey)), someValue, `episode ${episode}: reads work while faulted`);

      const back = recovered(store);
      rmSync(filler);
      await back;
      t.is(recoveries, episode);
      t.true(store.writable);
      const value = randomBytes(16);
      const n = next++;
      await store.commit([{ type: 'put', key: key(n), value }]);
      acknowledged.set(n, value);
    }
    await store.close();

    const reopened = await Store.open(dbDir);
    t.teardown(() => reopened.close());
    const numbers = [...acknowledged.keys()];
    const values = await reopened.getMany(numbers.map(key));
    const missing = numbers.filter((n, i) => !values[i]?.equals(acknowledged.get(n)!));
    t.deepEqual(missing, [], 'every acknowledged commit is on disk');
    t.true(acknowledged.size > EPISODES * 4);
  });
}
