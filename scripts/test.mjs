#!/usr/bin/env node
// Runs the AVA suite with its TAP reporter, passes the output through, and ends with the one summary line CI reads:
// "N passed, N failed". Before that line it repeats every failed test with its YAML diagnostics, so a log that keeps
// only its tail still says what failed. Exit code: non-zero if AVA failed or any test failed.
//
// Two passes when no files are named: the whole suite on the default HTTP engine, then the REST suites again on the
// other engine (ALGORUN_TEST_HTTP_ENGINE=node, test/helpers/server.ts), so that a difference between uWebSockets.js
// and node:http fails a test. Where no native uWS binary loads, the default engine is node:http already and the
// second pass is skipped (said so in the output). The summary line counts both passes.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * The suites that go over HTTP through test servers: the REST contract suites, the SDK and AlgoKit scenarios,
 * framing, and a `--core` gateway's REST. (test/gateway/rest/engines, engine-sync and engine-timeouts run both engines
 * themselves, so they are not repeated.)
 */
const REST_SUITES = [
  'test/contract/algod/**/*.test.ts',
  'test/contract/kmd/**/*.test.ts',
  'test/contract/admin/**/*.test.ts',
  'test/contract/sdk.test.ts',
  'test/contract/algokit-utils.test.ts',
  'test/contract/stray-rejection.test.ts',
  'test/gateway/rest/framing.test.ts',
  'test/gateway/rest/immediate-answers.test.ts',
  'test/gateway/grpc/remote-core.test.ts',
  'test/gateway/grpc/remote-core-oauth.test.ts',
];

/** Runs AVA with `files` (all when empty) and `env`; resolves with its counts and each failed test's lines. */
function runAva(files, env, label) {
  const child = spawn(process.execPath, ['node_modules/ava/entrypoints/cli.mjs', '--tap', ...files], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const counts = { passed: 0, failed: 0, skipped: 0, failures: [], code: 0 };
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
      if (/# SKIP/i.test(line) || /# TODO/i.test(line)) counts.skipped++;
      else counts.passed++;
    } else if (/^not ok \d+/.test(line)) {
      if (/# TODO/i.test(line)) counts.skipped++;
      else {
        counts.failed++;
        current = [label === undefined ? line : `${line} [${label}]`];
        counts.failures.push(current);
      }
    }
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      counts.code = code ?? 1;
      resolve(counts);
    });
  });
}

/** Whether a native uWebSockets.js binary loads in this Node (src/gateway/rest/uws-loader.ts decides). */
function nativeUwsLoads() {
  const probe = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const { loadUws } = await import('./src/gateway/rest/uws-loader.ts'); process.stdout.write(loadUws().uws ? 'yes' : 'no');",
    ],
    { encoding: 'utf8' },
  );
  return probe.stdout.trim() === 'yes';
}

const files = process.argv.slice(2);
const passes = [await runAva(files, {})];
if (files.length === 0) {
  if (nativeUwsLoads()) {
    process.stdout.write('\n# second pass: the REST suites on the node:http engine\n');
    passes.push(await runAva(REST_SUITES, { ALGORUN_TEST_HTTP_ENGINE: 'node' }, 'node:http engine'));
  } else {
    process.stdout.write(
      `\n# no native uWebSockets.js binary loads on Node ${process.version}: every suite ran on node:http\n`,
    );
  }
}
const total = { passed: 0, failed: 0, skipped: 0, failures: [] };
for (const pass of passes) {
  total.passed += pass.passed;
  total.failed += pass.failed;
  total.skipped += pass.skipped;
  total.failures.push(...pass.failures);
}
if (total.failures.length > 0) {
  process.stdout.write(`\n# ${total.failures.length} failed:\n`);
  for (const lines of total.failures) process.stdout.write(lines.join('\n') + '\n');
}
const tail = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
process.stdout.write(`${total.passed} passed, ${total.failed} failed${tail}\n`);
const code = passes.find((pass) => pass.code !== 0)?.code;
process.exit(code !== undefined || total.failed > 0 ? code || 1 : 0);
