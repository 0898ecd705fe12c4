/** POST /v2/transactions: body = concatenated msgpack signed transactions; answers {"txId"} (docs/spec/algod.md §11.1). */
import { queryBool } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const sendRawTransaction = rpcRoute('SendRawTransaction', {
  async handle(ctx, algod) {
    const skip = queryBool(ctx, 'skip-pq-address-check');
    const response = await algod.sendRawTransaction({ signed_transactions: ctx.body, skip_pq_address_check: skip });
    return e1Reply(ctx, 'algorun.algod.v2.SendRawTransactionResponse', response);
  },
});
