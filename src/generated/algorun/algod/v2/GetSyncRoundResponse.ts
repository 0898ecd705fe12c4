// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetSyncRoundResponse {
  'round'?: (number | string | Long);
}

export interface GetSyncRoundResponse__Output {
  'round': (string);
}
