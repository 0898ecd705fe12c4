// scripts/build-native.mjs (what `npm install` runs), exercised on a copy of the addon sources in a temporary
// directory so the shared build/ is never touched: a clean build produces a loadable addon, and a broken toolchain
// ends with a warning and exit status 0 (the install must not fail; the JS fallback serves).
import test from 'ava';
import { ADDON_ABI_VERSION } from '../../src/native/index.js';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve('.');

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'algorun-build-'));
  cpSync(join(root, 'binding.gyp'), join(dir, 'binding.gyp'));
  cpSync(join(root, 'native'), join(dir, 'native'), { recursive: true });
  mkdirSync(join(dir, 'scripts'));
  cpSync(join(root, 'scripts', 'build-native.mjs'), join(dir, 'scripts', 'build-native.mjs'));
  return dir;
}

function runBuild(dir: string, env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, [join(dir, 'scripts', 'build-native.mjs')], {
    cwd: dir,
    env,
    encoding: 'utf8',
    timeout: 300_000,
  });
}

test('a clean build produces a working addon', (t) => {
  const dir = copyProject();
  const r = runBuild(dir, process.env);
  t.is(r.status, 0, r.stderr);
  t.regex(r.stdout, /native addon ready/);
  t.notRegex(r.stderr, /WARNING/);
  const addon = createRequire(import.meta.url)(join(dir, 'build', 'Release', 'algorun_native.node')) as {
    abiVersion: number;
  };
  t.is(addon.abiVersion, ADDON_ABI_VERSION);
});

test('a failing toolchain warns and still exits 0', (t) => {
  const dir = copyProject();
  const r = runBuild(dir, { ...process.env, CC: '/bin/false', CXX: '/bin/false' });
  t.is(r.status, 0);
  t.regex(r.stderr, /WARNING: native addon not built/);
  t.regex(r.stderr, /pure-JS Merkle implementation will be used/);
  t.false(existsSync(join(dir, 'build', 'Release', 'algorun_native.node')));
});
