// Original file: proto/algorun/kmd/v1/kmd.proto

import type { GetVersionsResponse as _algorun_kmd_v1_GetVersionsResponse, GetVersionsResponse__Output as _algorun_kmd_v1_GetVersionsResponse__Output } from '../../../algorun/kmd/v1/GetVersionsResponse.js';
import type { ListWalletsResponse as _algorun_kmd_v1_ListWalletsResponse, ListWalletsResponse__Output as _algorun_kmd_v1_ListWalletsResponse__Output } from '../../../algorun/kmd/v1/ListWalletsResponse.js';
import type { CreateWalletResponse as _algorun_kmd_v1_CreateWalletResponse, CreateWalletResponse__Output as _algorun_kmd_v1_CreateWalletResponse__Output } from '../../../algorun/kmd/v1/CreateWalletResponse.js';
import type { InitWalletHandleResponse as _algorun_kmd_v1_InitWalletHandleResponse, InitWalletHandleResponse__Output as _algorun_kmd_v1_InitWalletHandleResponse__Output } from '../../../algorun/kmd/v1/InitWalletHandleResponse.js';
import type { ReleaseWalletHandleResponse as _algorun_kmd_v1_ReleaseWalletHandleResponse, ReleaseWalletHandleResponse__Output as _algorun_kmd_v1_ReleaseWalletHandleResponse__Output } from '../../../algorun/kmd/v1/ReleaseWalletHandleResponse.js';
import type { RenewWalletHandleResponse as _algorun_kmd_v1_RenewWalletHandleResponse, RenewWalletHandleResponse__Output as _algorun_kmd_v1_RenewWalletHandleResponse__Output } from '../../../algorun/kmd/v1/RenewWalletHandleResponse.js';
import type { RenameWalletResponse as _algorun_kmd_v1_RenameWalletResponse, RenameWalletResponse__Output as _algorun_kmd_v1_RenameWalletResponse__Output } from '../../../algorun/kmd/v1/RenameWalletResponse.js';
import type { GetWalletInfoResponse as _algorun_kmd_v1_GetWalletInfoResponse, GetWalletInfoResponse__Output as _algorun_kmd_v1_GetWalletInfoResponse__Output } from '../../../algorun/kmd/v1/GetWalletInfoResponse.js';
import type { ExportMasterKeyResponse as _algorun_kmd_v1_ExportMasterKeyResponse, ExportMasterKeyResponse__Output as _algorun_kmd_v1_ExportMasterKeyResponse__Output } from '../../../algorun/kmd/v1/ExportMasterKeyResponse.js';
import type { GenerateKeyResponse as _algorun_kmd_v1_GenerateKeyResponse, GenerateKeyResponse__Output as _algorun_kmd_v1_GenerateKeyResponse__Output } from '../../../algorun/kmd/v1/GenerateKeyResponse.js';
import type { DeleteKeyResponse as _algorun_kmd_v1_DeleteKeyResponse, DeleteKeyResponse__Output as _algorun_kmd_v1_DeleteKeyResponse__Output } from '../../../algorun/kmd/v1/DeleteKeyResponse.js';
import type { ListKeysResponse as _algorun_kmd_v1_ListKeysResponse, ListKeysResponse__Output as _algorun_kmd_v1_ListKeysResponse__Output } from '../../../algorun/kmd/v1/ListKeysResponse.js';
import type { ImportKeyResponse as _algorun_kmd_v1_ImportKeyResponse, ImportKeyResponse__Output as _algorun_kmd_v1_ImportKeyResponse__Output } from '../../../algorun/kmd/v1/ImportKeyResponse.js';
import type { ExportKeyResponse as _algorun_kmd_v1_ExportKeyResponse, ExportKeyResponse__Output as _algorun_kmd_v1_ExportKeyResponse__Output } from '../../../algorun/kmd/v1/ExportKeyResponse.js';
import type { SignTransactionResponse as _algorun_kmd_v1_SignTransactionResponse, SignTransactionResponse__Output as _algorun_kmd_v1_SignTransactionResponse__Output } from '../../../algorun/kmd/v1/SignTransactionResponse.js';
import type { SignProgramResponse as _algorun_kmd_v1_SignProgramResponse, SignProgramResponse__Output as _algorun_kmd_v1_SignProgramResponse__Output } from '../../../algorun/kmd/v1/SignProgramResponse.js';
import type { ListMultisigResponse as _algorun_kmd_v1_ListMultisigResponse, ListMultisigResponse__Output as _algorun_kmd_v1_ListMultisigResponse__Output } from '../../../algorun/kmd/v1/ListMultisigResponse.js';
import type { ImportMultisigResponse as _algorun_kmd_v1_ImportMultisigResponse, ImportMultisigResponse__Output as _algorun_kmd_v1_ImportMultisigResponse__Output } from '../../../algorun/kmd/v1/ImportMultisigResponse.js';
import type { ExportMultisigResponse as _algorun_kmd_v1_ExportMultisigResponse, ExportMultisigResponse__Output as _algorun_kmd_v1_ExportMultisigResponse__Output } from '../../../algorun/kmd/v1/ExportMultisigResponse.js';
import type { SignMultisigResponse as _algorun_kmd_v1_SignMultisigResponse, SignMultisigResponse__Output as _algorun_kmd_v1_SignMultisigResponse__Output } from '../../../algorun/kmd/v1/SignMultisigResponse.js';
import type { SignProgramMultisigResponse as _algorun_kmd_v1_SignProgramMultisigResponse, SignProgramMultisigResponse__Output as _algorun_kmd_v1_SignProgramMultisigResponse__Output } from '../../../algorun/kmd/v1/SignProgramMultisigResponse.js';
import type { DeleteMultisigResponse as _algorun_kmd_v1_DeleteMultisigResponse, DeleteMultisigResponse__Output as _algorun_kmd_v1_DeleteMultisigResponse__Output } from '../../../algorun/kmd/v1/DeleteMultisigResponse.js';
import type { CallError as _algorun_common_v1_CallError, CallError__Output as _algorun_common_v1_CallError__Output } from '../../../algorun/common/v1/CallError.js';

