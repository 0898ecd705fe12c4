// Original file: proto/algorun/algod/v2/algod_models.proto

import type { TealKeyValue as _algorun_algod_v2_TealKeyValue, TealKeyValue__Output as _algorun_algod_v2_TealKeyValue__Output } from '../../../algorun/algod/v2/TealKeyValue.js';
import type { ApplicationStateSchema as _algorun_algod_v2_ApplicationStateSchema, ApplicationStateSchema__Output as _algorun_algod_v2_ApplicationStateSchema__Output } from '../../../algorun/algod/v2/ApplicationStateSchema.js';
import type { Long } from '@grpc/proto-loader';

export interface ApplicationLocalState {
  'id'?: (number | string | Long);
  /**
   * Omitted from JSON when empty.
   */
  'key_value'?: (_algorun_algod_v2_TealKeyValue)[];
  'schema'?: (_algorun_algod_v2_ApplicationStateSchema | null);
}

export interface ApplicationLocalState__Output {
  'id': (string);
  /**
   * Omitted from JSON when empty.
   */
  'key_value': (_algorun_algod_v2_TealKeyValue__Output)[];
  'schema': (_algorun_algod_v2_ApplicationStateSchema__Output | null);
}
