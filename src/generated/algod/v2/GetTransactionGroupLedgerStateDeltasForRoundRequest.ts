// Original file: proto/algod/v2/algod.proto

import type { ResponseFormat as _common_v1_ResponseFormat, ResponseFormat__Output as _common_v1_ResponseFormat__Output } from '../../common/v1/ResponseFormat.js';
import type { Long } from '@grpc/proto-loader';

export interface GetTransactionGroupLedgerStateDeltasForRoundRequest {
  'round'?: (number | string | Long);
  'format'?: (_common_v1_ResponseFormat);
}

export interface GetTransactionGroupLedgerStateDeltasForRoundRequest__Output {
  'round': (string);
  'format': (_common_v1_ResponseFormat__Output);
}
