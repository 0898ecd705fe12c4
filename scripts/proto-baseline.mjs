#!/usr/bin/env node
// Rewrites proto/breaking-baseline.binpb, the buf image that `buf breaking` compares proto/ against
// (test/contract/buf.test.ts). Run it only when a breaking change of the contract is intended, and record that change
// in CHANGELOG.md in the same commit; additive changes need no new baseline.
// Usage: node scripts/proto-baseline.mjs
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const buf = join(root, 'node_modules', '.bin', 'buf');
const run = spawnSync(buf, ['build', '-o', join('proto', 'breaking-baseline.binpb')], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
