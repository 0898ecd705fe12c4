/** DELETE /v2/participation/{participation-id} (admin): 200 with an empty body (docs/spec/algod.md §6.5). */
import { pathString } from '../params.js';
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const deleteParticipationKey = rpcRoute('DeleteParticipationKey', {
  async handle(ctx, algod) {
    await algod.deleteParticipationKey({ participation_id: pathString(ctx, 'participation-id') });
    return emptyReply(200);
  },
});
