// Original file: proto/algod/v2/algod.proto

import type { CheckHealthResponse as _algod_v2_CheckHealthResponse, CheckHealthResponse__Output as _algod_v2_CheckHealthResponse__Output } from '../../algod/v2/CheckHealthResponse.js';
import type { GetReadinessResponse as _algod_v2_GetReadinessResponse, GetReadinessResponse__Output as _algod_v2_GetReadinessResponse__Output } from '../../algod/v2/GetReadinessResponse.js';
import type { GetVersionsResponse as _algod_v2_GetVersionsResponse, GetVersionsResponse__Output as _algod_v2_GetVersionsResponse__Output } from '../../algod/v2/GetVersionsResponse.js';
import type { GetGenesisResponse as _algod_v2_GetGenesisResponse, GetGenesisResponse__Output as _algod_v2_GetGenesisResponse__Output } from '../../algod/v2/GetGenesisResponse.js';
import type { ListParticipationKeysResponse as _algod_v2_ListParticipationKeysResponse, ListParticipationKeysResponse__Output as _algod_v2_ListParticipationKeysResponse__Output } from '../../algod/v2/ListParticipationKeysResponse.js';
import type { AddParticipationKeyResponse as _algod_v2_AddParticipationKeyResponse, AddParticipationKeyResponse__Output as _algod_v2_AddParticipationKeyResponse__Output } from '../../algod/v2/AddParticipationKeyResponse.js';
import type { GenerateParticipationKeysResponse as _algod_v2_GenerateParticipationKeysResponse, GenerateParticipationKeysResponse__Output as _algod_v2_GenerateParticipationKeysResponse__Output } from '../../algod/v2/GenerateParticipationKeysResponse.js';
import type { GetParticipationKeyResponse as _algod_v2_GetParticipationKeyResponse, GetParticipationKeyResponse__Output as _algod_v2_GetParticipationKeyResponse__Output } from '../../algod/v2/GetParticipationKeyResponse.js';
import type { DeleteParticipationKeyResponse as _algod_v2_DeleteParticipationKeyResponse, DeleteParticipationKeyResponse__Output as _algod_v2_DeleteParticipationKeyResponse__Output } from '../../algod/v2/DeleteParticipationKeyResponse.js';
import type { AppendParticipationKeysResponse as _algod_v2_AppendParticipationKeysResponse, AppendParticipationKeysResponse__Output as _algod_v2_AppendParticipationKeysResponse__Output } from '../../algod/v2/AppendParticipationKeysResponse.js';
import type { RegisterParticipationKeysResponse as _algod_v2_RegisterParticipationKeysResponse, RegisterParticipationKeysResponse__Output as _algod_v2_RegisterParticipationKeysResponse__Output } from '../../algod/v2/RegisterParticipationKeysResponse.js';
import type { ShutdownNodeResponse as _algod_v2_ShutdownNodeResponse, ShutdownNodeResponse__Output as _algod_v2_ShutdownNodeResponse__Output } from '../../algod/v2/ShutdownNodeResponse.js';
import type { GetAccountResponse as _algod_v2_GetAccountResponse, GetAccountResponse__Output as _algod_v2_GetAccountResponse__Output } from '../../algod/v2/GetAccountResponse.js';
import type { GetBlockResponse as _algod_v2_GetBlockResponse, GetBlockResponse__Output as _algod_v2_GetBlockResponse__Output } from '../../algod/v2/GetBlockResponse.js';
import type { GetTransactionProofResponse as _algod_v2_GetTransactionProofResponse, GetTransactionProofResponse__Output as _algod_v2_GetTransactionProofResponse__Output } from '../../algod/v2/GetTransactionProofResponse.js';
import type { GetSupplyResponse as _algod_v2_GetSupplyResponse, GetSupplyResponse__Output as _algod_v2_GetSupplyResponse__Output } from '../../algod/v2/GetSupplyResponse.js';
import type { GetStatusResponse as _algod_v2_GetStatusResponse, GetStatusResponse__Output as _algod_v2_GetStatusResponse__Output } from '../../algod/v2/GetStatusResponse.js';
import type { WaitForBlockResponse as _algod_v2_WaitForBlockResponse, WaitForBlockResponse__Output as _algod_v2_WaitForBlockResponse__Output } from '../../algod/v2/WaitForBlockResponse.js';
import type { SendRawTransactionResponse as _algod_v2_SendRawTransactionResponse, SendRawTransactionResponse__Output as _algod_v2_SendRawTransactionResponse__Output } from '../../algod/v2/SendRawTransactionResponse.js';
import type { GetTransactionParamsResponse as _algod_v2_GetTransactionParamsResponse, GetTransactionParamsResponse__Output as _algod_v2_GetTransactionParamsResponse__Output } from '../../algod/v2/GetTransactionParamsResponse.js';
import type { GetPendingTransactionResponse as _algod_v2_GetPendingTransactionResponse, GetPendingTransactionResponse__Output as _algod_v2_GetPendingTransactionResponse__Output } from '../../algod/v2/GetPendingTransactionResponse.js';
import type { ListPendingTransactionsResponse as _algod_v2_ListPendingTransactionsResponse, ListPendingTransactionsResponse__Output as _algod_v2_ListPendingTransactionsResponse__Output } from '../../algod/v2/ListPendingTransactionsResponse.js';
import type { ListPendingTransactionsByAddressResponse as _algod_v2_ListPendingTransactionsByAddressResponse, ListPendingTransactionsByAddressResponse__Output as _algod_v2_ListPendingTransactionsByAddressResponse__Output } from '../../algod/v2/ListPendingTransactionsByAddressResponse.js';
import type { StartCatchupResponse as _algod_v2_StartCatchupResponse, StartCatchupResponse__Output as _algod_v2_StartCatchupResponse__Output } from '../../algod/v2/StartCatchupResponse.js';
import type { AbortCatchupResponse as _algod_v2_AbortCatchupResponse, AbortCatchupResponse__Output as _algod_v2_AbortCatchupResponse__Output } from '../../algod/v2/AbortCatchupResponse.js';
import type { GetApplicationResponse as _algod_v2_GetApplicationResponse, GetApplicationResponse__Output as _algod_v2_GetApplicationResponse__Output } from '../../algod/v2/GetApplicationResponse.js';
import type { GetAssetResponse as _algod_v2_GetAssetResponse, GetAssetResponse__Output as _algod_v2_GetAssetResponse__Output } from '../../algod/v2/GetAssetResponse.js';
import type { CompileTealResponse as _algod_v2_CompileTealResponse, CompileTealResponse__Output as _algod_v2_CompileTealResponse__Output } from '../../algod/v2/CompileTealResponse.js';
import type { DisassembleTealResponse as _algod_v2_DisassembleTealResponse, DisassembleTealResponse__Output as _algod_v2_DisassembleTealResponse__Output } from '../../algod/v2/DisassembleTealResponse.js';
import type { DryrunTealResponse as _algod_v2_DryrunTealResponse, DryrunTealResponse__Output as _algod_v2_DryrunTealResponse__Output } from '../../algod/v2/DryrunTealResponse.js';
import type { GetBlockTimestampOffsetResponse as _algod_v2_GetBlockTimestampOffsetResponse, GetBlockTimestampOffsetResponse__Output as _algod_v2_GetBlockTimestampOffsetResponse__Output } from '../../algod/v2/GetBlockTimestampOffsetResponse.js';
import type { SetBlockTimestampOffsetResponse as _algod_v2_SetBlockTimestampOffsetResponse, SetBlockTimestampOffsetResponse__Output as _algod_v2_SetBlockTimestampOffsetResponse__Output } from '../../algod/v2/SetBlockTimestampOffsetResponse.js';
import type { GetAccountAssetInformationResponse as _algod_v2_GetAccountAssetInformationResponse, GetAccountAssetInformationResponse__Output as _algod_v2_GetAccountAssetInformationResponse__Output } from '../../algod/v2/GetAccountAssetInformationResponse.js';
import type { GetAccountApplicationInformationResponse as _algod_v2_GetAccountApplicationInformationResponse, GetAccountApplicationInformationResponse__Output as _algod_v2_GetAccountApplicationInformationResponse__Output } from '../../algod/v2/GetAccountApplicationInformationResponse.js';
import type { EvaluateGroupResponse as _algod_v2_EvaluateGroupResponse, EvaluateGroupResponse__Output as _algod_v2_EvaluateGroupResponse__Output } from '../../algod/v2/EvaluateGroupResponse.js';
import type { CallError as _common_v1_CallError, CallError__Output as _common_v1_CallError__Output } from '../../common/v1/CallError.js';
import type { GetSyncRoundResponse as _algod_v2_GetSyncRoundResponse, GetSyncRoundResponse__Output as _algod_v2_GetSyncRoundResponse__Output } from '../../algod/v2/GetSyncRoundResponse.js';
import type { SetSyncRoundResponse as _algod_v2_SetSyncRoundResponse, SetSyncRoundResponse__Output as _algod_v2_SetSyncRoundResponse__Output } from '../../algod/v2/SetSyncRoundResponse.js';
import type { UnsetSyncRoundResponse as _algod_v2_UnsetSyncRoundResponse, UnsetSyncRoundResponse__Output as _algod_v2_UnsetSyncRoundResponse__Output } from '../../algod/v2/UnsetSyncRoundResponse.js';

