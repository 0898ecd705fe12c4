/**
 * The proto contract's hygiene: `buf lint` is clean (buf.yaml: STANDARD, only the standard health proto exempt) and
 * `buf breaking` finds no breaking change against proto/breaking-baseline.binpb, the committed image of the last
 * intended contract (scripts/proto-baseline.mjs). Both run offline on a fresh clone: the baseline is a file, not a
 * git ref or a registry module.
 */
import test from 'ava';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from '../helpers/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const buf = join(root, 'node_modules', '.bin', 'buf');
const baseline = join(root, 'proto', 'breaking-baseline.binpb');

function runBuf(cwd: string, args: string[]): { status: number | null; output: string } {
  const run = spawnSync(buf, args, { cwd, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

test('buf lint is clean', (t) => {
  const run = runBuf(root, ['lint']);
  t.is(run.status, 0, run.output);
});

test('buf breaking finds nothing against the committed baseline', (t) => {
  const run = runBuf(root, ['breaking', '--against', baseline]);
  t.is(run.status, 0, `${run.output}\nintended? run node scripts/proto-baseline.mjs and record it in CHANGELOG.md`);
});

test('buf breaking does report a removed field against the baseline', async (t) => {
  const dir = await tempDir();
  try {
    cpSync(join(root, 'proto'), join(dir.path, 'proto'), { recursive: true });
    cpSync(join(root, 'buf.yaml'), join(dir.path, 'buf.yaml'));
    const common = join(dir.path, 'proto', 'algorun', 'common', 'v1', 'common.proto');
    const text = readFileSync(common, 'utf8');
    t.true(text.includes('string data_json = 3;'));
    writeFileSync(common, text.replace('string data_json = 3;', ''));
    const run = runBuf(dir.path, ['breaking', '--against', baseline]);
    t.not(run.status, 0);
    t.regex(run.output, /data_json/);
  } finally {
    await dir.remove();
  }
});
