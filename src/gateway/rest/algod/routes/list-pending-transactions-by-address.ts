/** GET /v2/accounts/{address}/transactions/pending?max=&format=: pool entries touching an address (docs/spec/algod.md §11.4). */
import { pathAddress, queryFormat, queryUint64 } from '../params.js';
import type { AlgodRoute } from '../route.js';
import { pendingListReply } from './pending-list.js';

export const listPendingTransactionsByAddress: AlgodRoute = {
  method: 'GET',
  path: '/v2/accounts/{address}/transactions/pending',
  access: 'public',
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const max = queryUint64(ctx, 'max');
    const format = queryFormat(ctx);
    return pendingListReply(format, await algod.listPendingTransactionsByAddress({ address, max }));
  },
};
