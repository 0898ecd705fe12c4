/** GET /v2/devmode/blocks/offset: {"offset"} (docs/spec/algod.md §8.6). */
import { e1Reply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const getBlockTimestampOffset: AlgodRoute = {
  method: 'GET',
  path: '/v2/devmode/blocks/offset',
  access: 'public',
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.GetBlockTimestampOffsetResponse', await algod.getBlockTimestampOffset({}));
  },
};
