import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdminCall as _algorun_admin_v1_AdminCall, AdminCall__Output as _algorun_admin_v1_AdminCall__Output } from './algorun/admin/v1/AdminCall.js';
import type { AdminReply as _algorun_admin_v1_AdminReply, AdminReply__Output as _algorun_admin_v1_AdminReply__Output } from './algorun/admin/v1/AdminReply.js';
import type { AdminServiceClient as _algorun_admin_v1_AdminServiceClient, AdminServiceDefinition as _algorun_admin_v1_AdminServiceDefinition } from './algorun/admin/v1/AdminService.js';
import type { BlankFields as _algorun_admin_v1_BlankFields, BlankFields__Output as _algorun_admin_v1_BlankFields__Output } from './algorun/admin/v1/BlankFields.js';
import type { CreateOAuthAppRequest as _algorun_admin_v1_CreateOAuthAppRequest, CreateOAuthAppRequest__Output as _algorun_admin_v1_CreateOAuthAppRequest__Output } from './algorun/admin/v1/CreateOAuthAppRequest.js';
import type { CreateOAuthAppResponse as _algorun_admin_v1_CreateOAuthAppResponse, CreateOAuthAppResponse__Output as _algorun_admin_v1_CreateOAuthAppResponse__Output } from './algorun/admin/v1/CreateOAuthAppResponse.js';
import type { DeleteOAuthAppRequest as _algorun_admin_v1_DeleteOAuthAppRequest, DeleteOAuthAppRequest__Output as _algorun_admin_v1_DeleteOAuthAppRequest__Output } from './algorun/admin/v1/DeleteOAuthAppRequest.js';
import type { DeleteOAuthAppResponse as _algorun_admin_v1_DeleteOAuthAppResponse, DeleteOAuthAppResponse__Output as _algorun_admin_v1_DeleteOAuthAppResponse__Output } from './algorun/admin/v1/DeleteOAuthAppResponse.js';
import type { ExecuteBatchRequest as _algorun_admin_v1_ExecuteBatchRequest, ExecuteBatchRequest__Output as _algorun_admin_v1_ExecuteBatchRequest__Output } from './algorun/admin/v1/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _algorun_admin_v1_ExecuteBatchResponse, ExecuteBatchResponse__Output as _algorun_admin_v1_ExecuteBatchResponse__Output } from './algorun/admin/v1/ExecuteBatchResponse.js';
import type { IntrospectTokenRequest as _algorun_admin_v1_IntrospectTokenRequest, IntrospectTokenRequest__Output as _algorun_admin_v1_IntrospectTokenRequest__Output } from './algorun/admin/v1/IntrospectTokenRequest.js';
import type { IntrospectTokenResponse as _algorun_admin_v1_IntrospectTokenResponse, IntrospectTokenResponse__Output as _algorun_admin_v1_IntrospectTokenResponse__Output } from './algorun/admin/v1/IntrospectTokenResponse.js';
import type { IssueTokenRequest as _algorun_admin_v1_IssueTokenRequest, IssueTokenRequest__Output as _algorun_admin_v1_IssueTokenRequest__Output } from './algorun/admin/v1/IssueTokenRequest.js';
import type { IssueTokenResponse as _algorun_admin_v1_IssueTokenResponse, IssueTokenResponse__Output as _algorun_admin_v1_IssueTokenResponse__Output } from './algorun/admin/v1/IssueTokenResponse.js';
import type { ListOAuthAppsRequest as _algorun_admin_v1_ListOAuthAppsRequest, ListOAuthAppsRequest__Output as _algorun_admin_v1_ListOAuthAppsRequest__Output } from './algorun/admin/v1/ListOAuthAppsRequest.js';
import type { ListOAuthAppsResponse as _algorun_admin_v1_ListOAuthAppsResponse, ListOAuthAppsResponse__Output as _algorun_admin_v1_ListOAuthAppsResponse__Output } from './algorun/admin/v1/ListOAuthAppsResponse.js';
import type { OAuthApp as _algorun_admin_v1_OAuthApp, OAuthApp__Output as _algorun_admin_v1_OAuthApp__Output } from './algorun/admin/v1/OAuthApp.js';
import type { RevokeTokenRequest as _algorun_admin_v1_RevokeTokenRequest, RevokeTokenRequest__Output as _algorun_admin_v1_RevokeTokenRequest__Output } from './algorun/admin/v1/RevokeTokenRequest.js';
import type { RevokeTokenResponse as _algorun_admin_v1_RevokeTokenResponse, RevokeTokenResponse__Output as _algorun_admin_v1_RevokeTokenResponse__Output } from './algorun/admin/v1/RevokeTokenResponse.js';
import type { ScopeList as _algorun_admin_v1_ScopeList, ScopeList__Output as _algorun_admin_v1_ScopeList__Output } from './algorun/admin/v1/ScopeList.js';
import type { UpdateOAuthAppRequest as _algorun_admin_v1_UpdateOAuthAppRequest, UpdateOAuthAppRequest__Output as _algorun_admin_v1_UpdateOAuthAppRequest__Output } from './algorun/admin/v1/UpdateOAuthAppRequest.js';
import type { UpdateOAuthAppResponse as _algorun_admin_v1_UpdateOAuthAppResponse, UpdateOAuthAppResponse__Output as _algorun_admin_v1_UpdateOAuthAppResponse__Output } from './algorun/admin/v1/UpdateOAuthAppResponse.js';
import type { CallError as _algorun_common_v1_CallError, CallError__Output as _algorun_common_v1_CallError__Output } from './algorun/common/v1/CallError.js';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  algorun: {
    admin: {
      v1: {
        AdminCall: MessageTypeDefinition<_algorun_admin_v1_AdminCall, _algorun_admin_v1_AdminCall__Output>
        AdminReply: MessageTypeDefinition<_algorun_admin_v1_AdminReply, _algorun_admin_v1_AdminReply__Output>
        AdminService: SubtypeConstructor<typeof grpc.Client, _algorun_admin_v1_AdminServiceClient> & { service: _algorun_admin_v1_AdminServiceDefinition }
        BlankFields: MessageTypeDefinition<_algorun_admin_v1_BlankFields, _algorun_admin_v1_BlankFields__Output>
        CreateOAuthAppRequest: MessageTypeDefinition<_algorun_admin_v1_CreateOAuthAppRequest, _algorun_admin_v1_CreateOAuthAppRequest__Output>
        CreateOAuthAppResponse: MessageTypeDefinition<_algorun_admin_v1_CreateOAuthAppResponse, _algorun_admin_v1_CreateOAuthAppResponse__Output>
        DeleteOAuthAppRequest: MessageTypeDefinition<_algorun_admin_v1_DeleteOAuthAppRequest, _algorun_admin_v1_DeleteOAuthAppRequest__Output>
        DeleteOAuthAppResponse: MessageTypeDefinition<_algorun_admin_v1_DeleteOAuthAppResponse, _algorun_admin_v1_DeleteOAuthAppResponse__Output>
        ExecuteBatchRequest: MessageTypeDefinition<_algorun_admin_v1_ExecuteBatchRequest, _algorun_admin_v1_ExecuteBatchRequest__Output>
        ExecuteBatchResponse: MessageTypeDefinition<_algorun_admin_v1_ExecuteBatchResponse, _algorun_admin_v1_ExecuteBatchResponse__Output>
        IntrospectTokenRequest: MessageTypeDefinition<_algorun_admin_v1_IntrospectTokenRequest, _algorun_admin_v1_IntrospectTokenRequest__Output>
        IntrospectTokenResponse: MessageTypeDefinition<_algorun_admin_v1_IntrospectTokenResponse, _algorun_admin_v1_IntrospectTokenResponse__Output>
        IssueTokenRequest: MessageTypeDefinition<_algorun_admin_v1_IssueTokenRequest, _algorun_admin_v1_IssueTokenRequest__Output>
        IssueTokenResponse: MessageTypeDefinition<_algorun_admin_v1_IssueTokenResponse, _algorun_admin_v1_IssueTokenResponse__Output>
        ListOAuthAppsRequest: MessageTypeDefinition<_algorun_admin_v1_ListOAuthAppsRequest, _algorun_admin_v1_ListOAuthAppsRequest__Output>
        ListOAuthAppsResponse: MessageTypeDefinition<_algorun_admin_v1_ListOAuthAppsResponse, _algorun_admin_v1_ListOAuthAppsResponse__Output>
        OAuthApp: MessageTypeDefinition<_algorun_admin_v1_OAuthApp, _algorun_admin_v1_OAuthApp__Output>
        RevokeTokenRequest: MessageTypeDefinition<_algorun_admin_v1_RevokeTokenRequest, _algorun_admin_v1_RevokeTokenRequest__Output>
        RevokeTokenResponse: MessageTypeDefinition<_algorun_admin_v1_RevokeTokenResponse, _algorun_admin_v1_RevokeTokenResponse__Output>
        ScopeList: MessageTypeDefinition<_algorun_admin_v1_ScopeList, _algorun_admin_v1_ScopeList__Output>
        UpdateOAuthAppRequest: MessageTypeDefinition<_algorun_admin_v1_UpdateOAuthAppRequest, _algorun_admin_v1_UpdateOAuthAppRequest__Output>
        UpdateOAuthAppResponse: MessageTypeDefinition<_algorun_admin_v1_UpdateOAuthAppResponse, _algorun_admin_v1_UpdateOAuthAppResponse__Output>
      }
    }
    common: {
      v1: {
        CallError: MessageTypeDefinition<_algorun_common_v1_CallError, _algorun_common_v1_CallError__Output>
        ResponseFormat: EnumTypeDefinition
      }
    }
  }
}

