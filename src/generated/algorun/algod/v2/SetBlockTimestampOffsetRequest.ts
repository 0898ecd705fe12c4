// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface SetBlockTimestampOffsetRequest {
  'offset'?: (number | string | Long);
}

export interface SetBlockTimestampOffsetRequest__Output {
  'offset': (string);
}
