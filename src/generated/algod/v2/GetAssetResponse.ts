// Original file: proto/algod/v2/algod.proto

import type { Asset as _algod_v2_Asset, Asset__Output as _algod_v2_Asset__Output } from '../../algod/v2/Asset.js';

export interface GetAssetResponse {
  'asset'?: (_algod_v2_Asset | null);
}

export interface GetAssetResponse__Output {
  'asset': (_algod_v2_Asset__Output | null);
}
