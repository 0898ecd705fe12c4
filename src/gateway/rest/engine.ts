/**
 * The request pipeline shared by the three REST surfaces and by both HTTP engines (uws-engine.ts, node-engine.ts):
 * route, authorise, read the body within a size limit, run the surface's handler and write the reply. An engine
 * captures the request (request.ts) and hands it over with a Transport; uWS's HttpResponse is one as it is, the
 * node:http engine adapts its request and response to it (node-transport.ts). So both engines follow every rule
 * below by construction.
 *
 * Invariants (uWS rules, uNetworking/uWebSockets.js examples/AsyncFunction.js, which node:http satisfies too):
 * - The engine reads every header, the URL and the query before the pipeline runs; the pipeline never asks later.
 * - `res.onAborted` is registered before the engine's callback returns whenever the answer is not written in it;
 *   nothing is written to an aborted response. A handler whose reply is ready at once (it returns a Reply, not a
 *   promise) is answered within the callback: no abort tracking, no promise, no cork (uWS corks its callbacks).
 * - Writes made after an await happen inside `res.cork`.
 * - Order per request: preflight → route (404/405) → auth (401/403) → body size (413) → handler. The token is
 *   checked before the body is read (kmd requires it; algod's result is the same).
 * - Auth is synchronous unless the surface's `authorize` returns a promise (a `--core` gateway asking its core
 *   about a token it has not cached): then `onAborted` is registered first, the body is collected meanwhile (uWS
 *   drops body bytes that no handler takes) but nothing is run or answered before the verdict, and the order
 *   above holds. The synchronous path allocates nothing for this.
 * - A body over the limit is answered with 413 and the connection is closed, so unread bytes cannot be taken
 *   for the next request.
 * - Message framing is unambiguous or refused: repeated Content-Length headers with different values are answered
 *   400 and the connection closed before routing (uWS frames the body by the first one, a proxy in front may use
 *   another: the rest would be read as a smuggled request, which is never run; body.ts refuseFraming).
 *   Identical repeats are one length (RFC 9112 §6.3) on uWS. node:http's parser refuses every repeat itself;
 *   that engine answers them through `Pipeline.refuse` with the surface's 400 (docs/compat.md). Both engines
 *   drop a connection that sends both Content-Length and Transfer-Encoding.
 */
import { STATUS_CODES } from 'node:http';
import { AppError, toAppError } from '../../core/errors.js';
import { logUnexpected } from '../log.js';
import { CONFLICTING_LENGTHS, hasBody, hasConflictingLengths, readBody, refuseFraming } from './body.js';
import { EMPTY_BODY, type Captured, type CapturedRequest, type RequestContext } from './request.js';
import type { Transport } from './transport.js';

export type { RequestContext, RequestHeaders } from './request.js';
export type { Transport } from './transport.js';
import type { Router } from './router.js';

export type Header = readonly [name: string, value: string];

/** An access check's outcome: undefined to proceed, else the error to answer with. */
export type Verdict = AppError | undefined;

export interface Reply {
  readonly status: number;
  readonly headers?: readonly Header[];
  /** undefined = no body and no Content-Length: only for 204; use '' for an empty body. */
  readonly body?: string | Uint8Array;
  readonly closeConnection?: boolean;
}

export interface Surface<R> {
  readonly router: Router<R>;
  /** Rewrites the raw path before routing (algod strips a trailing slash). */
  normalisePath(path: string): string;
  /** Answers OPTIONS (and anything else the surface handles before routing), or undefined to route normally. */
  preflight(ctx: RequestContext): Reply | undefined;
  /** Headers added to every reply of this request (CORS). */
  commonHeaders(ctx: RequestContext, matched: boolean): readonly Header[];
  notFound(ctx: RequestContext): Reply;
  methodNotAllowed(ctx: RequestContext, allow: readonly string[]): Reply;
  /**
   * undefined when the request may proceed; otherwise the error to answer with. A promise only when the verdict
   * must wait (see the module invariants); a rejection is answered as the error it carries.
   */
  authorize(route: R, ctx: RequestContext): Verdict | Promise<Verdict>;
  /** Largest accepted body for this route, in bytes. */
  bodyLimitBytes(route: R): number;
  /**
   * Whether values decoded from a body may keep views into it after the request (algod's zero-copy msgpack does).
   * Such bodies get an ArrayBuffer of their own; the others are copied into Node's Buffer pool, about 5× cheaper
   * (a fresh ArrayBuffer costs ~1 µs), where a view kept alive would pin a whole 8 KiB pool slab.
   */
  readonly bodyViewsOutliveRequest: boolean;
  /** The reply, or a promise of it; a Reply (or a synchronous throw) is answered before the engine callback returns. */
  handle(route: R, ctx: RequestContext): Reply | Promise<Reply>;
  renderError(error: AppError, ctx: RequestContext): Reply;
}

