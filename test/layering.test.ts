// Enforces docs/design.md, "Layering" (who may import what) and the absence of import cycles, by reading every import in src/.
// main → gateway → service → (workers, store) → core → generated; nothing points upward.
import test from 'ava';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve('src');

function listTs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listTs(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const files = listTs(SRC);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2])!);
}

/** Layer of a file under src/, by its first path segment. */
function layerOf(file: string): string {
  const rel = relative(SRC, file);
  const top = rel.split('/')[0]!;
  return top.replace(/\.(ts|js)$/, '');
}

// Which layers each layer may import (besides itself).
const ALLOWED: Record<string, string[]> = {
  main: ['config', 'gateway', 'service', 'workers', 'store', 'core', 'native', 'generated'],
  config: ['core'],
  gateway: ['service', 'core', 'generated', 'config'],
  service: ['workers', 'store', 'core', 'native', 'generated'],
  workers: ['core', 'native'],
  store: ['core'],
  native: ['core'],
  core: ['generated'],
  generated: [],
};

// Packages only one place may import.
const OWNED: Record<string, string> = {
  '@nxtedition/rocksdb': 'src/store/',
  snappyjs: 'src/store/legacy/',
  '@btc-vision/uwebsockets.js': 'src/gateway/rest/',
  piscina: 'src/workers/pool.ts',
  'uWebSockets.js': 'src/gateway/rest/',
  '@grpc/grpc-js': 'src/gateway/grpc/',
  '@grpc/proto-loader': 'src/gateway/contract.ts',
  'sql.js': 'src/service/algod/participation',
  'sodium-native': 'src/core/crypto/',
  '@grpc/reflection': 'src/gateway/grpc/',
  pino: 'src/gateway/log.ts',
  'prom-client': 'src/gateway/metrics.ts',
};
const CORE_FORBIDDEN = /^(node:)?(fs|net|http|https|http2|dgram|child_process|worker_threads|cluster)(\/|$)/;

test('layers import only downwards', (t) => {
  for (const file of files) {
    const from = layerOf(file);
    for (const spec of importsOf(file)) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(SRC)) continue;
      const to = layerOf(target);
      if (to === from) continue;
      t.true((ALLOWED[from] ?? []).includes(to), `${relative('.', file)} (${from}) must not import ${to} (${spec})`);
    }
  }
});

test('native packages have a single owner', (t) => {
  // src/generated is tool output whose type-only imports of grpc-js are not uses of the package.
  for (const file of files.filter((f) => layerOf(f) !== 'generated')) {
    const rel = relative('.', file);
    for (const spec of importsOf(file)) {
      const owner = OWNED[spec];
      if (owner !== undefined) t.true(rel.startsWith(owner), `${rel} imports ${spec}, which only ${owner} may import`);
    }
  }
  t.pass();
});

test('the product never imports algosdk or benchmark', (t) => {
  for (const file of files) {
    for (const spec of importsOf(file)) {
      t.false(spec === 'algosdk' || spec === 'benchmark' || spec === 'ava', `${relative('.', file)} imports ${spec}`);
    }
  }
  t.pass();
});

test('core is pure: no I/O modules, no async', (t) => {
  for (const file of files.filter((f) => layerOf(f) === 'core')) {
    const rel = relative('.', file);
    for (const spec of importsOf(file)) t.false(CORE_FORBIDDEN.test(spec), `${rel} imports ${spec}`);
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    t.false(/\basync\s+(function|\(|[a-zA-Z_$][\w$]*\s*\()|\bawait\s/.test(text), `${rel} uses async/await`);
    t.false(/process\.env/.test(text), `${rel} reads process.env`);
  }
  t.pass();
});

// Core draws no randomness itself: callers pass a RandomSource (core/crypto/random.ts) from the service layer.
const RANDOM_SOURCE =
  /\brandom(Bytes|Fill|FillSync|Int|UUID)\b|\brandombytes|getRandomValues|Math\.random|\bwebcrypto\b/;

test('core takes no randomness: no random source is called or imported there', (t) => {
  for (const file of files.filter((f) => layerOf(f) === 'core')) {
    const rel = relative('.', file);
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    t.false(RANDOM_SOURCE.test(text), `${rel} draws randomness (${RANDOM_SOURCE.exec(text)?.[0]})`);
  }
  t.pass();
});

test('only config reads process.env', (t) => {
  for (const file of files) {
    const rel = relative('.', file);
    if (rel === 'src/config.ts') continue;
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    t.false(/process\.env/.test(text), `${rel} reads process.env`);
  }
  t.pass();
});

test('there are no import cycles', (t) => {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps = importsOf(file)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(dirname(file), s).replace(/\.js$/, '.ts'))
      .filter((p) => graph.has(p) || files.includes(p))
      // proto-loader-gen-types writes a recursive message (HttpRule, descriptor.proto's DescriptorProto) as a file
      // that imports its own types: no cycle between modules.
      .filter((p) => p !== file || layerOf(file) !== 'generated');
    graph.set(file, deps);
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[] = [];
  const visit = (node: string, path: string[]): void => {
    if (state.get(node) === 'done') return;
    if (state.get(node) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(node)), node].map((p) => relative(SRC, p)).join(' → '));
      return;
    }
    state.set(node, 'visiting');
    for (const dep of graph.get(node) ?? []) visit(dep, [...path, node]);
    state.set(node, 'done');
  };
  for (const file of files) visit(file, []);
  t.deepEqual(cycles, []);
});
