// Original file: proto/algorun/algod/v2/algod_models.proto

import type { AssetParams as _algorun_algod_v2_AssetParams, AssetParams__Output as _algorun_algod_v2_AssetParams__Output } from '../../../algorun/algod/v2/AssetParams.js';
import type { Long } from '@grpc/proto-loader';

export interface Asset {
  'index'?: (number | string | Long);
  /**
   * Null only when the caller excluded created-asset params.
   */
  'params'?: (_algorun_algod_v2_AssetParams | null);
}

export interface Asset__Output {
  'index': (string);
  /**
   * Null only when the caller excluded created-asset params.
   */
  'params': (_algorun_algod_v2_AssetParams__Output | null);
}
