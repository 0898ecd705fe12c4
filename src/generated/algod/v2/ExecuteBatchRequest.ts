// Original file: proto/algod/v2/algod.proto

import type { AlgodCall as _algod_v2_AlgodCall, AlgodCall__Output as _algod_v2_AlgodCall__Output } from '../../algod/v2/AlgodCall.js';

export interface ExecuteBatchRequest {
  'calls'?: (_algod_v2_AlgodCall)[];
}

export interface ExecuteBatchRequest__Output {
  'calls': (_algod_v2_AlgodCall__Output)[];
}
