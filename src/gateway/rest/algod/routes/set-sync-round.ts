/** POST /v2/ledger/sync/{round}: 200, empty body; 400 below the latest round (docs/spec/follower.md §5). */
import { pathUint64 } from '../params.js';
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const setSyncRound = rpcRoute('SetSyncRound', {
  async handle(ctx, algod) {
    await algod.setSyncRound({ round: pathUint64(ctx, 'round') });
    return emptyReply(200);
  },
});
