/** GET /v2/transactions/params: suggested parameters (docs/spec/algod.md §10.6). */
import { e1ReplyShared } from '../render.js';
import { rpcRoute } from '../route.js';

export const getTransactionParams = rpcRoute('GetTransactionParams', {
  async handle(ctx, algod) {
    return e1ReplyShared(ctx, 'algorun.algod.v2.GetTransactionParamsResponse', await algod.getTransactionParams({}));
  },
});
