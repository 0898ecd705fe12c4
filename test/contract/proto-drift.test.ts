import test from 'ava';
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../helpers/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (current: string): void => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

test('regenerating the proto types reproduces src/generated exactly', async (t) => {
  const dir = await tempDir();
  try {
    const run = spawnSync(process.execPath, [join(root, 'scripts', 'gen-proto.mjs'), dir.path], {
      cwd: root,
      encoding: 'utf8',
    });
    t.is(run.status, 0, run.stderr);
    const fresh = files(dir.path);
    const committed = files(join(root, 'src', 'generated'));
    t.deepEqual([...committed.keys()].sort(), [...fresh.keys()].sort());
    for (const [path, text] of fresh) {
      t.is(committed.get(path), text, `${path} differs: run node scripts/gen-proto.mjs`);
    }
  } finally {
    await dir.remove();
  }
});

test('the route tables are part of the generated output', async (t) => {
  const committed = files(join(root, 'src', 'generated'));
  for (const name of ['binding', 'algod', 'kmd', 'admin']) t.true(committed.has(join('routes', `${name}.ts`)), name);
});

test('gen-routes refuses a binding whose names have no service default', async (t) => {
  const dir = await tempDir();
  try {
    const protoDir = join(dir.path, 'proto');
    cpSync(join(root, 'proto'), protoDir, { recursive: true });
    const kmd = join(protoDir, 'algorun', 'kmd', 'v1', 'kmd.proto');
    const text = readFileSync(kmd, 'utf8');
    t.true(text.includes('option (algorun.api.v1.http_defaults)'));
    writeFileSync(kmd, text.replace(/^ {2}option \(algorun\.api\.v1\.http_defaults\).*$/m, ''));
    const run = spawnSync(
      process.execPath,
      [
        join(root, 'scripts', 'gen-routes.mjs'),
        `--proto-dir=${protoDir}`,
        join(dir.path, 'out'),
        'algorun/kmd/v1/kmd.proto',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    t.is(run.status, 1);
    t.regex(run.stderr, /algorun\.kmd\.v1\.KmdService\.GetVersions: no decoder named and no service default/);
  } finally {
    await dir.remove();
  }
});
