/**
 * Which HTTP engine serves the REST surfaces, and starting one listener per surface on it. The engines share the
 * request pipeline (engine.ts), so routes and surfaces never know which one runs.
 *
 * `--http-engine` (config.ts): `uws` = uWebSockets.js with a native binary (uws-loader.ts), a start-up error when
 * none loads; `node` = node:http (node-engine.ts); `auto` (default) = uws where a native binary loads, else node.
 *
 * Invariant: the choice is made once per server, before any listener starts, and every surface of that server is
 * served by it.
 */
import type { HttpEngineSetting } from '../../config.js';
import type { RequestObserver, RestListener, Surface } from './engine.js';
import { listenNode } from './node-engine.js';
import { listenUws } from './uws-engine.js';
import { loadUws, type UwsModule } from './uws-loader.js';

export type { RestListener } from './engine.js';

/** The engine chosen: its name, what it runs on (for the banner, the start log and metrics), and the uWS module. */
export type HttpEngine =
  | { readonly name: 'uws'; readonly source: string; readonly uws: UwsModule }
  | { readonly name: 'node'; readonly source: string };

/**
 * The engine for `setting`.
 * @throws Error for `uws` when no native uWebSockets.js binary loads, naming why for each package tried
 */
export function chooseHttpEngine(setting: HttpEngineSetting): HttpEngine {
  const nodeHttp = `node:http on Node ${process.version}`;
  if (setting === 'node') return { name: 'node', source: nodeHttp };
  const load = loadUws();
  if (load.uws !== undefined) return { name: 'uws', source: load.source, uws: load.uws };
  if (setting === 'uws') {
    throw new Error(
      `--http-engine uws: no native uWebSockets.js binary loads in Node ${process.version} ` +
        `(${load.reason}); use --http-engine node or auto`,
    );
  }
  return { name: 'node', source: `${nodeHttp}; no native uWebSockets.js: ${load.reason}` };
}

/**
 * Serves `surface` on host:port with `engine`; `observer` sees every answered request (metrics, request logs).
 * @throws Error naming the address when the port cannot be bound
 */
export function listenSurface<R>(
  surface: Surface<R>,
  host: string,
  port: number,
  engine: HttpEngine,
  observer?: RequestObserver,
): Promise<RestListener> {
  return engine.name === 'uws'
    ? listenUws(engine.uws, surface, host, port, observer)
    : listenNode(surface, host, port, observer);
}
