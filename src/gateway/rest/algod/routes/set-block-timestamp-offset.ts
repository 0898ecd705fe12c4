/** POST /v2/devmode/blocks/offset/{offset}: 200, empty body (docs/spec/algod.md §8.6). */
import { pathUint64 } from '../params.js';
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const setBlockTimestampOffset = rpcRoute('SetBlockTimestampOffset', {
  async handle(ctx, algod) {
    await algod.setBlockTimestampOffset({ offset: pathUint64(ctx, 'offset') });
    return emptyReply(200);
  },
});
