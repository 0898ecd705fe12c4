// Native addon hygiene in child processes (after Level/rocksdb test/env-cleanup-hook-test.js): exiting with async
// work in flight, worker threads torn down while their jobs run, and many async jobs under forced GC.
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defaultAddonPath, loadMerkle } from '../../src/native/index.js';

const fixture = (name: string): string => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));
const addonPath = defaultAddonPath();

function runChild(args: string[]): {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
} {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

test.before((t) => {
  t.true(loadMerkle().isNative, 'these tests need the built addon');
});

for (const mode of ['now', 'first']) {
  test(`process.exit with async jobs pending (${mode}) exits cleanly`, (t) => {
    for (let round = 0; round < 2; round++) {
      const r = runChild([fixture('exit-pending.mjs'), addonPath, mode]);
      t.is(r.signal, null, r.stderr);
      t.is(r.status, 0, r.stderr);
      t.is(r.stderr, '');
    }
  });
}

test('worker threads terminated (or exiting) with jobs pending leave the process healthy', (t) => {
  const r = runChild([fixture('worker-teardown.mjs'), addonPath]);
  t.is(r.signal, null, r.stderr);
  t.is(r.status, 0, r.stderr);
  const expected = loadMerkle().arrayRoot('sha512_256', Buffer.alloc(64, 1)).toString('hex');
  t.is(r.stdout.trim(), `ok ${expected}`);
});

test('3000 async jobs whose inputs only the addon references survive forced GC with correct results', (t) => {
  const r = runChild(['--expose-gc', fixture('gc-async.mjs'), addonPath]);
  t.is(r.signal, null, r.stderr);
  t.is(r.status, 0, r.stderr);
  t.is(r.stdout.trim(), 'done 3000 wrong 0');
});
