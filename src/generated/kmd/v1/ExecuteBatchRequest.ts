// Original file: proto/kmd/v1/kmd.proto

import type { KmdCall as _kmd_v1_KmdCall, KmdCall__Output as _kmd_v1_KmdCall__Output } from '../../kmd/v1/KmdCall.js';

export interface ExecuteBatchRequest {
  'calls'?: (_kmd_v1_KmdCall)[];
}

export interface ExecuteBatchRequest__Output {
  'calls': (_kmd_v1_KmdCall__Output)[];
}
