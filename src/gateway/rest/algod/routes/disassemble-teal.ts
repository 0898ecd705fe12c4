/** POST /v2/teal/disassemble: body = bytecode; {"result"} (docs/spec/algod.md §12.2). */
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const disassembleTeal = rpcRoute('DisassembleTeal', {
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.DisassembleTealResponse', await algod.disassembleTeal({ program: ctx.body }));
  },
});
