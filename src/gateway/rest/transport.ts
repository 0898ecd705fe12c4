/**
 * The response side of one request, as the REST pipeline (engine.ts) drives it. uWS's HttpResponse has exactly
 * these methods and is passed as it is (no wrapper, no allocation on the uWS path); node-transport.ts implements
 * them over node:http's request and response.
 *
 * Semantics are uWS's, and an implementation must keep them:
 * - `onAborted` replaces the previous handler; it fires once, when the connection closes before the response was
 *   ended, and never after `end`/`endWithoutBody`.
 * - `onData` delivers the request body in order, each chunk valid only during the call (uWS neuters it after),
 *   `isLast` on the final one (possibly empty). It is registered at most once per request.
 * - `cork` runs the callback at once, batching its writes into one send where the engine can.
 * - `writeStatus` takes a status line without the protocol ("404 Not Found"); none written means "200 OK".
 * - `end` writes Content-Length itself (never chunked), and with `closeConnection` also `Connection: close`, closing
 *   the connection once the response is sent; `endWithoutBody` writes neither a body nor a Content-Length (204).
 */
export interface Transport {
  onAborted(handler: () => void): unknown;
  onData(handler: (chunk: ArrayBuffer, isLast: boolean) => void): unknown;
  cork(callback: () => void): unknown;
  writeStatus(status: string): unknown;
  writeHeader(name: string, value: string): unknown;
  end(body: string | Uint8Array, closeConnection: boolean): unknown;
  endWithoutBody(): unknown;
}
