/**
 * src/core/teal/spec-data.ts is generated from the vendored language specs (scripts/data/teal-langspec) by
 * scripts/gen-teal-spec.mjs: regenerating it must give the committed file byte for byte.
 */
import test from 'ava';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('regenerating spec-data.ts from the vendored langspecs leaves it unchanged', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'algorun-teal-spec-'));
  try {
    const out = join(dir, 'spec-data.ts');
    execFileSync(process.execPath, [
      join(root, 'scripts/gen-teal-spec.mjs'),
      join(root, 'scripts/data/teal-langspec'),
      out,
    ]);
    const fresh = await readFile(out, 'utf8');
    const committed = await readFile(join(root, 'src/core/teal/spec-data.ts'), 'utf8');
    t.true(fresh === committed, 'src/core/teal/spec-data.ts is stale: run node scripts/gen-teal-spec.mjs');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
