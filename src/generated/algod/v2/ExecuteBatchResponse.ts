// Original file: proto/algod/v2/algod.proto

import type { AlgodReply as _algod_v2_AlgodReply, AlgodReply__Output as _algod_v2_AlgodReply__Output } from '../../algod/v2/AlgodReply.js';

export interface ExecuteBatchResponse {
  /**
   * One reply per call, in call order.
   */
  'replies'?: (_algod_v2_AlgodReply)[];
}

export interface ExecuteBatchResponse__Output {
  /**
   * One reply per call, in call order.
   */
  'replies': (_algod_v2_AlgodReply__Output)[];
}