/**
 * The answer to one call: the same case name as the call, or `error`.
 */
export interface KmdReply {
  'get_versions'?: (_algorun_kmd_v1_GetVersionsResponse | null);
  'list_wallets'?: (_algorun_kmd_v1_ListWalletsResponse | null);
  'create_wallet'?: (_algorun_kmd_v1_CreateWalletResponse | null);
  'init_wallet_handle'?: (_algorun_kmd_v1_InitWalletHandleResponse | null);
  'release_wallet_handle'?: (_algorun_kmd_v1_ReleaseWalletHandleResponse | null);
  'renew_wallet_handle'?: (_algorun_kmd_v1_RenewWalletHandleResponse | null);
  'rename_wallet'?: (_algorun_kmd_v1_RenameWalletResponse | null);
  'get_wallet_info'?: (_algorun_kmd_v1_GetWalletInfoResponse | null);
  'export_master_key'?: (_algorun_kmd_v1_ExportMasterKeyResponse | null);
  'generate_key'?: (_algorun_kmd_v1_GenerateKeyResponse | null);
  'delete_key'?: (_algorun_kmd_v1_DeleteKeyResponse | null);
  'list_keys'?: (_algorun_kmd_v1_ListKeysResponse | null);
  'import_key'?: (_algorun_kmd_v1_ImportKeyResponse | null);
  'export_key'?: (_algorun_kmd_v1_ExportKeyResponse | null);
  'sign_transaction'?: (_algorun_kmd_v1_SignTransactionResponse | null);
  'sign_program'?: (_algorun_kmd_v1_SignProgramResponse | null);
  'list_multisig'?: (_algorun_kmd_v1_ListMultisigResponse | null);
  'import_multisig'?: (_algorun_kmd_v1_ImportMultisigResponse | null);
  'export_multisig'?: (_algorun_kmd_v1_ExportMultisigResponse | null);
  'sign_multisig'?: (_algorun_kmd_v1_SignMultisigResponse | null);
  'sign_program_multisig'?: (_algorun_kmd_v1_SignProgramMultisigResponse | null);
  'delete_multisig'?: (_algorun_kmd_v1_DeleteMultisigResponse | null);
  'error'?: (_algorun_common_v1_CallError | null);
  'reply'?: "error"|"get_versions"|"list_wallets"|"create_wallet"|"init_wallet_handle"|"release_wallet_handle"|"renew_wallet_handle"|"rename_wallet"|"get_wallet_info"|"export_master_key"|"generate_key"|"delete_key"|"list_keys"|"import_key"|"export_key"|"sign_transaction"|"sign_program"|"list_multisig"|"import_multisig"|"export_multisig"|"sign_multisig"|"sign_program_multisig"|"delete_multisig";
}

