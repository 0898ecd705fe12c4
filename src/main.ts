/**
 * Composition root: config → store → pool → services → gRPC server + three REST apps, and orderly shutdown.
 * `startServer(config)` does everything in-process and returns the bound ports and `close()`, so tests can start
 * the whole program on port 0; run as a script it also prints where everything listens and stops on
 * SIGINT/SIGTERM.
 *
 * Output (docs/operations.md): stdout carries only the human-readable start banner; stderr carries the JSON log
 * (gateway/log.ts): start and stop at info, each block at debug, errors at error.
 *
 * Invariants:
 * - Token files are written with mode 0600 and their contents are never printed or logged.
 * - With `--core` this process is a gateway only: no store, pool, services or gRPC server of its own; the REST
 *   apps call the remote core through the batching channel.
 * - `close()` is idempotent: it stops the REST listeners first (no new work), then gRPC, then the remote channel,
 *   pool and store.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, USAGE, loadConfig, type Config } from './config.js';
import type { ApiTokens } from './gateway/auth.js';
import type { Services } from './gateway/grpc/bindings.js';
import { connectRemoteCore } from './gateway/grpc/remote-core.js';
import { TokenGrantCache } from './gateway/token-grants.js';
import { configureLogging, logger } from './gateway/log.js';
import { ServerMetrics } from './gateway/metrics.js';
import { grpcObserver, nodeObserver, restObserver, type ObserveOptions } from './gateway/observe.js';
import { metricsRoute } from './gateway/rest/algod/routes/metrics.js';
import { ledgerServiceRoutes, type CatchpointFiles } from './gateway/rest/algod/routes/ledger-service.js';
import { startGrpcServer } from './gateway/grpc/server.js';
import { createAdminSurface } from './gateway/rest/admin/surface.js';
import { createAlgodSurface } from './gateway/rest/algod/surface.js';
import { IdleWatchdog } from './gateway/rest/kmd/idle-watchdog.js';
import { createKmdSurface } from './gateway/rest/kmd/surface.js';
import { listenSurface, type RestListener } from './gateway/rest/listen.js';
import { AdminServiceImpl } from './service/admin.js';
import { AlgodServiceImpl } from './service/algod.js';
import { KmdServiceImpl } from './service/kmd.js';
import { ensureDevWallet, readDevGenesisAccounts } from './service/kmd/dev-wallet.js';
import type { KdfLimits } from './service/kmd/wallet-crypto.js';
import { buildInfoFromVersion, type NodeInfo } from './service/node-info.js';
import { loadOrCreateGenesis, openLedger } from './service/algod/bootstrap.js';
import { AlgodNode } from './service/algod/node.js';
import { adoptPeerGenesis, Follower } from './service/algod/follower/follower.js';
import { PeerClient } from './service/algod/follower/peer-client.js';
import { WriteRelay } from './service/algod/follower/write-relay.js';
import { ParticipationRegistry } from './service/algod/participation.js';
import { CatchpointWriter } from './service/algod/catchpoint-writer.js';
import { CatchupService } from './service/algod/catchup.js';
import { getMerkle } from './native/index.js';
import { createSignatureService } from './workers/signature-service.js';
import { createTealService } from './workers/teal-service.js';
import type { Pool } from './workers/pool.js';
import { Store } from './store/store.js';
import { createPool } from './workers/pool.js';

export interface ServerPorts {
  readonly algod: number;
  readonly kmd: number;
  readonly admin: number;
  /** null in gateway-only mode (`--core`). */
  readonly grpc: number | null;
}

export interface RunningServer {
  readonly ports: ServerPorts;
  readonly tokenFiles: readonly string[];
  close(): Promise<void>;
}

export interface StartHooks {
  /** Remote-core mode: called once per batch sent to the core (service name, calls in it). */
  readonly onBatch?: (service: string, calls: number) => void;
  /** TESTS ONLY: cheap password-KDF limits for kmd wallets (never reachable from the command line). */
  readonly kmdUnsafeKdfLimits?: KdfLimits;
  /** BENCH REFERENCE ONLY: kmd derives on every wallet open, as before its key cache (never from the command line). */
  readonly kmdReferenceDeriveEveryOpen?: boolean;
  /** TESTS ONLY: the clock (monotonic ms) of a `--core` gateway's token cache, so tests can pass its bound. */
  readonly tokenCacheClock?: () => number;
}

const VERSION = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

async function writeTokenFiles(config: Config): Promise<string[]> {
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  const files: [string, string][] = [
    ['algod.token', config.token],
    ['algod.admin.token', config.adminToken],
    ['kmd.token', config.token],
  ];
  const paths: string[] = [];
  for (const [name, value] of files) {
    const path = join(config.dataDir, name);
    await writeFile(path, value, { mode: 0o600 });
    await chmod(path, 0o600);
    paths.push(path);
  }
  return paths;
}

