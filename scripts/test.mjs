#!/usr/bin/env node
// Runs the AVA suite with its TAP reporter, passes the output through, and ends with the one summary line CI reads:
// "N passed, N failed". Exit code: non-zero if AVA failed or any test failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = ['--tap', ...process.argv.slice(2)];
const child = spawn(process.execPath, ['node_modules/ava/entrypoints/cli.mjs', ...args], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = createInterface({ input: child.stdout });
lines.on('line', (line) => {
  process.stdout.write(line + '\n');
  if (/^ok \d+/.test(line)) {
    if (/# SKIP/i.test(line) || /# TODO/i.test(line)) skipped++;
    else passed++;
  } else if (/^not ok \d+/.test(line)) {
    if (/# TODO/i.test(line)) skipped++;
    else failed++;
  }
});
child.on('close', (code) => {
  const tail = skipped > 0 ? `, ${skipped} skipped` : '';
  process.stdout.write(`${passed} passed, ${failed} failed${tail}\n`);
  process.exit(code !== 0 || failed > 0 ? code || 1 : 0);
});
