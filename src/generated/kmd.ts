import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { CustomPattern as _algorun_api_v1_CustomPattern, CustomPattern__Output as _algorun_api_v1_CustomPattern__Output } from './algorun/api/v1/CustomPattern.js';
import type { HttpDefaults as _algorun_api_v1_HttpDefaults, HttpDefaults__Output as _algorun_api_v1_HttpDefaults__Output } from './algorun/api/v1/HttpDefaults.js';
import type { HttpRule as _algorun_api_v1_HttpRule, HttpRule__Output as _algorun_api_v1_HttpRule__Output } from './algorun/api/v1/HttpRule.js';
import type { CallError as _algorun_common_v1_CallError, CallError__Output as _algorun_common_v1_CallError__Output } from './algorun/common/v1/CallError.js';
import type { CreateWalletRequest as _algorun_kmd_v1_CreateWalletRequest, CreateWalletRequest__Output as _algorun_kmd_v1_CreateWalletRequest__Output } from './algorun/kmd/v1/CreateWalletRequest.js';
import type { CreateWalletResponse as _algorun_kmd_v1_CreateWalletResponse, CreateWalletResponse__Output as _algorun_kmd_v1_CreateWalletResponse__Output } from './algorun/kmd/v1/CreateWalletResponse.js';
import type { DeleteKeyRequest as _algorun_kmd_v1_DeleteKeyRequest, DeleteKeyRequest__Output as _algorun_kmd_v1_DeleteKeyRequest__Output } from './algorun/kmd/v1/DeleteKeyRequest.js';
import type { DeleteKeyResponse as _algorun_kmd_v1_DeleteKeyResponse, DeleteKeyResponse__Output as _algorun_kmd_v1_DeleteKeyResponse__Output } from './algorun/kmd/v1/DeleteKeyResponse.js';
import type { DeleteMultisigRequest as _algorun_kmd_v1_DeleteMultisigRequest, DeleteMultisigRequest__Output as _algorun_kmd_v1_DeleteMultisigRequest__Output } from './algorun/kmd/v1/DeleteMultisigRequest.js';
import type { DeleteMultisigResponse as _algorun_kmd_v1_DeleteMultisigResponse, DeleteMultisigResponse__Output as _algorun_kmd_v1_DeleteMultisigResponse__Output } from './algorun/kmd/v1/DeleteMultisigResponse.js';
import type { ExecuteBatchRequest as _algorun_kmd_v1_ExecuteBatchRequest, ExecuteBatchRequest__Output as _algorun_kmd_v1_ExecuteBatchRequest__Output } from './algorun/kmd/v1/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _algorun_kmd_v1_ExecuteBatchResponse, ExecuteBatchResponse__Output as _algorun_kmd_v1_ExecuteBatchResponse__Output } from './algorun/kmd/v1/ExecuteBatchResponse.js';
import type { ExportKeyRequest as _algorun_kmd_v1_ExportKeyRequest, ExportKeyRequest__Output as _algorun_kmd_v1_ExportKeyRequest__Output } from './algorun/kmd/v1/ExportKeyRequest.js';
import type { ExportKeyResponse as _algorun_kmd_v1_ExportKeyResponse, ExportKeyResponse__Output as _algorun_kmd_v1_ExportKeyResponse__Output } from './algorun/kmd/v1/ExportKeyResponse.js';
import type { ExportMasterKeyRequest as _algorun_kmd_v1_ExportMasterKeyRequest, ExportMasterKeyRequest__Output as _algorun_kmd_v1_ExportMasterKeyRequest__Output } from './algorun/kmd/v1/ExportMasterKeyRequest.js';
import type { ExportMasterKeyResponse as _algorun_kmd_v1_ExportMasterKeyResponse, ExportMasterKeyResponse__Output as _algorun_kmd_v1_ExportMasterKeyResponse__Output } from './algorun/kmd/v1/ExportMasterKeyResponse.js';
import type { ExportMultisigRequest as _algorun_kmd_v1_ExportMultisigRequest, ExportMultisigRequest__Output as _algorun_kmd_v1_ExportMultisigRequest__Output } from './algorun/kmd/v1/ExportMultisigRequest.js';
import type { ExportMultisigResponse as _algorun_kmd_v1_ExportMultisigResponse, ExportMultisigResponse__Output as _algorun_kmd_v1_ExportMultisigResponse__Output } from './algorun/kmd/v1/ExportMultisigResponse.js';
import type { GenerateKeyRequest as _algorun_kmd_v1_GenerateKeyRequest, GenerateKeyRequest__Output as _algorun_kmd_v1_GenerateKeyRequest__Output } from './algorun/kmd/v1/GenerateKeyRequest.js';
import type { GenerateKeyResponse as _algorun_kmd_v1_GenerateKeyResponse, GenerateKeyResponse__Output as _algorun_kmd_v1_GenerateKeyResponse__Output } from './algorun/kmd/v1/GenerateKeyResponse.js';
import type { GetVersionsRequest as _algorun_kmd_v1_GetVersionsRequest, GetVersionsRequest__Output as _algorun_kmd_v1_GetVersionsRequest__Output } from './algorun/kmd/v1/GetVersionsRequest.js';
import type { GetVersionsResponse as _algorun_kmd_v1_GetVersionsResponse, GetVersionsResponse__Output as _algorun_kmd_v1_GetVersionsResponse__Output } from './algorun/kmd/v1/GetVersionsResponse.js';
import type { GetWalletInfoRequest as _algorun_kmd_v1_GetWalletInfoRequest, GetWalletInfoRequest__Output as _algorun_kmd_v1_GetWalletInfoRequest__Output } from './algorun/kmd/v1/GetWalletInfoRequest.js';
import type { GetWalletInfoResponse as _algorun_kmd_v1_GetWalletInfoResponse, GetWalletInfoResponse__Output as _algorun_kmd_v1_GetWalletInfoResponse__Output } from './algorun/kmd/v1/GetWalletInfoResponse.js';
import type { ImportKeyRequest as _algorun_kmd_v1_ImportKeyRequest, ImportKeyRequest__Output as _algorun_kmd_v1_ImportKeyRequest__Output } from './algorun/kmd/v1/ImportKeyRequest.js';
import type { ImportKeyResponse as _algorun_kmd_v1_ImportKeyResponse, ImportKeyResponse__Output as _algorun_kmd_v1_ImportKeyResponse__Output } from './algorun/kmd/v1/ImportKeyResponse.js';
import type { ImportMultisigRequest as _algorun_kmd_v1_ImportMultisigRequest, ImportMultisigRequest__Output as _algorun_kmd_v1_ImportMultisigRequest__Output } from './algorun/kmd/v1/ImportMultisigRequest.js';
import type { ImportMultisigResponse as _algorun_kmd_v1_ImportMultisigResponse, ImportMultisigResponse__Output as _algorun_kmd_v1_ImportMultisigResponse__Output } from './algorun/kmd/v1/ImportMultisigResponse.js';
import type { InitWalletHandleRequest as _algorun_kmd_v1_InitWalletHandleRequest, InitWalletHandleRequest__Output as _algorun_kmd_v1_InitWalletHandleRequest__Output } from './algorun/kmd/v1/InitWalletHandleRequest.js';
import type { InitWalletHandleResponse as _algorun_kmd_v1_InitWalletHandleResponse, InitWalletHandleResponse__Output as _algorun_kmd_v1_InitWalletHandleResponse__Output } from './algorun/kmd/v1/InitWalletHandleResponse.js';
import type { KmdCall as _algorun_kmd_v1_KmdCall, KmdCall__Output as _algorun_kmd_v1_KmdCall__Output } from './algorun/kmd/v1/KmdCall.js';
import type { KmdReply as _algorun_kmd_v1_KmdReply, KmdReply__Output as _algorun_kmd_v1_KmdReply__Output } from './algorun/kmd/v1/KmdReply.js';
import type { KmdServiceClient as _algorun_kmd_v1_KmdServiceClient, KmdServiceDefinition as _algorun_kmd_v1_KmdServiceDefinition } from './algorun/kmd/v1/KmdService.js';
import type { ListKeysRequest as _algorun_kmd_v1_ListKeysRequest, ListKeysRequest__Output as _algorun_kmd_v1_ListKeysRequest__Output } from './algorun/kmd/v1/ListKeysRequest.js';
import type { ListKeysResponse as _algorun_kmd_v1_ListKeysResponse, ListKeysResponse__Output as _algorun_kmd_v1_ListKeysResponse__Output } from './algorun/kmd/v1/ListKeysResponse.js';
import type { ListMultisigRequest as _algorun_kmd_v1_ListMultisigRequest, ListMultisigRequest__Output as _algorun_kmd_v1_ListMultisigRequest__Output } from './algorun/kmd/v1/ListMultisigRequest.js';
import type { ListMultisigResponse as _algorun_kmd_v1_ListMultisigResponse, ListMultisigResponse__Output as _algorun_kmd_v1_ListMultisigResponse__Output } from './algorun/kmd/v1/ListMultisigResponse.js';
import type { ListWalletsRequest as _algorun_kmd_v1_ListWalletsRequest, ListWalletsRequest__Output as _algorun_kmd_v1_ListWalletsRequest__Output } from './algorun/kmd/v1/ListWalletsRequest.js';
import type { ListWalletsResponse as _algorun_kmd_v1_ListWalletsResponse, ListWalletsResponse__Output as _algorun_kmd_v1_ListWalletsResponse__Output } from './algorun/kmd/v1/ListWalletsResponse.js';
import type { MultisigSig as _algorun_kmd_v1_MultisigSig, MultisigSig__Output as _algorun_kmd_v1_MultisigSig__Output } from './algorun/kmd/v1/MultisigSig.js';
import type { MultisigSubsig as _algorun_kmd_v1_MultisigSubsig, MultisigSubsig__Output as _algorun_kmd_v1_MultisigSubsig__Output } from './algorun/kmd/v1/MultisigSubsig.js';
import type { ReleaseWalletHandleRequest as _algorun_kmd_v1_ReleaseWalletHandleRequest, ReleaseWalletHandleRequest__Output as _algorun_kmd_v1_ReleaseWalletHandleRequest__Output } from './algorun/kmd/v1/ReleaseWalletHandleRequest.js';
import type { ReleaseWalletHandleResponse as _algorun_kmd_v1_ReleaseWalletHandleResponse, ReleaseWalletHandleResponse__Output as _algorun_kmd_v1_ReleaseWalletHandleResponse__Output } from './algorun/kmd/v1/ReleaseWalletHandleResponse.js';
import type { RenameWalletRequest as _algorun_kmd_v1_RenameWalletRequest, RenameWalletRequest__Output as _algorun_kmd_v1_RenameWalletRequest__Output } from './algorun/kmd/v1/RenameWalletRequest.js';
import type { RenameWalletResponse as _algorun_kmd_v1_RenameWalletResponse, RenameWalletResponse__Output as _algorun_kmd_v1_RenameWalletResponse__Output } from './algorun/kmd/v1/RenameWalletResponse.js';
import type { RenewWalletHandleRequest as _algorun_kmd_v1_RenewWalletHandleRequest, RenewWalletHandleRequest__Output as _algorun_kmd_v1_RenewWalletHandleRequest__Output } from './algorun/kmd/v1/RenewWalletHandleRequest.js';
import type { RenewWalletHandleResponse as _algorun_kmd_v1_RenewWalletHandleResponse, RenewWalletHandleResponse__Output as _algorun_kmd_v1_RenewWalletHandleResponse__Output } from './algorun/kmd/v1/RenewWalletHandleResponse.js';
import type { SignMultisigRequest as _algorun_kmd_v1_SignMultisigRequest, SignMultisigRequest__Output as _algorun_kmd_v1_SignMultisigRequest__Output } from './algorun/kmd/v1/SignMultisigRequest.js';
import type { SignMultisigResponse as _algorun_kmd_v1_SignMultisigResponse, SignMultisigResponse__Output as _algorun_kmd_v1_SignMultisigResponse__Output } from './algorun/kmd/v1/SignMultisigResponse.js';
import type { SignProgramMultisigRequest as _algorun_kmd_v1_SignProgramMultisigRequest, SignProgramMultisigRequest__Output as _algorun_kmd_v1_SignProgramMultisigRequest__Output } from './algorun/kmd/v1/SignProgramMultisigRequest.js';
import type { SignProgramMultisigResponse as _algorun_kmd_v1_SignProgramMultisigResponse, SignProgramMultisigResponse__Output as _algorun_kmd_v1_SignProgramMultisigResponse__Output } from './algorun/kmd/v1/SignProgramMultisigResponse.js';
import type { SignProgramRequest as _algorun_kmd_v1_SignProgramRequest, SignProgramRequest__Output as _algorun_kmd_v1_SignProgramRequest__Output } from './algorun/kmd/v1/SignProgramRequest.js';
import type { SignProgramResponse as _algorun_kmd_v1_SignProgramResponse, SignProgramResponse__Output as _algorun_kmd_v1_SignProgramResponse__Output } from './algorun/kmd/v1/SignProgramResponse.js';
import type { SignTransactionRequest as _algorun_kmd_v1_SignTransactionRequest, SignTransactionRequest__Output as _algorun_kmd_v1_SignTransactionRequest__Output } from './algorun/kmd/v1/SignTransactionRequest.js';
import type { SignTransactionResponse as _algorun_kmd_v1_SignTransactionResponse, SignTransactionResponse__Output as _algorun_kmd_v1_SignTransactionResponse__Output } from './algorun/kmd/v1/SignTransactionResponse.js';
import type { SignTransactionsRequest as _algorun_kmd_v1_SignTransactionsRequest, SignTransactionsRequest__Output as _algorun_kmd_v1_SignTransactionsRequest__Output } from './algorun/kmd/v1/SignTransactionsRequest.js';
import type { SignTransactionsResponse as _algorun_kmd_v1_SignTransactionsResponse, SignTransactionsResponse__Output as _algorun_kmd_v1_SignTransactionsResponse__Output } from './algorun/kmd/v1/SignTransactionsResponse.js';
import type { SignTransactionsResult as _algorun_kmd_v1_SignTransactionsResult, SignTransactionsResult__Output as _algorun_kmd_v1_SignTransactionsResult__Output } from './algorun/kmd/v1/SignTransactionsResult.js';
import type { Wallet as _algorun_kmd_v1_Wallet, Wallet__Output as _algorun_kmd_v1_Wallet__Output } from './algorun/kmd/v1/Wallet.js';
import type { WalletHandle as _algorun_kmd_v1_WalletHandle, WalletHandle__Output as _algorun_kmd_v1_WalletHandle__Output } from './algorun/kmd/v1/WalletHandle.js';
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
    kmd: {
      v1: {
        CreateWalletRequest: MessageTypeDefinition<_algorun_kmd_v1_CreateWalletRequest, _algorun_kmd_v1_CreateWalletRequest__Output>
        CreateWalletResponse: MessageTypeDefinition<_algorun_kmd_v1_CreateWalletResponse, _algorun_kmd_v1_CreateWalletResponse__Output>
        DeleteKeyRequest: MessageTypeDefinition<_algorun_kmd_v1_DeleteKeyRequest, _algorun_kmd_v1_DeleteKeyRequest__Output>
        DeleteKeyResponse: MessageTypeDefinition<_algorun_kmd_v1_DeleteKeyResponse, _algorun_kmd_v1_DeleteKeyResponse__Output>
        DeleteMultisigRequest: MessageTypeDefinition<_algorun_kmd_v1_DeleteMultisigRequest, _algorun_kmd_v1_DeleteMultisigRequest__Output>
        DeleteMultisigResponse: MessageTypeDefinition<_algorun_kmd_v1_DeleteMultisigResponse, _algorun_kmd_v1_DeleteMultisigResponse__Output>
        ExecuteBatchRequest: MessageTypeDefinition<_algorun_kmd_v1_ExecuteBatchRequest, _algorun_kmd_v1_ExecuteBatchRequest__Output>
        ExecuteBatchResponse: MessageTypeDefinition<_algorun_kmd_v1_ExecuteBatchResponse, _algorun_kmd_v1_ExecuteBatchResponse__Output>
        ExportKeyRequest: MessageTypeDefinition<_algorun_kmd_v1_ExportKeyRequest, _algorun_kmd_v1_ExportKeyRequest__Output>
        ExportKeyResponse: MessageTypeDefinition<_algorun_kmd_v1_ExportKeyResponse, _algorun_kmd_v1_ExportKeyResponse__Output>
        ExportMasterKeyRequest: MessageTypeDefinition<_algorun_kmd_v1_ExportMasterKeyRequest, _algorun_kmd_v1_ExportMasterKeyRequest__Output>
        ExportMasterKeyResponse: MessageTypeDefinition<_algorun_kmd_v1_ExportMasterKeyResponse, _algorun_kmd_v1_ExportMasterKeyResponse__Output>
        ExportMultisigRequest: MessageTypeDefinition<_algorun_kmd_v1_ExportMultisigRequest, _algorun_kmd_v1_ExportMultisigRequest__Output>
        ExportMultisigResponse: MessageTypeDefinition<_algorun_kmd_v1_ExportMultisigResponse, _algorun_kmd_v1_ExportMultisigResponse__Output>
        GenerateKeyRequest: MessageTypeDefinition<_algorun_kmd_v1_GenerateKeyRequest, _algorun_kmd_v1_GenerateKeyRequest__Output>
        GenerateKeyResponse: MessageTypeDefinition<_algorun_kmd_v1_GenerateKeyResponse, _algorun_kmd_v1_GenerateKeyResponse__Output>
        GetVersionsRequest: MessageTypeDefinition<_algorun_kmd_v1_GetVersionsRequest, _algorun_kmd_v1_GetVersionsRequest__Output>
        GetVersionsResponse: MessageTypeDefinition<_algorun_kmd_v1_GetVersionsResponse, _algorun_kmd_v1_GetVersionsResponse__Output>
        GetWalletInfoRequest: MessageTypeDefinition<_algorun_kmd_v1_GetWalletInfoRequest, _algorun_kmd_v1_GetWalletInfoRequest__Output>
        GetWalletInfoResponse: MessageTypeDefinition<_algorun_kmd_v1_GetWalletInfoResponse, _algorun_kmd_v1_GetWalletInfoResponse__Output>
        ImportKeyRequest: MessageTypeDefinition<_algorun_kmd_v1_ImportKeyRequest, _algorun_kmd_v1_ImportKeyRequest__Output>
        ImportKeyResponse: MessageTypeDefinition<_algorun_kmd_v1_ImportKeyResponse, _algorun_kmd_v1_ImportKeyResponse__Output>
        ImportMultisigRequest: MessageTypeDefinition<_algorun_kmd_v1_ImportMultisigRequest, _algorun_kmd_v1_ImportMultisigRequest__Output>
        ImportMultisigResponse: MessageTypeDefinition<_algorun_kmd_v1_ImportMultisigResponse, _algorun_kmd_v1_ImportMultisigResponse__Output>
        InitWalletHandleRequest: MessageTypeDefinition<_algorun_kmd_v1_InitWalletHandleRequest, _algorun_kmd_v1_InitWalletHandleRequest__Output>
        InitWalletHandleResponse: MessageTypeDefinition<_algorun_kmd_v1_InitWalletHandleResponse, _algorun_kmd_v1_InitWalletHandleResponse__Output>
        KmdCall: MessageTypeDefinition<_algorun_kmd_v1_KmdCall, _algorun_kmd_v1_KmdCall__Output>
        KmdReply: MessageTypeDefinition<_algorun_kmd_v1_KmdReply, _algorun_kmd_v1_KmdReply__Output>
        KmdService: SubtypeConstructor<typeof grpc.Client, _algorun_kmd_v1_KmdServiceClient> & { service: _algorun_kmd_v1_KmdServiceDefinition }
        ListKeysRequest: MessageTypeDefinition<_algorun_kmd_v1_ListKeysRequest, _algorun_kmd_v1_ListKeysRequest__Output>
        ListKeysResponse: MessageTypeDefinition<_algorun_kmd_v1_ListKeysResponse, _algorun_kmd_v1_ListKeysResponse__Output>
        ListMultisigRequest: MessageTypeDefinition<_algorun_kmd_v1_ListMultisigRequest, _algorun_kmd_v1_ListMultisigRequest__Output>
        ListMultisigResponse: MessageTypeDefinition<_algorun_kmd_v1_ListMultisigResponse, _algorun_kmd_v1_ListMultisigResponse__Output>
        ListWalletsRequest: MessageTypeDefinition<_algorun_kmd_v1_ListWalletsRequest, _algorun_kmd_v1_ListWalletsRequest__Output>
        ListWalletsResponse: MessageTypeDefinition<_algorun_kmd_v1_ListWalletsResponse, _algorun_kmd_v1_ListWalletsResponse__Output>
        MultisigSig: MessageTypeDefinition<_algorun_kmd_v1_MultisigSig, _algorun_kmd_v1_MultisigSig__Output>
        MultisigSubsig: MessageTypeDefinition<_algorun_kmd_v1_MultisigSubsig, _algorun_kmd_v1_MultisigSubsig__Output>
        ReleaseWalletHandleRequest: MessageTypeDefinition<_algorun_kmd_v1_ReleaseWalletHandleRequest, _algorun_kmd_v1_ReleaseWalletHandleRequest__Output>
        ReleaseWalletHandleResponse: MessageTypeDefinition<_algorun_kmd_v1_ReleaseWalletHandleResponse, _algorun_kmd_v1_ReleaseWalletHandleResponse__Output>
        RenameWalletRequest: MessageTypeDefinition<_algorun_kmd_v1_RenameWalletRequest, _algorun_kmd_v1_RenameWalletRequest__Output>
        RenameWalletResponse: MessageTypeDefinition<_algorun_kmd_v1_RenameWalletResponse, _algorun_kmd_v1_RenameWalletResponse__Output>
        RenewWalletHandleRequest: MessageTypeDefinition<_algorun_kmd_v1_RenewWalletHandleRequest, _algorun_kmd_v1_RenewWalletHandleRequest__Output>
        RenewWalletHandleResponse: MessageTypeDefinition<_algorun_kmd_v1_RenewWalletHandleResponse, _algorun_kmd_v1_RenewWalletHandleResponse__Output>
        SignMultisigRequest: MessageTypeDefinition<_algorun_kmd_v1_SignMultisigRequest, _algorun_kmd_v1_SignMultisigRequest__Output>
        SignMultisigResponse: MessageTypeDefinition<_algorun_kmd_v1_SignMultisigResponse, _algorun_kmd_v1_SignMultisigResponse__Output>
        SignProgramMultisigRequest: MessageTypeDefinition<_algorun_kmd_v1_SignProgramMultisigRequest, _algorun_kmd_v1_SignProgramMultisigRequest__Output>
        SignProgramMultisigResponse: MessageTypeDefinition<_algorun_kmd_v1_SignProgramMultisigResponse, _algorun_kmd_v1_SignProgramMultisigResponse__Output>
        SignProgramRequest: MessageTypeDefinition<_algorun_kmd_v1_SignProgramRequest, _algorun_kmd_v1_SignProgramRequest__Output>
        SignProgramResponse: MessageTypeDefinition<_algorun_kmd_v1_SignProgramResponse, _algorun_kmd_v1_SignProgramResponse__Output>
        SignTransactionRequest: MessageTypeDefinition<_algorun_kmd_v1_SignTransactionRequest, _algorun_kmd_v1_SignTransactionRequest__Output>
        SignTransactionResponse: MessageTypeDefinition<_algorun_kmd_v1_SignTransactionResponse, _algorun_kmd_v1_SignTransactionResponse__Output>
        SignTransactionsRequest: MessageTypeDefinition<_algorun_kmd_v1_SignTransactionsRequest, _algorun_kmd_v1_SignTransactionsRequest__Output>
        SignTransactionsResponse: MessageTypeDefinition<_algorun_kmd_v1_SignTransactionsResponse, _algorun_kmd_v1_SignTransactionsResponse__Output>
        SignTransactionsResult: MessageTypeDefinition<_algorun_kmd_v1_SignTransactionsResult, _algorun_kmd_v1_SignTransactionsResult__Output>
        Wallet: MessageTypeDefinition<_algorun_kmd_v1_Wallet, _algorun_kmd_v1_Wallet__Output>
        WalletHandle: MessageTypeDefinition<_algorun_kmd_v1_WalletHandle, _algorun_kmd_v1_WalletHandle__Output>
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

