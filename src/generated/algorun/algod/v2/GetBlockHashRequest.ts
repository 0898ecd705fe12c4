// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBlockHashRequest {
  'round'?: (number | string | Long);
}

export interface GetBlockHashRequest__Output {
  'round': (string);
}
