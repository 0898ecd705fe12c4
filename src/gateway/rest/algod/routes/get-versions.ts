/** GET /versions: no auth; keys versions, genesis_id, genesis_hash_b64, build (docs/spec/algod.md §4). */
import { e1Reply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const getVersions: AlgodRoute = {
  method: 'GET',
  path: '/versions',
  access: 'none',
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.GetVersionsResponse', await algod.getVersions({}));
  },
};
