// Original file: proto/algorun/algod/v2/algod.proto

import type { BoxDescriptor as _algorun_algod_v2_BoxDescriptor, BoxDescriptor__Output as _algorun_algod_v2_BoxDescriptor__Output } from '../../../algorun/algod/v2/BoxDescriptor.js';
import type { Long } from '@grpc/proto-loader';

export interface GetApplicationBoxesResponse {
  'boxes'?: (_algorun_algod_v2_BoxDescriptor)[];
  'next_token'?: (string);
  'round'?: (number | string | Long);
  '_next_token'?: "next_token";
  '_round'?: "round";
}

export interface GetApplicationBoxesResponse__Output {
  'boxes': (_algorun_algod_v2_BoxDescriptor__Output)[];
  'next_token'?: (string);
  'round'?: (string);
  '_next_token'?: "next_token";
  '_round'?: "round";
}
