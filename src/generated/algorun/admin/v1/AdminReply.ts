// Original file: proto/algorun/admin/v1/admin.proto

import type { ListOAuthAppsResponse as _algorun_admin_v1_ListOAuthAppsResponse, ListOAuthAppsResponse__Output as _algorun_admin_v1_ListOAuthAppsResponse__Output } from '../../../algorun/admin/v1/ListOAuthAppsResponse.js';
import type { CreateOAuthAppResponse as _algorun_admin_v1_CreateOAuthAppResponse, CreateOAuthAppResponse__Output as _algorun_admin_v1_CreateOAuthAppResponse__Output } from '../../../algorun/admin/v1/CreateOAuthAppResponse.js';
import type { UpdateOAuthAppResponse as _algorun_admin_v1_UpdateOAuthAppResponse, UpdateOAuthAppResponse__Output as _algorun_admin_v1_UpdateOAuthAppResponse__Output } from '../../../algorun/admin/v1/UpdateOAuthAppResponse.js';
import type { DeleteOAuthAppResponse as _algorun_admin_v1_DeleteOAuthAppResponse, DeleteOAuthAppResponse__Output as _algorun_admin_v1_DeleteOAuthAppResponse__Output } from '../../../algorun/admin/v1/DeleteOAuthAppResponse.js';
import type { IssueTokenResponse as _algorun_admin_v1_IssueTokenResponse, IssueTokenResponse__Output as _algorun_admin_v1_IssueTokenResponse__Output } from '../../../algorun/admin/v1/IssueTokenResponse.js';
import type { RevokeTokenResponse as _algorun_admin_v1_RevokeTokenResponse, RevokeTokenResponse__Output as _algorun_admin_v1_RevokeTokenResponse__Output } from '../../../algorun/admin/v1/RevokeTokenResponse.js';
import type { IntrospectTokenResponse as _algorun_admin_v1_IntrospectTokenResponse, IntrospectTokenResponse__Output as _algorun_admin_v1_IntrospectTokenResponse__Output } from '../../../algorun/admin/v1/IntrospectTokenResponse.js';
import type { CallError as _algorun_common_v1_CallError, CallError__Output as _algorun_common_v1_CallError__Output } from '../../../algorun/common/v1/CallError.js';

export interface AdminReply {
  'list_oauth_apps'?: (_algorun_admin_v1_ListOAuthAppsResponse | null);
  'create_oauth_app'?: (_algorun_admin_v1_CreateOAuthAppResponse | null);
  'update_oauth_app'?: (_algorun_admin_v1_UpdateOAuthAppResponse | null);
  'delete_oauth_app'?: (_algorun_admin_v1_DeleteOAuthAppResponse | null);
  'issue_token'?: (_algorun_admin_v1_IssueTokenResponse | null);
  'revoke_token'?: (_algorun_admin_v1_RevokeTokenResponse | null);
  'introspect_token'?: (_algorun_admin_v1_IntrospectTokenResponse | null);
  'error'?: (_algorun_common_v1_CallError | null);
  'reply'?: "error"|"list_oauth_apps"|"create_oauth_app"|"update_oauth_app"|"delete_oauth_app"|"issue_token"|"revoke_token"|"introspect_token";
}

export interface AdminReply__Output {
  'list_oauth_apps'?: (_algorun_admin_v1_ListOAuthAppsResponse__Output | null);
  'create_oauth_app'?: (_algorun_admin_v1_CreateOAuthAppResponse__Output | null);
  'update_oauth_app'?: (_algorun_admin_v1_UpdateOAuthAppResponse__Output | null);
  'delete_oauth_app'?: (_algorun_admin_v1_DeleteOAuthAppResponse__Output | null);
  'issue_token'?: (_algorun_admin_v1_IssueTokenResponse__Output | null);
  'revoke_token'?: (_algorun_admin_v1_RevokeTokenResponse__Output | null);
  'introspect_token'?: (_algorun_admin_v1_IntrospectTokenResponse__Output | null);
  'error'?: (_algorun_common_v1_CallError__Output | null);
  'reply'?: "error"|"list_oauth_apps"|"create_oauth_app"|"update_oauth_app"|"delete_oauth_app"|"issue_token"|"revoke_token"|"introspect_token";
}
