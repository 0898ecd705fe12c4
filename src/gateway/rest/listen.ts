/**
 * Starts one uWebSockets.js app for a REST surface and reports the port actually bound (port 0 = ephemeral).
 *
 * Invariant: `close()` stops accepting and closes every open connection of this app, so a process whose
 * listeners are all closed can exit.
 */
import uWS from 'uWebSockets.js';
import type { TemplatedApp } from 'uWebSockets.js';
import { surfaceHandler, type RequestObserver, type Surface } from './engine.js';

/** `close()` exists on uWS apps since v20.2x but is missing from this build's typings. */
type ClosableApp = TemplatedApp & { close(): void };

export interface RestListener {
  readonly port: number;
  close(): void;
}

/**
 * Serves `surface` on host:port; `observer` sees every answered request (metrics, request logs).
 * @throws Error naming the address when the port cannot be bound
 */
export function listenSurface<R>(
  surface: Surface<R>,
  host: string,
  port: number,
  observer?: RequestObserver,
): Promise<RestListener> {
  const app = uWS.App() as ClosableApp;
  app.any('/*', surfaceHandler(surface, observer));
  return new Promise((resolve, reject) => {
    app.listen(host, port, (socket) => {
      if (socket === false) {
        reject(new Error(`cannot listen on ${host}:${port} (address in use or not available)`));
        return;
      }
      let isOpen = true;
      resolve({
        port: uWS.us_socket_local_port(socket),
        close() {
          if (!isOpen) return;
          isOpen = false;
          uWS.us_listen_socket_close(socket);
          app.close();
        },
      });
    });
  });
}
