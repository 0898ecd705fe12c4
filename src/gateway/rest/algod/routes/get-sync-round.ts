/** GET /v2/ledger/sync: {"round"} on a follower; 404 when unset or not a follower (docs/spec/follower.md §5). */
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getSyncRound = rpcRoute('GetSyncRound', {
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.GetSyncRoundResponse', await algod.getSyncRound({}));
  },
});
