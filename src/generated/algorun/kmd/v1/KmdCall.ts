// Original file: proto/algorun/kmd/v1/kmd.proto

import type { GetVersionsRequest as _algorun_kmd_v1_GetVersionsRequest, GetVersionsRequest__Output as _algorun_kmd_v1_GetVersionsRequest__Output } from '../../../algorun/kmd/v1/GetVersionsRequest.js';
import type { ListWalletsRequest as _algorun_kmd_v1_ListWalletsRequest, ListWalletsRequest__Output as _algorun_kmd_v1_ListWalletsRequest__Output } from '../../../algorun/kmd/v1/ListWalletsRequest.js';
import type { CreateWalletRequest as _algorun_kmd_v1_CreateWalletRequest, CreateWalletRequest__Output as _algorun_kmd_v1_CreateWalletRequest__Output } from '../../../algorun/kmd/v1/CreateWalletRequest.js';
import type { InitWalletHandleRequest as _algorun_kmd_v1_InitWalletHandleRequest, InitWalletHandleRequest__Output as _algorun_kmd_v1_InitWalletHandleRequest__Output } from '../../../algorun/kmd/v1/InitWalletHandleRequest.js';
import type { ReleaseWalletHandleRequest as _algorun_kmd_v1_ReleaseWalletHandleRequest, ReleaseWalletHandleRequest__Output as _algorun_kmd_v1_ReleaseWalletHandleRequest__Output } from '../../../algorun/kmd/v1/ReleaseWalletHandleRequest.js';
import type { RenewWalletHandleRequest as _algorun_kmd_v1_RenewWalletHandleRequest, RenewWalletHandleRequest__Output as _algorun_kmd_v1_RenewWalletHandleRequest__Output } from '../../../algorun/kmd/v1/RenewWalletHandleRequest.js';
import type { RenameWalletRequest as _algorun_kmd_v1_RenameWalletRequest, RenameWalletRequest__Output as _algorun_kmd_v1_RenameWalletRequest__Output } from '../../../algorun/kmd/v1/RenameWalletRequest.js';
import type { GetWalletInfoRequest as _algorun_kmd_v1_GetWalletInfoRequest, GetWalletInfoRequest__Output as _algorun_kmd_v1_GetWalletInfoRequest__Output } from '../../../algorun/kmd/v1/GetWalletInfoRequest.js';
import type { ExportMasterKeyRequest as _algorun_kmd_v1_ExportMasterKeyRequest, ExportMasterKeyRequest__Output as _algorun_kmd_v1_ExportMasterKeyRequest__Output } from '../../../algorun/kmd/v1/ExportMasterKeyRequest.js';
import type { GenerateKeyRequest as _algorun_kmd_v1_GenerateKeyRequest, GenerateKeyRequest__Output as _algorun_kmd_v1_GenerateKeyRequest__Output } from '../../../algorun/kmd/v1/GenerateKeyRequest.js';
import type { DeleteKeyRequest as _algorun_kmd_v1_DeleteKeyRequest, DeleteKeyRequest__Output as _algorun_kmd_v1_DeleteKeyRequest__Output } from '../../../algorun/kmd/v1/DeleteKeyRequest.js';
import type { ListKeysRequest as _algorun_kmd_v1_ListKeysRequest, ListKeysRequest__Output as _algorun_kmd_v1_ListKeysRequest__Output } from '../../../algorun/kmd/v1/ListKeysRequest.js';
import type { ImportKeyRequest as _algorun_kmd_v1_ImportKeyRequest, ImportKeyRequest__Output as _algorun_kmd_v1_ImportKeyRequest__Output } from '../../../algorun/kmd/v1/ImportKeyRequest.js';
import type { ExportKeyRequest as _algorun_kmd_v1_ExportKeyRequest, ExportKeyRequest__Output as _algorun_kmd_v1_ExportKeyRequest__Output } from '../../../algorun/kmd/v1/ExportKeyRequest.js';
import type { SignTransactionRequest as _algorun_kmd_v1_SignTransactionRequest, SignTransactionRequest__Output as _algorun_kmd_v1_SignTransactionRequest__Output } from '../../../algorun/kmd/v1/SignTransactionRequest.js';
import type { SignProgramRequest as _algorun_kmd_v1_SignProgramRequest, SignProgramRequest__Output as _algorun_kmd_v1_SignProgramRequest__Output } from '../../../algorun/kmd/v1/SignProgramRequest.js';
import type { ListMultisigRequest as _algorun_kmd_v1_ListMultisigRequest, ListMultisigRequest__Output as _algorun_kmd_v1_ListMultisigRequest__Output } from '../../../algorun/kmd/v1/ListMultisigRequest.js';
import type { ImportMultisigRequest as _algorun_kmd_v1_ImportMultisigRequest, ImportMultisigRequest__Output as _algorun_kmd_v1_ImportMultisigRequest__Output } from '../../../algorun/kmd/v1/ImportMultisigRequest.js';
import type { ExportMultisigRequest as _algorun_kmd_v1_ExportMultisigRequest, ExportMultisigRequest__Output as _algorun_kmd_v1_ExportMultisigRequest__Output } from '../../../algorun/kmd/v1/ExportMultisigRequest.js';
import type { SignMultisigRequest as _algorun_kmd_v1_SignMultisigRequest, SignMultisigRequest__Output as _algorun_kmd_v1_SignMultisigRequest__Output } from '../../../algorun/kmd/v1/SignMultisigRequest.js';
import type { SignProgramMultisigRequest as _algorun_kmd_v1_SignProgramMultisigRequest, SignProgramMultisigRequest__Output as _algorun_kmd_v1_SignProgramMultisigRequest__Output } from '../../../algorun/kmd/v1/SignProgramMultisigRequest.js';
import type { DeleteMultisigRequest as _algorun_kmd_v1_DeleteMultisigRequest, DeleteMultisigRequest__Output as _algorun_kmd_v1_DeleteMultisigRequest__Output } from '../../../algorun/kmd/v1/DeleteMultisigRequest.js';

