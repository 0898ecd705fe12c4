// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: name, round, value.
 */
export interface GetApplicationBoxByNameResponse {
  'name'?: (Buffer | Uint8Array | string);
  'round'?: (number | string | Long);
  'value'?: (Buffer | Uint8Array | string);
}

/**
 * JSON keys: name, round, value.
 */
export interface GetApplicationBoxByNameResponse__Output {
  'name': (Buffer);
  'round': (string);
  'value': (Buffer);
}
