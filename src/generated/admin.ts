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
import type { CustomPattern as _algorun_api_v1_CustomPattern, CustomPattern__Output as _algorun_api_v1_CustomPattern__Output } from './algorun/api/v1/CustomPattern.js';
import type { HttpDefaults as _algorun_api_v1_HttpDefaults, HttpDefaults__Output as _algorun_api_v1_HttpDefaults__Output } from './algorun/api/v1/HttpDefaults.js';
import type { HttpRule as _algorun_api_v1_HttpRule, HttpRule__Output as _algorun_api_v1_HttpRule__Output } from './algorun/api/v1/HttpRule.js';
import type { CallError as _algorun_common_v1_CallError, CallError__Output as _algorun_common_v1_CallError__Output } from './algorun/common/v1/CallError.js';
import type { DescriptorProto as _google_protobuf_DescriptorProto, DescriptorProto__Output as _google_protobuf_DescriptorProto__Output } from './google/protobuf/DescriptorProto.js';
import type { EnumDescriptorProto as _google_protobuf_EnumDescriptorProto, EnumDescriptorProto__Output as _google_protobuf_EnumDescriptorProto__Output } from './google/protobuf/EnumDescriptorProto.js';
import type { EnumOptions as _google_protobuf_EnumOptions, EnumOptions__Output as _google_protobuf_EnumOptions__Output } from './google/protobuf/EnumOptions.js';
import type { EnumValueDescriptorProto as _google_protobuf_EnumValueDescriptorProto, EnumValueDescriptorProto__Output as _google_protobuf_EnumValueDescriptorProto__Output } from './google/protobuf/EnumValueDescriptorProto.js';
import type { EnumValueOptions as _google_protobuf_EnumValueOptions, EnumValueOptions__Output as _google_protobuf_EnumValueOptions__Output } from './google/protobuf/EnumValueOptions.js';
import type { ExtensionRangeOptions as _google_protobuf_ExtensionRangeOptions, ExtensionRangeOptions__Output as _google_protobuf_ExtensionRangeOptions__Output } from './google/protobuf/ExtensionRangeOptions.js';
import type { FeatureSet as _google_protobuf_FeatureSet, FeatureSet__Output as _google_protobuf_FeatureSet__Output } from './google/protobuf/FeatureSet.js';
import type { FeatureSetDefaults as _google_protobuf_FeatureSetDefaults, FeatureSetDefaults__Output as _google_protobuf_FeatureSetDefaults__Output } from './google/protobuf/FeatureSetDefaults.js';
import type { FieldDescriptorProto as _google_protobuf_FieldDescriptorProto, FieldDescriptorProto__Output as _google_protobuf_FieldDescriptorProto__Output } from './google/protobuf/FieldDescriptorProto.js';
import type { FieldOptions as _google_protobuf_FieldOptions, FieldOptions__Output as _google_protobuf_FieldOptions__Output } from './google/protobuf/FieldOptions.js';
import type { FileDescriptorProto as _google_protobuf_FileDescriptorProto, FileDescriptorProto__Output as _google_protobuf_FileDescriptorProto__Output } from './google/protobuf/FileDescriptorProto.js';
import type { FileDescriptorSet as _google_protobuf_FileDescriptorSet, FileDescriptorSet__Output as _google_protobuf_FileDescriptorSet__Output } from './google/protobuf/FileDescriptorSet.js';
import type { FileOptions as _google_protobuf_FileOptions, FileOptions__Output as _google_protobuf_FileOptions__Output } from './google/protobuf/FileOptions.js';
import type { GeneratedCodeInfo as _google_protobuf_GeneratedCodeInfo, GeneratedCodeInfo__Output as _google_protobuf_GeneratedCodeInfo__Output } from './google/protobuf/GeneratedCodeInfo.js';
import type { MessageOptions as _google_protobuf_MessageOptions, MessageOptions__Output as _google_protobuf_MessageOptions__Output } from './google/protobuf/MessageOptions.js';
import type { MethodDescriptorProto as _google_protobuf_MethodDescriptorProto, MethodDescriptorProto__Output as _google_protobuf_MethodDescriptorProto__Output } from './google/protobuf/MethodDescriptorProto.js';
import type { MethodOptions as _google_protobuf_MethodOptions, MethodOptions__Output as _google_protobuf_MethodOptions__Output } from './google/protobuf/MethodOptions.js';
import type { OneofDescriptorProto as _google_protobuf_OneofDescriptorProto, OneofDescriptorProto__Output as _google_protobuf_OneofDescriptorProto__Output } from './google/protobuf/OneofDescriptorProto.js';
import type { OneofOptions as _google_protobuf_OneofOptions, OneofOptions__Output as _google_protobuf_OneofOptions__Output } from './google/protobuf/OneofOptions.js';
import type { ServiceDescriptorProto as _google_protobuf_ServiceDescriptorProto, ServiceDescriptorProto__Output as _google_protobuf_ServiceDescriptorProto__Output } from './google/protobuf/ServiceDescriptorProto.js';
import type { ServiceOptions as _google_protobuf_ServiceOptions, ServiceOptions__Output as _google_protobuf_ServiceOptions__Output } from './google/protobuf/ServiceOptions.js';
import type { SourceCodeInfo as _google_protobuf_SourceCodeInfo, SourceCodeInfo__Output as _google_protobuf_SourceCodeInfo__Output } from './google/protobuf/SourceCodeInfo.js';
import type { UninterpretedOption as _google_protobuf_UninterpretedOption, UninterpretedOption__Output as _google_protobuf_UninterpretedOption__Output } from './google/protobuf/UninterpretedOption.js';

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
    api: {
      v1: {
        Access: EnumTypeDefinition
        CustomPattern: MessageTypeDefinition<_algorun_api_v1_CustomPattern, _algorun_api_v1_CustomPattern__Output>
        HttpDefaults: MessageTypeDefinition<_algorun_api_v1_HttpDefaults, _algorun_api_v1_HttpDefaults__Output>
        HttpRule: MessageTypeDefinition<_algorun_api_v1_HttpRule, _algorun_api_v1_HttpRule__Output>
      }
    }
    common: {
      v1: {
        CallError: MessageTypeDefinition<_algorun_common_v1_CallError, _algorun_common_v1_CallError__Output>
        ResponseFormat: EnumTypeDefinition
      }
    }
  }
  google: {
    protobuf: {
      DescriptorProto: MessageTypeDefinition<_google_protobuf_DescriptorProto, _google_protobuf_DescriptorProto__Output>
      Edition: EnumTypeDefinition
      EnumDescriptorProto: MessageTypeDefinition<_google_protobuf_EnumDescriptorProto, _google_protobuf_EnumDescriptorProto__Output>
      EnumOptions: MessageTypeDefinition<_google_protobuf_EnumOptions, _google_protobuf_EnumOptions__Output>
      EnumValueDescriptorProto: MessageTypeDefinition<_google_protobuf_EnumValueDescriptorProto, _google_protobuf_EnumValueDescriptorProto__Output>
      EnumValueOptions: MessageTypeDefinition<_google_protobuf_EnumValueOptions, _google_protobuf_EnumValueOptions__Output>
      ExtensionRangeOptions: MessageTypeDefinition<_google_protobuf_ExtensionRangeOptions, _google_protobuf_ExtensionRangeOptions__Output>
      FeatureSet: MessageTypeDefinition<_google_protobuf_FeatureSet, _google_protobuf_FeatureSet__Output>
      FeatureSetDefaults: MessageTypeDefinition<_google_protobuf_FeatureSetDefaults, _google_protobuf_FeatureSetDefaults__Output>
      FieldDescriptorProto: MessageTypeDefinition<_google_protobuf_FieldDescriptorProto, _google_protobuf_FieldDescriptorProto__Output>
      FieldOptions: MessageTypeDefinition<_google_protobuf_FieldOptions, _google_protobuf_FieldOptions__Output>
      FileDescriptorProto: MessageTypeDefinition<_google_protobuf_FileDescriptorProto, _google_protobuf_FileDescriptorProto__Output>
      FileDescriptorSet: MessageTypeDefinition<_google_protobuf_FileDescriptorSet, _google_protobuf_FileDescriptorSet__Output>
      FileOptions: MessageTypeDefinition<_google_protobuf_FileOptions, _google_protobuf_FileOptions__Output>
      GeneratedCodeInfo: MessageTypeDefinition<_google_protobuf_GeneratedCodeInfo, _google_protobuf_GeneratedCodeInfo__Output>
      MessageOptions: MessageTypeDefinition<_google_protobuf_MessageOptions, _google_protobuf_MessageOptions__Output>
      MethodDescriptorProto: MessageTypeDefinition<_google_protobuf_MethodDescriptorProto, _google_protobuf_MethodDescriptorProto__Output>
      MethodOptions: MessageTypeDefinition<_google_protobuf_MethodOptions, _google_protobuf_MethodOptions__Output>
      OneofDescriptorProto: MessageTypeDefinition<_google_protobuf_OneofDescriptorProto, _google_protobuf_OneofDescriptorProto__Output>
      OneofOptions: MessageTypeDefinition<_google_protobuf_OneofOptions, _google_protobuf_OneofOptions__Output>
      ServiceDescriptorProto: MessageTypeDefinition<_google_protobuf_ServiceDescriptorProto, _google_protobuf_ServiceDescriptorProto__Output>
      ServiceOptions: MessageTypeDefinition<_google_protobuf_ServiceOptions, _google_protobuf_ServiceOptions__Output>
      SourceCodeInfo: MessageTypeDefinition<_google_protobuf_SourceCodeInfo, _google_protobuf_SourceCodeInfo__Output>
      SymbolVisibility: EnumTypeDefinition
      UninterpretedOption: MessageTypeDefinition<_google_protobuf_UninterpretedOption, _google_protobuf_UninterpretedOption__Output>
    }
  }
}

