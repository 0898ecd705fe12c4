/** GET /v2/node/peers (admin): `{"Peers":[...]}`; a dev node has no peers, so the list is empty. */
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getPeers = rpcRoute('GetPeers', {
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.GetPeersResponse', await algod.getPeers({}));
  },
});
