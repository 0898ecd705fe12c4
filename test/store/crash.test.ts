import test from 'ava';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../src/store/store.js';
import { makeKey } from '../../src/store/schema.js';
import { runUntilKilled } from '../helpers/kill-after-lines.js';

test('every acknowledged commit survives kill -9 and the database reopens cleanly', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-crash-'));
  const acknowledged = (await runUntilKilled('test/helpers/store-writer.ts', [dir], 400)).map(Number);
  t.true(acknowledged.length >= 400);
  const store = await Store.open(dir);
  const values = await store.getMany(acknowledged.map((n) => makeKey('kmd', 9, BigInt(n))));
  const missing = acknowledged.filter((_, i) => values[i]?.toString() !== `value-${acknowledged[i]}`);
  t.deepEqual(missing, []);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});
