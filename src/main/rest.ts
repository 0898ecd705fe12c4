/**
 * REST assembly: one listener per surface over the given services (in-process or a remote core's channel), all on
 * the HTTP engine chosen for the server (gateway/rest/listen.ts).
 */
import type { Config } from '../config.js';
import type { ApiTokens } from '../gateway/auth.js';
import type { Services } from '../gateway/grpc/bindings.js';
import { logger } from '../gateway/log.js';
import { restObserver, type ObserveOptions } from '../gateway/observe.js';
import { ledgerServiceRoutes, type CatchpointFiles } from '../gateway/rest/algod/routes/ledger-service.js';
import { txFeedRoute, type TxFeedSource } from '../gateway/rest/algod/routes/peer-txfeed.js';
import { metricsRoute } from '../gateway/rest/algod/routes/metrics.js';
import { createAdminSurface } from '../gateway/rest/admin/surface.js';
import { createAlgodSurface } from '../gateway/rest/algod/surface.js';
import { IdleWatchdog } from '../gateway/rest/kmd/idle-watchdog.js';
import { createKmdSurface } from '../gateway/rest/kmd/surface.js';
import { listenSurface, type HttpEngine, type RestListener } from '../gateway/rest/listen.js';
import type { ServerPorts } from './types.js';

/** The peer services that read this process's node (absent for a gateway in front of a remote core). */
export interface PeerServices {
  readonly catchpoints: CatchpointFiles;
  readonly txFeed: TxFeedSource;
}

/** What the REST listeners serve and how: services, tokens, the HTTP engine, observation, peer services. */
export interface RestParts {
  readonly services: Services;
  readonly tokens: ApiTokens;
  readonly engine: HttpEngine;
  readonly observe: ObserveOptions;
  readonly peer?: PeerServices | undefined;
}

/** The three REST listeners (algod, kmd with its idle watchdog, admin); their closers go onto `closers`. */
export async function startRest(
  config: Config,
  { services, tokens, engine, observe, peer }: RestParts,
  closers: (() => Promise<void> | void)[],
): Promise<Omit<ServerPorts, 'grpc'>> {
  const listen = async <R>(
    name: string,
    surface: Parameters<typeof listenSurface<R>>[0],
    port: number,
  ): Promise<RestListener> => {
    const listener = await listenSurface(surface, config.bind, port, engine, restObserver(name, observe));
    closers.push(() => listener.close());
    return listener;
  };
  const extraRoutes = observe.metrics ? [metricsRoute(observe.metrics)] : [];
  // The ledger service reads this process's catchpoint files, the feed its pool: a gateway for a remote core has
  // neither (404).
  if (peer !== undefined) extraRoutes.push(...ledgerServiceRoutes(peer.catchpoints), txFeedRoute(peer.txFeed));
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
