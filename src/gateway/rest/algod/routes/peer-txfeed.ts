/**
 * GET /v1/{genesis-id}/txfeed/{after in base 36}: the transaction feed (docs/spec/follower.md §7), the bodies of the
 * groups this node admitted after sequence number `after`, for followers that check them before their block
 * arrives. An algorun peer service (go-algorand gossips transactions over its own network instead); no token, as the
 * block service, since every admitted transaction is published in a block anyway.
 *
 * Invariants:
 * - `after` and the genesis id are checked as the block service checks its round (peer-block.ts `peerRound`).
 * - 200 `application/x-algorun-txfeed`, msgpack `{"groups": [bin…], "next": uint}`: at most FEED_PAGE_BYTES of
 *   bodies (always at least one group when there is one). With nothing after `after` yet the answer waits up to
 *   FEED_WAIT_MS for a group, then comes with no group: a long-poll, never a busy loop.
 * - Registered only where the node runs in this process; not part of the proto API.
 */
import { MsgpackWriter } from '../../../../core/codec/msgpack-writer.js';
import type { AlgodRoute } from '../route.js';
import { peerRound } from './peer-block.js';

export const TXFEED_CONTENT_TYPE = 'application/x-algorun-txfeed';
export const FEED_PAGE_BYTES = 4 * 1024 * 1024;
export const FEED_WAIT_MS = 1000;

/** Where the groups come from (service/algod/tx-feed.ts `TxFeed`). */
export interface TxFeedSource {
  read(
    after: bigint,
    maxBytes: number,
    waitMs: number,
  ): Promise<{ readonly next: bigint; readonly groups: readonly Buffer[] }>;
}

export function txFeedRoute(feed: TxFeedSource): AlgodRoute {
  return {
    method: 'GET',
    path: '/v1/{genesis}/txfeed/{after}',
    access: 'none',
    async handle(ctx, algod) {
      const after = await peerRound(ctx, algod, 'after');
      if (typeof after !== 'bigint') return after;
      const page = await feed.read(after, FEED_PAGE_BYTES, FEED_WAIT_MS);
      const size = page.groups.reduce((n, g) => n + g.length + 5, 32);
      const w = new MsgpackWriter(size);
      w.mapHeader(2);
      w.str('groups');
      w.arrayHeader(page.groups.length);
      for (const group of page.groups) w.bin(group);
      w.str('next');
      w.uint64(page.next);
      return { status: 200, headers: [['Content-Type', TXFEED_CONTENT_TYPE]], body: w.finish() };
    },
  };
}
