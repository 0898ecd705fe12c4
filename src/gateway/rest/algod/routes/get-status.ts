/** GET /v2/status: NodeStatus (docs/spec/algod.md §8.4). */
import { rpcRoute } from '../route.js';
import { nodeStatusReply } from './node-status.js';

export const getStatus = rpcRoute('GetStatus', {
  async handle(ctx, algod) {
    return nodeStatusReply(ctx, (await algod.getStatus({})).node_status);
  },
});
