// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface ShutdownNodeRequest {
  'timeout'?: (number | string | Long);
}

export interface ShutdownNodeRequest__Output {
  'timeout': (string);
}
