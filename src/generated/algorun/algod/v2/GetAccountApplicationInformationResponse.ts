// Original file: proto/algorun/algod/v2/algod.proto

import type { ApplicationLocalState as _algorun_algod_v2_ApplicationLocalState, ApplicationLocalState__Output as _algorun_algod_v2_ApplicationLocalState__Output } from '../../../algorun/algod/v2/ApplicationLocalState.js';
import type { ApplicationParams as _algorun_algod_v2_ApplicationParams, ApplicationParams__Output as _algorun_algod_v2_ApplicationParams__Output } from '../../../algorun/algod/v2/ApplicationParams.js';
import type { Long } from '@grpc/proto-loader';

/**
 * JSON keys: app-local-state, created-app, round. With format=msgpack only `msgpack` is set: the ledger's
 * {"app-local-state"?, "app-params"?} record.
 */
export interface GetAccountApplicationInformationResponse {
  'app_local_state'?: (_algorun_algod_v2_ApplicationLocalState | null);
  'created_app'?: (_algorun_algod_v2_ApplicationParams | null);
  'round'?: (number | string | Long);
  'msgpack'?: (Buffer | Uint8Array | string);
}

/**
 * JSON keys: app-local-state, created-app, round. With format=msgpack only `msgpack` is set: the ledger's
 * {"app-local-state"?, "app-params"?} record.
 */
export interface GetAccountApplicationInformationResponse__Output {
  'app_local_state': (_algorun_algod_v2_ApplicationLocalState__Output | null);
  'created_app': (_algorun_algod_v2_ApplicationParams__Output | null);
  'round': (string);
  'msgpack': (Buffer);
}
