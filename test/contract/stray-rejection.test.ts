import test from 'ava';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('a stray promise rejection is logged and survived while the server runs', async (t) => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/stray-rejection-child.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  t.is(code, 0, stderr);
  t.regex(stdout, /alive 200/);
  t.regex(stderr, /unhandled promise rejection \(logged; the process keeps running\)/);
  t.regex(stderr, /stray rejection from a request path/);
});
