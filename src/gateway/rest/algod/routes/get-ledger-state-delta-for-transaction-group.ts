/**
 * GET /v2/deltas/txn/group/{id}?format=: the StateDeltaSubset of the group holding transaction (or group) id, as
 * msgpack or JSON. A bad id is 400 `no valid transaction ID was specified`; interval mode answers upstream's
 * no-tracer 501 `failed retrieving the expected tracer from ledger`.
 */
import { pathString, queryFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getLedgerStateDeltaForTransactionGroup = rpcRoute('GetLedgerStateDeltaForTransactionGroup', {
  async handle(ctx, algod) {
    const id = pathString(ctx, 'id');
    const format = queryFormat(ctx);
    const response = await algod.getLedgerStateDeltaForTransactionGroup({ id, format });
    if (format === 'RESPONSE_FORMAT_MSGPACK') return msgpackReply(response.delta_msgpack);
    return jsonReply(200, response.delta_json);
  },
});
