/**
 * GET /v2/accounts/{address}?format=&exclude=: E1 Account, or with format=msgpack the ledger record as stored
 * (docs/spec/algod.md §5.1). With exclude=all the four resource arrays are left out.
 */
import { AppError } from '../../../../core/errors.js';
import { pathAddress, queryFormat, queryList } from '../params.js';
import { e1ReplyShared, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

const RESOURCE_KEYS: ReadonlySet<string> = new Set(['apps-local-state', 'assets', 'created-apps', 'created-assets']);

export const getAccount = rpcRoute('GetAccount', {
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const format = queryFormat(ctx);
    const exclude = queryList(ctx, 'exclude');
    const response = await algod.getAccount({ address, format, exclude });
    if (response.account_msgpack !== undefined) return msgpackReply(response.account_msgpack);
    if (response.account === undefined || response.account === null) {
      throw new AppError('CORE_INTERNAL', 'account response carries no account');
    }
    const isExcludeAll = exclude.some((value) => value.trim() === 'all');
    return e1ReplyShared(
      ctx,
      'algorun.algod.v2.Account',
      response.account,
      isExcludeAll ? { omitKeys: RESOURCE_KEYS } : {},
    );
  },
});
