// Original file: proto/algorun/algod/v2/algod.proto

import type { AssetHolding as _algorun_algod_v2_AssetHolding, AssetHolding__Output as _algorun_algod_v2_AssetHolding__Output } from '../../../algorun/algod/v2/AssetHolding.js';
import type { AssetParams as _algorun_algod_v2_AssetParams, AssetParams__Output as _algorun_algod_v2_AssetParams__Output } from '../../../algorun/algod/v2/AssetParams.js';

/**
 * JSON keys: asset-holding, asset-params (the params of the asset, when it still exists).
 */
export interface AccountAssetHolding {
  'asset_holding'?: (_algorun_algod_v2_AssetHolding | null);
  'asset_params'?: (_algorun_algod_v2_AssetParams | null);
}

/**
 * JSON keys: asset-holding, asset-params (the params of the asset, when it still exists).
 */
export interface AccountAssetHolding__Output {
  'asset_holding': (_algorun_algod_v2_AssetHolding__Output | null);
  'asset_params': (_algorun_algod_v2_AssetParams__Output | null);
}
