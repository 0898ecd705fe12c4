// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface RegisterParticipationKeysRequest {
  'address'?: (string);
  'fee'?: (number | string | Long);
  'key_dilution'?: (number | string | Long);
  'round_last_valid'?: (number | string | Long);
  'no_wait'?: (boolean);
}

export interface RegisterParticipationKeysRequest__Output {
  'address': (string);
  'fee': (string);
  'key_dilution': (string);
  'round_last_valid': (string);
  'no_wait': (boolean);
}
