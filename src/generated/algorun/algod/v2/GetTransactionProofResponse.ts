// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetTransactionProofResponse {
  'hashtype'?: (string);
  'idx'?: (number | string | Long);
  'proof'?: (Buffer | Uint8Array | string);
  'stibhash'?: (Buffer | Uint8Array | string);
  'treedepth'?: (number | string | Long);
}

export interface GetTransactionProofResponse__Output {
  'hashtype': (string);
  'idx': (string);
  'proof': (Buffer);
  'stibhash': (Buffer);
  'treedepth': (string);
}
