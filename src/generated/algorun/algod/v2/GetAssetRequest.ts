// Original file: proto/algorun/algod/v2/algod.proto

import type { Long } from '@grpc/proto-loader';

export interface GetAssetRequest {
  'asset_id'?: (number | string | Long);
}

export interface GetAssetRequest__Output {
  'asset_id': (string);
}
