/** GET /v2/blocks/{round}/hash: {"blockHash"} (52-character base32 of the header hash). */
import { pathUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getBlockHash = rpcRoute('GetBlockHash', {
  async handle(ctx, algod) {
    const response = await algod.getBlockHash({ round: pathUint64(ctx, 'round') });
    return e1Reply(ctx, 'algorun.algod.v2.GetBlockHashResponse', response);
  },
});
