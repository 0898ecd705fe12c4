/** Rendering shared by both pending-list routes: {"top-transactions","total-transactions"} (§10.9, §11.3). */
import type { Reply } from '../../engine.js';
import { msgpackToCodecJson, pendingListMsgpack } from '../codec-json.js';
import type { WireFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';

export function pendingListReply(
  format: WireFormat,
  response: { readonly top_transactions: readonly Buffer[]; readonly total_transactions: string },
): Reply {
  const body = pendingListMsgpack(response.top_transactions, response.total_transactions);
  return format === 'RESPONSE_FORMAT_MSGPACK' ? msgpackReply(body) : jsonReply(200, msgpackToCodecJson(body));
}