/**
 * The core of this process: the store (sole RocksDB handle, under `<data-dir>/db`; its lock also stops a second
 * instance on the same data dir), the worker pool and the services. The ledger, wallet and admin issues hand the
 * store and pool to the services that use them; until then the services answer what they can without them.
 */
async function startCore(
  config: Config,
  closers: (() => Promise<void> | void)[],
  hooks: StartHooks = {},
  metrics?: ServerMetrics,
): Promise<Services & { admin: AdminServiceImpl; catchpoints?: CatchpointFiles | undefined }> {
  const store = await Store.open(join(config.dataDir, 'db'));
  closers.push(() => store.close());
  const onError = (error: unknown): void =>
    logger().error({ event: 'error', where: 'worker pool', err: error }, 'worker pool trouble');
  const pool = createPool({ threads: config.threads, onError });
  closers.push(() => pool.destroy());
  const kmd = new KmdServiceImpl({
    store,
    pool,
    sessionLifetimeSeconds: config.kmdSessionLifetimeSeconds,
    kdfConcurrency: config.kdfConcurrency,
    unsafeKdfLimits: hooks.kmdUnsafeKdfLimits,
    referenceDeriveEveryOpen: hooks.kmdReferenceDeriveEveryOpen,
  });
  closers.push(() => kmd.close());
  await ensureDevWallet(kmd);
  const { algod, catchpoints } = await startAlgod(config, store, pool, closers, metrics);
  metrics?.watch({
    workerPool: pool,
    kdf: { limit: config.kdfConcurrency, stats: () => kmd.kdfStats },
  });
  return {
    catchpoints,
    algod,
    kmd,
    admin: await AdminServiceImpl.open({ store, dataDir: config.dataDir, bootstrapToken: config.adminApiToken }),
  };
}

