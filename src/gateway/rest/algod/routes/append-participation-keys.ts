/** POST /v2/participation/{participation-id} (admin): body = msgpack state-proof keys; 200, empty body (docs/spec/algod.md §6.6). */
import { pathString } from '../params.js';
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const appendParticipationKeys = rpcRoute('AppendParticipationKeys', {
  async handle(ctx, algod) {
    await algod.appendParticipationKeys({ participation_id: pathString(ctx, 'participation-id'), keys: ctx.body });
    return emptyReply(200);
  },
});
