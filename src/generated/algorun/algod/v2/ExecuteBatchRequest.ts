// Original file: proto/algorun/algod/v2/algod.proto

import type { AlgodCall as _algorun_algod_v2_AlgodCall, AlgodCall__Output as _algorun_algod_v2_AlgodCall__Output } from '../../../algorun/algod/v2/AlgodCall.js';

export interface ExecuteBatchRequest {
  'calls'?: (_algorun_algod_v2_AlgodCall)[];
}

export interface ExecuteBatchRequest__Output {
  'calls': (_algorun_algod_v2_AlgodCall__Output)[];
}
