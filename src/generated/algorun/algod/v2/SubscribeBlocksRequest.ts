// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface SubscribeBlocksRequest {
  'from_round'?: (number | string | Long);
}

export interface SubscribeBlocksRequest__Output {
  'from_round': (string);
}
