#!/usr/bin/env node
// Regenerates the TypeScript types of every .proto under proto/ with proto-loader-gen-types, then the route tables
// of the services' algorun.api.v1 options with scripts/gen-routes.mjs (into <outDir>/routes/).
// Usage: node scripts/gen-proto.mjs [outDir]   (default: src/generated, which is emptied first)
// The loader options here must match LOADER_OPTIONS in src/gateway/contract.ts; test/contract/proto-drift.test.ts
// regenerates into a temporary directory and fails when the result differs from the committed src/generated/.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const protoDir = join(root, 'proto');
const outDir = resolve(process.argv[2] ?? join(root, 'src', 'generated'));

// Entry points are the files that declare a service: the tool writes one root file per entry point, and a root
// file for a types-only proto would have unused imports (tsc noUnusedLocals). Imported files' messages are still
// generated, in their package folders.
function serviceFiles(dir) {
  return protoFiles(dir).filter((file) => /^service\s/m.test(readFileSync(join(protoDir, file), 'utf8')));
}

function protoFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...protoFiles(path));
    else if (entry.name.endsWith('.proto')) found.push(relative(protoDir, path).split('\\').join('/'));
  }
  return found.sort();
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const args = [
  join(root, 'node_modules', '@grpc', 'proto-loader', 'build', 'bin', 'proto-loader-gen-types.js'),
  '--longs=String',
  '--enums=String',
  '--defaults',
  '--oneofs',
  '--keepCase',
  '--includeComments',
  '--grpcLib=@grpc/grpc-js',
  '--importFileExtension=.js',
  '-I',
  'proto',
  '-O',
  outDir,
  ...serviceFiles(protoDir),
];
// cwd = repository root so that the "Original file:" headers name paths relative to it, wherever the repo lives.
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
const routes = spawnSync(
  process.execPath,
  [join(root, 'scripts', 'gen-routes.mjs'), outDir, ...serviceFiles(protoDir)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(routes.status ?? 1);
