/** DELETE /v2/ledger/sync: 200, empty body; the follower follows freely again (docs/spec/follower.md §5). */
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const unsetSyncRound = rpcRoute('UnsetSyncRound', {
  async handle(_ctx, algod) {
    await algod.unsetSyncRound({});
    return emptyReply(200);
  },
});
