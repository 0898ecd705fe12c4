/** GET /v2/transactions/pending?max=&format=: the pool, in admission order (docs/spec/algod.md §11.3). */
import { queryFormat, queryUint64 } from '../params.js';
import { rpcRoute } from '../route.js';
import { pendingListReply } from './pending-list.js';

export const listPendingTransactions = rpcRoute('ListPendingTransactions', {
  async handle(ctx, algod) {
    const max = queryUint64(ctx, 'max');
    const format = queryFormat(ctx);
    return pendingListReply(format, await algod.listPendingTransactions({ max }));
  },
});
