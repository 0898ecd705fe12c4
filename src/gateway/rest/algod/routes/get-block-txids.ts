/** GET /v2/blocks/{round}/txids: {"blockTxids"} (top-level transaction ids in payset order). */
import { pathUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getBlockTxids = rpcRoute('GetBlockTxids', {
  async handle(ctx, algod) {
    const response = await algod.getBlockTxids({ round: pathUint64(ctx, 'round') });
    return e1Reply(ctx, 'algorun.algod.v2.GetBlockTxidsResponse', response);
  },
});
