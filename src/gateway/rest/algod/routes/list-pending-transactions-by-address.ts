/** GET /v2/accounts/{address}/transactions/pending?max=&format=: pool entries touching an address (docs/spec/algod.md §11.4). */
import { pathAddress, queryFormat, queryUint64 } from '../params.js';
import { rpcRoute } from '../route.js';
import { pendingListReply } from './pending-list.js';

export const listPendingTransactionsByAddress = rpcRoute('ListPendingTransactionsByAddress', {
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const max = queryUint64(ctx, 'max');
    const format = queryFormat(ctx);
    return pendingListReply(format, await algod.listPendingTransactionsByAddress({ address, max }));
  },
});
