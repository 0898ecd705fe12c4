/**
 * Starts the whole program in-process on ephemeral ports with a temporary data directory, for contract tests.
 * ALGORUN_TEST_HTTP_ENGINE (auto, uws or node), when set, becomes `--http-engine` of every configuration built here
 * (flags a test passes still win), so the REST contract suites can run once per engine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig, type Config } from '../../src/config.js';
import { startServer, type RunningServer, type StartHooks } from '../../src/main.js';

export const TOKEN = 'a'.repeat(64);
export const ADMIN_TOKEN = 'b'.repeat(64);

export interface TestServer {
  readonly server: RunningServer;
  readonly config: Config;
  readonly algod: string;
  readonly kmd: string;
  readonly admin: string;
  /** "127.0.0.1:<port>", or '' in gateway-only mode. */
  readonly grpc: string;
  close(): Promise<void>;
}

/** A temporary directory removed by the returned cleanup. */
export async function tempDir(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'algorun-test-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** `--http-engine` from ALGORUN_TEST_HTTP_ENGINE, when set (for harnesses that build their own flag list). */
export function engineFlags(): string[] {
  const engine = process.env['ALGORUN_TEST_HTTP_ENGINE'];
  return engine === undefined || engine === '' ? [] : [`--http-engine=${engine}`];
}

/**
 * The configuration of a node on `dataDir` with every port ephemeral, the test tokens and the test HTTP engine;
 * `flags` win.
 */
export function localConfig(dataDir: string, flags: readonly string[] = []): Config {
  return parseConfig([
    '--data-dir',
    dataDir,
    '--algod-port=0',
    '--kmd-port=0',
    '--admin-port=0',
    '--grpc-port=0',
    `--token=${TOKEN}`,
    `--admin-token=${ADMIN_TOKEN}`,
    ...engineFlags(),
    ...flags,
  ]);
}

/** Starts everything on port 0; `args` are extra command-line flags (later flags win). */
export async function startTestServer(args: readonly string[] = [], hooks: StartHooks = {}): Promise<TestServer> {
  const dir = await tempDir();
  const config = localConfig(dir.path, args);
  const server = await startServer(config, hooks);
  const base = (port: number): string => `http://127.0.0.1:${port}`;
  return {
    server,
    config,
    algod: base(server.ports.algod),
    kmd: base(server.ports.kmd),
    admin: base(server.ports.admin),
    grpc: server.ports.grpc === null ? '' : `127.0.0.1:${server.ports.grpc}`,
    async close() {
      await server.close();
      await dir.remove();
    },
  };
}

/** fetch, returning status, headers and the body text. */
export async function call(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(url, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}
