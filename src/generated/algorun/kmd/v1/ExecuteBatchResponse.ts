// Original file: proto/algorun/kmd/v1/kmd.proto

import type { KmdReply as _algorun_kmd_v1_KmdReply, KmdReply__Output as _algorun_kmd_v1_KmdReply__Output } from '../../../algorun/kmd/v1/KmdReply.js';

export interface ExecuteBatchResponse {
  /**
   * One reply per call, in call order.
   */
  'replies'?: (_algorun_kmd_v1_KmdReply)[];
}

export interface ExecuteBatchResponse__Output {
  /**
   * One reply per call, in call order.
   */
  'replies': (_algorun_kmd_v1_KmdReply__Output)[];
}
