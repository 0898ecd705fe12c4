/**
 * GET /versions: no auth; keys versions, genesis_id, genesis_hash_b64, build (docs/spec/algod.md §4). Answered at
 * once from an in-process service (AlgodService.immediate), else through the async call: the same reply.
 */
import type { Reply, RequestContext } from '../../engine.js';
import { e1ReplyShared } from '../render.js';
import { rpcRoute } from '../route.js';

const render = (ctx: RequestContext, response: object): Reply =>
  e1ReplyShared(ctx, 'algorun.algod.v2.GetVersionsResponse', response);

export const getVersions = rpcRoute('GetVersions', {
  handle(ctx, algod) {
    if (algod.immediate !== undefined) return render(ctx, algod.immediate.getVersions());
    return algod.getVersions({}).then((response) => render(ctx, response));
  },
});
