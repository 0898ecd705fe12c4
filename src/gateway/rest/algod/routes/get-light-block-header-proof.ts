/**
 * GET /v2/blocks/{round}/lightheader/proof: a dev node makes no state proofs, so this answers what upstream answers
 * when no state proof covers the round (404 `no state proof can be found for that round`; a future round 500).
 */
import { pathUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getLightBlockHeaderProof = rpcRoute('GetLightBlockHeaderProof', {
  async handle(ctx, algod) {
    const response = await algod.getLightBlockHeaderProof({ round: pathUint64(ctx, 'round') });
    return e1Reply(ctx, 'algorun.algod.v2.GetLightBlockHeaderProofResponse', response);
  },
});
