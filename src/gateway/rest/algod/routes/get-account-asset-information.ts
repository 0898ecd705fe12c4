/**
 * GET /v2/accounts/{address}/assets/{asset-id}?format=: the account's holding of the asset and, when it created
 * it, the params (docs/spec/algod.md §5.4); msgpack answers carry the ledger records.
 */
import { pathAddress, pathUint64, queryFormat } from '../params.js';
import { e1Reply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

const INTERNAL_KEYS: ReadonlySet<string> = new Set(['msgpack']);

export const getAccountAssetInformation = rpcRoute('GetAccountAssetInformation', {
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const format = queryFormat(ctx);
    const response = await algod.getAccountAssetInformation({ address, asset_id: pathUint64(ctx, 'asset-id'), format });
    if (format === 'RESPONSE_FORMAT_MSGPACK') return msgpackReply(response.msgpack);
    return e1Reply(ctx, 'algorun.algod.v2.GetAccountAssetInformationResponse', response, 200, {
      omitKeys: INTERNAL_KEYS,
    });
  },
});
