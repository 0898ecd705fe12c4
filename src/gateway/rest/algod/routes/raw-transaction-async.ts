/**
 * POST /v2/transactions/async?skip-pq-address-check=: admit a signed group without waiting for its block; 200 with
 * an empty body. Upstream registers it only with EnableExperimentalAPI (a dev node always does: docs/compat.md)
 * and answers 404 text/plain without the developer API.
 */
import { queryBool } from '../params.js';
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const rawTransactionAsync = rpcRoute('RawTransactionAsync', {
  async handle(ctx, algod) {
    const skip = queryBool(ctx, 'skip-pq-address-check');
    await algod.rawTransactionAsync({ signed_transactions: ctx.body, skip_pq_address_check: skip });
    return emptyReply(200);
  },
});
