/**
 * GET /v2/deltas/txn/group/{id}?format=: a bad id is 400 `no valid transaction ID was specified`; otherwise 501
 * `failed retrieving the expected tracer from ledger` (a dev node runs without upstream's EnableTxnEvalTracer). The
 * service never answers otherwise; if a remote core ever did, its msgpack would be passed through.
 */
import { pathString, queryFormat } from '../params.js';
import { msgpackReply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const getLedgerStateDeltaForTransactionGroup: AlgodRoute = {
  method: 'GET',
  path: '/v2/deltas/txn/group/{id}',
  access: 'public',
  async handle(ctx, algod) {
    const id = pathString(ctx, 'id');
    const format = queryFormat(ctx);
    const response = await algod.getLedgerStateDeltaForTransactionGroup({ id, format });
    return msgpackReply(response.delta_msgpack);
  },
};
