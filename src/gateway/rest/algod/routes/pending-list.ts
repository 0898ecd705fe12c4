/** Rendering shared by both pending-list routes: {"top-transactions","total-transactions"} (docs/spec/algod.md §10.9, §11.3). */
import type { Reply } from '../../engine.js';
import { pendingList, pendingListJson, pendingListMsgpack } from '../codec-body.js';
import type { WireFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';

/** @throws CORE_INTERNAL when the service's transactions do not decode */
export function pendingListReply(
  format: WireFormat,
  response: { readonly top_transactions: readonly Buffer[]; readonly total_transactions: string },
): Reply {
  const list = pendingList(response.top_transactions, BigInt(response.total_transactions));
  if (format === 'RESPONSE_FORMAT_MSGPACK') return msgpackReply(pendingListMsgpack(list));
  return jsonReply(200, pendingListJson(list));
}
