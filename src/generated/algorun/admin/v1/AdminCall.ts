// Original file: proto/algorun/admin/v1/admin.proto

import type { ListOAuthAppsRequest as _algorun_admin_v1_ListOAuthAppsRequest, ListOAuthAppsRequest__Output as _algorun_admin_v1_ListOAuthAppsRequest__Output } from '../../../algorun/admin/v1/ListOAuthAppsRequest.js';
import type { CreateOAuthAppRequest as _algorun_admin_v1_CreateOAuthAppRequest, CreateOAuthAppRequest__Output as _algorun_admin_v1_CreateOAuthAppRequest__Output } from '../../../algorun/admin/v1/CreateOAuthAppRequest.js';
import type { UpdateOAuthAppRequest as _algorun_admin_v1_UpdateOAuthAppRequest, UpdateOAuthAppRequest__Output as _algorun_admin_v1_UpdateOAuthAppRequest__Output } from '../../../algorun/admin/v1/UpdateOAuthAppRequest.js';
import type { DeleteOAuthAppRequest as _algorun_admin_v1_DeleteOAuthAppRequest, DeleteOAuthAppRequest__Output as _algorun_admin_v1_DeleteOAuthAppRequest__Output } from '../../../algorun/admin/v1/DeleteOAuthAppRequest.js';
import type { IssueTokenRequest as _algorun_admin_v1_IssueTokenRequest, IssueTokenRequest__Output as _algorun_admin_v1_IssueTokenRequest__Output } from '../../../algorun/admin/v1/IssueTokenRequest.js';
import type { RevokeTokenRequest as _algorun_admin_v1_RevokeTokenRequest, RevokeTokenRequest__Output as _algorun_admin_v1_RevokeTokenRequest__Output } from '../../../algorun/admin/v1/RevokeTokenRequest.js';
import type { IntrospectTokenRequest as _algorun_admin_v1_IntrospectTokenRequest, IntrospectTokenRequest__Output as _algorun_admin_v1_IntrospectTokenRequest__Output } from '../../../algorun/admin/v1/IntrospectTokenRequest.js';

/**
 * One call of a batch. The case names are the snake_case RPC names.
 */
export interface AdminCall {
  'list_oauth_apps'?: (_algorun_admin_v1_ListOAuthAppsRequest | null);
  'create_oauth_app'?: (_algorun_admin_v1_CreateOAuthAppRequest | null);
  'update_oauth_app'?: (_algorun_admin_v1_UpdateOAuthAppRequest | null);
  'delete_oauth_app'?: (_algorun_admin_v1_DeleteOAuthAppRequest | null);
  'issue_token'?: (_algorun_admin_v1_IssueTokenRequest | null);
  'revoke_token'?: (_algorun_admin_v1_RevokeTokenRequest | null);
  'introspect_token'?: (_algorun_admin_v1_IntrospectTokenRequest | null);
  'call'?: "list_oauth_apps"|"create_oauth_app"|"update_oauth_app"|"delete_oauth_app"|"issue_token"|"revoke_token"|"introspect_token";
}

/**
 * One call of a batch. The case names are the snake_case RPC names.
 */
export interface AdminCall__Output {
  'list_oauth_apps'?: (_algorun_admin_v1_ListOAuthAppsRequest__Output | null);
  'create_oauth_app'?: (_algorun_admin_v1_CreateOAuthAppRequest__Output | null);
  'update_oauth_app'?: (_algorun_admin_v1_UpdateOAuthAppRequest__Output | null);
  'delete_oauth_app'?: (_algorun_admin_v1_DeleteOAuthAppRequest__Output | null);
  'issue_token'?: (_algorun_admin_v1_IssueTokenRequest__Output | null);
  'revoke_token'?: (_algorun_admin_v1_RevokeTokenRequest__Output | null);
  'introspect_token'?: (_algorun_admin_v1_IntrospectTokenRequest__Output | null);
  'call'?: "list_oauth_apps"|"create_oauth_app"|"update_oauth_app"|"delete_oauth_app"|"issue_token"|"revoke_token"|"introspect_token";
}
