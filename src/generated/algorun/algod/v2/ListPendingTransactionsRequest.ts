// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface ListPendingTransactionsRequest {
  /**
   * 0 = no limit.
   */
  'max'?: (number | string | Long);
}

export interface ListPendingTransactionsRequest__Output {
  /**
   * 0 = no limit.
   */
  'max': (string);
}
