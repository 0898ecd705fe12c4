// Original file: proto/algorun/algod/v2/algod_models.proto

import type { ApplicationLocalState as _algorun_algod_v2_ApplicationLocalState, ApplicationLocalState__Output as _algorun_algod_v2_ApplicationLocalState__Output } from '../../../algorun/algod/v2/ApplicationLocalState.js';
import type { ApplicationStateSchema as _algorun_algod_v2_ApplicationStateSchema, ApplicationStateSchema__Output as _algorun_algod_v2_ApplicationStateSchema__Output } from '../../../algorun/algod/v2/ApplicationStateSchema.js';
import type { AssetHolding as _algorun_algod_v2_AssetHolding, AssetHolding__Output as _algorun_algod_v2_AssetHolding__Output } from '../../../algorun/algod/v2/AssetHolding.js';
import type { Application as _algorun_algod_v2_Application, Application__Output as _algorun_algod_v2_Application__Output } from '../../../algorun/algod/v2/Application.js';
import type { Asset as _algorun_algod_v2_Asset, Asset__Output as _algorun_algod_v2_Asset__Output } from '../../../algorun/algod/v2/Asset.js';
import type { AccountParticipation as _algorun_algod_v2_AccountParticipation, AccountParticipation__Output as _algorun_algod_v2_AccountParticipation__Output } from '../../../algorun/algod/v2/AccountParticipation.js';
import type { Long } from '@grpc/proto-loader';

/**
 * GET /v2/accounts/{address} JSON model. With exclude=all the four resource arrays are left out of the JSON.
 */
export interface Account {
  'address'?: (string);
  'amount'?: (number | string | Long);
  'amount_without_pending_rewards'?: (number | string | Long);
  'apps_local_state'?: (_algorun_algod_v2_ApplicationLocalState)[];
  'apps_total_extra_pages'?: (number | string | Long);
  'apps_total_schema'?: (_algorun_algod_v2_ApplicationStateSchema | null);
  'assets'?: (_algorun_algod_v2_AssetHolding)[];
  'auth_addr'?: (string);
  'created_apps'?: (_algorun_algod_v2_Application)[];
  'created_assets'?: (_algorun_algod_v2_Asset)[];
  'incentive_eligible'?: (boolean);
  'last_heartbeat'?: (number | string | Long);
  'last_proposed'?: (number | string | Long);
  'min_balance'?: (number | string | Long);
  'participation'?: (_algorun_algod_v2_AccountParticipation | null);
  'pending_rewards'?: (number | string | Long);
  'reward_base'?: (number | string | Long);
  'rewards'?: (number | string | Long);
  'round'?: (number | string | Long);
  'sig_type'?: (string);
  /**
   * "Offline", "Online" or "Not Participating".
   */
  'status'?: (string);
  'total_apps_opted_in'?: (number | string | Long);
  'total_assets_opted_in'?: (number | string | Long);
  'total_box_bytes'?: (number | string | Long);
  'total_boxes'?: (number | string | Long);
  'total_created_apps'?: (number | string | Long);
  'total_created_assets'?: (number | string | Long);
  '_apps_total_extra_pages'?: "apps_total_extra_pages";
  '_auth_addr'?: "auth_addr";
  '_incentive_eligible'?: "incentive_eligible";
  '_last_heartbeat'?: "last_heartbeat";
  '_last_proposed'?: "last_proposed";
  '_sig_type'?: "sig_type";
  '_total_box_bytes'?: "total_box_bytes";
  '_total_boxes'?: "total_boxes";
}

/**
 * GET /v2/accounts/{address} JSON model. With exclude=all the four resource arrays are left out of the JSON.
 */
export interface Account__Output {
  'address': (string);
  'amount': (string);
  'amount_without_pending_rewards': (string);
  'apps_local_state': (_algorun_algod_v2_ApplicationLocalState__Output)[];
  'apps_total_extra_pages'?: (string);
  'apps_total_schema': (_algorun_algod_v2_ApplicationStateSchema__Output | null);
  'assets': (_algorun_algod_v2_AssetHolding__Output)[];
  'auth_addr'?: (string);
  'created_apps': (_algorun_algod_v2_Application__Output)[];
  'created_assets': (_algorun_algod_v2_Asset__Output)[];
  'incentive_eligible'?: (boolean);
  'last_heartbeat'?: (string);
  'last_proposed'?: (string);
  'min_balance': (string);
  'participation': (_algorun_algod_v2_AccountParticipation__Output | null);
  'pending_rewards': (string);
  'reward_base': (string);
  'rewards': (string);
  'round': (string);
  'sig_type'?: (string);
  /**
   * "Offline", "Online" or "Not Participating".
   */
  'status': (string);
  'total_apps_opted_in': (string);
  'total_assets_opted_in': (string);
  'total_box_bytes'?: (string);
  'total_boxes'?: (string);
  'total_created_apps': (string);
  'total_created_assets': (string);
  '_apps_total_extra_pages'?: "apps_total_extra_pages";
  '_auth_addr'?: "auth_addr";
  '_incentive_eligible'?: "incentive_eligible";
  '_last_heartbeat'?: "last_heartbeat";
  '_last_proposed'?: "last_proposed";
  '_sig_type'?: "sig_type";
  '_total_box_bytes'?: "total_box_bytes";
  '_total_boxes'?: "total_boxes";
}
