/** GET /v2/status/wait-for-block-after/{round}: NodeStatus once round+1 exists or the wait ends (docs/spec/algod.md §8.5). */
import { pathUint64 } from '../params.js';
import { rpcRoute } from '../route.js';
import { nodeStatusReply } from './node-status.js';

export const waitForBlock = rpcRoute('WaitForBlock', {
  async handle(ctx, algod) {
    const response = await algod.waitForBlock({ round: pathUint64(ctx, 'round') });
    return nodeStatusReply(ctx, response.node_status);
  },
});
