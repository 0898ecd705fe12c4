/** POST /v2/participation (admin): body = participation-key file; answers {"partId"} (docs/spec/algod.md §6.2). */
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const addParticipationKey = rpcRoute('AddParticipationKey', {
  async handle(ctx, algod) {
    const response = await algod.addParticipationKey({ key_file: ctx.body });
    return e1Reply(ctx, 'algorun.algod.v2.AddParticipationKeyResponse', response);
  },
});
