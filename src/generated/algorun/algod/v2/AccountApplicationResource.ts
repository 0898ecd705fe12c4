// Original file: proto/algorun/algod/v2/algod.proto

import type { ApplicationLocalState as _algorun_algod_v2_ApplicationLocalState, ApplicationLocalState__Output as _algorun_algod_v2_ApplicationLocalState__Output } from '../../../algorun/algod/v2/ApplicationLocalState.js';
import type { ApplicationParams as _algorun_algod_v2_ApplicationParams, ApplicationParams__Output as _algorun_algod_v2_ApplicationParams__Output } from '../../../algorun/algod/v2/ApplicationParams.js';
import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: app-local-state, deleted, id, params.
 */
export interface AccountApplicationResource {
  'app_local_state'?: (_algorun_algod_v2_ApplicationLocalState | null);
  /**
   * Set (true) only when the application no longer exists.
   */
  'deleted'?: (boolean);
  'id'?: (number | string | Long);
  'params'?: (_algorun_algod_v2_ApplicationParams | null);
  '_deleted'?: "deleted";
}

/**
 * JSON keys: app-local-state, deleted, id, params.
 */
export interface AccountApplicationResource__Output {
  'app_local_state': (_algorun_algod_v2_ApplicationLocalState__Output | null);
  /**
   * Set (true) only when the application no longer exists.
   */
  'deleted'?: (boolean);
  'id': (string);
  'params': (_algorun_algod_v2_ApplicationParams__Output | null);
  '_deleted'?: "deleted";
}