/**
 * The answer to one call: the same case name as the call, or `error`.
 */
export interface KmdReply__Output {
  'get_versions'?: (_algorun_kmd_v1_GetVersionsResponse__Output | null);
  'list_wallets'?: (_algorun_kmd_v1_ListWalletsResponse__Output | null);
  'create_wallet'?: (_algorun_kmd_v1_CreateWalletResponse__Output | null);
  'init_wallet_handle'?: (_algorun_kmd_v1_InitWalletHandleResponse__Output | null);
  'release_wallet_handle'?: (_algorun_kmd_v1_ReleaseWalletHandleResponse__Output | null);
  'renew_wallet_handle'?: (_algorun_kmd_v1_RenewWalletHandleResponse__Output | null);
  'rename_wallet'?: (_algorun_kmd_v1_RenameWalletResponse__Output | null);
  'get_wallet_info'?: (_algorun_kmd_v1_GetWalletInfoResponse__Output | null);
  'export_master_key'?: (_algorun_kmd_v1_ExportMasterKeyResponse__Output | null);
  'generate_key'?: (_algorun_kmd_v1_GenerateKeyResponse__Output | null);
  'delete_key'?: (_algorun_kmd_v1_DeleteKeyResponse__Output | null);
  'list_keys'?: (_algorun_kmd_v1_ListKeysResponse__Output | null);
  'import_key'?: (_algorun_kmd_v1_ImportKeyResponse__Output | null);
  'export_key'?: (_algorun_kmd_v1_ExportKeyResponse__Output | null);
  'sign_transaction'?: (_algorun_kmd_v1_SignTransactionResponse__Output | null);
  'sign_program'?: (_algorun_kmd_v1_SignProgramResponse__Output | null);
  'list_multisig'?: (_algorun_kmd_v1_ListMultisigResponse__Output | null);
  'import_multisig'?: (_algorun_kmd_v1_ImportMultisigResponse__Output | null);
  'export_multisig'?: (_algorun_kmd_v1_ExportMultisigResponse__Output | null);
  'sign_multisig'?: (_algorun_kmd_v1_SignMultisigResponse__Output | null);
  'sign_program_multisig'?: (_algorun_kmd_v1_SignProgramMultisigResponse__Output | null);
  'delete_multisig'?: (_algorun_kmd_v1_DeleteMultisigResponse__Output | null);
  'error'?: (_algorun_common_v1_CallError__Output | null);
  'reply'?: "error"|"get_versions"|"list_wallets"|"create_wallet"|"init_wallet_handle"|"release_wallet_handle"|"renew_wallet_handle"|"rename_wallet"|"get_wallet_info"|"export_master_key"|"generate_key"|"delete_key"|"list_keys"|"import_key"|"export_key"|"sign_transaction"|"sign_program"|"list_multisig"|"import_multisig"|"export_multisig"|"sign_multisig"|"sign_program_multisig"|"delete_multisig";
}
