// Original file: proto/algod/v2/algod.proto

import type { ResponseFormat as _common_v1_ResponseFormat, ResponseFormat__Output as _common_v1_ResponseFormat__Output } from '../../common/v1/ResponseFormat.js';

export interface GetLedgerStateDeltaForTransactionGroupRequest {
  'id'?: (string);
  'format'?: (_common_v1_ResponseFormat);
}

export interface GetLedgerStateDeltaForTransactionGroupRequest__Output {
  'id': (string);
  'format': (_common_v1_ResponseFormat__Output);
}
