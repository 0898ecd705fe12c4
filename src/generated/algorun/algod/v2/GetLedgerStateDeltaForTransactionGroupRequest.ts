// Original file: proto/algorun/algod/v2/algod.proto

import type { ResponseFormat as _algorun_common_v1_ResponseFormat, ResponseFormat__Output as _algorun_common_v1_ResponseFormat__Output } from '../../../algorun/common/v1/ResponseFormat.js';

export interface GetLedgerStateDeltaForTransactionGroupRequest {
  'id'?: (string);
  'format'?: (_algorun_common_v1_ResponseFormat);
}

export interface GetLedgerStateDeltaForTransactionGroupRequest__Output {
  'id': (string);
  'format': (_algorun_common_v1_ResponseFormat__Output);
}
