/** POST /v2/catchup/{catchpoint}?min= (admin): 201 when started, 200 otherwise (docs/spec/algod.md §7.2). */
import { pathString, queryUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

/** `started` selects the status code; it is not part of the JSON body. */
const INTERNAL_KEYS: ReadonlySet<string> = new Set(['started']);

export const startCatchup = rpcRoute('StartCatchup', {
  async handle(ctx, algod) {
    const catchpoint = pathString(ctx, 'catchpoint');
    const response = await algod.startCatchup({ catchpoint, min: queryUint64(ctx, 'min') });
    const status = response.started ? 201 : 200;
    return e1Reply(ctx, 'algorun.algod.v2.StartCatchupResponse', response, status, { omitKeys: INTERNAL_KEYS });
  },
});
