/** GET /v2/participation/{participation-id} (admin): one ParticipationKey (docs/spec/algod.md §6.4). */
import { AppError } from '../../../../core/errors.js';
import { pathString } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getParticipationKey = rpcRoute('GetParticipationKey', {
  async handle(ctx, algod) {
    const response = await algod.getParticipationKey({ participation_id: pathString(ctx, 'participation-id') });
    if (response.participation_key === null) throw new AppError('CORE_INTERNAL', 'participation key missing');
    return e1Reply(ctx, 'algorun.algod.v2.ParticipationKey', response.participation_key);
  },
});
