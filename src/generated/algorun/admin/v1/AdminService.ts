// Original file: proto/algorun/admin/v1/admin.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateOAuthAppRequest as _algorun_admin_v1_CreateOAuthAppRequest, CreateOAuthAppRequest__Output as _algorun_admin_v1_CreateOAuthAppRequest__Output } from '../../../algorun/admin/v1/CreateOAuthAppRequest.js';
import type { CreateOAuthAppResponse as _algorun_admin_v1_CreateOAuthAppResponse, CreateOAuthAppResponse__Output as _algorun_admin_v1_CreateOAuthAppResponse__Output } from '../../../algorun/admin/v1/CreateOAuthAppResponse.js';
import type { DeleteOAuthAppRequest as _algorun_admin_v1_DeleteOAuthAppRequest, DeleteOAuthAppRequest__Output as _algorun_admin_v1_DeleteOAuthAppRequest__Output } from '../../../algorun/admin/v1/DeleteOAuthAppRequest.js';
import type { DeleteOAuthAppResponse as _algorun_admin_v1_DeleteOAuthAppResponse, DeleteOAuthAppResponse__Output as _algorun_admin_v1_DeleteOAuthAppResponse__Output } from '../../../algorun/admin/v1/DeleteOAuthAppResponse.js';
import type { ExecuteBatchRequest as _algorun_admin_v1_ExecuteBatchRequest, ExecuteBatchRequest__Output as _algorun_admin_v1_ExecuteBatchRequest__Output } from '../../../algorun/admin/v1/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _algorun_admin_v1_ExecuteBatchResponse, ExecuteBatchResponse__Output as _algorun_admin_v1_ExecuteBatchResponse__Output } from '../../../algorun/admin/v1/ExecuteBatchResponse.js';
import type { IntrospectTokenRequest as _algorun_admin_v1_IntrospectTokenRequest, IntrospectTokenRequest__Output as _algorun_admin_v1_IntrospectTokenRequest__Output } from '../../../algorun/admin/v1/IntrospectTokenRequest.js';
import type { IntrospectTokenResponse as _algorun_admin_v1_IntrospectTokenResponse, IntrospectTokenResponse__Output as _algorun_admin_v1_IntrospectTokenResponse__Output } from '../../../algorun/admin/v1/IntrospectTokenResponse.js';
import type { IssueTokenRequest as _algorun_admin_v1_IssueTokenRequest, IssueTokenRequest__Output as _algorun_admin_v1_IssueTokenRequest__Output } from '../../../algorun/admin/v1/IssueTokenRequest.js';
import type { IssueTokenResponse as _algorun_admin_v1_IssueTokenResponse, IssueTokenResponse__Output as _algorun_admin_v1_IssueTokenResponse__Output } from '../../../algorun/admin/v1/IssueTokenResponse.js';
import type { ListOAuthAppsRequest as _algorun_admin_v1_ListOAuthAppsRequest, ListOAuthAppsRequest__Output as _algorun_admin_v1_ListOAuthAppsRequest__Output } from '../../../algorun/admin/v1/ListOAuthAppsRequest.js';
import type { ListOAuthAppsResponse as _algorun_admin_v1_ListOAuthAppsResponse, ListOAuthAppsResponse__Output as _algorun_admin_v1_ListOAuthAppsResponse__Output } from '../../../algorun/admin/v1/ListOAuthAppsResponse.js';
import type { RevokeTokenRequest as _algorun_admin_v1_RevokeTokenRequest, RevokeTokenRequest__Output as _algorun_admin_v1_RevokeTokenRequest__Output } from '../../../algorun/admin/v1/RevokeTokenRequest.js';
import type { RevokeTokenResponse as _algorun_admin_v1_RevokeTokenResponse, RevokeTokenResponse__Output as _algorun_admin_v1_RevokeTokenResponse__Output } from '../../../algorun/admin/v1/RevokeTokenResponse.js';
import type { UpdateOAuthAppRequest as _algorun_admin_v1_UpdateOAuthAppRequest, UpdateOAuthAppRequest__Output as _algorun_admin_v1_UpdateOAuthAppRequest__Output } from '../../../algorun/admin/v1/UpdateOAuthAppRequest.js';
import type { UpdateOAuthAppResponse as _algorun_admin_v1_UpdateOAuthAppResponse, UpdateOAuthAppResponse__Output as _algorun_admin_v1_UpdateOAuthAppResponse__Output } from '../../../algorun/admin/v1/UpdateOAuthAppResponse.js';

