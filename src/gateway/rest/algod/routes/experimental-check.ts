/** GET /v2/experimental: `true` (the experimental API is always on in a dev node: docs/compat.md). */
import { jsonReply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const experimentalCheck: AlgodRoute = {
  method: 'GET',
  path: '/v2/experimental',
  access: 'public',
  async handle(_ctx, algod) {
    await algod.experimentalCheck({});
    return jsonReply(200, 'true\n');
  },
};
