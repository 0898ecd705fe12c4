// Original file: proto/algorun/admin/v1/admin.proto

import type { OAuthApp as _algorun_admin_v1_OAuthApp, OAuthApp__Output as _algorun_admin_v1_OAuthApp__Output } from '../../../algorun/admin/v1/OAuthApp.js';

export interface UpdateOAuthAppResponse {
  'oauth_app'?: (_algorun_admin_v1_OAuthApp | null);
}

export interface UpdateOAuthAppResponse__Output {
  'oauth_app': (_algorun_admin_v1_OAuthApp__Output | null);
}
