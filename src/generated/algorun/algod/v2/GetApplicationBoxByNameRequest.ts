// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetApplicationBoxByNameRequest {
  'application_id'?: (number | string | Long);
  /**
   * The box name in goal form (str:, int:, b64:, b32:, addr:, abi:), as sent.
   */
  'name'?: (string);
}

export interface GetApplicationBoxByNameRequest__Output {
  'application_id': (string);
  /**
   * The box name in goal form (str:, int:, b64:, b32:, addr:, abi:), as sent.
   */
  'name': (string);
}
