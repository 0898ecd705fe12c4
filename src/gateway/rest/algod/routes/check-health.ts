/** GET /health: no auth; body `null` (docs/spec/algod.md §4). */
import { jsonReply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const checkHealth: AlgodRoute = {
  method: 'GET',
  path: '/health',
  access: 'none',
  async handle(_ctx, algod) {
    await algod.checkHealth({});
    return jsonReply(200, 'null\n');
  },
};
