/** POST /v2/teal/compile?sourcemap=: body = TEAL source; {"hash","result","sourcemap"?} (docs/spec/algod.md §12.1). */
import { queryBool } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const compileTeal = rpcRoute('CompileTeal', {
  async handle(ctx, algod) {
    const sourcemap = queryBool(ctx, 'sourcemap');
    const response = await algod.compileTeal({ source: ctx.body, sourcemap });
    return e1Reply(ctx, 'algorun.algod.v2.CompileTealResponse', response);
  },
});
