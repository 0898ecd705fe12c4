/** GET /versions: no auth; keys versions, genesis_id, genesis_hash_b64, build (docs/spec/algod.md §4). */
import { e1ReplyShared } from '../render.js';
import { rpcRoute } from '../route.js';

export const getVersions = rpcRoute('GetVersions', {
  async handle(ctx, algod) {
    return e1ReplyShared(ctx, 'algorun.algod.v2.GetVersionsResponse', await algod.getVersions({}));
  },
});
