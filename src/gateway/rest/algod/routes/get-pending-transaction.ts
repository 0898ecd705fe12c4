/** GET /v2/transactions/pending/{txid}?format=: the pending-transaction record, msgpack or E2 JSON (docs/spec/algod.md §11.2). */
import { pendingTransactionJson } from '../codec-body.js';
import { pathString, queryFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getPendingTransaction = rpcRoute('GetPendingTransaction', {
  async handle(ctx, algod) {
    const txid = pathString(ctx, 'txid');
    const format = queryFormat(ctx);
    const response = await algod.getPendingTransaction({ txid });
    const bytes = response.pending_transaction_msgpack;
    return format === 'RESPONSE_FORMAT_MSGPACK' ? msgpackReply(bytes) : jsonReply(200, pendingTransactionJson(bytes));
  },
});
