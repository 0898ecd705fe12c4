/** POST /v2/teal/dryrun: body = DryrunRequest as JSON or msgpack; {"error","protocol-version","txns"} (§12.3). */
import { e1Reply } from '../render.js';
import type { AlgodRoute } from '../route.js';

export const dryrunTeal: AlgodRoute = {
  method: 'POST',
  path: '/v2/teal/dryrun',
  access: 'public',
  async handle(ctx, algod) {
    return e1Reply(ctx, 'algod.v2.DryrunTealResponse', await algod.dryrunTeal({ request: ctx.body }));
  },
};
