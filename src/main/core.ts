/**
 * The in-process core: store, worker pool and the three services, with the algod node's parts (genesis, ledger,
 * block production, follower and catch-up, catchpoints, participation). Every resource it opens is pushed onto
 * `closers` in opening order, so the caller closes them in reverse.
 */
import { join } from 'node:path';
import type { Config } from '../config.js';
import type { Services } from '../gateway/grpc/bindings.js';
import { logger } from '../gateway/log.js';
import type { ServerMetrics } from '../gateway/metrics.js';
import { nodeObserver } from '../gateway/observe.js';
import type { PeerServices } from './rest.js';
import { getMerkle } from '../native/index.js';
import { AdminServiceImpl } from '../service/admin.js';
import { AlgodServiceImpl } from '../service/algod.js';
import { loadOrCreateGenesis, openLedger } from '../service/algod/bootstrap.js';
import { CatchpointWriter } from '../service/algod/catchpoint-writer.js';
import { CatchupService } from '../service/algod/catchup.js';
import { adoptPeerGenesis, Follower } from '../service/algod/follower/follower.js';
import { PeerClient } from '../service/algod/follower/peer-client.js';
import { WriteRelay } from '../service/algod/follower/write-relay.js';
import { AlgodNode } from '../service/algod/node.js';
import { ParticipationRegistry } from '../service/algod/participation.js';
import { KmdServiceImpl } from '../service/kmd.js';
import { ensureDevWallet, readDevGenesisAccounts } from '../service/kmd/dev-wallet.js';
import { buildInfoFromVersion, type NodeInfo } from '../service/node-info.js';
import { Store } from '../store/store.js';
import { createPool, type Pool } from '../workers/pool.js';
import { createSignatureService } from '../workers/signature-service.js';
import { createTealService } from '../workers/teal-service.js';
import { VERSION } from './banner.js';
import type { StartHooks } from './types.js';

/**
 * The core of this process: the store (sole RocksDB handle, under `<data-dir>/db`; its lock also stops a second
 * instance on the same data dir), the worker pool and the services. The ledger, wallet and admin issues hand the
 * store and pool to the services that use them; until then the services answer what they can without them.
 */
export async function startCore(
  config: Config,
  closers: (() => Promise<void> | void)[],
  hooks: StartHooks = {},
  metrics?: ServerMetrics,
): Promise<Services & { admin: AdminServiceImpl; peer: PeerServices }> {
  const store = await Store.open(join(config.dataDir, 'db'), {
    migrated: (report) =>
      logger().info(
        { event: 'store-migrated', ...report },
        `data directory migrated to the current store format; the old files are kept in ${report.keptAt}`,
      ),
  });
  closers.push(() => store.close());
  watchStoreFaults(store, join(config.dataDir, 'db'));
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
  const { algod, peer } = await startAlgod(config, store, pool, closers, metrics);
  metrics?.watch({
    workerPool: pool,
    kdf: { limit: config.kdfConcurrency, stats: () => kmd.kdfStats },
  });
  return {
    peer,
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
): Promise<{ algod: AlgodServiceImpl; peer: PeerServices }> {
  const peers =
    config.peers.length > 0 ? new PeerClient(config.peers, config.peerToken, config.peerTimeoutMs) : undefined;
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
  metrics?.watch({
    txPoolSize: () => node.pool.size,
    round: () => ledger.durableRound,
    store: () => ({ ...store.stats, readOnly: !store.writable }),
  });
  await node.start();
  if (peers !== undefined) {
    const log = (line: string): void => logger().info({ event: 'follower' }, line);
    follower = new Follower({ node, peers, genesisId: genesis.id, workers: pool, merkle: getMerkle(), log });
    follower.start();
    closers.push(() => follower?.close());
    const followed = follower;
    metrics?.watch({ prechecks: () => followed.prechecks });
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
      err === undefined
        ? logger().info({ event: 'catchpoint' }, line)
        : logger().warn({ event: 'error', where: 'catchpoint', err }, line),
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
  return { algod, peer: { catchpoints, txFeed: node.feed } };
}

/** One error-level log record per write-fault episode, with the path and the binding's error, and one when it ends. */
function watchStoreFaults(store: Store, path: string): void {
  store.onFault((fault) =>
    logger().error(
      { event: 'store-fault', kind: fault.kind, path, err: fault.detail },
      `${fault.message}; /ready answers 503 until writes work again`,
    ),
  );
  store.onRecovered((fault) =>
    logger().info(
      { event: 'store-recovered', kind: fault.kind, path, seconds: (Date.now() - fault.since.getTime()) / 1000 },
      'the data directory accepts writes again',
    ),
  );
}
