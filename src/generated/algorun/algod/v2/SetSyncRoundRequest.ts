// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface SetSyncRoundRequest {
  'round'?: (number | string | Long);
}

export interface SetSyncRoundRequest__Output {
  'round': (string);
}
