// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetTransactionParamsResponse {
  'consensus_version'?: (string);
  'fee'?: (number | string | Long);
  'genesis_hash'?: (Buffer | Uint8Array | string);
  'genesis_id'?: (string);
  'last_round'?: (number | string | Long);
  'min_fee'?: (number | string | Long);
}

export interface GetTransactionParamsResponse__Output {
  'consensus_version': (string);
  'fee': (string);
  'genesis_hash': (Buffer);
  'genesis_id': (string);
  'last_round': (string);
  'min_fee': (string);
}
