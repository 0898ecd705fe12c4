/**
 * GET /v2/accounts/{address}/assets?limit=&next=: a page of the account's holdings with each asset's params,
 * `{"asset-holdings","next-token"?,"round"}`.
 */
import { pathAddress, queryOptionalUint64 } from '../params.js';
import { e1Reply } from '../render.js';
import { rpcRoute } from '../route.js';

export const getAccountAssetsInformation = rpcRoute('GetAccountAssetsInformation', {
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const limit = queryOptionalUint64(ctx, 'limit');
    const next = ctx.query.get('next');
    const response = await algod.getAccountAssetsInformation({
      address,
      ...(limit === undefined ? {} : { limit }),
      ...(next === null ? {} : { next }),
    });
    return e1Reply(ctx, 'algorun.algod.v2.GetAccountAssetsInformationResponse', response);
  },
});
