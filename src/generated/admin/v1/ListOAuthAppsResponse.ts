// Original file: proto/admin/v1/admin.proto

import type { OAuthApp as _admin_v1_OAuthApp, OAuthApp__Output as _admin_v1_OAuthApp__Output } from '../../admin/v1/OAuthApp.js';
import type { Long } from '@grpc/proto-loader';

export interface ListOAuthAppsResponse {
  'apps'?: (_admin_v1_OAuthApp)[];
  /**
   * Total number of apps, regardless of filters and paging.
   */
  'count'?: (number | string | Long);
  'page_size'?: (number | string | Long);
}

export interface ListOAuthAppsResponse__Output {
  'apps': (_admin_v1_OAuthApp__Output)[];
  /**
   * Total number of apps, regardless of filters and paging.
   */
  'count': (string);
  'page_size': (string);
}
