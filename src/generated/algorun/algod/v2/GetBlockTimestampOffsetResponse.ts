// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBlockTimestampOffsetResponse {
  'offset'?: (number | string | Long);
}

export interface GetBlockTimestampOffsetResponse__Output {
  'offset': (string);
}
