/**
 * The observers the REST engine and the gRPC server report answered requests to: metrics (metrics.ts) and, with
 * `--log-requests`, one info line per request or call. Without either, no observer exists and the request path
 * pays nothing.
 *
 * Invariants:
 * - Labels and log fields name the route pattern ("/v2/accounts/{address}"), never the raw path, for metrics;
 *   request log lines carry the path too (never the query string, which is where a token could be) and no header.
 * - Unknown HTTP methods are labelled OTHER, so label sets stay bounded.
 */
import { performance } from 'node:perf_hooks';
import type { CallObserver } from './grpc/server.js';
import { logger } from './log.js';
import type { Recorder, ServerMetrics } from './metrics.js';
import type { RequestObserver } from './rest/engine.js';

/** The method's metric label: itself when it is one of the usual ones, else OTHER (a switch: no hashing). */
function methodLabel(method: string): string {
  switch (method) {
    case 'GET':
    case 'POST':
    case 'PUT':
    case 'PATCH':
    case 'DELETE':
    case 'OPTIONS':
    case 'HEAD':
      return method;
    default:
      return 'OTHER';
  }
}

/** Status code names by number, as gRPC spells them. */
const GRPC_CODES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];

const STATUS_TEXT = new Map<number, string>();
function statusText(status: number): string {
  let text = STATUS_TEXT.get(status);
  if (text === undefined) STATUS_TEXT.set(status, (text = String(status)));
  return text;
}

export interface ObserveOptions {
  readonly metrics: ServerMetrics | undefined;
  readonly logRequests: boolean;
}

/** The observer of one REST surface ('algod', 'kmd', 'admin'), or undefined when nothing observes. */
export function restObserver(surface: string, { metrics, logRequests }: ObserveOptions): RequestObserver | undefined {
  if (metrics === undefined && !logRequests) return undefined;
  const log = logger();
  // The last recorder found: a client usually repeats one route, and its pattern is the router's own string.
  let last: { route: string; method: string; record: Recorder } | undefined;
  const recorder = (route: string, method: string, on: ServerMetrics): Recorder => {
    if (last?.route !== route || last.method !== method)
      last = { route, method, record: on.rest(surface, route, method) };
    return last.record;
  };
  return {
    answered(ctx, pattern, status, startMs) {
      const seconds = (performance.now() - startMs) / 1000;
      const method = methodLabel(ctx.method);
      const route = pattern ?? 'none';
      if (metrics !== undefined) recorder(route, method, metrics)(statusText(status), seconds);
      if (logRequests) {
        const ms = Math.round(seconds * 1e6) / 1000;
        log.info({ event: 'request', surface, method, route, path: ctx.path, status, ms }, 'request');
      }
    },
  };
}

/** The observer of the gRPC API services, or undefined when nothing observes. */
export function grpcObserver({ metrics, logRequests }: ObserveOptions): CallObserver | undefined {
  if (metrics === undefined && !logRequests) return undefined;
  const log = logger();
  return {
    method(service, rpc) {
      const record = metrics?.grpc(service, rpc);
      return (code, startMs) => {
        const seconds = (performance.now() - startMs) / 1000;
        const name = GRPC_CODES[code] ?? 'UNKNOWN';
        record?.(name, seconds);
        if (logRequests) {
          const ms = Math.round(seconds * 1e6) / 1000;
          log.info({ event: 'call', service, method: rpc, code: name, ms }, 'call');
        }
      };
    },
  };
}

/** The algod node's observer (service/algod/node.ts NodeObserver): metrics, a debug line per block, errors. */
export function nodeObserver(metrics: ServerMetrics | undefined): {
  submitted?: (accepted: boolean) => void;
  committed: (round: bigint, txns: number, atMs: number) => void;
  stopped: (error: unknown) => void;
} {
  const log = logger();
  return {
    ...(metrics === undefined ? {} : { submitted: (accepted: boolean) => metrics.submitted(accepted) }),
    committed(round, txns, atMs) {
      metrics?.committed(txns, atMs);
      if (log.isLevelEnabled('debug')) log.debug({ event: 'block', round: Number(round), txns }, 'block');
    },
    stopped(error) {
      log.error({ event: 'error', where: 'algod block production', err: error }, 'algod block production stopped');
    },
  };
}
