// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetApplicationRequest {
  'application_id'?: (number | string | Long);
}

export interface GetApplicationRequest__Output {
  'application_id': (string);
}
