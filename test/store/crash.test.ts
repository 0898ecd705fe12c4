import test from 'ava';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../src/store/store.js';
import { makeKey } from '../../src/store/keys.js';

test('every acknowledged commit survives kill -9 and the database reopens cleanly', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-crash-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/store-writer.ts', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acknowledged: number[] = [];
  let buffered = '';
  await new Promise<void>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) acknowledged.push(Number(line));
      if (acknowledged.length >= 400 && child.exitCode === null && !child.killed) {
        child.kill('SIGKILL');
      }
    });
    child.on('exit', () => resolve());
  });
  t.true(acknowledged.length >= 400);
  const store = await Store.open(dir);
  const values = await store.getMany(acknowledged.map((n) => makeKey('kmd', 9, BigInt(n))));
  const missing = acknowledged.filter((_, i) => values[i]?.toString() !== `value-${acknowledged[i]}`);
  t.deepEqual(missing, []);
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});
