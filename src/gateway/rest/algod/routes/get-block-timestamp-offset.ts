/** GET /v2/devmode/blocks/offset: {"offset"} (docs/spec/algod.md §8.6). */
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getBlockTimestampOffset = rpcRoute('GetBlockTimestampOffset', {
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.GetBlockTimestampOffsetResponse', await algod.getBlockTimestampOffset({}));
  },
});
