// Original file: proto/algorun/algod/v2/algod_models.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Application state change: action 1 = set bytes, 2 = set uint, 3 = delete. `bytes` is base64 text.
 */
export interface EvalDelta {
  'action'?: (number);
  'bytes'?: (string);
  'uint'?: (number | string | Long);
  '_bytes'?: "bytes";
  '_uint'?: "uint";
}

/**
 * Application state change: action 1 = set bytes, 2 = set uint, 3 = delete. `bytes` is base64 text.
 */
export interface EvalDelta__Output {
  'action': (number);
  'bytes'?: (string);
  'uint'?: (string);
  '_bytes'?: "bytes";
  '_uint'?: "uint";
}
