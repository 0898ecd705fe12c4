// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GenerateParticipationKeysRequest {
  'address'?: (string);
  'first'?: (number | string | Long);
  'last'?: (number | string | Long);
  'dilution'?: (number | string | Long);
  '_dilution'?: "dilution";
}

export interface GenerateParticipationKeysRequest__Output {
  'address': (string);
  'first': (string);
  'last': (string);
  'dilution'?: (string);
  '_dilution'?: "dilution";
}
