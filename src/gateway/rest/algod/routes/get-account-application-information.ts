/**
 * GET /v2/accounts/{address}/applications/{application-id}?format=: the account's local state of the app and,
 * when it created it, the params (docs/spec/algod.md §5.4); msgpack answers carry the ledger records.
 */
import { pathAddress, pathUint64, queryFormat } from '../params.js';
import { e1Reply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

const INTERNAL_KEYS: ReadonlySet<string> = new Set(['msgpack']);

export const getAccountApplicationInformation = rpcRoute('GetAccountApplicationInformation', {
  async handle(ctx, algod) {
    const address = pathAddress(ctx, 'address');
    const format = queryFormat(ctx);
    const id = pathUint64(ctx, 'application-id');
    const response = await algod.getAccountApplicationInformation({ address, application_id: id, format });
    if (format === 'RESPONSE_FORMAT_MSGPACK') return msgpackReply(response.msgpack);
    return e1Reply(ctx, 'algorun.algod.v2.GetAccountApplicationInformationResponse', response, 200, {
      omitKeys: INTERNAL_KEYS,
    });
  },
});
