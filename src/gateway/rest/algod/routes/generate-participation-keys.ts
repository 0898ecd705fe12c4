/**
 * POST /v2/participation/generate/{address}?first=&last=[&dilution=] (admin): starts key generation; upstream
 * answers 200 with the text/plain body `{}` (docs/spec/algod.md §6.3).
 */
import { pathAddress, queryOptionalUint64, queryRequiredUint64 } from '../params.js';
import { textReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const generateParticipationKeys = rpcRoute('GenerateParticipationKeys', {
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const first = queryRequiredUint64(ctx, 'first');
    const last = queryRequiredUint64(ctx, 'last');
    const dilution = queryOptionalUint64(ctx, 'dilution');
    await algod.generateParticipationKeys(
      dilution === undefined ? { address, first, last } : { address, first, last, dilution },
    );
    return textReply(200, '{}');
  },
});
