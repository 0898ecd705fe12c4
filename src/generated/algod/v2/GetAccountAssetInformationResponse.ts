// Original file: proto/algod/v2/algod.proto

import type { AssetHolding as _algod_v2_AssetHolding, AssetHolding__Output as _algod_v2_AssetHolding__Output } from '../../algod/v2/AssetHolding.js';
import type { AssetParams as _algod_v2_AssetParams, AssetParams__Output as _algod_v2_AssetParams__Output } from '../../algod/v2/AssetParams.js';
import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: asset-holding, created-asset, round. With format=msgpack only `msgpack` is set: the ledger's
 * {"asset-holding"?, "asset-params"?} record.
 */
export interface GetAccountAssetInformationResponse {
  'asset_holding'?: (_algod_v2_AssetHolding | null);
  'created_asset'?: (_algod_v2_AssetParams | null);
  'round'?: (number | string | Long);
  'msgpack'?: (Buffer | Uint8Array | string);
}

/**
 * JSON keys: asset-holding, created-asset, round. With format=msgpack only `msgpack` is set: the ledger's
 * {"asset-holding"?, "asset-params"?} record.
 */
export interface GetAccountAssetInformationResponse__Output {
  'asset_holding': (_algod_v2_AssetHolding__Output | null);
  'created_asset': (_algod_v2_AssetParams__Output | null);
  'round': (string);
  'msgpack': (Buffer);
}
