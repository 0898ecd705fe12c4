/**
 * GET /v2/accounts/{address}?format=&exclude=: E1 Account, or with format=msgpack the ledger record as stored
 * (docs/spec/algod.md §5.1). With exclude=all the four resource arrays are left out. Answered at once from an
 * in-process service (AlgodService.immediate), else through the async call: the same reply.
 */
import { AppError } from '../../../../core/errors.js';
import type { AlgodResponse } from '../../../../service/algod-api.js';
import type { Reply, RequestContext } from '../../engine.js';
import { pathAddress, queryFormat, queryList } from '../params.js';
import { e1ReplyShared, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

const RESOURCE_KEYS: ReadonlySet<string> = new Set(['apps-local-state', 'assets', 'created-apps', 'created-assets']);
const EXCLUDE_ALL = { omitKeys: RESOURCE_KEYS };
const WHOLE = {};

function render(ctx: RequestContext, response: AlgodResponse<'GetAccount'>, exclude: readonly string[]): Reply {
  if (response.account_msgpack !== undefined) return msgpackReply(response.account_msgpack);
  if (response.account === undefined || response.account === null) {
    throw new AppError('CORE_INTERNAL', 'account response carries no account');
  }
  const isExcludeAll = exclude.some((value) => value.trim() === 'all');
  return e1ReplyShared(ctx, 'algorun.algod.v2.Account', response.account, isExcludeAll ? EXCLUDE_ALL : WHOLE);
}

export const getAccount = rpcRoute('GetAccount', {
  handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const format = queryFormat(ctx);
    const exclude = queryList(ctx, 'exclude');
    const request = { address, format, exclude };
    if (algod.immediate !== undefined) return render(ctx, algod.immediate.getAccount(request), exclude);
    return algod.getAccount(request).then((response) => render(ctx, response, exclude));
  },
});
