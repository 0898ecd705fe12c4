import test from 'ava';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TOKEN, tempDir } from '../helpers/server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

test('npm start-like child prints its addresses, never the token, and exits 0 on SIGTERM', async (t) => {
  const dir = await tempDir();
  try {
    const ports = ['--algod-port=0', '--kmd-port=0', '--admin-port=0', '--grpc-port=0'];
    const args = ['--import', 'tsx', 'src/main.ts', '--data-dir', dir.path, ...ports, `--token=${TOKEN}`];
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('tokens in')) resolve();
      });
      child.on('exit', () => reject(new Error(`exited early: ${stderr}`)));
    });
    const algodUrl = /algod REST\s+(\S+)/.exec(stdout)?.[1];
    t.truthy(algodUrl);
    t.is((await fetch(`${algodUrl}/health`)).status, 200);
    child.kill('SIGTERM');
    t.is(await exited, 0, stderr);
    t.regex(stdout, /gRPC\s+127\.0\.0\.1:\d+/);
    t.regex(stdout, /algod\.token, .*algod\.admin\.token, .*kmd\.token/);
    t.false(stdout.includes(TOKEN));
  } finally {
    await dir.remove();
  }
});
