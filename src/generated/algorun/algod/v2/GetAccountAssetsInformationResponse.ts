// Original file: proto/algorun/algod/v2/algod.proto

import type { AccountAssetHolding as _algorun_algod_v2_AccountAssetHolding, AccountAssetHolding__Output as _algorun_algod_v2_AccountAssetHolding__Output } from '../../../algorun/algod/v2/AccountAssetHolding.js';
import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: asset-holdings, next-token, round.
 */
export interface GetAccountAssetsInformationResponse {
  'asset_holdings'?: (_algorun_algod_v2_AccountAssetHolding)[];
  'next_token'?: (string);
  'round'?: (number | string | Long);
  '_next_token'?: "next_token";
}

/**
 * JSON keys: asset-holdings, next-token, round.
 */
export interface GetAccountAssetsInformationResponse__Output {
  'asset_holdings': (_algorun_algod_v2_AccountAssetHolding__Output)[];
  'next_token'?: (string);
  'round': (string);
  '_next_token'?: "next_token";
}
