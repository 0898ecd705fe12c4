// Original file: proto/algorun/algod/v2/algod_models.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A TEAL value: type 1 = bytes, 2 = uint.
 */
export interface TealValue {
  'bytes'?: (Buffer | Uint8Array | string);
  'type'?: (number);
  'uint'?: (number | string | Long);
}

/**
 * A TEAL value: type 1 = bytes, 2 = uint.
 */
export interface TealValue__Output {
  'bytes': (Buffer);
  'type': (number);
  'uint': (string);
}
