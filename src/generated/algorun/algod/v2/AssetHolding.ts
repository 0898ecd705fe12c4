// Original file: proto/algorun/algod/v2/algod_models.proto

import type { Long } from '@grpc/proto-loader';

export interface AssetHolding {
  'amount'?: (number | string | Long);
  'asset_id'?: (number | string | Long);
  'is_frozen'?: (boolean);
}

export interface AssetHolding__Output {
  'amount': (string);
  'asset_id': (string);
  'is_frozen': (boolean);
}
