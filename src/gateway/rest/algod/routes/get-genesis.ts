/** GET /genesis: no auth; the genesis file text verbatim as JSON (docs/spec/algod.md §4). */
import { jsonReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getGenesis = rpcRoute('GetGenesis', {
  async handle(_ctx, algod) {
    const response = await algod.getGenesis({});
    return jsonReply(200, response.genesis_json);
  },
});
