/**
 * GET /v2/blocks/{round}/header?format=: the block header alone, `{"blockHeader": <header>}` in E2 JSON or
 * msgpack (docs/spec/block-header.md). The same service call as `GET /v2/blocks/{round}?header-only=true`, so the
 * same errors (404 for a round the ledger does not have, 400 for a bad round or format).
 */
import { blockHeaderJson, blockHeaderMsgpack } from '../codec-body.js';
import { pathUint64, queryFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getBlockHeader = rpcRoute('GetBlock', {
  binding: 'algod_block_header',
  async handle(ctx, algod) {
    const round = pathUint64(ctx, 'round');
    const format = queryFormat(ctx);
    const response = await algod.getBlock({ round, header_only: true });
    if (format === 'RESPONSE_FORMAT_MSGPACK') return msgpackReply(blockHeaderMsgpack(response.block_msgpack));
    return jsonReply(200, blockHeaderJson(response.block_msgpack));
  },
});
