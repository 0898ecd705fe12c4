/**
 * GET /v2/deltas/{round}?format=: the round's ledger state delta (ledgercore.StateDelta) as msgpack or E2 JSON,
 * kept for the last 4 rounds (upstream's MaxAcctLookback window); other rounds 404 with upstream's reasons.
 */
import { pathUint64, queryFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getLedgerStateDelta = rpcRoute('GetLedgerStateDelta', {
  async handle(ctx, algod) {
    const round = pathUint64(ctx, 'round');
    const format = queryFormat(ctx);
    const response = await algod.getLedgerStateDelta({ round, format });
    if (format === 'RESPONSE_FORMAT_MSGPACK') return msgpackReply(response.delta_msgpack);
    return jsonReply(200, response.delta_json);
  },
});