/**
 * The answer to one call: the same case name as the call, or `error`.
 */
export interface AlgodReply {
  'check_health'?: (_algod_v2_CheckHealthResponse | null);
  'get_readiness'?: (_algod_v2_GetReadinessResponse | null);
  'get_versions'?: (_algod_v2_GetVersionsResponse | null);
  'get_genesis'?: (_algod_v2_GetGenesisResponse | null);
  'list_participation_keys'?: (_algod_v2_ListParticipationKeysResponse | null);
  'add_participation_key'?: (_algod_v2_AddParticipationKeyResponse | null);
  'generate_participation_keys'?: (_algod_v2_GenerateParticipationKeysResponse | null);
  'get_participation_key'?: (_algod_v2_GetParticipationKeyResponse | null);
  'delete_participation_key'?: (_algod_v2_DeleteParticipationKeyResponse | null);
  'append_participation_keys'?: (_algod_v2_AppendParticipationKeysResponse | null);
  'register_participation_keys'?: (_algod_v2_RegisterParticipationKeysResponse | null);
  'shutdown_node'?: (_algod_v2_ShutdownNodeResponse | null);
  'get_account'?: (_algod_v2_GetAccountResponse | null);
  'get_block'?: (_algod_v2_GetBlockResponse | null);
  'get_transaction_proof'?: (_algod_v2_GetTransactionProofResponse | null);
  'get_supply'?: (_algod_v2_GetSupplyResponse | null);
  'get_status'?: (_algod_v2_GetStatusResponse | null);
  'wait_for_block'?: (_algod_v2_WaitForBlockResponse | null);
  'send_raw_transaction'?: (_algod_v2_SendRawTransactionResponse | null);
  'get_transaction_params'?: (_algod_v2_GetTransactionParamsResponse | null);
  'get_pending_transaction'?: (_algod_v2_GetPendingTransactionResponse | null);
  'list_pending_transactions'?: (_algod_v2_ListPendingTransactionsResponse | null);
  'list_pending_transactions_by_address'?: (_algod_v2_ListPendingTransactionsByAddressResponse | null);
  'start_catchup'?: (_algod_v2_StartCatchupResponse | null);
  'abort_catchup'?: (_algod_v2_AbortCatchupResponse | null);
  'get_application'?: (_algod_v2_GetApplicationResponse | null);
  'get_asset'?: (_algod_v2_GetAssetResponse | null);
  'compile_teal'?: (_algod_v2_CompileTealResponse | null);
  'disassemble_teal'?: (_algod_v2_DisassembleTealResponse | null);
  'dryrun_teal'?: (_algod_v2_DryrunTealResponse | null);
  'get_block_timestamp_offset'?: (_algod_v2_GetBlockTimestampOffsetResponse | null);
  'set_block_timestamp_offset'?: (_algod_v2_SetBlockTimestampOffsetResponse | null);
  'get_account_asset_information'?: (_algod_v2_GetAccountAssetInformationResponse | null);
  'get_account_application_information'?: (_algod_v2_GetAccountApplicationInformationResponse | null);
  'evaluate_group'?: (_algod_v2_EvaluateGroupResponse | null);
  'error'?: (_common_v1_CallError | null);
  'get_sync_round'?: (_algod_v2_GetSyncRoundResponse | null);
  'set_sync_round'?: (_algod_v2_SetSyncRoundResponse | null);
  'unset_sync_round'?: (_algod_v2_UnsetSyncRoundResponse | null);
  'reply'?: "error"|"check_health"|"get_readiness"|"get_versions"|"get_genesis"|"list_participation_keys"|"add_participation_key"|"generate_participation_keys"|"get_participation_key"|"delete_participation_key"|"append_participation_keys"|"register_participation_keys"|"shutdown_node"|"get_account"|"get_block"|"get_transaction_proof"|"get_supply"|"get_status"|"wait_for_block"|"send_raw_transaction"|"get_transaction_params"|"get_pending_transaction"|"list_pending_transactions"|"list_pending_transactions_by_address"|"start_catchup"|"abort_catchup"|"get_application"|"get_asset"|"compile_teal"|"disassemble_teal"|"dryrun_teal"|"get_block_timestamp_offset"|"set_block_timestamp_offset"|"get_account_asset_information"|"get_account_application_information"|"evaluate_group"|"get_sync_round"|"set_sync_round"|"unset_sync_round";
}

