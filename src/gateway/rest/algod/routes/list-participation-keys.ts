/**
 * GET /v2/participation (admin): a JSON array of ParticipationKey. Upstream writes `null` for no keys; we write
 * `[]`, which every client can decode (docs/compat.md).
 */
import { e1ArrayText, jsonReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const listParticipationKeys = rpcRoute('ListParticipationKeys', {
  async handle(ctx, algod) {
    const response = await algod.listParticipationKeys({});
    return jsonReply(200, e1ArrayText(ctx, 'algorun.algod.v2.ParticipationKey', response.participation_keys));
  },
});
