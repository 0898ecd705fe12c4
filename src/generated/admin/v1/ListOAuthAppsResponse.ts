// Original file: proto/admin/v1/admin.proto

import type { OAuthApp as _admin_v1_OAuthApp, OAuthApp__Output as _admin_v1_OAuthApp__Output } from '../../admin/v1/OAuthApp.js';
import type { Long } from '@grpc/proto-loader';

export interface ListOAuthAppsResponse {
  'apps'?: (_admin_v1_OAuthApp)[];
  /**
   * Number of apps matching the filters (name, client_id, trusted), before paging.
   */
  'count'?: (number | string | Long);
  'page_size'?: (number | string | Long);
}

export interface ListOAuthAppsResponse__Output {
  'apps': (_admin_v1_OAuthApp__Output)[];
  /**
   * Number of apps matching the filters (name, client_id, trusted), before paging.
   */
  'count': (string);
  'page_size': (string);
}
