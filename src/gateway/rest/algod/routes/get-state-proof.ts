/**
 * GET /v2/stateproofs/{round}: a dev node makes no state proofs, so this answers what upstream answers when none
 * covers the round (404 `no state proof can be found for that round`; a future round 500).
 */
import { AppError } from '../../../../core/errors.js';
import { pathUint64 } from '../params.js';
import { rpcRoute } from '../route.js';

export const getStateProof = rpcRoute('GetStateProof', {
  async handle(ctx, algod) {
    await algod.getStateProof({ round: pathUint64(ctx, 'round') });
    // The service always rejects (no state proofs in dev mode); an answer would mean a core this gateway cannot render.
    throw new AppError('CORE_INTERNAL', 'a dev node has no state proof to render');
  },
});
