/** GET /v2/blocks/{round}/logs: {"logs":[{"application-index","logs","txId"}]} (every app call that logged, inner ones included). */
import { pathUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getBlockLogs = rpcRoute('GetBlockLogs', {
  async handle(ctx, algod) {
    const response = await algod.getBlockLogs({ round: pathUint64(ctx, 'round') });
    return e1Reply(ctx, 'algorun.algod.v2.GetBlockLogsResponse', response);
  },
});
