// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface ListPendingTransactionsByAddressResponse {
  'top_transactions'?: (Buffer | Uint8Array | string)[];
  'total_transactions'?: (number | string | Long);
}

export interface ListPendingTransactionsByAddressResponse__Output {
  'top_transactions': (Buffer)[];
  'total_transactions': (string);
}
