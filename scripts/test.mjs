#!/usr/bin/env node
// Runs the AVA suite with its TAP reporter, passes the output through, and ends with the one summary line CI reads:
// "N passed, N failed". Before that line it repeats every failed test with its YAML diagnostics, so a log that keeps
// only its tail still says what failed. Exit code: non-zero if AVA failed or any test failed.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = ['--tap', ...process.argv.slice(2)];
const child = spawn(process.execPath, ['node_modules/ava/entrypoints/cli.mjs', ...args], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let passed = 0;
let failed = 0;
let skipped = 0;
/** Each failed test's lines: its "not ok" line and the indented diagnostics block that follows it. */
const failures = [];
let current;
const lines = createInterface({ input: child.stdout });
lines.on('line', (line) => {
  process.stdout.write(line + '\n');
  if (/^\s/.test(line)) {
    // an indented line belongs to the test line above it
    if (current !== undefined && current.length < 60) current.push(line);
    return;
  }
  current = undefined;
  if (/^ok \d+/.test(line)) {
    if (/# SKIP/i.test(line) || /# TODO/i.test(line)) skipped++;
    else passed++;
  } else if (/^not ok \d+/.test(line)) {
    if (/# TODO/i.test(line)) skipped++;
    else {
      failed++;
      current = [line];
      failures.push(current);
    }
  }
});
child.on('close', (code) => {
  if (failures.length > 0) {
    process.stdout.write(`\n# ${failures.length} failed:\n`);
    for (const lines of failures) process.stdout.write(lines.join('\n') + '\n');
  }
  const tail = skipped > 0 ? `, ${skipped} skipped` : '';
  process.stdout.write(`${passed} passed, ${failed} failed${tail}\n`);
  process.exit(code !== 0 || failed > 0 ? code || 1 : 0);
});
