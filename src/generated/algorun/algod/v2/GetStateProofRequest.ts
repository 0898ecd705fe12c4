// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetStateProofRequest {
  'round'?: (number | string | Long);
}

export interface GetStateProofRequest__Output {
  'round': (string);
}
