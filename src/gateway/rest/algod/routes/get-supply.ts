/** GET /v2/ledger/supply: {"current_round","online-money","online-stake","total-money"} (docs/spec/algod.md §8.3). */
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getSupply = rpcRoute('GetSupply', {
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.GetSupplyResponse', await algod.getSupply({}));
  },
});
