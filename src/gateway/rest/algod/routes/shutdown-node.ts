/**
 * POST /v2/shutdown (admin; also served at /v2/node/shutdown): always 501 `Endpoint not implemented.` as text
 * (docs/spec/algod.md §7.1); a non-integer `timeout` is a 400 binding error first.
 */
import { queryUint64 } from '../params.js';
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const shutdownNode = rpcRoute('ShutdownNode', {
  async handle(ctx, algod) {
    await algod.shutdownNode({ timeout: queryUint64(ctx, 'timeout') });
    return emptyReply(200);
  },
});