/**
 * One call of a batch. The case names are the snake_case RPC names.
 */
export interface KmdCall {
  'get_versions'?: (_algorun_kmd_v1_GetVersionsRequest | null);
  'list_wallets'?: (_algorun_kmd_v1_ListWalletsRequest | null);
  'create_wallet'?: (_algorun_kmd_v1_CreateWalletRequest | null);
  'init_wallet_handle'?: (_algorun_kmd_v1_InitWalletHandleRequest | null);
  'release_wallet_handle'?: (_algorun_kmd_v1_ReleaseWalletHandleRequest | null);
  'renew_wallet_handle'?: (_algorun_kmd_v1_RenewWalletHandleRequest | null);
  'rename_wallet'?: (_algorun_kmd_v1_RenameWalletRequest | null);
  'get_wallet_info'?: (_algorun_kmd_v1_GetWalletInfoRequest | null);
  'export_master_key'?: (_algorun_kmd_v1_ExportMasterKeyRequest | null);
  'generate_key'?: (_algorun_kmd_v1_GenerateKeyRequest | null);
  'delete_key'?: (_algorun_kmd_v1_DeleteKeyRequest | null);
  'list_keys'?: (_algorun_kmd_v1_ListKeysRequest | null);
  'import_key'?: (_algorun_kmd_v1_ImportKeyRequest | null);
  'export_key'?: (_algorun_kmd_v1_ExportKeyRequest | null);
  'sign_transaction'?: (_algorun_kmd_v1_SignTransactionRequest | null);
  'sign_program'?: (_algorun_kmd_v1_SignProgramRequest | null);
  'list_multisig'?: (_algorun_kmd_v1_ListMultisigRequest | null);
  'import_multisig'?: (_algorun_kmd_v1_ImportMultisigRequest | null);
  'export_multisig'?: (_algorun_kmd_v1_ExportMultisigRequest | null);
  'sign_multisig'?: (_algorun_kmd_v1_SignMultisigRequest | null);
  'sign_program_multisig'?: (_algorun_kmd_v1_SignProgramMultisigRequest | null);
  'delete_multisig'?: (_algorun_kmd_v1_DeleteMultisigRequest | null);
  'call'?: "get_versions"|"list_wallets"|"create_wallet"|"init_wallet_handle"|"release_wallet_handle"|"renew_wallet_handle"|"rename_wallet"|"get_wallet_info"|"export_master_key"|"generate_key"|"delete_key"|"list_keys"|"import_key"|"export_key"|"sign_transaction"|"sign_program"|"list_multisig"|"import_multisig"|"export_multisig"|"sign_multisig"|"sign_program_multisig"|"delete_multisig";
}

/**
 * One call of a batch. The case names are the snake_case RPC names.
 */
export interface KmdCall__Output {
  'get_versions'?: (_algorun_kmd_v1_GetVersionsRequest__Output | null);
  'list_wallets'?: (_algorun_kmd_v1_ListWalletsRequest__Output | null);
  'create_wallet'?: (_algorun_kmd_v1_CreateWalletRequest__Output | null);
  'init_wallet_handle'?: (_algorun_kmd_v1_InitWalletHandleRequest__Output | null);
  'release_wallet_handle'?: (_algorun_kmd_v1_ReleaseWalletHandleRequest__Output | null);
  'renew_wallet_handle'?: (_algorun_kmd_v1_RenewWalletHandleRequest__Output | null);
  'rename_wallet'?: (_algorun_kmd_v1_RenameWalletRequest__Output | null);
  'get_wallet_info'?: (_algorun_kmd_v1_GetWalletInfoRequest__Output | null);
  'export_master_key'?: (_algorun_kmd_v1_ExportMasterKeyRequest__Output | null);
  'generate_key'?: (_algorun_kmd_v1_GenerateKeyRequest__Output | null);
  'delete_key'?: (_algorun_kmd_v1_DeleteKeyRequest__Output | null);
  'list_keys'?: (_algorun_kmd_v1_ListKeysRequest__Output | null);
  'import_key'?: (_algorun_kmd_v1_ImportKeyRequest__Output | null);
  'export_key'?: (_algorun_kmd_v1_ExportKeyRequest__Output | null);
  'sign_transaction'?: (_algorun_kmd_v1_SignTransactionRequest__Output | null);
  'sign_program'?: (_algorun_kmd_v1_SignProgramRequest__Output | null);
  'list_multisig'?: (_algorun_kmd_v1_ListMultisigRequest__Output | null);
  'import_multisig'?: (_algorun_kmd_v1_ImportMultisigRequest__Output | null);
  'export_multisig'?: (_algorun_kmd_v1_ExportMultisigRequest__Output | null);
  'sign_multisig'?: (_algorun_kmd_v1_SignMultisigRequest__Output | null);
  'sign_program_multisig'?: (_algorun_kmd_v1_SignProgramMultisigRequest__Output | null);
  'delete_multisig'?: (_algorun_kmd_v1_DeleteMultisigRequest__Output | null);
  'call'?: "get_versions"|"list_wallets"|"create_wallet"|"init_wallet_handle"|"release_wallet_handle"|"renew_wallet_handle"|"rename_wallet"|"get_wallet_info"|"export_master_key"|"generate_key"|"delete_key"|"list_keys"|"import_key"|"export_key"|"sign_transaction"|"sign_program"|"list_multisig"|"import_multisig"|"export_multisig"|"sign_multisig"|"sign_program_multisig"|"delete_multisig";
}
