/** GET /ready: no auth; body `null` when ready, an error otherwise (docs/spec/algod.md §4). */
import { jsonReply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const getReadiness: AlgodRoute = {
  method: 'GET',
  path: '/ready',
  access: 'none',
  async handle(_ctx, algod) {
    await algod.getReadiness({});
    return jsonReply(200, 'null\n');
  },
};
