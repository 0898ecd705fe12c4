/** GET /v2/status: NodeStatus (docs/spec/algod.md §8.4). */
import type { AlgodRoute } from '../route.js';
import { nodeStatusReply } from './node-status.js';

export const getStatus: AlgodRoute = {
  method: 'GET',
  path: '/v2/status',
  access: 'public',
  async handle(ctx, algod) {
    return nodeStatusReply(ctx, (await algod.getStatus({})).node_status);
  },
};
