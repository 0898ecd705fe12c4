/**
 * node:http behind the pipeline's Transport (transport.ts): `NodeTransport` over one IncomingMessage and its
 * ServerResponse, `SocketTransport` over a bare socket, to answer a request node's parser refused.
 *
 * Invariants (the Transport semantics, which are uWS's):
 * - `writeStatus` sets the status code and reason; `writeHeader` appends, so a repeated name is sent repeated;
 *   `end` sets Content-Length and hands node the whole body in one call, so it is never chunked, also to HTTP/1.0
 *   clients; `closeConnection` sets `Connection: close`, after which node closes the socket once the response is
 *   out; `endWithoutBody` sends no Content-Length (204).
 * - `onAborted` fires at most once: when the connection closes before the response was ended. The engine tells
 *   each open transport of a connection (`abort`) when it closes, pipelined ones still queued behind an earlier
 *   answer included (node emits no `close` on their responses).
 * - `onData` hands over each chunk as an ArrayBuffer of its own, one chunk behind, so that the last carries
 *   `isLast` (an empty one only when the body is empty).
 * - A body is read under uWS's slow-client rule: the connection is destroyed when 10 s pass without 160 KiB
 *   (16 KiB/s) arriving, counted from when reading starts; the timer is gone once the last chunk arrived.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Transport } from './transport.js';

/** uWS's HTTP_IDLE_TIMEOUT_S: how long a connection may go without the progress it owes. */
export const IDLE_TIMEOUT_MS = 10_000;
/** uWS's HTTP_RECEIVE_THROUGHPUT_BYTES × the timeout: the body bytes that earn another 10 s. */
const BODY_BYTES_PER_TIMEOUT = 16 * 1024 * 10;

const EMPTY_CHUNK = new ArrayBuffer(0);

/** A chunk's bytes as an ArrayBuffer of their own (the Buffer's backing store when it holds exactly these bytes). */
function ownArrayBuffer(chunk: Buffer): ArrayBuffer {
  const { buffer, byteOffset, byteLength } = chunk;
  if (byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer) return buffer;
  const copy = new Uint8Array(byteLength);
  copy.set(chunk);
  return copy.buffer;
}

export class NodeTransport implements Transport {
  readonly #req: IncomingMessage;
  readonly #res: ServerResponse;
  /** The transports of this connection not yet ended or aborted; this one is in it until then. */
  readonly #open: Set<NodeTransport>;
  #aborted: (() => void) | undefined;
  #isSettled = false;

  constructor(req: IncomingMessage, res: ServerResponse, open: Set<NodeTransport>) {
    this.#req = req;
    this.#res = res;
    this.#open = open;
    open.add(this);
  }

  onAborted(handler: () => void): void {
    this.#aborted = handler;
  }

  /** The connection closed: the abort handler runs unless the response was ended already. */
  abort(): void {
    if (this.#isSettled) return;
    this.#settle();
    this.#aborted?.();
  }

  #settle(): void {
    this.#isSettled = true;
    this.#open.delete(this);
  }

  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): void {
    const req = this.#req;
    let held: Buffer | undefined;
    let received = 0;
    const timer = setTimeout(() => req.socket.destroy(), IDLE_TIMEOUT_MS).unref();
    req.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received >= BODY_BYTES_PER_TIMEOUT) {
        received = 0;
        timer.refresh();
      }
      if (held !== undefined) handler(ownArrayBuffer(held), false);
      held = chunk;
    });
    req.once('end', () => {
      clearTimeout(timer);
      handler(held === undefined ? EMPTY_CHUNK : ownArrayBuffer(held), true);
    });
    req.once('close', () => clearTimeout(timer));
  }

  cork(callback: () => void): void {
    callback();
  }

  writeStatus(status: string): void {
    this.#res.statusCode = Number(status.slice(0, 3));
    const reason = status.slice(4);
    if (reason !== '') this.#res.statusMessage = reason;
  }

  writeHeader(name: string, value: string): void {
    this.#res.appendHeader(name, value);
  }

  end(body: string | Uint8Array, closeConnection: boolean): void {
    this.#settle();
    const res = this.#res;
    // Explicit: node would leave it out of an HTTP/1.0 answer and let the close end the body.
    res.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    if (closeConnection) res.setHeader('Connection', 'close');
    res.end(body);
  }

  endWithoutBody(): void {
    this.#settle();
    this.#res.end();
  }
}

/**
 * A response written straight to a socket whose request node's parser refused (no ServerResponse exists for it):
 * the status line, the headers, `Connection: close`, `Date` and Content-Length, then the socket is closed.
 */
export class SocketTransport implements Transport {
  readonly #socket: Duplex;
  #status = '200 OK';
  #head = '';

  constructor(socket: Duplex) {
    this.#socket = socket;
  }

  onAborted(): void {}

  onData(): void {}

  cork(callback: () => void): void {
    callback();
  }

  writeStatus(status: string): void {
    this.#status = status;
  }

  writeHeader(name: string, value: string): void {
    this.#head += `${name}: ${value}\r\n`;
  }

  end(body: string | Uint8Array): void {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    this.#send(`Content-Length: ${bytes.byteLength}\r\n`, bytes);
  }

  endWithoutBody(): void {
    this.#send('', new Uint8Array(0));
  }

  #send(length: string, body: Uint8Array): void {
    const head = `HTTP/1.1 ${this.#status}\r\n${this.#head}Connection: close\r\nDate: ${new Date().toUTCString()}\r\n`;
    const socket = this.#socket;
    socket.end(Buffer.concat([Buffer.from(`${head}${length}\r\n`, 'latin1'), body]), () => socket.destroy());
  }
}
