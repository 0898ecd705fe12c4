// Original file: proto/algod/v2/algod.proto

import type { NodeStatus as _algod_v2_NodeStatus, NodeStatus__Output as _algod_v2_NodeStatus__Output } from '../../algod/v2/NodeStatus.js';

export interface GetStatusResponse {
  'node_status'?: (_algod_v2_NodeStatus | null);
}

export interface GetStatusResponse__Output {
  'node_status': (_algod_v2_NodeStatus__Output | null);
}
