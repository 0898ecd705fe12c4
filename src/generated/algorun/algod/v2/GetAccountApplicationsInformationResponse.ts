// Original file: proto/algorun/algod/v2/algod.proto

import type { AccountApplicationResource as _algorun_algod_v2_AccountApplicationResource, AccountApplicationResource__Output as _algorun_algod_v2_AccountApplicationResource__Output } from '../../../algorun/algod/v2/AccountApplicationResource.js';
import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: application-resources, next-token, round.
 */
export interface GetAccountApplicationsInformationResponse {
  'application_resources'?: (_algorun_algod_v2_AccountApplicationResource)[];
  'next_token'?: (string);
  'round'?: (number | string | Long);
  '_next_token'?: "next_token";
}

/**
 * JSON keys: application-resources, next-token, round.
 */
export interface GetAccountApplicationsInformationResponse__Output {
  'application_resources': (_algorun_algod_v2_AccountApplicationResource__Output)[];
  'next_token'?: (string);
  'round': (string);
  '_next_token'?: "next_token";
}
