/**
 * GET /v2/deltas/{round}/txn/group?format=: per-group deltas need upstream's EnableTxnEvalTracer, which a dev node
 * leaves off: 501 `failed retrieving the expected tracer from ledger` (after the format check, as upstream). The
 * service never answers otherwise; if a remote core ever did, its msgpack would be passed through.
 */
import { pathUint64, queryFormat } from '../params.js';
import { msgpackReply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const getTransactionGroupLedgerStateDeltasForRound: AlgodRoute = {
  method: 'GET',
  path: '/v2/deltas/{round}/txn/group',
  access: 'public',
  async handle(ctx, algod) {
    const round = pathUint64(ctx, 'round');
    const format = queryFormat(ctx);
    const response = await algod.getTransactionGroupLedgerStateDeltasForRound({ round, format });
    return msgpackReply(response.deltas_msgpack);
  },
};