/**
 * Sees every request answered by the engine (metrics, request logs), right after its reply is written: the
 * matched route pattern (undefined when no route matched: 404, 405, preflight, refused framing), the status and
 * the start time (`performance.now()`). Requests whose client went away before the answer are not reported.
 */
export interface RequestObserver {
  answered(ctx: RequestContext, pattern: string | undefined, status: number, startMs: number): void;
}

/** A surface served by an engine: the port actually bound (port 0 = ephemeral) and how to stop it. */
export interface RestListener {
  readonly port: number;
  /** Stops accepting and closes every open connection, so a process whose listeners are all closed can exit. */
  close(): void;
}

/** A surface's request pipeline, as an engine calls it. */
export interface Pipeline {
  /** Serves one captured request (its `startMs` set by the engine when an observer wants it). */
  serve(res: Transport, ctx: CapturedRequest): void;
  /**
   * Answers a request whose framing the engine's own parser refused before any handler could run (node:http and
   * repeated Content-Length): the surface's 400 with `message`, connection closed, reported like any answer.
   */
  refuse(res: Transport, ctx: CapturedRequest, message: string): void;
}

/** The pipeline serving `surface`; with `observer`, every answered request is reported to it. */
export function surfacePipeline<R>(surface: Surface<R>, observer?: RequestObserver): Pipeline {
  // One function for all requests: the start time travels in the context, not in a closure per request.
  const send: Send =
    observer === undefined
      ? writeReply
      : (res, reply, common, pattern, ctx) => {
          writeReply(res, reply, common);
          observer.answered(ctx, pattern, reply.status, ctx.startMs);
        };
  return {
    serve: (res, ctx) => serve(surface, res, ctx, send),
    refuse(res, ctx, message) {
      const { reply, common } = framingRefusal(surface, ctx, message);
      send(res, reply, common, undefined, ctx);
    },
  };
}

type Send = (
  res: Transport,
  reply: Reply,
  common: readonly Header[],
  pattern: string | undefined,
  ctx: CapturedRequest,
) => void;

/** The surface's 400 for a request whose framing is refused, closing the connection, and its common headers. */
function framingRefusal<R>(
  surface: Surface<R>,
  ctx: CapturedRequest,
  message: string,
): { reply: Reply; common: readonly Header[] } {
  const reply = surface.renderError(new AppError('GATEWAY_BAD_REQUEST', message), ctx);
  return { reply: { ...reply, closeConnection: true }, common: surface.commonHeaders(ctx, false) };
}

function serve<R>(surface: Surface<R>, res: Transport, ctx: CapturedRequest, send: Send): void {
  const length = ctx.headers.get('content-length');
  if (length !== undefined && hasConflictingLengths(length)) {
    const { reply, common } = framingRefusal(surface, ctx, CONFLICTING_LENGTHS);
    const framedLength = length.split(',')[0]!.trim();
    return refuseFraming(res, framedLength !== '0', (r) => send(r, reply, common, undefined, ctx));
  }
  const early = surface.preflight(ctx);
  if (early) return send(res, early, surface.commonHeaders(ctx, false), undefined, ctx);
  const match = surface.router.match(ctx.method, ctx.path);
  if (match.kind !== 'found') {
    const reply = match.kind === 'notFound' ? surface.notFound(ctx) : surface.methodNotAllowed(ctx, match.allow);
    return send(res, reply, surface.commonHeaders(ctx, false), undefined, ctx);
  }
  ctx.params = match.params;
  const { pattern } = match;
  const common = surface.commonHeaders(ctx, true);
  const denied = surface.authorize(match.route, ctx);
  if (denied instanceof Promise) {
    return serveAfterVerdict(surface, res, ctx, match.route, denied, (r, reply) =>
      send(r, reply, common, pattern, ctx),
    );
  }
  if (denied) return send(res, surface.renderError(denied, ctx), common, pattern, ctx);
  const limit = surface.bodyLimitBytes(match.route);
  if (length !== undefined && Number(length) > limit) return send(res, tooLarge(surface, ctx), common, pattern, ctx);
  if (!hasBody(length, ctx.headers)) return respondAtOnce(surface, match.route, ctx, res, { send, common, pattern });
  const state = { aborted: false };
  res.onAborted(() => {
    state.aborted = true;
  });
  const write = (reply: Reply): void => {
    if (!state.aborted) res.cork(() => send(res, reply, common, pattern, ctx));
  };
  const read = (body: Buffer): void => {
    ctx.body = body;
    respond(surface, match.route, ctx, write);
  };
  const reading = { limit, ownBuffer: surface.bodyViewsOutliveRequest };
  readBody(res, reading, state, read, () => write(tooLarge(surface, ctx)));
}

