// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetLightBlockHeaderProofResponse {
  'index'?: (number | string | Long);
  'proof'?: (Buffer | Uint8Array | string);
  'treedepth'?: (number | string | Long);
}

export interface GetLightBlockHeaderProofResponse__Output {
  'index': (string);
  'proof': (Buffer);
  'treedepth': (string);
}
