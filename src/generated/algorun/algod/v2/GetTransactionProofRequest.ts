// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetTransactionProofRequest {
  'round'?: (number | string | Long);
  'txid'?: (string);
  /**
   * "sha512_256" (default when empty) or "sha256".
   */
  'hashtype'?: (string);
}

export interface GetTransactionProofRequest__Output {
  'round': (string);
  'txid': (string);
  /**
   * "sha512_256" (default when empty) or "sha256".
   */
  'hashtype': (string);
}
