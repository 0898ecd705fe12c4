/**
 * GET /v2/blocks/{round}?format=&header-only=: msgpack `{block, cert}` as stored (with X-Ledger-Struct (docs/spec/algod.md §16)
 * and X-Algorand-Struct (upstream):
 * block-v1 for full blocks), or its E2 JSON rendering (docs/spec/algod.md §8.1).
 */
import { blockJson } from '../codec-body.js';
import { pathUint64, queryBool, queryFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

const BLOCK_HEADERS = [
  ['X-Ledger-Struct', 'block-v1'],
  ['X-Algorand-Struct', 'block-v1'],
] as const;

export const getBlock = rpcRoute('GetBlock', {
  async handle(ctx, algod) {
    const round = pathUint64(ctx, 'round');
    const format = queryFormat(ctx);
    const headerOnly = queryBool(ctx, 'header-only');
    const response = await algod.getBlock({ round, header_only: headerOnly });
    if (format === 'RESPONSE_FORMAT_MSGPACK') {
      return msgpackReply(response.block_msgpack, headerOnly ? [] : BLOCK_HEADERS);
    }
    return jsonReply(200, blockJson(response.block_msgpack));
  },
});
