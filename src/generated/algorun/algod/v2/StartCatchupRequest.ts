// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface StartCatchupRequest {
  'catchpoint'?: (string);
  'min'?: (number | string | Long);
}

export interface StartCatchupRequest__Output {
  'catchpoint': (string);
  'min': (string);
}
