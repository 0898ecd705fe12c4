/**
 * GET /v2/applications/{application-id}/boxes?max=&limit=&next=&prefix=&include=&round=: `{"boxes":[{"name"}]}`
 * unpaged (legacy, `max`), or a page with `next-token` and `round` when any paging parameter is given
 * (docs/spec/box-names.md).
 */
import { pathUint64, queryList, queryOptionalUint64, queryUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getApplicationBoxes = rpcRoute('GetApplicationBoxes', {
  async handle(ctx, algod) {
    const applicationId = pathUint64(ctx, 'application-id');
    const max = queryUint64(ctx, 'max');
    const limit = queryUint64(ctx, 'limit');
    const round = queryOptionalUint64(ctx, 'round');
    const next = ctx.query.get('next');
    const response = await algod.getApplicationBoxes({
      application_id: applicationId,
      max,
      limit,
      ...(next === null ? {} : { next }),
      prefix: ctx.query.get('prefix') ?? '',
      include_values: queryList(ctx, 'include').includes('values'),
      ...(round === undefined ? {} : { round }),
    });
    return e1Reply(ctx, 'algorun.algod.v2.GetApplicationBoxesResponse', response);
  },
});
