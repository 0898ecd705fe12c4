// Original file: proto/admin/v1/admin.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateOAuthAppRequest as _admin_v1_CreateOAuthAppRequest, CreateOAuthAppRequest__Output as _admin_v1_CreateOAuthAppRequest__Output } from '../../admin/v1/CreateOAuthAppRequest.js';
import type { CreateOAuthAppResponse as _admin_v1_CreateOAuthAppResponse, CreateOAuthAppResponse__Output as _admin_v1_CreateOAuthAppResponse__Output } from '../../admin/v1/CreateOAuthAppResponse.js';
import type { DeleteOAuthAppRequest as _admin_v1_DeleteOAuthAppRequest, DeleteOAuthAppRequest__Output as _admin_v1_DeleteOAuthAppRequest__Output } from '../../admin/v1/DeleteOAuthAppRequest.js';
import type { DeleteOAuthAppResponse as _admin_v1_DeleteOAuthAppResponse, DeleteOAuthAppResponse__Output as _admin_v1_DeleteOAuthAppResponse__Output } from '../../admin/v1/DeleteOAuthAppResponse.js';
import type { ExecuteBatchRequest as _admin_v1_ExecuteBatchRequest, ExecuteBatchRequest__Output as _admin_v1_ExecuteBatchRequest__Output } from '../../admin/v1/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _admin_v1_ExecuteBatchResponse, ExecuteBatchResponse__Output as _admin_v1_ExecuteBatchResponse__Output } from '../../admin/v1/ExecuteBatchResponse.js';
import type { ListOAuthAppsRequest as _admin_v1_ListOAuthAppsRequest, ListOAuthAppsRequest__Output as _admin_v1_ListOAuthAppsRequest__Output } from '../../admin/v1/ListOAuthAppsRequest.js';
import type { ListOAuthAppsResponse as _admin_v1_ListOAuthAppsResponse, ListOAuthAppsResponse__Output as _admin_v1_ListOAuthAppsResponse__Output } from '../../admin/v1/ListOAuthAppsResponse.js';
import type { UpdateOAuthAppRequest as _admin_v1_UpdateOAuthAppRequest, UpdateOAuthAppRequest__Output as _admin_v1_UpdateOAuthAppRequest__Output } from '../../admin/v1/UpdateOAuthAppRequest.js';
import type { UpdateOAuthAppResponse as _admin_v1_UpdateOAuthAppResponse, UpdateOAuthAppResponse__Output as _admin_v1_UpdateOAuthAppResponse__Output } from '../../admin/v1/UpdateOAuthAppResponse.js';

export interface AdminServiceClient extends grpc.Client {
  /**
   * POST /api/v1/pleroma/admin/oauth_app
   */
  CreateOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  CreateOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  CreateOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  CreateOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /api/v1/pleroma/admin/oauth_app
   */
  createOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  createOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  createOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  createOAuthApp(argument: _admin_v1_CreateOAuthAppRequest, callback: grpc.requestCallback<_admin_v1_CreateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /api/v1/pleroma/admin/oauth_app/{id}
   */
  DeleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  DeleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  DeleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  DeleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /api/v1/pleroma/admin/oauth_app/{id}
   */
  deleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  deleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  deleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  deleteOAuthApp(argument: _admin_v1_DeleteOAuthAppRequest, callback: grpc.requestCallback<_admin_v1_DeleteOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Many calls in one message, answered in order.
   */
  ExecuteBatch(argument: _admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _admin_v1_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _admin_v1_ExecuteBatchRequest, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Many calls in one message, answered in order.
   */
  executeBatch(argument: _admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _admin_v1_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _admin_v1_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _admin_v1_ExecuteBatchRequest, callback: grpc.requestCallback<_admin_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /api/v1/pleroma/admin/oauth_app (also under /api/pleroma/admin)
   */
  ListOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  ListOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  ListOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  ListOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /api/v1/pleroma/admin/oauth_app (also under /api/pleroma/admin)
   */
  listOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  listOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  listOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  listOAuthApps(argument: _admin_v1_ListOAuthAppsRequest, callback: grpc.requestCallback<_admin_v1_ListOAuthAppsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * PATCH /api/v1/pleroma/admin/oauth_app/{id}
   */
  UpdateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  UpdateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  UpdateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  UpdateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  /**
   * PATCH /api/v1/pleroma/admin/oauth_app/{id}
   */
  updateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  updateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  updateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  updateOAuthApp(argument: _admin_v1_UpdateOAuthAppRequest, callback: grpc.requestCallback<_admin_v1_UpdateOAuthAppResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AdminServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * POST /api/v1/pleroma/admin/oauth_app
   */
  CreateOAuthApp: grpc.handleUnaryCall<_admin_v1_CreateOAuthAppRequest__Output, _admin_v1_CreateOAuthAppResponse>;
  
  /**
   * DELETE /api/v1/pleroma/admin/oauth_app/{id}
   */
  DeleteOAuthApp: grpc.handleUnaryCall<_admin_v1_DeleteOAuthAppRequest__Output, _admin_v1_DeleteOAuthAppResponse>;
  
  /**
   * Many calls in one message, answered in order.
   */
  ExecuteBatch: grpc.handleUnaryCall<_admin_v1_ExecuteBatchRequest__Output, _admin_v1_ExecuteBatchResponse>;
  
  /**
   * GET /api/v1/pleroma/admin/oauth_app (also under /api/pleroma/admin)
   */
  ListOAuthApps: grpc.handleUnaryCall<_admin_v1_ListOAuthAppsRequest__Output, _admin_v1_ListOAuthAppsResponse>;
  
  /**
   * PATCH /api/v1/pleroma/admin/oauth_app/{id}
   */
  UpdateOAuthApp: grpc.handleUnaryCall<_admin_v1_UpdateOAuthAppRequest__Output, _admin_v1_UpdateOAuthAppResponse>;
  
}

export interface AdminServiceDefinition extends grpc.ServiceDefinition {
  CreateOAuthApp: MethodDefinition<_admin_v1_CreateOAuthAppRequest, _admin_v1_CreateOAuthAppResponse, _admin_v1_CreateOAuthAppRequest__Output, _admin_v1_CreateOAuthAppResponse__Output>
  DeleteOAuthApp: MethodDefinition<_admin_v1_DeleteOAuthAppRequest, _admin_v1_DeleteOAuthAppResponse, _admin_v1_DeleteOAuthAppRequest__Output, _admin_v1_DeleteOAuthAppResponse__Output>
  ExecuteBatch: MethodDefinition<_admin_v1_ExecuteBatchRequest, _admin_v1_ExecuteBatchResponse, _admin_v1_ExecuteBatchRequest__Output, _admin_v1_ExecuteBatchResponse__Output>
  ListOAuthApps: MethodDefinition<_admin_v1_ListOAuthAppsRequest, _admin_v1_ListOAuthAppsResponse, _admin_v1_ListOAuthAppsRequest__Output, _admin_v1_ListOAuthAppsResponse__Output>
  UpdateOAuthApp: MethodDefinition<_admin_v1_UpdateOAuthAppRequest, _admin_v1_UpdateOAuthAppResponse, _admin_v1_UpdateOAuthAppRequest__Output, _admin_v1_UpdateOAuthAppResponse__Output>
}
