// Original file: proto/algorun/algod/v2/algod.proto

import type { NodeStatus as _algorun_algod_v2_NodeStatus, NodeStatus__Output as _algorun_algod_v2_NodeStatus__Output } from '../../../algorun/algod/v2/NodeStatus.js';

export interface WaitForBlockResponse {
  'node_status'?: (_algorun_algod_v2_NodeStatus | null);
}

export interface WaitForBlockResponse__Output {
  'node_status': (_algorun_algod_v2_NodeStatus__Output | null);
}