/**
 * The answer to one call: the same case name as the call, or `error`.
 */
export interface AlgodReply__Output {
  'check_health'?: (_algod_v2_CheckHealthResponse__Output | null);
  'get_readiness'?: (_algod_v2_GetReadinessResponse__Output | null);
  'get_versions'?: (_algod_v2_GetVersionsResponse__Output | null);
  'get_genesis'?: (_algod_v2_GetGenesisResponse__Output | null);
  'list_participation_keys'?: (_algod_v2_ListParticipationKeysResponse__Output | null);
  'add_participation_key'?: (_algod_v2_AddParticipationKeyResponse__Output | null);
  'generate_participation_keys'?: (_algod_v2_GenerateParticipationKeysResponse__Output | null);
  'get_participation_key'?: (_algod_v2_GetParticipationKeyResponse__Output | null);
  'delete_participation_key'?: (_algod_v2_DeleteParticipationKeyResponse__Output | null);
  'append_participation_keys'?: (_algod_v2_AppendParticipationKeysResponse__Output | null);
  'register_participation_keys'?: (_algod_v2_RegisterParticipationKeysResponse__Output | null);
  'shutdown_node'?: (_algod_v2_ShutdownNodeResponse__Output | null);
  'get_account'?: (_algod_v2_GetAccountResponse__Output | null);
  'get_block'?: (_algod_v2_GetBlockResponse__Output | null);
  'get_transaction_proof'?: (_algod_v2_GetTransactionProofResponse__Output | null);
  'get_supply'?: (_algod_v2_GetSupplyResponse__Output | null);
  'get_status'?: (_algod_v2_GetStatusResponse__Output | null);
  'wait_for_block'?: (_algod_v2_WaitForBlockResponse__Output | null);
  'send_raw_transaction'?: (_algod_v2_SendRawTransactionResponse__Output | null);
  'get_transaction_params'?: (_algod_v2_GetTransactionParamsResponse__Output | null);
  'get_pending_transaction'?: (_algod_v2_GetPendingTransactionResponse__Output | null);
  'list_pending_transactions'?: (_algod_v2_ListPendingTransactionsResponse__Output | null);
  'list_pending_transactions_by_address'?: (_algod_v2_ListPendingTransactionsByAddressResponse__Output | null);
  'start_catchup'?: (_algod_v2_StartCatchupResponse__Output | null);
  'abort_catchup'?: (_algod_v2_AbortCatchupResponse__Output | null);
  'get_application'?: (_algod_v2_GetApplicationResponse__Output | null);
  'get_asset'?: (_algod_v2_GetAssetResponse__Output | null);
  'compile_teal'?: (_algod_v2_CompileTealResponse__Output | null);
  'disassemble_teal'?: (_algod_v2_DisassembleTealResponse__Output | null);
  'dryrun_teal'?: (_algod_v2_DryrunTealResponse__Output | null);
  'get_block_timestamp_offset'?: (_algod_v2_GetBlockTimestampOffsetResponse__Output | null);
  'set_block_timestamp_offset'?: (_algod_v2_SetBlockTimestampOffsetResponse__Output | null);
  'get_account_asset_information'?: (_algod_v2_GetAccountAssetInformationResponse__Output | null);
  'get_account_application_information'?: (_algod_v2_GetAccountApplicationInformationResponse__Output | null);
  'evaluate_group'?: (_algod_v2_EvaluateGroupResponse__Output | null);
  'error'?: (_common_v1_CallError__Output | null);
  'get_sync_round'?: (_algod_v2_GetSyncRoundResponse__Output | null);
  'set_sync_round'?: (_algod_v2_SetSyncRoundResponse__Output | null);
  'unset_sync_round'?: (_algod_v2_UnsetSyncRoundResponse__Output | null);
  'reply'?: "error"|"check_health"|"get_readiness"|"get_versions"|"get_genesis"|"list_participation_keys"|"add_participation_key"|"generate_participation_keys"|"get_participation_key"|"delete_participation_key"|"append_participation_keys"|"register_participation_keys"|"shutdown_node"|"get_account"|"get_block"|"get_transaction_proof"|"get_supply"|"get_status"|"wait_for_block"|"send_raw_transaction"|"get_transaction_params"|"get_pending_transaction"|"list_pending_transactions"|"list_pending_transactions_by_address"|"start_catchup"|"abort_catchup"|"get_application"|"get_asset"|"compile_teal"|"disassemble_teal"|"dryrun_teal"|"get_block_timestamp_offset"|"set_block_timestamp_offset"|"get_account_asset_information"|"get_account_application_information"|"evaluate_group"|"get_sync_round"|"set_sync_round"|"unset_sync_round";
}
