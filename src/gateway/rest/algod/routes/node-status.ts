/** Rendering shared by GET /v2/status and wait-for-block-after: the NodeStatus model (docs/spec/algod.md §10.5). */
import { AppError } from '../../../../core/errors.js';
import type { NodeStatus__Output } from '../../../../generated/algorun/algod/v2/NodeStatus.js';
import type { Reply, RequestContext } from '../../engine.js';
import { e1Reply } from '../render.js';

export function nodeStatusReply(ctx: RequestContext, status: NodeStatus__Output | null): Reply {
  if (status === null) throw new AppError('CORE_INTERNAL', 'status response carries no node status');
  return e1Reply(ctx, 'algorun.algod.v2.NodeStatus', status);
}
