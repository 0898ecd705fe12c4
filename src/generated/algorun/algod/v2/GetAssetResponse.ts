// Original file: proto/algorun/algod/v2/algod.proto

import type { Asset as _algorun_algod_v2_Asset, Asset__Output as _algorun_algod_v2_Asset__Output } from '../../../algorun/algod/v2/Asset.js';

export interface GetAssetResponse {
  'asset'?: (_algorun_algod_v2_Asset | null);
}

export interface GetAssetResponse__Output {
  'asset': (_algorun_algod_v2_Asset__Output | null);
}
