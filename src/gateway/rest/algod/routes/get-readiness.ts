/** GET /ready: no auth; body `null` when ready, an error otherwise (docs/spec/algod.md §4). */
import { isAppError } from '../../../../core/errors.js';
import { jsonReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getReadiness = rpcRoute('GetReadiness', {
  async handle(_ctx, algod) {
    try {
      await algod.getReadiness({});
    } catch (error) {
      // upstream: 503 with the same `null` body while a catch-up runs
      if (isAppError(error) && error.code === 'ALGOD_CATCHUP_UNAVAILABLE') return jsonReply(503, 'null\n');
      throw error;
    }
    return jsonReply(200, 'null\n');
  },
});
