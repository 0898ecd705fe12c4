/**
 * A node started as a child process, as an operator starts it (`node dist/main.js …` or, for tests that run the
 * sources, `node --import tsx src/main.ts …`), on ephemeral ports with the test tokens; resolved once its banner
 * says where it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type algosdk from 'algosdk';
import { ADMIN_TOKEN, TOKEN } from './server.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface ChildNode {
  readonly child: ChildProcess;
  /** What it printed on stdout up to its banner's last line. */
  readonly banner: string;
  readonly urls: { readonly algod: string; readonly kmd: string; readonly admin: string };
  /** "127.0.0.1:<port>" */
  readonly grpc: string;
  /** Everything it wrote on stderr so far. */
  stderr(): string;
  /** Its JSON log records so far. */
  logRecords(): Record<string, unknown>[];
  /** SIGTERM, then its exit code once it exits. */
  stop(): Promise<number | null>;
}

/** Starts `bin` with `entry` (plus `nodeArgs` before it) on `dataDir`. */
export async function startChildNode(
  dataDir: string,
  { bin = process.execPath, entry = 'dist/main.js', nodeArgs = [] as string[], flags = [] as string[] } = {},
): Promise<ChildNode> {
  const ports = ['--algod-port=0', '--kmd-port=0', '--admin-port=0', '--grpc-port=0'];
  const tokens = [`--token=${TOKEN}`, `--admin-token=${ADMIN_TOKEN}`];
  const args = [...nodeArgs, entry, '--data-dir', dataDir, ...ports, ...tokens, ...flags];
  const child = spawn(bin, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('tokens in')) resolve();
    });
    child.on('exit', (code, signal) => reject(new Error(`exited early (${code ?? signal}): ${stderr}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    banner: stdout,
    urls: {
      algod: /algod REST\s+(\S+)/.exec(stdout)![1]!,
      kmd: /kmd REST\s+(\S+)/.exec(stdout)![1]!,
      admin: /admin REST\s+(\S+)/.exec(stdout)![1]!,
    },
    grpc: /gRPC\s+(\S+)/.exec(stdout)![1]!,
    stderr: () => stderr,
    logRecords: () =>
      stderr
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** The (token, base, port) triple the SDK's clients take, for a URL the banner printed. */
export function sdkArgs(url: string): [string, string, string] {
  const { protocol, hostname, port } = new URL(url);
  return [TOKEN, `${protocol}//${hostname}`, port];
}

/** A handle on the dev network's `unencrypted-default-wallet` (empty password) and its first address. */
export async function devWalletKey(kmd: algosdk.Kmd): Promise<{ handle: string; address: string }> {
  const { wallets } = (await kmd.listWallets()) as { wallets: { id: string; name: string }[] };
  const dev = wallets.find((w) => w.name === 'unencrypted-default-wallet')!;
  const handle = (await kmd.initWalletHandle(dev.id, '')).wallet_handle_token as string;
  const [address] = (await kmd.listKeys(handle)).addresses as string[];
  return { handle, address: address! };
}
