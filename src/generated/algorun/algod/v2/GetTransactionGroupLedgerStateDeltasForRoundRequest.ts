// Original file: proto/algorun/algod/v2/algod.proto

import type { ResponseFormat as _algorun_common_v1_ResponseFormat, ResponseFormat__Output as _algorun_common_v1_ResponseFormat__Output } from '../../../algorun/common/v1/ResponseFormat.js';
import type { Long } from '@grpc/proto-loader';

export interface GetTransactionGroupLedgerStateDeltasForRoundRequest {
  'round'?: (number | string | Long);
  'format'?: (_algorun_common_v1_ResponseFormat);
}

export interface GetTransactionGroupLedgerStateDeltasForRoundRequest__Output {
  'round': (string);
  'format': (_algorun_common_v1_ResponseFormat__Output);
}
