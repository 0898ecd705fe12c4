// Original file: proto/algorun/admin/v1/admin.proto

import type { OAuthApp as _algorun_admin_v1_OAuthApp, OAuthApp__Output as _algorun_admin_v1_OAuthApp__Output } from '../../../algorun/admin/v1/OAuthApp.js';
import type { BlankFields as _algorun_admin_v1_BlankFields, BlankFields__Output as _algorun_admin_v1_BlankFields__Output } from '../../../algorun/admin/v1/BlankFields.js';

export interface CreateOAuthAppResponse {
  'oauth_app'?: (_algorun_admin_v1_OAuthApp | null);
  /**
   * Never set by algorun: blank required fields are an ADMIN_INVALID_FIELDS error (upstream answers HTTP 200
   * with a flat {field: "can't be blank"} map).
   */
  'blank_fields'?: (_algorun_admin_v1_BlankFields | null);
  'result'?: "oauth_app"|"blank_fields";
}

export interface CreateOAuthAppResponse__Output {
  'oauth_app'?: (_algorun_admin_v1_OAuthApp__Output | null);
  /**
   * Never set by algorun: blank required fields are an ADMIN_INVALID_FIELDS error (upstream answers HTTP 200
   * with a flat {field: "can't be blank"} map).
   */
  'blank_fields'?: (_algorun_admin_v1_BlankFields__Output | null);
  'result'?: "oauth_app"|"blank_fields";
}
