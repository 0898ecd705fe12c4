/** POST /v2/teal/disassemble: body = bytecode; {"result"} (docs/spec/algod.md §12.2). */
import { e1Reply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const disassembleTeal: AlgodRoute = {
  method: 'POST',
  path: '/v2/teal/disassemble',
  access: 'public',
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algorun.algod.v2.DisassembleTealResponse', await algod.disassembleTeal({ program: ctx.body }));
  },
};
