/**
 * GET /v1/{genesis-id}/block/{round}: the peer block service (docs/spec/follower.md §1). No token; the body is the
 * msgpack `{"block": …, "cert": …}` as stored, content type `application/x-algorand-block-v1`.
 *
 * Invariants (as go-algorand's block service):
 * - `round` is base 36 (digits and lower-case letters); any other character is not this route (404, empty body),
 *   a value above 2^64 − 1 is 400. A genesis id other than ours is 400.
 * - Every answer has an empty body except the block (other failures: 500); a missing round is 404 with a one-second cache lifetime, a
 *   block is immutable (cached a year).
 */
import { isAppError } from '../../../../core/errors.js';
import type { AlgodService } from '../../../../service/algod-api.js';
import type { Header, Reply, RequestContext } from '../../engine.js';
import type { AlgodRoute } from '../route.js';

export const BLOCK_CONTENT_TYPE = 'application/x-algorand-block-v1';
const CACHE_FOUND = 'public, max-age=31536000, immutable';
export const CACHE_MISSING = 'public, max-age=1, must-revalidate';
const MAX_U64 = (1n << 64n) - 1n;

export function empty(status: number, headers: readonly Header[] = []): Reply {
  return { status, headers, body: '' };
}

/** strconv.ParseUint(text, 36, 64) over [0-9a-z]+; undefined for a syntax error, 'range' above uint64. */
export function parseBase36(text: string): bigint | 'range' | undefined {
  if (!/^[0-9a-z]+$/.test(text)) return undefined;
  let value = 0n;
  for (const ch of text) value = value * 36n + BigInt(parseInt(ch, 36));
  return value > MAX_U64 ? 'range' : value;
}

/** A node's genesis id never changes: asked once per service, not on every peer request. */
const genesisIds = new WeakMap<AlgodService, Promise<string>>();

function genesisIdOf(algod: AlgodService): Promise<string> {
  let id = genesisIds.get(algod);
  if (id === undefined) {
    id = algod.getVersions({}).then((v) => v.genesis_id);
    // a failed ask is not remembered: the next request asks again
    id.catch(() => genesisIds.delete(algod));
    genesisIds.set(algod, id);
  }
  return id;
}

/**
 * The round a peer-service request names, or the answer go-algorand's services give when it names none of ours:
 * 404 for a round that is not base 36, 400 for one above uint64 or a foreign genesis id (both with empty bodies).
 * Shared by the block, ledger and transaction-feed services (`param` names the path parameter).
 */
export async function peerRound(ctx: RequestContext, algod: AlgodService, param = 'round'): Promise<bigint | Reply> {
  const round = parseBase36(ctx.params.get(param) ?? '');
  if (round === undefined) return empty(404);
  if (ctx.params.get('genesis') !== (await genesisIdOf(algod)) || round === 'range') return empty(400);
  return round;
}

export const peerBlock: AlgodRoute = {
  method: 'GET',
  path: '/v1/{genesis}/block/{round}',
  access: 'none',
  async handle(ctx, algod) {
    const round = await peerRound(ctx, algod);
    if (typeof round !== 'bigint') return round;
    try {
      const response = await algod.getBlock({ round: String(round), header_only: false });
      return {
        status: 200,
        headers: [
          ['Content-Type', BLOCK_CONTENT_TYPE],
          ['Cache-Control', CACHE_FOUND],
        ],
        body: response.block_msgpack,
      };
    } catch (error) {
      if (isAppError(error) && error.code === 'ALGOD_NOT_FOUND') return empty(404, [['Cache-Control', CACHE_MISSING]]);
      return empty(500);
    }
  },
};
