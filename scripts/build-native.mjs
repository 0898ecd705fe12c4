#!/usr/bin/env node
// Builds the optional native addon (binding.gyp → build/Release/algorun_native.node); run by `npm install`.
//
// Never fails the install: when the toolchain, the headers or node-gyp are missing, or the built addon does not
// load, it prints a warning and exits 0, and src/native serves the pure-JS implementation instead.
//
// node-gyp is taken, in order, from: `npm_config_node_gyp` (set by npm in lifecycle scripts), npm's bundled copy
// next to `npm_execpath` or next to this Node binary, and finally `npx node-gyp`. Headers: npm passes its
// `nodedir` config through the environment; when run by hand, a local header tree next to this Node binary
// (e.g. /usr/include/node for /usr/bin/node) is passed as --nodedir so that nothing is downloaded.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const addonPath = join(root, 'build', 'Release', 'algorun_native.node');
const EXPECTED_ABI = 2; // src/native/addon.ts ADDON_ABI_VERSION

function warn(message) {
  process.stderr.write(
    `\nalgorun: WARNING: native addon not built (${message}).\n` +
      'algorun: the pure-JS Merkle implementation will be used instead; results are identical, only slower.\n\n',
  );
  process.exit(0);
}

function nodeGypCommand() {
  const candidates = [process.env.npm_config_node_gyp];
  if (process.env.npm_execpath) {
    candidates.push(resolve(dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  }
  const prefix = resolve(dirname(process.execPath), '..');
  candidates.push(join(prefix, 'lib', 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'));
  candidates.push(
    join(dirname(process.execPath), 'node_modules', 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  );
  const script = candidates.find((c) => typeof c === 'string' && c.endsWith('.js') && existsSync(c));
  if (script) return { command: process.execPath, args: [script] };
  return { command: process.platform === 'win32' ? 'npx.cmd' : 'npx', args: ['--yes', 'node-gyp'] };
}

function nodedirArgs() {
  if (process.env.npm_config_nodedir || process.argv.some((a) => a.startsWith('--nodedir'))) return [];
  const prefix = resolve(dirname(process.execPath), '..');
  return existsSync(join(prefix, 'include', 'node', 'node_api.h')) ? [`--nodedir=${prefix}`] : [];
}

function build() {
  const { command, args } = nodeGypCommand();
  const fullArgs = [...args, 'rebuild', '--release', '-j', 'max', ...nodedirArgs(), ...process.argv.slice(2)];
  process.stdout.write(`algorun: building native addon: ${[command, ...fullArgs].join(' ')}\n`);
  const result = spawnSync(command, fullArgs, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) warn(`could not run node-gyp: ${result.error.message}`);
  if (result.status !== 0) warn(`node-gyp exited with ${result.status ?? result.signal}`);
}

function check() {
  let addon;
  try {
    addon = createRequire(import.meta.url)(addonPath);
  } catch (error) {
    warn(`the built addon does not load: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (addon?.abiVersion !== EXPECTED_ABI)
    warn(`the built addon has abiVersion ${addon?.abiVersion}, want ${EXPECTED_ABI}`);
  const digest = addon.hashBatch(0, null, Buffer.from('abc'), new Uint32Array([0, 3]), false);
  const expected = '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23'; // SHA-512/256("abc"), FIPS 180-4
  if (digest.toString('hex') !== expected) warn('the built addon computes wrong digests');
  process.stdout.write(`algorun: native addon ready: ${addonPath}\n`);
}

build();
check();
