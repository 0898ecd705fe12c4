// Original file: proto/algorun/kmd/v1/kmd.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateWalletRequest as _algorun_kmd_v1_CreateWalletRequest, CreateWalletRequest__Output as _algorun_kmd_v1_CreateWalletRequest__Output } from '../../../algorun/kmd/v1/CreateWalletRequest.js';
import type { CreateWalletResponse as _algorun_kmd_v1_CreateWalletResponse, CreateWalletResponse__Output as _algorun_kmd_v1_CreateWalletResponse__Output } from '../../../algorun/kmd/v1/CreateWalletResponse.js';
import type { DeleteKeyRequest as _algorun_kmd_v1_DeleteKeyRequest, DeleteKeyRequest__Output as _algorun_kmd_v1_DeleteKeyRequest__Output } from '../../../algorun/kmd/v1/DeleteKeyRequest.js';
import type { DeleteKeyResponse as _algorun_kmd_v1_DeleteKeyResponse, DeleteKeyResponse__Output as _algorun_kmd_v1_DeleteKeyResponse__Output } from '../../../algorun/kmd/v1/DeleteKeyResponse.js';
import type { DeleteMultisigRequest as _algorun_kmd_v1_DeleteMultisigRequest, DeleteMultisigRequest__Output as _algorun_kmd_v1_DeleteMultisigRequest__Output } from '../../../algorun/kmd/v1/DeleteMultisigRequest.js';
import type { DeleteMultisigResponse as _algorun_kmd_v1_DeleteMultisigResponse, DeleteMultisigResponse__Output as _algorun_kmd_v1_DeleteMultisigResponse__Output } from '../../../algorun/kmd/v1/DeleteMultisigResponse.js';
import type { ExecuteBatchRequest as _algorun_kmd_v1_ExecuteBatchRequest, ExecuteBatchRequest__Output as _algorun_kmd_v1_ExecuteBatchRequest__Output } from '../../../algorun/kmd/v1/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _algorun_kmd_v1_ExecuteBatchResponse, ExecuteBatchResponse__Output as _algorun_kmd_v1_ExecuteBatchResponse__Output } from '../../../algorun/kmd/v1/ExecuteBatchResponse.js';
import type { ExportKeyRequest as _algorun_kmd_v1_ExportKeyRequest, ExportKeyRequest__Output as _algorun_kmd_v1_ExportKeyRequest__Output } from '../../../algorun/kmd/v1/ExportKeyRequest.js';
import type { ExportKeyResponse as _algorun_kmd_v1_ExportKeyResponse, ExportKeyResponse__Output as _algorun_kmd_v1_ExportKeyResponse__Output } from '../../../algorun/kmd/v1/ExportKeyResponse.js';
import type { ExportMasterKeyRequest as _algorun_kmd_v1_ExportMasterKeyRequest, ExportMasterKeyRequest__Output as _algorun_kmd_v1_ExportMasterKeyRequest__Output } from '../../../algorun/kmd/v1/ExportMasterKeyRequest.js';
import type { ExportMasterKeyResponse as _algorun_kmd_v1_ExportMasterKeyResponse, ExportMasterKeyResponse__Output as _algorun_kmd_v1_ExportMasterKeyResponse__Output } from '../../../algorun/kmd/v1/ExportMasterKeyResponse.js';
import type { ExportMultisigRequest as _algorun_kmd_v1_ExportMultisigRequest, ExportMultisigRequest__Output as _algorun_kmd_v1_ExportMultisigRequest__Output } from '../../../algorun/kmd/v1/ExportMultisigRequest.js';
import type { ExportMultisigResponse as _algorun_kmd_v1_ExportMultisigResponse, ExportMultisigResponse__Output as _algorun_kmd_v1_ExportMultisigResponse__Output } from '../../../algorun/kmd/v1/ExportMultisigResponse.js';
import type { GenerateKeyRequest as _algorun_kmd_v1_GenerateKeyRequest, GenerateKeyRequest__Output as _algorun_kmd_v1_GenerateKeyRequest__Output } from '../../../algorun/kmd/v1/GenerateKeyRequest.js';
import type { GenerateKeyResponse as _algorun_kmd_v1_GenerateKeyResponse, GenerateKeyResponse__Output as _algorun_kmd_v1_GenerateKeyResponse__Output } from '../../../algorun/kmd/v1/GenerateKeyResponse.js';
import type { GetVersionsRequest as _algorun_kmd_v1_GetVersionsRequest, GetVersionsRequest__Output as _algorun_kmd_v1_GetVersionsRequest__Output } from '../../../algorun/kmd/v1/GetVersionsRequest.js';
import type { GetVersionsResponse as _algorun_kmd_v1_GetVersionsResponse, GetVersionsResponse__Output as _algorun_kmd_v1_GetVersionsResponse__Output } from '../../../algorun/kmd/v1/GetVersionsResponse.js';
import type { GetWalletInfoRequest as _algorun_kmd_v1_GetWalletInfoRequest, GetWalletInfoRequest__Output as _algorun_kmd_v1_GetWalletInfoRequest__Output } from '../../../algorun/kmd/v1/GetWalletInfoRequest.js';
import type { GetWalletInfoResponse as _algorun_kmd_v1_GetWalletInfoResponse, GetWalletInfoResponse__Output as _algorun_kmd_v1_GetWalletInfoResponse__Output } from '../../../algorun/kmd/v1/GetWalletInfoResponse.js';
import type { ImportKeyRequest as _algorun_kmd_v1_ImportKeyRequest, ImportKeyRequest__Output as _algorun_kmd_v1_ImportKeyRequest__Output } from '../../../algorun/kmd/v1/ImportKeyRequest.js';
import type { ImportKeyResponse as _algorun_kmd_v1_ImportKeyResponse, ImportKeyResponse__Output as _algorun_kmd_v1_ImportKeyResponse__Output } from '../../../algorun/kmd/v1/ImportKeyResponse.js';
import type { ImportMultisigRequest as _algorun_kmd_v1_ImportMultisigRequest, ImportMultisigRequest__Output as _algorun_kmd_v1_ImportMultisigRequest__Output } from '../../../algorun/kmd/v1/ImportMultisigRequest.js';
import type { ImportMultisigResponse as _algorun_kmd_v1_ImportMultisigResponse, ImportMultisigResponse__Output as _algorun_kmd_v1_ImportMultisigResponse__Output } from '../../../algorun/kmd/v1/ImportMultisigResponse.js';
import type { InitWalletHandleRequest as _algorun_kmd_v1_InitWalletHandleRequest, InitWalletHandleRequest__Output as _algorun_kmd_v1_InitWalletHandleRequest__Output } from '../../../algorun/kmd/v1/InitWalletHandleRequest.js';
import type { InitWalletHandleResponse as _algorun_kmd_v1_InitWalletHandleResponse, InitWalletHandleResponse__Output as _algorun_kmd_v1_InitWalletHandleResponse__Output } from '../../../algorun/kmd/v1/InitWalletHandleResponse.js';
import type { ListKeysRequest as _algorun_kmd_v1_ListKeysRequest, ListKeysRequest__Output as _algorun_kmd_v1_ListKeysRequest__Output } from '../../../algorun/kmd/v1/ListKeysRequest.js';
import type { ListKeysResponse as _algorun_kmd_v1_ListKeysResponse, ListKeysResponse__Output as _algorun_kmd_v1_ListKeysResponse__Output } from '../../../algorun/kmd/v1/ListKeysResponse.js';
import type { ListMultisigRequest as _algorun_kmd_v1_ListMultisigRequest, ListMultisigRequest__Output as _algorun_kmd_v1_ListMultisigRequest__Output } from '../../../algorun/kmd/v1/ListMultisigRequest.js';
import type { ListMultisigResponse as _algorun_kmd_v1_ListMultisigResponse, ListMultisigResponse__Output as _algorun_kmd_v1_ListMultisigResponse__Output } from '../../../algorun/kmd/v1/ListMultisigResponse.js';
import type { ListWalletsRequest as _algorun_kmd_v1_ListWalletsRequest, ListWalletsRequest__Output as _algorun_kmd_v1_ListWalletsRequest__Output } from '../../../algorun/kmd/v1/ListWalletsRequest.js';
import type { ListWalletsResponse as _algorun_kmd_v1_ListWalletsResponse, ListWalletsResponse__Output as _algorun_kmd_v1_ListWalletsResponse__Output } from '../../../algorun/kmd/v1/ListWalletsResponse.js';
import type { ReleaseWalletHandleRequest as _algorun_kmd_v1_ReleaseWalletHandleRequest, ReleaseWalletHandleRequest__Output as _algorun_kmd_v1_ReleaseWalletHandleRequest__Output } from '../../../algorun/kmd/v1/ReleaseWalletHandleRequest.js';
import type { ReleaseWalletHandleResponse as _algorun_kmd_v1_ReleaseWalletHandleResponse, ReleaseWalletHandleResponse__Output as _algorun_kmd_v1_ReleaseWalletHandleResponse__Output } from '../../../algorun/kmd/v1/ReleaseWalletHandleResponse.js';
import type { RenameWalletRequest as _algorun_kmd_v1_RenameWalletRequest, RenameWalletRequest__Output as _algorun_kmd_v1_RenameWalletRequest__Output } from '../../../algorun/kmd/v1/RenameWalletRequest.js';
import type { RenameWalletResponse as _algorun_kmd_v1_RenameWalletResponse, RenameWalletResponse__Output as _algorun_kmd_v1_RenameWalletResponse__Output } from '../../../algorun/kmd/v1/RenameWalletResponse.js';
import type { RenewWalletHandleRequest as _algorun_kmd_v1_RenewWalletHandleRequest, RenewWalletHandleRequest__Output as _algorun_kmd_v1_RenewWalletHandleRequest__Output } from '../../../algorun/kmd/v1/RenewWalletHandleRequest.js';
import type { RenewWalletHandleResponse as _algorun_kmd_v1_RenewWalletHandleResponse, RenewWalletHandleResponse__Output as _algorun_kmd_v1_RenewWalletHandleResponse__Output } from '../../../algorun/kmd/v1/RenewWalletHandleResponse.js';
import type { SignMultisigRequest as _algorun_kmd_v1_SignMultisigRequest, SignMultisigRequest__Output as _algorun_kmd_v1_SignMultisigRequest__Output } from '../../../algorun/kmd/v1/SignMultisigRequest.js';
import type { SignMultisigResponse as _algorun_kmd_v1_SignMultisigResponse, SignMultisigResponse__Output as _algorun_kmd_v1_SignMultisigResponse__Output } from '../../../algorun/kmd/v1/SignMultisigResponse.js';
import type { SignProgramMultisigRequest as _algorun_kmd_v1_SignProgramMultisigRequest, SignProgramMultisigRequest__Output as _algorun_kmd_v1_SignProgramMultisigRequest__Output } from '../../../algorun/kmd/v1/SignProgramMultisigRequest.js';
import type { SignProgramMultisigResponse as _algorun_kmd_v1_SignProgramMultisigResponse, SignProgramMultisigResponse__Output as _algorun_kmd_v1_SignProgramMultisigResponse__Output } from '../../../algorun/kmd/v1/SignProgramMultisigResponse.js';
import type { SignProgramRequest as _algorun_kmd_v1_SignProgramRequest, SignProgramRequest__Output as _algorun_kmd_v1_SignProgramRequest__Output } from '../../../algorun/kmd/v1/SignProgramRequest.js';
import type { SignProgramResponse as _algorun_kmd_v1_SignProgramResponse, SignProgramResponse__Output as _algorun_kmd_v1_SignProgramResponse__Output } from '../../../algorun/kmd/v1/SignProgramResponse.js';
import type { SignTransactionRequest as _algorun_kmd_v1_SignTransactionRequest, SignTransactionRequest__Output as _algorun_kmd_v1_SignTransactionRequest__Output } from '../../../algorun/kmd/v1/SignTransactionRequest.js';
import type { SignTransactionResponse as _algorun_kmd_v1_SignTransactionResponse, SignTransactionResponse__Output as _algorun_kmd_v1_SignTransactionResponse__Output } from '../../../algorun/kmd/v1/SignTransactionResponse.js';
import type { SignTransactionsRequest as _algorun_kmd_v1_SignTransactionsRequest, SignTransactionsRequest__Output as _algorun_kmd_v1_SignTransactionsRequest__Output } from '../../../algorun/kmd/v1/SignTransactionsRequest.js';
import type { SignTransactionsResponse as _algorun_kmd_v1_SignTransactionsResponse, SignTransactionsResponse__Output as _algorun_kmd_v1_SignTransactionsResponse__Output } from '../../../algorun/kmd/v1/SignTransactionsResponse.js';

