/** DELETE /v2/catchup/{catchpoint} (admin): {"catchup-message"} (docs/spec/algod.md §7.3). */
import { pathString } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const abortCatchup = rpcRoute('AbortCatchup', {
  async handle(ctx, algod) {
    const response = await algod.abortCatchup({ catchpoint: pathString(ctx, 'catchpoint') });
    return e1Reply(ctx, 'algorun.algod.v2.AbortCatchupResponse', response);
  },
});
