/**
 * Relaying a REST request to the peer (follower mode, docs/spec/follower.md §4): routes marked `relayed` are not
 * handled here but forwarded with their method, path, query, content type and body, and the peer's status, content
 * type and body are answered unchanged.
 *
 * Invariant: the follower's own auth has already run (the surface authorises before handling); the peer sees the
 * follower's peer token, never the client's.
 */
import type { PeerAnswer, RelayRequest } from '../../../service/algod/follower/peer-client.js';
import type { Reply, RequestContext } from '../engine.js';

export type Relay = (request: RelayRequest) => Promise<PeerAnswer>;

export async function relayReply(ctx: RequestContext, relay: Relay): Promise<Reply> {
  const query = ctx.query.toString();
  const answer = await relay({
    method: ctx.method,
    pathAndQuery: query === '' ? ctx.path : `${ctx.path}?${query}`,
    contentType: ctx.headers.get('content-type'),
    body: ctx.body,
  });
  const headers = answer.contentType === undefined ? [] : ([['Content-Type', answer.contentType]] as const);
  return { status: answer.status, headers, body: answer.body };
}
