/**
 * GET /v1/{genesis-id}/ledger/{round in base 36}: the catchpoint file of `round` for nodes catching up
 * (docs/spec/catchpoint.md §3), as go-algorand's ledger service. No token; content type
 * `application/x-algorand-ledger-v2.1`.
 *
 * Invariants:
 * - Round and genesis checks are the peer block service's (peer-block.ts): non-base-36 → 404, above uint64 or a
 *   foreign genesis id → 400; a round without a file → 404. Every answer but the file has an empty body.
 * - Files are stored gzipped: a request whose Accept-Encoding names gzip gets the stored bytes with
 *   `Content-Encoding: gzip`; any other gets the tar itself.
 * - HEAD answers what GET would (status, content type) without the body: a node starting a catch-up asks it of its
 *   peers first (docs/spec/catchpoint.md §5).
 * - Registered only where the node runs in this process (the files are on its disk); not part of the proto API.
 */
import { promisify } from 'node:util';
import { gunzip as gunzipCb } from 'node:zlib';
import type { Header } from '../../engine.js';
import type { AlgodRoute } from '../route.js';
import { CACHE_MISSING, empty, peerRound } from './peer-block.js';

export const LEDGER_CONTENT_TYPE = 'application/x-algorand-ledger-v2.1';
const gunzip = promisify(gunzipCb);

/** Where the files come from (service/algod/catchpoint-writer.ts). */
export interface CatchpointFiles {
  /** Whether there is a catchpoint file for `round` (HEAD answers from this, without reading the file). */
  has(round: bigint): boolean;
  /** The gzipped catchpoint file of `round`, undefined when there is none. */
  file(round: bigint): Promise<Buffer | undefined>;
}

export function ledgerServiceRoutes(files: CatchpointFiles): AlgodRoute[] {
  return [ledgerServiceRoute(files), ledgerHeadRoute(files)];
}

function ledgerHeadRoute(files: CatchpointFiles): AlgodRoute {
  return {
    method: 'HEAD',
    path: '/v1/{genesis}/ledger/{round}',
    access: 'none',
    async handle(ctx, algod) {
      const round = await peerRound(ctx, algod);
      if (typeof round !== 'bigint') return round;
      if (!files.has(round)) return empty(404, [['Cache-Control', CACHE_MISSING]]);
      return empty(200, [['Content-Type', LEDGER_CONTENT_TYPE]]);
    },
  };
}

function ledgerServiceRoute(files: CatchpointFiles): AlgodRoute {
  return {
    method: 'GET',
    path: '/v1/{genesis}/ledger/{round}',
    access: 'none',
    async handle(ctx, algod) {
      const round = await peerRound(ctx, algod);
      if (typeof round !== 'bigint') return round;
      const gz = await files.file(round);
      if (gz === undefined) return empty(404, [['Cache-Control', CACHE_MISSING]]);
      const acceptsGzip = (ctx.headers.get('accept-encoding') ?? '').includes('gzip');
      const headers: Header[] = [['Content-Type', LEDGER_CONTENT_TYPE]];
      if (acceptsGzip) headers.push(['Content-Encoding', 'gzip']);
      try {
        return { status: 200, headers, body: acceptsGzip ? gz : await gunzip(gz) };
      } catch {
        return empty(500);
      }
    },
  };
}