export interface KmdServiceClient extends grpc.Client {
  /**
   * Create a wallet (docs/spec/kmd.md §3.2).
   */
  CreateWallet(argument: _algorun_kmd_v1_CreateWalletRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  CreateWallet(argument: _algorun_kmd_v1_CreateWalletRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  CreateWallet(argument: _algorun_kmd_v1_CreateWalletRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  CreateWallet(argument: _algorun_kmd_v1_CreateWalletRequest, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Create a wallet (docs/spec/kmd.md §3.2).
   */
  createWallet(argument: _algorun_kmd_v1_CreateWalletRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  createWallet(argument: _algorun_kmd_v1_CreateWalletRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  createWallet(argument: _algorun_kmd_v1_CreateWalletRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  createWallet(argument: _algorun_kmd_v1_CreateWalletRequest, callback: grpc.requestCallback<_algorun_kmd_v1_CreateWalletResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.10.
   */
  DeleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.10.
   */
  deleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteKey(argument: _algorun_kmd_v1_DeleteKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.19.
   */
  DeleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  DeleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  DeleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  DeleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.19.
   */
  deleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  deleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  deleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  deleteMultisig(argument: _algorun_kmd_v1_DeleteMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_DeleteMultisigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients).
   */
  ExecuteBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients).
   */
  executeBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_kmd_v1_ExecuteBatchRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.13.
   */
  ExportKey(argument: _algorun_kmd_v1_ExportKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  ExportKey(argument: _algorun_kmd_v1_ExportKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  ExportKey(argument: _algorun_kmd_v1_ExportKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  ExportKey(argument: _algorun_kmd_v1_ExportKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.13.
   */
  exportKey(argument: _algorun_kmd_v1_ExportKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  exportKey(argument: _algorun_kmd_v1_ExportKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  exportKey(argument: _algorun_kmd_v1_ExportKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  exportKey(argument: _algorun_kmd_v1_ExportKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExportKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.8.
   */
  ExportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  ExportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  ExportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  ExportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.8.
   */
  exportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  exportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  exportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  exportMasterKey(argument: _algorun_kmd_v1_ExportMasterKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMasterKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.18.
   */
  ExportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  ExportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  ExportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  ExportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.18.
   */
  exportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  exportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  exportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  exportMultisig(argument: _algorun_kmd_v1_ExportMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ExportMultisigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Derive the next key (docs/spec/kmd.md §3.9).
   */
  GenerateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  GenerateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  GenerateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  GenerateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Derive the next key (docs/spec/kmd.md §3.9).
   */
  generateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  generateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  generateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  generateKey(argument: _algorun_kmd_v1_GenerateKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_GenerateKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * {"versions":["v1"]} on any method but OPTIONS, no token (docs/spec/kmd.md §1.2).
   */
  GetVersions(argument: _algorun_kmd_v1_GetVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algorun_kmd_v1_GetVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algorun_kmd_v1_GetVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algorun_kmd_v1_GetVersionsRequest, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * {"versions":["v1"]} on any method but OPTIONS, no token (docs/spec/kmd.md §1.2).
   */
  getVersions(argument: _algorun_kmd_v1_GetVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algorun_kmd_v1_GetVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algorun_kmd_v1_GetVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algorun_kmd_v1_GetVersionsRequest, callback: grpc.requestCallback<_algorun_kmd_v1_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * The handle's wallet and remaining seconds (docs/spec/kmd.md §3.7).
   */
  GetWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  GetWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  GetWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  GetWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  /**
   * The handle's wallet and remaining seconds (docs/spec/kmd.md §3.7).
   */
  getWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  getWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  getWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  getWalletInfo(argument: _algorun_kmd_v1_GetWalletInfoRequest, callback: grpc.requestCallback<_algorun_kmd_v1_GetWalletInfoResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.12.
   */
  ImportKey(argument: _algorun_kmd_v1_ImportKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  ImportKey(argument: _algorun_kmd_v1_ImportKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  ImportKey(argument: _algorun_kmd_v1_ImportKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  ImportKey(argument: _algorun_kmd_v1_ImportKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.12.
   */
  importKey(argument: _algorun_kmd_v1_ImportKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  importKey(argument: _algorun_kmd_v1_ImportKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  importKey(argument: _algorun_kmd_v1_ImportKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  importKey(argument: _algorun_kmd_v1_ImportKeyRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ImportKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.17.
   */
  ImportMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  ImportMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  ImportMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  ImportMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.17.
   */
  importMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  importMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  importMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  importMultisig(argument: _algorun_kmd_v1_ImportMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ImportMultisigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Unlock a wallet into a handle token (docs/spec/kmd.md §3.3).
   */
  InitWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  InitWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  InitWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  InitWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Unlock a wallet into a handle token (docs/spec/kmd.md §3.3).
   */
  initWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  initWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  initWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  initWalletHandle(argument: _algorun_kmd_v1_InitWalletHandleRequest, callback: grpc.requestCallback<_algorun_kmd_v1_InitWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.11.
   */
  ListKeys(argument: _algorun_kmd_v1_ListKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  ListKeys(argument: _algorun_kmd_v1_ListKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  ListKeys(argument: _algorun_kmd_v1_ListKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  ListKeys(argument: _algorun_kmd_v1_ListKeysRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.11.
   */
  listKeys(argument: _algorun_kmd_v1_ListKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  listKeys(argument: _algorun_kmd_v1_ListKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  listKeys(argument: _algorun_kmd_v1_ListKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  listKeys(argument: _algorun_kmd_v1_ListKeysRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ListKeysResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.16.
   */
  ListMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  ListMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  ListMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  ListMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.16.
   */
  listMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  listMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  listMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  listMultisig(argument: _algorun_kmd_v1_ListMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ListMultisigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Every wallet; the body is not read (docs/spec/kmd.md §3.1).
   */
  ListWallets(argument: _algorun_kmd_v1_ListWalletsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  ListWallets(argument: _algorun_kmd_v1_ListWalletsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  ListWallets(argument: _algorun_kmd_v1_ListWalletsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  ListWallets(argument: _algorun_kmd_v1_ListWalletsRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Every wallet; the body is not read (docs/spec/kmd.md §3.1).
   */
  listWallets(argument: _algorun_kmd_v1_ListWalletsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  listWallets(argument: _algorun_kmd_v1_ListWalletsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  listWallets(argument: _algorun_kmd_v1_ListWalletsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  listWallets(argument: _algorun_kmd_v1_ListWalletsRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ListWalletsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Invalidate a handle (docs/spec/kmd.md §3.4).
   */
  ReleaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  ReleaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  ReleaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  ReleaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Invalidate a handle (docs/spec/kmd.md §3.4).
   */
  releaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  releaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  releaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  releaseWalletHandle(argument: _algorun_kmd_v1_ReleaseWalletHandleRequest, callback: grpc.requestCallback<_algorun_kmd_v1_ReleaseWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.6.
   */
  RenameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  RenameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  RenameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  RenameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.6.
   */
  renameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  renameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  renameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  renameWallet(argument: _algorun_kmd_v1_RenameWalletRequest, callback: grpc.requestCallback<_algorun_kmd_v1_RenameWalletResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Restore a handle's lifetime (docs/spec/kmd.md §3.5).
   */
  RenewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  RenewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  RenewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  RenewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Restore a handle's lifetime (docs/spec/kmd.md §3.5).
   */
  renewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  renewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  renewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  renewWalletHandle(argument: _algorun_kmd_v1_RenewWalletHandleRequest, callback: grpc.requestCallback<_algorun_kmd_v1_RenewWalletHandleResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.20.
   */
  SignMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  SignMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  SignMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  SignMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.20.
   */
  signMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  signMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  signMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  signMultisig(argument: _algorun_kmd_v1_SignMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignMultisigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.15.
   */
  SignProgram(argument: _algorun_kmd_v1_SignProgramRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  SignProgram(argument: _algorun_kmd_v1_SignProgramRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  SignProgram(argument: _algorun_kmd_v1_SignProgramRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  SignProgram(argument: _algorun_kmd_v1_SignProgramRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.15.
   */
  signProgram(argument: _algorun_kmd_v1_SignProgramRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  signProgram(argument: _algorun_kmd_v1_SignProgramRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  signProgram(argument: _algorun_kmd_v1_SignProgramRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  signProgram(argument: _algorun_kmd_v1_SignProgramRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.21.
   */
  SignProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  SignProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  SignProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  SignProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.21.
   */
  signProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  signProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  signProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  signProgramMultisig(argument: _algorun_kmd_v1_SignProgramMultisigRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignProgramMultisigResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * See docs/spec/kmd.md §3.14.
   */
  SignTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  SignTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  SignTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  SignTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * See docs/spec/kmd.md §3.14.
   */
  signTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  signTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  signTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  signTransaction(argument: _algorun_kmd_v1_SignTransactionRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Signs many transactions with one wallet handle and password (gRPC only; no REST route). The handle and the
   * password are checked once for the whole call; each transaction then succeeds or fails on its own.
   */
  SignTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SignTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SignTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SignTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Signs many transactions with one wallet handle and password (gRPC only; no REST route). The handle and the
   * password are checked once for the whole call; each transaction then succeeds or fails on its own.
   */
  signTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  signTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  signTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  signTransactions(argument: _algorun_kmd_v1_SignTransactionsRequest, callback: grpc.requestCallback<_algorun_kmd_v1_SignTransactionsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface KmdServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Create a wallet (docs/spec/kmd.md §3.2).
   */
  CreateWallet: grpc.handleUnaryCall<_algorun_kmd_v1_CreateWalletRequest__Output, _algorun_kmd_v1_CreateWalletResponse>;
  
  /**
   * See docs/spec/kmd.md §3.10.
   */
  DeleteKey: grpc.handleUnaryCall<_algorun_kmd_v1_DeleteKeyRequest__Output, _algorun_kmd_v1_DeleteKeyResponse>;
  
  /**
   * See docs/spec/kmd.md §3.19.
   */
  DeleteMultisig: grpc.handleUnaryCall<_algorun_kmd_v1_DeleteMultisigRequest__Output, _algorun_kmd_v1_DeleteMultisigResponse>;
  
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients).
   */
  ExecuteBatch: grpc.handleUnaryCall<_algorun_kmd_v1_ExecuteBatchRequest__Output, _algorun_kmd_v1_ExecuteBatchResponse>;
  
  /**
   * See docs/spec/kmd.md §3.13.
   */
  ExportKey: grpc.handleUnaryCall<_algorun_kmd_v1_ExportKeyRequest__Output, _algorun_kmd_v1_ExportKeyResponse>;
  
  /**
   * See docs/spec/kmd.md §3.8.
   */
  ExportMasterKey: grpc.handleUnaryCall<_algorun_kmd_v1_ExportMasterKeyRequest__Output, _algorun_kmd_v1_ExportMasterKeyResponse>;
  
  /**
   * See docs/spec/kmd.md §3.18.
   */
  ExportMultisig: grpc.handleUnaryCall<_algorun_kmd_v1_ExportMultisigRequest__Output, _algorun_kmd_v1_ExportMultisigResponse>;
  
  /**
   * Derive the next key (docs/spec/kmd.md §3.9).
   */
  GenerateKey: grpc.handleUnaryCall<_algorun_kmd_v1_GenerateKeyRequest__Output, _algorun_kmd_v1_GenerateKeyResponse>;
  
  /**
   * {"versions":["v1"]} on any method but OPTIONS, no token (docs/spec/kmd.md §1.2).
   */
  GetVersions: grpc.handleUnaryCall<_algorun_kmd_v1_GetVersionsRequest__Output, _algorun_kmd_v1_GetVersionsResponse>;
  
  /**
   * The handle's wallet and remaining seconds (docs/spec/kmd.md §3.7).
   */
  GetWalletInfo: grpc.handleUnaryCall<_algorun_kmd_v1_GetWalletInfoRequest__Output, _algorun_kmd_v1_GetWalletInfoResponse>;
  
  /**
   * See docs/spec/kmd.md §3.12.
   */
  ImportKey: grpc.handleUnaryCall<_algorun_kmd_v1_ImportKeyRequest__Output, _algorun_kmd_v1_ImportKeyResponse>;
  
  /**
   * See docs/spec/kmd.md §3.17.
   */
  ImportMultisig: grpc.handleUnaryCall<_algorun_kmd_v1_ImportMultisigRequest__Output, _algorun_kmd_v1_ImportMultisigResponse>;
  
  /**
   * Unlock a wallet into a handle token (docs/spec/kmd.md §3.3).
   */
  InitWalletHandle: grpc.handleUnaryCall<_algorun_kmd_v1_InitWalletHandleRequest__Output, _algorun_kmd_v1_InitWalletHandleResponse>;
  
  /**
   * See docs/spec/kmd.md §3.11.
   */
  ListKeys: grpc.handleUnaryCall<_algorun_kmd_v1_ListKeysRequest__Output, _algorun_kmd_v1_ListKeysResponse>;
  
  /**
   * See docs/spec/kmd.md §3.16.
   */
  ListMultisig: grpc.handleUnaryCall<_algorun_kmd_v1_ListMultisigRequest__Output, _algorun_kmd_v1_ListMultisigResponse>;
  
  /**
   * Every wallet; the body is not read (docs/spec/kmd.md §3.1).
   */
  ListWallets: grpc.handleUnaryCall<_algorun_kmd_v1_ListWalletsRequest__Output, _algorun_kmd_v1_ListWalletsResponse>;
  
  /**
   * Invalidate a handle (docs/spec/kmd.md §3.4).
   */
  ReleaseWalletHandle: grpc.handleUnaryCall<_algorun_kmd_v1_ReleaseWalletHandleRequest__Output, _algorun_kmd_v1_ReleaseWalletHandleResponse>;
  
  /**
   * See docs/spec/kmd.md §3.6.
   */
  RenameWallet: grpc.handleUnaryCall<_algorun_kmd_v1_RenameWalletRequest__Output, _algorun_kmd_v1_RenameWalletResponse>;
  
  /**
   * Restore a handle's lifetime (docs/spec/kmd.md §3.5).
   */
  RenewWalletHandle: grpc.handleUnaryCall<_algorun_kmd_v1_RenewWalletHandleRequest__Output, _algorun_kmd_v1_RenewWalletHandleResponse>;
  
  /**
   * See docs/spec/kmd.md §3.20.
   */
  SignMultisig: grpc.handleUnaryCall<_algorun_kmd_v1_SignMultisigRequest__Output, _algorun_kmd_v1_SignMultisigResponse>;
  
  /**
   * See docs/spec/kmd.md §3.15.
   */
  SignProgram: grpc.handleUnaryCall<_algorun_kmd_v1_SignProgramRequest__Output, _algorun_kmd_v1_SignProgramResponse>;
  
  /**
   * See docs/spec/kmd.md §3.21.
   */
  SignProgramMultisig: grpc.handleUnaryCall<_algorun_kmd_v1_SignProgramMultisigRequest__Output, _algorun_kmd_v1_SignProgramMultisigResponse>;
  
  /**
   * See docs/spec/kmd.md §3.14.
   */
  SignTransaction: grpc.handleUnaryCall<_algorun_kmd_v1_SignTransactionRequest__Output, _algorun_kmd_v1_SignTransactionResponse>;
  
  /**
   * Signs many transactions with one wallet handle and password (gRPC only; no REST route). The handle and the
   * password are checked once for the whole call; each transaction then succeeds or fails on its own.
   */
  SignTransactions: grpc.handleUnaryCall<_algorun_kmd_v1_SignTransactionsRequest__Output, _algorun_kmd_v1_SignTransactionsResponse>;
  
}

export interface KmdServiceDefinition extends grpc.ServiceDefinition {
  CreateWallet: MethodDefinition<_algorun_kmd_v1_CreateWalletRequest, _algorun_kmd_v1_CreateWalletResponse, _algorun_kmd_v1_CreateWalletRequest__Output, _algorun_kmd_v1_CreateWalletResponse__Output>
  DeleteKey: MethodDefinition<_algorun_kmd_v1_DeleteKeyRequest, _algorun_kmd_v1_DeleteKeyResponse, _algorun_kmd_v1_DeleteKeyRequest__Output, _algorun_kmd_v1_DeleteKeyResponse__Output>
  DeleteMultisig: MethodDefinition<_algorun_kmd_v1_DeleteMultisigRequest, _algorun_kmd_v1_DeleteMultisigResponse, _algorun_kmd_v1_DeleteMultisigRequest__Output, _algorun_kmd_v1_DeleteMultisigResponse__Output>
  ExecuteBatch: MethodDefinition<_algorun_kmd_v1_ExecuteBatchRequest, _algorun_kmd_v1_ExecuteBatchResponse, _algorun_kmd_v1_ExecuteBatchRequest__Output, _algorun_kmd_v1_ExecuteBatchResponse__Output>
  ExportKey: MethodDefinition<_algorun_kmd_v1_ExportKeyRequest, _algorun_kmd_v1_ExportKeyResponse, _algorun_kmd_v1_ExportKeyRequest__Output, _algorun_kmd_v1_ExportKeyResponse__Output>
  ExportMasterKey: MethodDefinition<_algorun_kmd_v1_ExportMasterKeyRequest, _algorun_kmd_v1_ExportMasterKeyResponse, _algorun_kmd_v1_ExportMasterKeyRequest__Output, _algorun_kmd_v1_ExportMasterKeyResponse__Output>
  ExportMultisig: MethodDefinition<_algorun_kmd_v1_ExportMultisigRequest, _algorun_kmd_v1_ExportMultisigResponse, _algorun_kmd_v1_ExportMultisigRequest__Output, _algorun_kmd_v1_ExportMultisigResponse__Output>
  GenerateKey: MethodDefinition<_algorun_kmd_v1_GenerateKeyRequest, _algorun_kmd_v1_GenerateKeyResponse, _algorun_kmd_v1_GenerateKeyRequest__Output, _algorun_kmd_v1_GenerateKeyResponse__Output>
  GetVersions: MethodDefinition<_algorun_kmd_v1_GetVersionsRequest, _algorun_kmd_v1_GetVersionsResponse, _algorun_kmd_v1_GetVersionsRequest__Output, _algorun_kmd_v1_GetVersionsResponse__Output>
  GetWalletInfo: MethodDefinition<_algorun_kmd_v1_GetWalletInfoRequest, _algorun_kmd_v1_GetWalletInfoResponse, _algorun_kmd_v1_GetWalletInfoRequest__Output, _algorun_kmd_v1_GetWalletInfoResponse__Output>
  ImportKey: MethodDefinition<_algorun_kmd_v1_ImportKeyRequest, _algorun_kmd_v1_ImportKeyResponse, _algorun_kmd_v1_ImportKeyRequest__Output, _algorun_kmd_v1_ImportKeyResponse__Output>
  ImportMultisig: MethodDefinition<_algorun_kmd_v1_ImportMultisigRequest, _algorun_kmd_v1_ImportMultisigResponse, _algorun_kmd_v1_ImportMultisigRequest__Output, _algorun_kmd_v1_ImportMultisigResponse__Output>
  InitWalletHandle: MethodDefinition<_algorun_kmd_v1_InitWalletHandleRequest, _algorun_kmd_v1_InitWalletHandleResponse, _algorun_kmd_v1_InitWalletHandleRequest__Output, _algorun_kmd_v1_InitWalletHandleResponse__Output>
  ListKeys: MethodDefinition<_algorun_kmd_v1_ListKeysRequest, _algorun_kmd_v1_ListKeysResponse, _algorun_kmd_v1_ListKeysRequest__Output, _algorun_kmd_v1_ListKeysResponse__Output>
  ListMultisig: MethodDefinition<_algorun_kmd_v1_ListMultisigRequest, _algorun_kmd_v1_ListMultisigResponse, _algorun_kmd_v1_ListMultisigRequest__Output, _algorun_kmd_v1_ListMultisigResponse__Output>
  ListWallets: MethodDefinition<_algorun_kmd_v1_ListWalletsRequest, _algorun_kmd_v1_ListWalletsResponse, _algorun_kmd_v1_ListWalletsRequest__Output, _algorun_kmd_v1_ListWalletsResponse__Output>
  ReleaseWalletHandle: MethodDefinition<_algorun_kmd_v1_ReleaseWalletHandleRequest, _algorun_kmd_v1_ReleaseWalletHandleResponse, _algorun_kmd_v1_ReleaseWalletHandleRequest__Output, _algorun_kmd_v1_ReleaseWalletHandleResponse__Output>
  RenameWallet: MethodDefinition<_algorun_kmd_v1_RenameWalletRequest, _algorun_kmd_v1_RenameWalletResponse, _algorun_kmd_v1_RenameWalletRequest__Output, _algorun_kmd_v1_RenameWalletResponse__Output>
  RenewWalletHandle: MethodDefinition<_algorun_kmd_v1_RenewWalletHandleRequest, _algorun_kmd_v1_RenewWalletHandleResponse, _algorun_kmd_v1_RenewWalletHandleRequest__Output, _algorun_kmd_v1_RenewWalletHandleResponse__Output>
  SignMultisig: MethodDefinition<_algorun_kmd_v1_SignMultisigRequest, _algorun_kmd_v1_SignMultisigResponse, _algorun_kmd_v1_SignMultisigRequest__Output, _algorun_kmd_v1_SignMultisigResponse__Output>
  SignProgram: MethodDefinition<_algorun_kmd_v1_SignProgramRequest, _algorun_kmd_v1_SignProgramResponse, _algorun_kmd_v1_SignProgramRequest__Output, _algorun_kmd_v1_SignProgramResponse__Output>
  SignProgramMultisig: MethodDefinition<_algorun_kmd_v1_SignProgramMultisigRequest, _algorun_kmd_v1_SignProgramMultisigResponse, _algorun_kmd_v1_SignProgramMultisigRequest__Output, _algorun_kmd_v1_SignProgramMultisigResponse__Output>
  SignTransaction: MethodDefinition<_algorun_kmd_v1_SignTransactionRequest, _algorun_kmd_v1_SignTransactionResponse, _algorun_kmd_v1_SignTransactionRequest__Output, _algorun_kmd_v1_SignTransactionResponse__Output>
  SignTransactions: MethodDefinition<_algorun_kmd_v1_SignTransactionsRequest, _algorun_kmd_v1_SignTransactionsResponse, _algorun_kmd_v1_SignTransactionsRequest__Output, _algorun_kmd_v1_SignTransactionsResponse__Output>
}
