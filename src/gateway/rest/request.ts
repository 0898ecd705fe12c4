/**
 * What the REST pipeline captures of a request (engine.ts): method, path, query (parsed on first use), headers and,
 * once routed and read, parameters and body. Each HTTP engine has its capture: `captureRequest` from uWS's `req`,
 * `captureNodeRequest` from node:http's IncomingMessage, `captureRawHead` from the bytes of a request node:http's
 * parser refused; all three build the same context from the same request.
 *
 * Invariants: everything is read from uWS's `req` inside `captureRequest`, never later; header names are lower
 * case, a repeated header is kept once with its values joined by ", " in arrival order; the path is the raw
 * (percent-encoded) target up to the first "?", the query what follows it; a request without a query shares one
 * empty, read-only URLSearchParams.
 */
import type { IncomingMessage } from 'node:http';
import type { HttpRequest } from 'uWebSockets.js';
import { AppError } from '../../core/errors.js';
import { NO_PARAMS, type PathParams } from './router.js';

export interface RequestContext {
  /** Upper-case method. */
  readonly method: string;
  /** Raw path (percent-encoded), after the surface's normalisation. */
  readonly path: string;
  readonly query: URLSearchParams;
  /** Lower-case header names; repeated headers joined with ", ". */
  readonly headers: RequestHeaders;
  /** Path parameters, URL-unescaped once. */
  readonly params: PathParams;
  /** Request body (empty when there is none). */
  readonly body: Buffer;
}

/** A request's headers by lower-case name (a Map satisfies it). */
export interface RequestHeaders {
  get(name: string): string | undefined;
  has(name: string): boolean;
}

/** The context while the engine fills it in: parameters once routed, the body once read. */
export type Captured = { -readonly [K in keyof RequestContext]: RequestContext[K] };

export const EMPTY_BODY = Buffer.alloc(0);

/** The query of every request without one: shared, so its mutators refuse (no handler may change another's). */
class EmptyQuery extends URLSearchParams {
  override get(): null {
    return null;
  }
  override has(): boolean {
    return false;
  }
  override append(): void {
    throw new AppError('CORE_INTERNAL', 'the request query is read-only');
  }
  override set(): void {
    throw new AppError('CORE_INTERNAL', 'the request query is read-only');
  }
  override delete(): void {
    throw new AppError('CORE_INTERNAL', 'the request query is read-only');
  }
  override sort(): void {
    throw new AppError('CORE_INTERNAL', 'the request query is read-only');
  }
}
const EMPTY_QUERY: URLSearchParams = new EmptyQuery();

/**
 * A request context whose query parameters are parsed on first use (most routes never read them); a request
 * without a query shares one empty, read-only URLSearchParams.
 */
export class CapturedRequest implements Captured {
  method: string;
  path: string;
  headers: RequestHeaders;
  params = NO_PARAMS;
  body: Buffer = EMPTY_BODY;
  /** `performance.now()` at arrival, when an observer wants it. */
  startMs = 0;
  readonly #rawQuery: string;
  #query: URLSearchParams | undefined;

  constructor(method: string, path: string, rawQuery: string, headers: RequestHeaders) {
    this.method = method;
    this.path = path;
    this.#rawQuery = rawQuery;
    this.headers = headers;
  }

  get query(): URLSearchParams {
    return (this.#query ??= this.#rawQuery === '' ? EMPTY_QUERY : new URLSearchParams(this.#rawQuery));
  }
}

/**
 * Headers as two parallel lists searched by name: a request has a handful, and comparing a few short strings is
 * cheaper than hashing every fresh name into a Map.
 */
class HeaderList implements RequestHeaders {
  readonly #names: string[] = [];
  readonly #values: string[] = [];

  add(name: string, value: string): void {
    const i = this.#names.indexOf(name);
    if (i === -1) {
      this.#names.push(name);
      this.#values.push(value);
    } else this.#values[i] = `${this.#values[i]}, ${value}`;
  }

  get(name: string): string | undefined {
    const i = this.#names.indexOf(name);
    return i === -1 ? undefined : this.#values[i];
  }

  has(name: string): boolean {
    return this.#names.includes(name);
  }
}

/** The usual methods as written (no case conversion); anything else is upper-cased. */
function upperMethod(method: string): string {
  switch (method) {
    case 'GET':
      return 'GET';
    case 'POST':
      return 'POST';
    default:
      return method.toUpperCase();
  }
}

/**
 * The list `req.forEach` is filling. One callback for every request rather than a closure each: uWS calls it once
 * per header, and a fresh closure costs an allocation and a lazy-compile step on its first call.
 */
let capturing: HeaderList | undefined;

function captureHeader(name: string, value: string): void {
  capturing!.add(name, value);
}

/** Everything the engine reads from `req`, read now (uWS forbids touching it later). */
export function captureRequest(req: HttpRequest, normalisePath: (path: string) => string): CapturedRequest {
  const headers = new HeaderList();
  capturing = headers;
  try {
    req.forEach(captureHeader);
  } finally {
    capturing = undefined;
  }
  const method = upperMethod(req.getCaseSensitiveMethod());
  return new CapturedRequest(method, normalisePath(req.getUrl()), req.getQuery() ?? '', headers);
}

/** Everything the pipeline reads from a node:http request: the context captureRequest builds from uWS. */
export function captureNodeRequest(req: IncomingMessage, normalisePath: (path: string) => string): CapturedRequest {
  return fromHead(req.method ?? 'GET', req.url ?? '/', req.rawHeaders, normalisePath);
}

/** A request line (method, target, HTTP/1.x) at the start of the text or of a line. */
const REQUEST_LINE = /(?:^|\n)([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+) HTTP\/1\.[01]\r?\n/g;

/**
 * The head of a request node:http's parser refused (its `clientError` carries the bytes it was parsing and where
 * it stopped): the last request line before `offset` and the header lines after it. undefined when that part of
 * the packet holds no request line (the request began in an earlier read).
 */
export function captureRawHead(
  packet: Buffer,
  offset: number,
  normalisePath: (path: string) => string,
): CapturedRequest | undefined {
  const text = packet.toString('latin1');
  let line: RegExpExecArray | undefined;
  for (const match of text.slice(0, offset).matchAll(REQUEST_LINE)) line = match;
  if (line === undefined) return undefined;
  const headStart = line.index + line[0].length;
  const headEnd = text.indexOf('\r\n\r\n', headStart);
  const rawHeaders: string[] = [];
  for (const field of text.slice(headStart, headEnd === -1 ? undefined : headEnd).split('\n')) {
    const colon = field.indexOf(':');
    if (colon > 0) rawHeaders.push(field.slice(0, colon).trim(), field.slice(colon + 1).trim());
  }
  return fromHead(line[1]!, line[2]!, rawHeaders, normalisePath);
}

/** The context of a request given as method, target and node's flat [name, value, …] header list. */
function fromHead(
  method: string,
  target: string,
  rawHeaders: readonly string[],
  normalisePath: (path: string) => string,
): CapturedRequest {
  const headers = new HeaderList();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) headers.add(rawHeaders[i]!.toLowerCase(), rawHeaders[i + 1]!);
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  return new CapturedRequest(
    upperMethod(method),
    normalisePath(path),
    query === -1 ? '' : target.slice(query + 1),
    headers,
  );
}
