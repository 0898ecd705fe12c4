// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface WaitForBlockRequest {
  'round'?: (number | string | Long);
}

export interface WaitForBlockRequest__Output {
  'round': (string);
}
