/**
 * GET /v2/deltas/{round}/txn/group?format=: the round's group deltas, `{"Deltas":[{"Delta","Ids"}]}` as msgpack or
 * JSON. Dev mode holds one group per block and serves the last 4 rounds; interval mode answers upstream's no-tracer
 * 501 `failed retrieving the expected tracer from ledger` (after the format check, as upstream).
 */
import { pathUint64, queryFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getTransactionGroupLedgerStateDeltasForRound = rpcRoute('GetTransactionGroupLedgerStateDeltasForRound', {
  async handle(ctx, algod) {
    const round = pathUint64(ctx, 'round');
    const format = queryFormat(ctx);
    const response = await algod.getTransactionGroupLedgerStateDeltasForRound({ round, format });
    if (format === 'RESPONSE_FORMAT_MSGPACK') return msgpackReply(response.deltas_msgpack);
    return jsonReply(200, response.deltas_json);
  },
});