export interface AdminServiceClient extends grpc.Client {
  /**
   * Creates an app; 200 with the app (docs/spec/oauth-apps.md §6).
   */
  CreateOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  CreateOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  CreateOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  CreateOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates an app; 200 with the app (docs/spec/oauth-apps.md §6).
   */
  createOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  createOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  createOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  createOAuthApp(argument: _algorun_admin_v1_CreateOAuthAppRequest, callback: grpc.requestCallback<_algorun_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes an app; 204 with an empty body (docs/spec/oauth-apps.md §8).
   */
  DeleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  DeleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  DeleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  DeleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes an app; 204 with an empty body (docs/spec/oauth-apps.md §8).
   */
  deleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  deleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  deleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  deleteOAuthApp(argument: _algorun_admin_v1_DeleteOAuthAppRequest, callback: grpc.requestCallback<_algorun_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Many calls in one message, answered in order.
   */
  ExecuteBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Many calls in one message, answered in order.
   */
  executeBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_admin_v1_ExecuteBatchRequest, callback: grpc.requestCallback<_algorun_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Whether a bearer token is live, its scopes and whether it is an operator token (RFC 7662 in spirit). Needs an
   * operator token with `admin:write` (or `write`) in `authorization`, like the app RPCs. gRPC only.
   */
  IntrospectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  IntrospectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  IntrospectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  IntrospectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Whether a bearer token is live, its scopes and whether it is an operator token (RFC 7662 in spirit). Needs an
   * operator token with `admin:write` (or `write`) in `authorization`, like the app RPCs. gRPC only.
   */
  introspectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  introspectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  introspectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  introspectToken(argument: _algorun_admin_v1_IntrospectTokenRequest, callback: grpc.requestCallback<_algorun_admin_v1_IntrospectTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /oauth/token: the client credentials grant (RFC 6749 §4.4). No bearer token: the app authenticates with
   * client_id and client_secret in the request. Errors in the RFC 6749 §5.2 shape.
   */
  IssueToken(argument: _algorun_admin_v1_IssueTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueToken(argument: _algorun_admin_v1_IssueTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueToken(argument: _algorun_admin_v1_IssueTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  IssueToken(argument: _algorun_admin_v1_IssueTokenRequest, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /oauth/token: the client credentials grant (RFC 6749 §4.4). No bearer token: the app authenticates with
   * client_id and client_secret in the request. Errors in the RFC 6749 §5.2 shape.
   */
  issueToken(argument: _algorun_admin_v1_IssueTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  issueToken(argument: _algorun_admin_v1_IssueTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  issueToken(argument: _algorun_admin_v1_IssueTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  issueToken(argument: _algorun_admin_v1_IssueTokenRequest, callback: grpc.requestCallback<_algorun_admin_v1_IssueTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * One page of apps, filtered by the query (docs/spec/oauth-apps.md §5). Every app route is served under both
   * /api/v1/pleroma/admin and /api/pleroma/admin.
   */
  ListOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  ListOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  ListOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  ListOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * One page of apps, filtered by the query (docs/spec/oauth-apps.md §5). Every app route is served under both
   * /api/v1/pleroma/admin and /api/pleroma/admin.
   */
  listOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  listOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  listOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  listOAuthApps(argument: _algorun_admin_v1_ListOAuthAppsRequest, callback: grpc.requestCallback<_algorun_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /oauth/revoke (RFC 7009): revokes a token issued to the authenticated app. No bearer token.
   */
  RevokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  RevokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /oauth/revoke (RFC 7009): revokes a token issued to the authenticated app. No bearer token.
   */
  revokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  revokeToken(argument: _algorun_admin_v1_RevokeTokenRequest, callback: grpc.requestCallback<_algorun_admin_v1_RevokeTokenResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Updates the fields present; 200 with the app (docs/spec/oauth-apps.md §7).
   */
  UpdateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  UpdateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  UpdateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  UpdateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Updates the fields present; 200 with the app (docs/spec/oauth-apps.md §7).
   */
  updateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  updateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  updateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  updateOAuthApp(argument: _algorun_admin_v1_UpdateOAuthAppRequest, callback: grpc.requestCallback<_algorun_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AdminServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Creates an app; 200 with the app (docs/spec/oauth-apps.md §6).
   */
  CreateOAuthApp: grpc.handleUnaryCall<_algorun_admin_v1_CreateOAuthAppRequest__Output, _algorun_admin_v1_CreateOAuthAppResponse>;
  
  /**
   * Deletes an app; 204 with an empty body (docs/spec/oauth-apps.md §8).
   */
  DeleteOAuthApp: grpc.handleUnaryCall<_algorun_admin_v1_DeleteOAuthAppRequest__Output, _algorun_admin_v1_DeleteOAuthAppResponse>;
  
  /**
   * Many calls in one message, answered in order.
   */
  ExecuteBatch: grpc.handleUnaryCall<_algorun_admin_v1_ExecuteBatchRequest__Output, _algorun_admin_v1_ExecuteBatchResponse>;
  
  /**
   * Whether a bearer token is live, its scopes and whether it is an operator token (RFC 7662 in spirit). Needs an
   * operator token with `admin:write` (or `write`) in `authorization`, like the app RPCs. gRPC only.
   */
  IntrospectToken: grpc.handleUnaryCall<_algorun_admin_v1_IntrospectTokenRequest__Output, _algorun_admin_v1_IntrospectTokenResponse>;
  
  /**
   * POST /oauth/token: the client credentials grant (RFC 6749 §4.4). No bearer token: the app authenticates with
   * client_id and client_secret in the request. Errors in the RFC 6749 §5.2 shape.
   */
  IssueToken: grpc.handleUnaryCall<_algorun_admin_v1_IssueTokenRequest__Output, _algorun_admin_v1_IssueTokenResponse>;
  
  /**
   * One page of apps, filtered by the query (docs/spec/oauth-apps.md §5). Every app route is served under both
   * /api/v1/pleroma/admin and /api/pleroma/admin.
   */
  ListOAuthApps: grpc.handleUnaryCall<_algorun_admin_v1_ListOAuthAppsRequest__Output, _algorun_admin_v1_ListOAuthAppsResponse>;
  
  /**
   * POST /oauth/revoke (RFC 7009): revokes a token issued to the authenticated app. No bearer token.
   */
  RevokeToken: grpc.handleUnaryCall<_algorun_admin_v1_RevokeTokenRequest__Output, _algorun_admin_v1_RevokeTokenResponse>;
  
  /**
   * Updates the fields present; 200 with the app (docs/spec/oauth-apps.md §7).
   */
  UpdateOAuthApp: grpc.handleUnaryCall<_algorun_admin_v1_UpdateOAuthAppRequest__Output, _algorun_admin_v1_UpdateOAuthAppResponse>;
  
}

export interface AdminServiceDefinition extends grpc.ServiceDefinition {
  CreateOAuthApp: MethodDefinition<_algorun_admin_v1_CreateOAuthAppRequest, _algorun_admin_v1_CreateOAuthAppResponse, _algorun_admin_v1_CreateOAuthAppRequest__Output, _algorun_admin_v1_CreateOAuthAppResponse__Output>
  DeleteOAuthApp: MethodDefinition<_algorun_admin_v1_DeleteOAuthAppRequest, _algorun_admin_v1_DeleteOAuthAppResponse, _algorun_admin_v1_DeleteOAuthAppRequest__Output, _algorun_admin_v1_DeleteOAuthAppResponse__Output>
  ExecuteBatch: MethodDefinition<_algorun_admin_v1_ExecuteBatchRequest, _algorun_admin_v1_ExecuteBatchResponse, _algorun_admin_v1_ExecuteBatchRequest__Output, _algorun_admin_v1_ExecuteBatchResponse__Output>
  IntrospectToken: MethodDefinition<_algorun_admin_v1_IntrospectTokenRequest, _algorun_admin_v1_IntrospectTokenResponse, _algorun_admin_v1_IntrospectTokenRequest__Output, _algorun_admin_v1_IntrospectTokenResponse__Output>
  IssueToken: MethodDefinition<_algorun_admin_v1_IssueTokenRequest, _algorun_admin_v1_IssueTokenResponse, _algorun_admin_v1_IssueTokenRequest__Output, _algorun_admin_v1_IssueTokenResponse__Output>
  ListOAuthApps: MethodDefinition<_algorun_admin_v1_ListOAuthAppsRequest, _algorun_admin_v1_ListOAuthAppsResponse, _algorun_admin_v1_ListOAuthAppsRequest__Output, _algorun_admin_v1_ListOAuthAppsResponse__Output>
  RevokeToken: MethodDefinition<_algorun_admin_v1_RevokeTokenRequest, _algorun_admin_v1_RevokeTokenResponse, _algorun_admin_v1_RevokeTokenRequest__Output, _algorun_admin_v1_RevokeTokenResponse__Output>
  UpdateOAuthApp: MethodDefinition<_algorun_admin_v1_UpdateOAuthAppRequest, _algorun_admin_v1_UpdateOAuthAppResponse, _algorun_admin_v1_UpdateOAuthAppRequest__Output, _algorun_admin_v1_UpdateOAuthAppResponse__Output>
}
