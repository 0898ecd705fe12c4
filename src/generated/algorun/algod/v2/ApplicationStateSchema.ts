// Original file: proto/algorun/algod/v2/algod_models.proto

import type { Long } from '@grpc/proto-loader';

export interface ApplicationStateSchema {
  'num_byte_slice'?: (number | string | Long);
  'num_uint'?: (number | string | Long);
}

export interface ApplicationStateSchema__Output {
  'num_byte_slice': (string);
  'num_uint': (string);
}
