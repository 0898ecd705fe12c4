// Original file: proto/algorun/algod/v2/algod_models.proto

import type { TealValue as _algorun_algod_v2_TealValue, TealValue__Output as _algorun_algod_v2_TealValue__Output } from '../../../algorun/algod/v2/TealValue.js';
import type { Long } from '@grpc/proto-loader';

export interface DryrunState {
  'error'?: (string);
  'line'?: (number | string | Long);
  'pc'?: (number | string | Long);
  /**
   * Omitted from JSON when empty.
   */
  'scratch'?: (_algorun_algod_v2_TealValue)[];
  'stack'?: (_algorun_algod_v2_TealValue)[];
  '_error'?: "error";
}

export interface DryrunState__Output {
  'error'?: (string);
  'line': (string);
  'pc': (string);
  /**
   * Omitted from JSON when empty.
   */
  'scratch': (_algorun_algod_v2_TealValue__Output)[];
  'stack': (_algorun_algod_v2_TealValue__Output)[];
  '_error'?: "error";
}
