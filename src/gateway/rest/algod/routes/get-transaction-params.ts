/**
 * GET /v2/transactions/params: suggested parameters (docs/spec/algod.md §10.6). Answered at once from an
 * in-process service (AlgodService.immediate), else through the async call: the same reply.
 */
import type { Reply, RequestContext } from '../../engine.js';
import { e1ReplyShared } from '../render.js';
import { rpcRoute } from '../route.js';

const render = (ctx: RequestContext, response: object): Reply =>
  e1ReplyShared(ctx, 'algorun.algod.v2.GetTransactionParamsResponse', response);

export const getTransactionParams = rpcRoute('GetTransactionParams', {
  handle(ctx, algod) {
    if (algod.immediate !== undefined) return render(ctx, algod.immediate.getTransactionParams());
    return algod.getTransactionParams({}).then((response) => render(ctx, response));
  },
});