/** The dev-mode node: genesis (funding the dev wallet's accounts), ledger, pool, block production, participation. */
async function startAlgod(
  config: Config,
  store: Store,
  pool: Pool,
  closers: (() => Promise<void> | void)[],
  metrics: ServerMetrics | undefined,
): Promise<{ algod: AlgodServiceImpl; catchpoints: CatchpointWriter }> {
  const peers = config.peers.length > 0 ? new PeerClient(config.peers, config.peerToken, config.peerTimeoutMs) : undefined;
  if (peers !== undefined) await adoptPeerGenesis(store, peers);
  const genesis = await loadOrCreateGenesis(store, {
    network: config.network,
    wallets: async () => (await readDevGenesisAccounts(store)).map((a) => a.address),
  });
  const ledger = await openLedger(store, genesis);
  const verifier = createSignatureService({ pool, parallelism: config.threads });
  let follower: Follower | undefined;
  let catchup: CatchupService | undefined;
  const node = new AlgodNode({
    ledger,
    verifier,
    workers: pool,
    merkle: getMerkle(),
    blockIntervalMs: config.blockIntervalMs > 0 && peers === undefined ? config.blockIntervalMs : undefined,
    follower: peers !== undefined,
    observer: nodeObserver(metrics),
  });
  metrics?.watch({ txPoolSize: () => node.pool.size, round: () => ledger.durableRound, store: () => store.stats });
  await node.start();
  if (peers !== undefined) {
    const log = (line: string): void => logger().info({ event: 'follower' }, line);
    follower = new Follower({ node, peers, genesisId: genesis.id, verifier, workers: pool, merkle: getMerkle(), log });
    follower.start();
    closers.push(() => follower?.close());
    catchup = new CatchupService({
      node,
      peers: config.peers,
      genesisId: genesis.id,
      follower,
      peerTimeoutMs: config.peerTimeoutMs,
      log: (line) => logger().info({ event: 'catchup' }, line),
    });
    closers.push(() => catchup?.close());
    // a catch-up a killed process left unfinished runs again (catchup.ts)
    await catchup.resume();
  }
  const catchpoints = await CatchpointWriter.open({
    ledger,
    dir: join(config.dataDir, 'catchpoints'),
    interval: config.catchpointInterval,
    history: config.catchpointFileHistory,
    log: (line, err) =>
      err === undefined ? logger().info({ event: 'catchpoint' }, line) : logger().warn({ event: 'error', where: 'catchpoint', err }, line),
  });
  closers.push(() => catchpoints.close());
  const participation = await ParticipationRegistry.open(store, {
    onGenerationError: (error) =>
      logger().warn({ event: 'error', where: 'participation', err: error }, 'error generating participation keys'),
  });
  closers.push(() => participation.close());
  // Upstream drops expired key sets after every block.
  ledger.onDurable((round) => void participation.deleteExpired(round).catch(() => undefined));
  const nodeInfo: NodeInfo = { genesisId: genesis.id, genesisHash: genesis.hash, build: buildInfoFromVersion(VERSION) };
  const algod = new AlgodServiceImpl({
    nodeInfo,
    genesis,
    node,
    participation,
    merkle: getMerkle(),
    developerApi: config.developerApi,
    teal: createTealService({ pool, parallelism: config.threads }),
    workers: pool,
    follower,
    catchpoints,
    catchup,
    relay: follower && new WriteRelay((request) => follower!.relay(request)),
  });
  closers.push(() => {
    node.close();
    algod.close();
  });
  return { algod, catchpoints };
}

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
  const metrics = config.metrics ? new ServerMetrics() : undefined;
  const observe: ObserveOptions = { metrics, logRequests: config.logRequests };
  let tokens: ApiTokens = { algod: config.token, algodAdmin: config.adminToken, kmd: config.token };
  const closers: (() => Promise<void> | void)[] = [guardProcess()];
  const closeAll = async (): Promise<void> => {
    for (const close of closers.splice(0).reverse()) await close();
  };
  try {
    let services: Services;
    let catchpoints: CatchpointFiles | undefined;
    let grpcPort: number | null = null;
    let bootstrapTokenFile: string | null = null;
    if (config.core) {
      const { host, port } = config.core;
      const target = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
      const maxMessageBytes = config.grpc.maxMessageBytes;
      const remote = connectRemoteCore(
        hooks.onBatch ? { target, tokens, maxMessageBytes, onBatch: hooks.onBatch } : { target, tokens, maxMessageBytes },
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
      ({ catchpoints } = core);
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
    const ports = await startRest(config, services, tokens, closers, observe, catchpoints);
    let closing: Promise<void> | undefined;
    return { ports: { ...ports, grpc: grpcPort }, tokenFiles, close: () => (closing ??= closeAll()) };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function startRest(
  config: Config,
  services: Services,
  tokens: ApiTokens,
  closers: (() => Promise<void> | void)[],
  observe: ObserveOptions,
  catchpoints?: CatchpointFiles,
): Promise<Omit<ServerPorts, 'grpc'>> {
  const listen = async <R>(
    name: string,
    surface: Parameters<typeof listenSurface<R>>[0],
    port: number,
  ): Promise<RestListener> => {
    const listener = await listenSurface(surface, config.bind, port, restObserver(name, observe));
    closers.push(() => listener.close());
    return listener;
  };
  const extraRoutes = observe.metrics ? [metricsRoute(observe.metrics)] : [];
  // The ledger service reads this process's catchpoint files: a gateway for a remote core has none (404).
  if (catchpoints !== undefined) extraRoutes.push(...ledgerServiceRoutes(catchpoints));
  const algodSurface = createAlgodSurface({ algod: services.algod, tokens, extraRoutes });
  const algod = await listen('algod', algodSurface, config.algodPort);
  let kmdListener: RestListener | undefined;
  const watchdog = new IdleWatchdog(config.kmdIdleTimeoutSeconds * 1000, () => {
    logger().info({ event: 'kmd-idle', seconds: config.kmdIdleTimeoutSeconds }, 'kmd idle: kmd listener closed');
    kmdListener?.close();
  });
  closers.push(() => watchdog.stop());
  kmdListener = await listen('kmd', createKmdSurface({ kmd: services.kmd, tokens, watchdog }), config.kmdPort);
  const admin = await listen('admin', createAdminSurface({ admin: services.admin, tokens }), config.adminPort);
  return { algod: algod.port, kmd: kmdListener.port, admin: admin.port };
}

function urlHost(bind: string): string {
  return bind.includes(':') ? `[${bind}]` : bind;
}

function describe(config: Config, server: RunningServer): string {
  const host = urlHost(config.bind);
  const { ports } = server;
  const lines = [
    `algorun ${VERSION}${config.core ? ` (gateway for core ${config.core.host}:${config.core.port})` : ''}`,
    `  algod REST  http://${host}:${ports.algod}`,
    `  kmd REST    http://${host}:${ports.kmd}`,
    `  admin REST  http://${host}:${ports.admin}`,
  ];
  if (ports.grpc !== null) lines.push(`  gRPC        ${host}:${ports.grpc}`);
  lines.push(`  tokens in   ${server.tokenFiles.join(', ')}`);
  return lines.join('\n');
}

/** The start event's fields: where everything listens and what was chosen, never a token. */
function startFields(config: Config, server: RunningServer): Record<string, unknown> {
  return {
    event: 'start',
    version: VERSION,
    bind: config.bind,
    ports: server.ports,
    dataDir: config.dataDir,
    core: config.core === null ? null : `${config.core.host}:${config.core.port}`,
    tokenFiles: server.tokenFiles,
    blockIntervalMs: config.blockIntervalMs,
    threads: config.threads,
    metrics: config.metrics,
    grpcReflection: config.grpcReflection,
  };
}

/**
 * Command-line entry: parse flags, start, print the banner on stdout and log the start on stderr, stop cleanly on
 * SIGINT/SIGTERM. Every line on stderr is JSON, configuration errors included.
 */
export async function runCli(): Promise<void> {
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
