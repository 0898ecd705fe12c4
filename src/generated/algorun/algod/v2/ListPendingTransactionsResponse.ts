// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface ListPendingTransactionsResponse {
  /**
   * msgpack SignedTxn objects in pool order.
   */
  'top_transactions'?: (Buffer | Uint8Array | string)[];
  /**
   * Size of the whole pool, regardless of `max`.
   */
  'total_transactions'?: (number | string | Long);
}

export interface ListPendingTransactionsResponse__Output {
  /**
   * msgpack SignedTxn objects in pool order.
   */
  'top_transactions': (Buffer)[];
  /**
   * Size of the whole pool, regardless of `max`.
   */
  'total_transactions': (string);
}