/**
 * Runs the handler of a request without a body inside the engine callback: a ready reply (or a synchronous throw) is
 * written at once; only a promise registers abort tracking (before the callback returns) and writes corked later.
 */
function respondAtOnce<R>(
  surface: Surface<R>,
  route: R,
  ctx: CapturedRequest,
  res: Transport,
  { send, common, pattern }: { send: Send; common: readonly Header[]; pattern: string },
): void {
  let answer: Reply | Promise<Reply>;
  try {
    answer = surface.handle(route, ctx);
  } catch (thrown) {
    return send(res, failure(surface, ctx, thrown), common, pattern, ctx);
  }
  if (!(answer instanceof Promise)) return send(res, answer, common, pattern, ctx);
  let aborted = false;
  res.onAborted(() => {
    aborted = true;
  });
  const write = (reply: Reply): void => {
    if (!aborted) res.cork(() => send(res, reply, common, pattern, ctx));
  };
  void answer.then(write, (thrown: unknown) => write(failure(surface, ctx, thrown)));
}

/**
 * The rest of `serve` once an asynchronous verdict arrives: abort tracking first, the body collected meanwhile,
 * then the same order as the synchronous path (denial, 413, handler), with every write corked and none after abort.
 */
function serveAfterVerdict<R>(
  surface: Surface<R>,
  res: Transport,
  ctx: Captured,
  route: R,
  verdict: Promise<Verdict>,
  send: (res: Transport, reply: Reply) => void,
): void {
  const state = { aborted: false };
  res.onAborted(() => {
    state.aborted = true;
  });
  const write = (reply: Reply): void => {
    if (!state.aborted) res.cork(() => send(res, reply));
  };
  const limit = surface.bodyLimitBytes(route);
  const length = ctx.headers.get('content-length');
  const declaredTooLarge = length !== undefined && Number(length) > limit;
  // undefined: over the limit (413). A declared oversize body is not read at all: its answer closes the connection.
  const body: Promise<Buffer | undefined> =
    declaredTooLarge || !hasBody(length, ctx.headers)
      ? Promise.resolve(declaredTooLarge ? undefined : EMPTY_BODY)
      : new Promise((resolve) => {
          readBody(res, { limit, ownBuffer: surface.bodyViewsOutliveRequest }, state, resolve, () =>
            resolve(undefined),
          );
        });
  void verdict.then(
    async (denied) => {
      if (state.aborted) return;
      if (denied) return write(surface.renderError(denied, ctx));
      const read = await body;
      if (state.aborted) return;
      if (read === undefined) return write(tooLarge(surface, ctx));
      ctx.body = read;
      respond(surface, route, ctx, write);
    },
    (thrown: unknown) => write(failure(surface, ctx, thrown)),
  );
}

function tooLarge<R>(surface: Surface<R>, ctx: RequestContext): Reply {
  return { ...surface.renderError(new AppError('GATEWAY_BODY_TOO_LARGE'), ctx), closeConnection: true };
}

/** The surface's rendering of what a handler threw or rejected with (logged when unexpected). */
function failure<R>(surface: Surface<R>, ctx: RequestContext, thrown: unknown): Reply {
  const error = toAppError(thrown);
  logUnexpected(`${ctx.method} ${ctx.path}`, error);
  return surface.renderError(error, ctx);
}

/** Runs the handler, then writes its reply, or the surface's rendering of what it threw or rejected with. */
function respond<R>(surface: Surface<R>, route: R, ctx: RequestContext, write: (reply: Reply) => void): void {
  let answer: Reply | Promise<Reply>;
  try {
    answer = surface.handle(route, ctx);
  } catch (thrown) {
    return write(failure(surface, ctx, thrown));
  }
  if (!(answer instanceof Promise)) return write(answer);
  void answer.then(write, (thrown: unknown) => write(failure(surface, ctx, thrown)));
}

const statusLines = new Map<number, string>();

function statusLine(status: number): string {
  let line = statusLines.get(status);
  if (line === undefined) statusLines.set(status, (line = `${status} ${STATUS_CODES[status] ?? ''}`));
  return line;
}

function writeReply(res: Transport, reply: Reply, common: readonly Header[]): void {
  // uWS writes "200 OK" itself when no status was set: one native call less on the common path.
  if (reply.status !== 200) res.writeStatus(statusLine(reply.status));
  for (const [name, value] of common) res.writeHeader(name, value);
  if (reply.headers !== undefined) for (const [name, value] of reply.headers) res.writeHeader(name, value);
  // endWithoutBody takes no arguments here: passing an explicit undefined length makes uWS drop the response.
  if (reply.body === undefined) res.endWithoutBody();
  else res.end(reply.body, reply.closeConnection ?? false);
}
