/**
 * POST /v2/teal/dryrun: body = DryrunRequest as JSON or msgpack (any Content-Type); {"error","protocol-version","txns"}
 * (docs/spec/teal.md §8).
 *
 * Invariant: a request-level failure (non-empty `error`) happens before upstream allocates the results, so Go writes
 * `"txns":null` then; otherwise `txns` is an array (possibly empty). Proto has no null array, so it is spliced here.
 */
import { e1Reply, e1Text, jsonReply } from '../render.js';
import { rpcRoute } from '../route.js';

const TYPE = 'algorun.algod.v2.DryrunTealResponse';
const WITHOUT_TXNS = { omitKeys: new Set(['txns']) };

export const dryrunTeal = rpcRoute('DryrunTeal', {
  async handle(ctx, algod) {
    const response = await algod.dryrunTeal({ request: ctx.body });
    if (response.error === '' || response.txns.length > 0) return e1Reply(ctx, TYPE, response);
    const pretty = ctx.query.has('pretty');
    const text = e1Text(ctx, TYPE, response, WITHOUT_TXNS);
    const close = pretty ? '\n}\n' : '}\n';
    return jsonReply(200, text.slice(0, -close.length) + (pretty ? ',\n  "txns": null\n}\n' : ',"txns":null}\n'));
  },
});
