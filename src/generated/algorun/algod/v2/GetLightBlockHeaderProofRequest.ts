// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetLightBlockHeaderProofRequest {
  'round'?: (number | string | Long);
}

export interface GetLightBlockHeaderProofRequest__Output {
  'round': (string);
}
