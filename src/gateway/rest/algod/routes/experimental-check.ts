/** GET /v2/experimental: `true` (the experimental API is always on in a dev node: docs/compat.md). */
import { jsonReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const experimentalCheck = rpcRoute('ExperimentalCheck', {
  async handle(_ctx, algod) {
    await algod.experimentalCheck({});
    return jsonReply(200, 'true\n');
  },
});
