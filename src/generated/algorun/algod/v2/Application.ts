// Original file: proto/algorun/algod/v2/algod_models.proto

import type { ApplicationParams as _algorun_algod_v2_ApplicationParams, ApplicationParams__Output as _algorun_algod_v2_ApplicationParams__Output } from '../../../algorun/algod/v2/ApplicationParams.js';
import type { Long } from '@grpc/proto-loader';

export interface Application {
  'id'?: (number | string | Long);
  /**
   * Null only when the caller excluded created-app params.
   */
  'params'?: (_algorun_algod_v2_ApplicationParams | null);
}

export interface Application__Output {
  'id': (string);
  /**
   * Null only when the caller excluded created-app params.
   */
  'params': (_algorun_algod_v2_ApplicationParams__Output | null);
}
