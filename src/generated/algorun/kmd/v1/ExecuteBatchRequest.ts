// Original file: proto/algorun/kmd/v1/kmd.proto

import type { KmdCall as _algorun_kmd_v1_KmdCall, KmdCall__Output as _algorun_kmd_v1_KmdCall__Output } from '../../../algorun/kmd/v1/KmdCall.js';

export interface ExecuteBatchRequest {
  'calls'?: (_algorun_kmd_v1_KmdCall)[];
}

export interface ExecuteBatchRequest__Output {
  'calls': (_algorun_kmd_v1_KmdCall__Output)[];
}
