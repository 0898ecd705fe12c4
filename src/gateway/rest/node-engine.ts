/**
 * The node:http engine: the same pipeline (engine.ts) as the uWS engine, over Node's own HTTP server, for Node
 * versions without a native uWS binary and for clients uWS 20.30 never answers (HTTP/1.0). Requests are captured
 * from `req.rawHeaders` (request.ts) and answered through NodeTransport (node-transport.ts).
 *
 * Timeouts copy uWS's (HTTP_IDLE_TIMEOUT_S = 10 s in uWS's HttpContext):
 * - a connection must deliver a request's headers within 10 s of opening or of the request's first byte
 *   (`headersTimeout`, checked every second: `connectionsCheckingInterval`); uWS counts from the opening or the
 *   previous answer;
 * - a keep-alive connection idle for 10 s between requests is closed (`keepAliveTimeout`; from Node 24 on, Node
 *   adds its own 1 s of grace, `keepAliveTimeoutBuffer`);
 * - a body must keep arriving at 16 KiB/s, counted over 10 s windows (node-transport.ts), uWS's slow-client rule;
 *   there is no overall cap on receiving a request (`requestTimeout: 0`), as in uWS;
 * - nothing times out while a response is being prepared (no socket idle timeout): uWS suspends its timer until
 *   the response is written.
 *
 * Parser refusals (`clientError`): repeated Content-Length headers (llhttp refuses even identical ones) get the
 * surface's 400 through `Pipeline.refuse`, and the connection is closed; any other malformed request (Content-Length
 * with Transfer-Encoding, an invalid length or method, headers over Node's 16 KiB, headers not in within 10 s) has
 * its connection closed without an answer, as uWS does.
 *
 * Invariants: `close()` stops accepting and closes every open connection (server.close + closeAllConnections); the
 * differences from the uWS engine that remain are listed in docs/compat.md (Operations).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { logger } from '../log.js';
import { CONFLICTING_LENGTHS } from './body.js';
import { surfacePipeline, type Pipeline, type RequestObserver, type RestListener, type Surface } from './engine.js';
import { IDLE_TIMEOUT_MS, NodeTransport, SocketTransport } from './node-transport.js';
import { captureNodeRequest, captureRawHead } from './request.js';

/** What node's parser error carries (Node adds `code`, `rawPacket` and `bytesParsed` to HPE_* errors). */
type ParserError = Error & { code?: string; rawPacket?: Buffer; bytesParsed?: number };

function createNodeServer<R>(surface: Surface<R>, pipeline: Pipeline, isObserved: boolean): Server {
  // Each connection's transports not yet answered, told when it closes (NodeTransport.abort).
  const open = new WeakMap<Socket, Set<NodeTransport>>();
  const server = createServer(
    {
      headersTimeout: IDLE_TIMEOUT_MS,
      requestTimeout: 0,
      keepAliveTimeout: IDLE_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
      // The surfaces never read Host: a request without one is served, not refused with node's bare 400 (uWS
      // 20.30 leaves it unanswered, docs/compat.md).
      requireHostHeader: false,
    },
    (req, res) => {
      const startMs = isObserved ? performance.now() : 0;
      const ctx = captureNodeRequest(req, surface.normalisePath);
      ctx.startMs = startMs;
      pipeline.serve(new NodeTransport(req, res, open.get(req.socket) ?? new Set()), ctx);
    },
  );
  server.on('connection', (socket: Socket) => {
    const transports = new Set<NodeTransport>();
    open.set(socket, transports);
    socket.once('close', () => {
      for (const transport of transports) transport.abort();
    });
  });
  server.on('clientError', (error: ParserError, socket: Duplex) => refuseRequest(surface, pipeline, error, socket));
  return server;
}

/**
 * Answers a request node's parser refused: repeated Content-Length with the surface's 400 (the message says whether
 * the values differ), anything else by closing the connection. Called again for bytes that arrive before the close.
 */
function refuseRequest<R>(surface: Surface<R>, pipeline: Pipeline, error: ParserError, socket: Duplex): void {
  if (socket.destroyed || socket.writableEnded) return;
  const isRepeatedLength = error.code === 'HPE_UNEXPECTED_CONTENT_LENGTH' && /duplicate/i.test(error.message);
  const ctx =
    isRepeatedLength && error.rawPacket !== undefined
      ? captureRawHead(error.rawPacket, error.bytesParsed ?? error.rawPacket.length, surface.normalisePath)
      : undefined;
  if (ctx === undefined) {
    socket.destroy();
    return;
  }
  ctx.startMs = performance.now();
  const lengths = (ctx.headers.get('content-length') ?? '').split(',').map((v) => v.trim());
  const message = lengths.every((v) => v === lengths[0]) ? 'repeated Content-Length headers' : CONFLICTING_LENGTHS;
  pipeline.refuse(new SocketTransport(socket), ctx, message);
}

/**
 * Serves `surface` on host:port with node:http.
 * @throws Error naming the address when the port cannot be bound
 */
export function listenNode<R>(
  surface: Surface<R>,
  host: string,
  port: number,
  observer?: RequestObserver,
): Promise<RestListener> {
  const server = createNodeServer(surface, surfacePipeline(surface, observer), observer !== undefined);
  return new Promise((resolve, reject) => {
    const refused = (error: Error & { code?: string }): void =>
      reject(new Error(`cannot listen on ${host}:${port} (${error.code ?? error.message})`));
    server.once('error', refused);
    server.listen(port, host, () => {
      server.off('error', refused);
      // After binding, a server error (e.g. EMFILE on accept) is logged; it must not end the process.
      server.on('error', (err) => logger().error({ event: 'error', where: 'http', err }, 'HTTP server error'));
      let isOpen = true;
      resolve({
        port: (server.address() as AddressInfo).port,
        close() {
          if (!isOpen) return;
          isOpen = false;
          server.close();
          server.closeAllConnections();
        },
      });
    });
  });
}
