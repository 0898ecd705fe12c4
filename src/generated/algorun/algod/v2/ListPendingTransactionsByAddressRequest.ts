// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface ListPendingTransactionsByAddressRequest {
  'address'?: (string);
  'max'?: (number | string | Long);
}

export interface ListPendingTransactionsByAddressRequest__Output {
  'address': (string);
  'max': (string);
}
