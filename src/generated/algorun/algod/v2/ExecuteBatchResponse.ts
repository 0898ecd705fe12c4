// Original file: proto/algorun/algod/v2/algod.proto

import type { AlgodReply as _algorun_algod_v2_AlgodReply, AlgodReply__Output as _algorun_algod_v2_AlgodReply__Output } from '../../../algorun/algod/v2/AlgodReply.js';

export interface ExecuteBatchResponse {
  /**
   * One reply per call, in call order.
   */
  'replies'?: (_algorun_algod_v2_AlgodReply)[];
}

export interface ExecuteBatchResponse__Output {
  /**
   * One reply per call, in call order.
   */
  'replies': (_algorun_algod_v2_AlgodReply__Output)[];
}
