/**
 * Composition root: config → store → pool → services → gRPC server + three REST apps, and orderly shutdown.
 * `startServer(config)` does everything in-process and returns the bound ports and `close()`, so tests can start
 * the whole program on port 0; run as a script it also prints where everything listens and stops on
 * SIGINT/SIGTERM. Parts: main/core.ts (store, pool, services), main/rest.ts (the REST listeners), main/banner.ts
 * (token files, banner, start event).
 *
 * Output (docs/operations.md): stdout carries only the human-readable start banner; stderr carries the JSON log
 * (gateway/log.ts): start and stop at info, each block at debug, errors at error.
 *
 * Invariants:
 * - Token files are written with mode 0600 and their contents are never printed or logged.
 * - With `--core` this process is a gateway only: no store, pool, services or gRPC server of its own; the REST
 *   apps call the remote core through the batching channel.
 * - The HTTP engine (`--http-engine`) is chosen before anything is opened, and serves all three REST surfaces.
 * - `close()` is idempotent: it stops the REST listeners first (no new work), then gRPC, then the remote channel,
 *   pool and store.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, USAGE, loadConfig, type Config } from './config.js';
import type { ApiTokens } from './gateway/auth.js';
import type { Services } from './gateway/grpc/bindings.js';
import { connectRemoteCore } from './gateway/grpc/remote-core.js';
import { TokenGrantCache } from './gateway/token-grants.js';
import { startGrpcServer } from './gateway/grpc/server.js';
import { configureLogging, logger } from './gateway/log.js';
import { ServerMetrics } from './gateway/metrics.js';
import { grpcObserver, type ObserveOptions } from './gateway/observe.js';
import { chooseHttpEngine } from './gateway/rest/listen.js';
import type { PeerServices } from './main/rest.js';
import { describe, startFields, writeTokenFiles } from './main/banner.js';
import { startCore } from './main/core.js';
import { startRest } from './main/rest.js';
import type { RunningServer, StartHooks } from './main/types.js';

export type { HttpEngineInfo, RunningServer, ServerPorts, StartHooks } from './main/types.js';

let guardUsers = 0;

/**
 * The process-level guard: a promise rejection that nothing handles is logged and survived, so that one stray
 * rejection on a request path cannot stop every surface at once. It hides no bug: the line is on stderr, and a
 * test runner's own unhandled-rejection hook (AVA's) still fails the test. Installed while a server runs.
 */
function onStrayRejection(reason: unknown): void {
  logger().error({ event: 'error', err: reason }, 'unhandled promise rejection (logged; the process keeps running)');
}

function guardProcess(): () => void {
  if (guardUsers++ === 0) process.on('unhandledRejection', onStrayRejection);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--guardUsers === 0) process.off('unhandledRejection', onStrayRejection);
  };
}

/**
 * Starts every listener described by `config` and resolves once all are bound.
 * @throws Error when a port cannot be bound or the data directory cannot be written
 */
export async function startServer(config: Config, hooks: StartHooks = {}): Promise<RunningServer> {
  configureLogging(config.logLevel);
  // Before anything is opened: `--http-engine uws` without a native binary stops the start here.
  const httpEngine = chooseHttpEngine(config.httpEngine);
  const metrics = config.metrics ? new ServerMetrics() : undefined;
  metrics?.httpEngine(httpEngine.name);
  const observe: ObserveOptions = { metrics, logRequests: config.logRequests };
  let tokens: ApiTokens = { algod: config.token, algodAdmin: config.adminToken, kmd: config.token };
  const closers: (() => Promise<void> | void)[] = [guardProcess()];
  const closeAll = async (): Promise<void> => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  try {
    let services: Services;
    let peer: PeerServices | undefined;
    let grpcPort: number | null = null;
    let bootstrapTokenFile: string | null = null;
    if (config.core) {
      const { host, port } = config.core;
      const target = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
      const maxMessageBytes = config.grpc.maxMessageBytes;
      const remote = connectRemoteCore(
        hooks.onBatch
          ? { target, tokens, maxMessageBytes, onBatch: hooks.onBatch }
          : { target, tokens, maxMessageBytes },
      );
      closers.push(() => remote.close());
      services = remote;
      // No token store here: bearer tokens other than the configured ones are introspected by the core, behind a
      // short cache (gateway/token-grants.ts), for the admin API and, under --oauth-apis, algod and kmd.
      const grants = new TokenGrantCache(
        (token) => remote.admin.introspectToken({ token }),
        hooks.tokenCacheClock ? { now: hooks.tokenCacheClock } : {},
      );
      tokens = { ...tokens, remoteGrant: grants.lookup, oauthApis: config.oauthApis };
    } else {
      // The store's lock comes first: a second instance on the same data dir must fail before it touches anything.
      const core = await startCore(config, closers, hooks, metrics);
      ({ peer } = core);
      services = core;
      bootstrapTokenFile = core.admin.bootstrapTokenFile;
      // The admin token store authenticates the admin API, and algod/kmd too under --oauth-apis.
      tokens = {
        ...tokens,
        bearerScopes: core.admin.bearerScopes,
        operatorScopes: core.admin.operatorScopes,
        oauthApis: config.oauthApis,
      };
      const grpc = await startGrpcServer({
        services,
        tokens,
        host: config.bind,
        port: config.grpcPort,
        limits: config.grpc,
        reflection: config.grpcReflection,
        observer: grpcObserver(observe),
      });
      closers.push(() => grpc.close());
      grpcPort = grpc.port;
    }
    const tokenFiles = await writeTokenFiles(config);
    if (bootstrapTokenFile !== null) tokenFiles.push(bootstrapTokenFile);
    const ports = await startRest(config, { services, tokens, engine: httpEngine, observe, peer }, closers);
    let closing: Promise<void> | undefined;
    return {
      ports: { ...ports, grpc: grpcPort },
      tokenFiles,
      httpEngine: { name: httpEngine.name, source: httpEngine.source },
      close: () => (closing ??= closeAll()),
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * Command-line entry: parse flags, start, print the banner on stdout and log the start on stderr, stop cleanly on
 * SIGINT/SIGTERM. Every line on stderr is JSON, configuration errors included.
 */
async function runCli(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger().fatal({ event: 'error', where: 'config' }, `algorun: ${error.message}`);
    process.exit(2);
  }
  if (config.help) {
    process.stdout.write(USAGE);
    return;
  }
  const server = await startServer(config);
  const stop = (signal: string): void => {
    logger().info({ event: 'stop', signal }, `${signal} received, shutting down`);
    void server.close().then(() => {
      logger().info({ event: 'stopped' }, 'stopped');
      process.exit(0);
    });
  };
  // Handlers before the banner: whoever reads the banner may signal at once, and a signal without a handler
  // would end the process without a clean shutdown.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdout.write(`${describe(config, server)}\n`);
  logger().info(startFields(config, server), 'started');
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isEntryPoint) {
  runCli().catch((error: unknown) => {
    logger().fatal({ event: 'error', where: 'start', err: error }, 'algorun: failed to start');
    process.exit(1);
  });
}
