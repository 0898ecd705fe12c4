/**
 * The uWS loader never hands out the JavaScript fallback of the pinned package (whose request methods throw
 * "Not implemented" on the first request), whatever the environment says, and the engine choice follows from what
 * loads: `auto` takes uWS only when a native binary loads, `uws` without one is a start-up error naming why.
 */
import test from 'ava';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chooseHttpEngine } from '../../../src/gateway/rest/listen.js';
import { isNativeUws, loadUws, uwsBinaryName, uwsCandidates } from '../../../src/gateway/rest/uws-loader.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('the candidates are the btc-vision package and the pinned binary by path, never the pinned entry', (t) => {
  const specifiers = uwsCandidates().map((c) => c.specifier);
  t.deepEqual(specifiers, ['@btc-vision/uwebsockets.js', `uWebSockets.js/binaries/${uwsBinaryName()}`]);
});

test('what loads here is native, or the reason names every candidate', (t) => {
  const load = loadUws();
  if (load.uws === undefined) {
    t.regex(load.reason, /@btc-vision\/uwebsockets\.js: .+; uWebSockets\.js: .+/);
    return;
  }
  t.true(isNativeUws(load.uws));
  t.regex(Function.prototype.toString.call(load.uws.App), /\[native code\]/);
  t.regex(load.source, /^uws_\w+_\w+_\d+\.node from \S+@\S+$/);
});

test('the JavaScript fallback is refused even when asked for by path', (t) => {
  const load = loadUws([{ packageName: 'fallback', specifier: 'uWebSockets.js/dist/index.js' }]);
  t.is(load.uws, undefined);
  t.regex(load.uws === undefined ? load.reason : '', /^fallback: not a native binary$/);
});

test('with UWS_USE_FALLBACK=1 the loader gives a native module or none, and never loads the stub', async (t) => {
  // A child process: the pinned entry, loaded here to prove it is refused, would otherwise stay in this one.
  const script = `
    const { createRequire } = await import('node:module');
    const { loadUws, isNativeUws } = await import('./src/gateway/rest/uws-loader.ts');
    const load = loadUws();
    const native = load.uws === undefined ? null : isNativeUws(load.uws);
    const stub = /uWebSockets\\.js[\\\\/](dist|src)[\\\\/]/;
    const loadedStub = Object.keys(createRequire(import.meta.url).cache).some((file) => stub.test(file));
    const entry = loadUws([{ packageName: 'entry', specifier: 'uWebSockets.js' }]).reason;
    console.log(JSON.stringify({ native, loadedStub, entry }));
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { ...process.env, UWS_USE_FALLBACK: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  t.is(await new Promise((resolve) => child.on('exit', resolve)), 0, stderr);
  const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    native: boolean | null;
    loadedStub: boolean;
    entry: string;
  };
  t.not(result.native, false, 'a module that loads is native');
  t.false(result.loadedStub, 'the default search never loads the stub');
  t.is(result.entry, 'entry: not a native binary', 'the pinned entry, which falls back to the stub, is refused');
});

test('engine choice: node is node:http; auto and uws follow what loads', (t) => {
  t.is(chooseHttpEngine('node').name, 'node');
  const load = loadUws();
  if (load.uws !== undefined) {
    t.is(chooseHttpEngine('auto').name, 'uws');
    t.is(chooseHttpEngine('uws').source, load.source);
    return;
  }
  const auto = chooseHttpEngine('auto');
  t.is(auto.name, 'node');
  t.true(auto.source.includes(load.reason));
  const error = t.throws(() => chooseHttpEngine('uws'));
  t.regex(error?.message ?? '', /--http-engine uws: no native uWebSockets\.js binary loads in Node v[\d.]+ \(.+\)/);
});
