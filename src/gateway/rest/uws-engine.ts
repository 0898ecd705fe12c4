/**
 * The uWebSockets.js engine: one uWS app per REST surface, every request captured from uWS's `req` and served by
 * the shared pipeline (engine.ts) with uWS's HttpResponse as the Transport.
 *
 * Invariants: the uWS module comes from uws-loader.ts (a native binary, never the JS fallback), so this file only
 * imports uWS types; the per-request path allocates only the captured context (no wrapper around `res`); `close()`
 * stops accepting and closes every open connection of this app, so a process whose listeners are all closed can
 * exit. Timeouts are uWS's own (10 s, see node-engine.ts for the rules the node engine copies).
 */
import { performance } from 'node:perf_hooks';
import type { HttpRequest, HttpResponse, TemplatedApp } from 'uWebSockets.js';
import { surfacePipeline, type RequestObserver, type RestListener, type Surface } from './engine.js';
import { captureRequest } from './request.js';
import type { UwsModule } from './uws-loader.js';

/** `close()` exists on uWS apps since v20.2x but is missing from the 20.30 typings. */
type ClosableApp = TemplatedApp & { close(): void };

/** A uWS request handler serving `surface`; with `observer`, every answered request is reported to it. */
export function uwsHandler<R>(
  surface: Surface<R>,
  observer?: RequestObserver,
): (res: HttpResponse, req: HttpRequest) => void {
  const { serve } = surfacePipeline(surface, observer);
  if (observer === undefined) return (res, req) => serve(res, captureRequest(req, surface.normalisePath));
  return (res, req) => {
    const startMs = performance.now();
    const ctx = captureRequest(req, surface.normalisePath);
    ctx.startMs = startMs;
    serve(res, ctx);
  };
}

/**
 * Serves `surface` on host:port with the uWS module `uws`.
 * @throws Error naming the address when the port cannot be bound
 */
export function listenUws<R>(
  uws: UwsModule,
  surface: Surface<R>,
  host: string,
  port: number,
  observer?: RequestObserver,
): Promise<RestListener> {
  const app = uws.App() as ClosableApp;
  app.any('/*', uwsHandler(surface, observer));
  return new Promise((resolve, reject) => {
    app.listen(host, port, (socket) => {
      if (socket === false) {
        reject(new Error(`cannot listen on ${host}:${port} (address in use or not available)`));
        return;
      }
      let isOpen = true;
      resolve({
        port: uws.us_socket_local_port(socket),
        close() {
          if (!isOpen) return;
          isOpen = false;
          uws.us_listen_socket_close(socket);
          app.close();
        },
      });
    });
  });
}
