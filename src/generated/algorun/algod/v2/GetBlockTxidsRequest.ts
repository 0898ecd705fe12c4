// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetBlockTxidsRequest {
  'round'?: (number | string | Long);
}

export interface GetBlockTxidsRequest__Output {
  'round': (string);
}
