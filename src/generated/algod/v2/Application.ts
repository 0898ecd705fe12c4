// Original file: proto/algod/v2/algod_models.proto

import type { ApplicationParams as _algod_v2_ApplicationParams, ApplicationParams__Output as _algod_v2_ApplicationParams__Output } from '../../algod/v2/ApplicationParams.js';
import type { Long } from '@grpc/proto-loader';

export interface Application {
  'id'?: (number | string | Long);
  /**
   * Null only when the caller excluded created-app params.
   */
  'params'?: (_algod_v2_ApplicationParams | null);
}

export interface Application__Output {
  'id': (string);
  /**
   * Null only when the caller excluded created-app params.
   */
  'params': (_algod_v2_ApplicationParams__Output | null);
}
