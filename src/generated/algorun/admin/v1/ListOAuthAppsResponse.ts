// Original file: proto/algorun/admin/v1/admin.proto

import type { OAuthApp as _algorun_admin_v1_OAuthApp, OAuthApp__Output as _algorun_admin_v1_OAuthApp__Output } from '../../../algorun/admin/v1/OAuthApp.js';
import type { Long } from '@grpc/proto-loader';

export interface ListOAuthAppsResponse {
  'apps'?: (_algorun_admin_v1_OAuthApp)[];
  /**
   * Number of apps matching the filters (name, client_id, trusted), before paging.
   */
  'count'?: (number | string | Long);
  'page_size'?: (number | string | Long);
}

export interface ListOAuthAppsResponse__Output {
  'apps': (_algorun_admin_v1_OAuthApp__Output)[];
  /**
   * Number of apps matching the filters (name, client_id, trusted), before paging.
   */
  'count': (string);
  'page_size': (string);
}
