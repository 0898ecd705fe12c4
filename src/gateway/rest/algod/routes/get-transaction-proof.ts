/**
 * GET /v2/blocks/{round}/transactions/{txid}/proof?hashtype=: always E1 JSON; `format` is accepted and ignored
 * as upstream does (docs/spec/algod.md §8.2).
 */
import { pathString, pathUint64, queryString } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getTransactionProof = rpcRoute('GetTransactionProof', {
  async handle(ctx, algod) {
    const round = pathUint64(ctx, 'round');
    const txid = pathString(ctx, 'txid');
    const response = await algod.getTransactionProof({ round, txid, hashtype: queryString(ctx, 'hashtype') });
    return e1Reply(ctx, 'algorun.algod.v2.GetTransactionProofResponse', response);
  },
});
