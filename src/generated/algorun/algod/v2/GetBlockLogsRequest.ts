// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBlockLogsRequest {
  'round'?: (number | string | Long);
}

export interface GetBlockLogsRequest__Output {
  'round': (string);
}
