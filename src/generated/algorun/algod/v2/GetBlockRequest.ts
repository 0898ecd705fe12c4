// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBlockRequest {
  'round'?: (number | string | Long);
  'header_only'?: (boolean);
}

export interface GetBlockRequest__Output {
  'round': (string);
  'header_only': (boolean);
}
