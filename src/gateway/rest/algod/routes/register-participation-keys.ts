/**
 * POST /v2/register-participation-keys/{address} (admin): the previous revision's stub, answering 501
 * `Endpoint not implemented.` as text (docs/spec/algod.md §16; docs/spec/algod.md introduction).
 */
import { pathAddress, queryBool, queryUint64 } from '../params.js';
import { emptyReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const registerParticipationKeys = rpcRoute('RegisterParticipationKeys', {
  async handle(ctx, algod) {
    await algod.registerParticipationKeys({
      address: pathAddress(ctx, 'address'),
      fee: ctx.query.has('fee') ? queryUint64(ctx, 'fee') : '1000',
      key_dilution: queryUint64(ctx, 'key-dilution'),
      round_last_valid: queryUint64(ctx, 'round-last-valid'),
      no_wait: queryBool(ctx, 'no-wait'),
    });
    return emptyReply(200);
  },
});
