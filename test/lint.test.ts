// The repository's own style checks, run as tests so that `npm test` reports them with everything else:
// ESLint (eslint.config.mjs), Prettier's layout (.prettierrc.json, .prettierignore) for TypeScript and scripts, and
// clang-format (.clang-format) for the C addon in native/. Fix with `npm run format` (and `npx eslint --fix`).
import test from 'ava';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const run = promisify(execFile);
const LINTED = ['src', 'test', 'bench', 'scripts', '*.mjs'];
const FORMATTED = ['src/**/*.ts', 'test/**/*.{ts,mjs}', 'bench/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.mjs'];

test('eslint finds no problem', async (t) => {
  t.timeout(600_000);
  const eslint = new ESLint({ errorOnUnmatchedPattern: false });
  const results = await eslint.lintFiles(LINTED);
  const problems = results.flatMap((r) =>
    r.messages.map((m) => `${r.filePath}:${m.line}:${m.column} ${m.ruleId ?? 'eslint'}: ${m.message}`),
  );
  t.true(results.length > 500, `linted ${results.length} files`);
  t.deepEqual(problems, []);
});

test('prettier finds every file formatted', async (t) => {
  t.timeout(600_000);
  const { stdout } = await run(process.execPath, [
    'node_modules/prettier/bin/prettier.cjs',
    '--list-different',
    '--no-error-on-unmatched-pattern',
    ...FORMATTED,
  ]).catch((error: { stdout?: string; code?: number }) => {
    // --list-different exits 1 when a file differs; that is the finding, reported below.
    if (error.code === 1 && error.stdout !== undefined) return { stdout: error.stdout };
    throw error;
  });
  const unformatted = stdout.split('\n').filter(Boolean);
  t.deepEqual(unformatted, [], 'run `npm run format`');
  t.truthy(await prettier.resolveConfig('src/main.ts'), 'the Prettier config is found');
});

test('clang-format finds native/ formatted', async (t) => {
  const binary = 'node_modules/clang-format/bin/linux_x64/clang-format';
  const files = readdirSync('native')
    .filter((f) => /\.[ch]$/.test(f))
    .map((f) => join('native', f));
  t.true(files.length > 0);
  const differing: string[] = [];
  for (const file of files) {
    const { stdout } = await run(binary, ['--style=file', file], { maxBuffer: 16 << 20 });
    if (stdout !== readFileSync(file, 'utf8')) differing.push(file);
  }
  t.deepEqual(differing, [], 'run `npm run format`');
});
