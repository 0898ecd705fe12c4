/**
 * GET /v2/accounts/{address}/applications?limit=&next=&include=params: a page of the account's applications
 * (local state, created or opted in), `{"application-resources","next-token"?,"round"}`.
 */
import { pathAddress, queryList, queryOptionalUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getAccountApplicationsInformation = rpcRoute('GetAccountApplicationsInformation', {
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const limit = queryOptionalUint64(ctx, 'limit');
    const next = ctx.query.get('next');
    const response = await algod.getAccountApplicationsInformation({
      address,
      ...(limit === undefined ? {} : { limit }),
      ...(next === null ? {} : { next }),
      include: queryList(ctx, 'include'),
    });
    return e1Reply(ctx, 'algorun.algod.v2.GetAccountApplicationsInformationResponse', response);
  },
});
