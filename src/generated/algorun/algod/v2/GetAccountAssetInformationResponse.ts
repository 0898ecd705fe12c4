// Original file: proto/algorun/algod/v2/algod.proto

import type { AssetHolding as _algorun_algod_v2_AssetHolding, AssetHolding__Output as _algorun_algod_v2_AssetHolding__Output } from '../../../algorun/algod/v2/AssetHolding.js';
import type { AssetParams as _algorun_algod_v2_AssetParams, AssetParams__Output as _algorun_algod_v2_AssetParams__Output } from '../../../algorun/algod/v2/AssetParams.js';
import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: asset-holding, created-asset, round. With format=msgpack only `msgpack` is set: the ledger's
 * {"asset-holding"?, "asset-params"?} record.
 */
export interface GetAccountAssetInformationResponse {
  'asset_holding'?: (_algorun_algod_v2_AssetHolding | null);
  'created_asset'?: (_algorun_algod_v2_AssetParams | null);
  'round'?: (number | string | Long);
  'msgpack'?: (Buffer | Uint8Array | string);
}

/**
 * JSON keys: asset-holding, created-asset, round. With format=msgpack only `msgpack` is set: the ledger's
 * {"asset-holding"?, "asset-params"?} record.
 */
export interface GetAccountAssetInformationResponse__Output {
  'asset_holding': (_algorun_algod_v2_AssetHolding__Output | null);
  'created_asset': (_algorun_algod_v2_AssetParams__Output | null);
  'round': (string);
  'msgpack': (Buffer);
}
