// Original file: proto/algorun/admin/v1/admin.proto

import type { ScopeList as _algorun_admin_v1_ScopeList, ScopeList__Output as _algorun_admin_v1_ScopeList__Output } from '../../../algorun/admin/v1/ScopeList.js';
import type { Long } from '@grpc/proto-loader';

export interface UpdateOAuthAppRequest {
  'id'?: (number | string | Long);
  /**
   * Each unset field is left unchanged.
   */
  'name'?: (string);
  'redirect_uris'?: (string);
  /**
   * Null = unchanged.
   */
  'scopes'?: (_algorun_admin_v1_ScopeList | null);
  /**
   * "" clears the website.
   */
  'website'?: (string);
  /**
   * Unset = false: an update without trusted makes the app untrusted (the API description's default, as upstream does).
   */
  'trusted'?: (boolean);
  '_name'?: "name";
  '_redirect_uris'?: "redirect_uris";
  '_website'?: "website";
  '_trusted'?: "trusted";
}

export interface UpdateOAuthAppRequest__Output {
  'id': (string);
  /**
   * Each unset field is left unchanged.
   */
  'name'?: (string);
  'redirect_uris'?: (string);
  /**
   * Null = unchanged.
   */
  'scopes': (_algorun_admin_v1_ScopeList__Output | null);
  /**
   * "" clears the website.
   */
  'website'?: (string);
  /**
   * Unset = false: an update without trusted makes the app untrusted (the API description's default, as upstream does).
   */
  'trusted'?: (boolean);
  '_name'?: "name";
  '_redirect_uris'?: "redirect_uris";
  '_website'?: "website";
  '_trusted'?: "trusted";
}
