/** GET /health: no auth; body `null` (docs/spec/algod.md §4). */
import { jsonReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const checkHealth = rpcRoute('CheckHealth', {
  async handle(_ctx, algod) {
    await algod.checkHealth({});
    return jsonReply(200, 'null\n');
  },
});
