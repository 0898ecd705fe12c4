// Original file: proto/algod/v2/algod.proto

import type { CheckHealthRequest as _algod_v2_CheckHealthRequest, CheckHealthRequest__Output as _algod_v2_CheckHealthRequest__Output } from '../../algod/v2/CheckHealthRequest.js';
import type { GetReadinessRequest as _algod_v2_GetReadinessRequest, GetReadinessRequest__Output as _algod_v2_GetReadinessRequest__Output } from '../../algod/v2/GetReadinessRequest.js';
import type { GetVersionsRequest as _algod_v2_GetVersionsRequest, GetVersionsRequest__Output as _algod_v2_GetVersionsRequest__Output } from '../../algod/v2/GetVersionsRequest.js';
import type { GetGenesisRequest as _algod_v2_GetGenesisRequest, GetGenesisRequest__Output as _algod_v2_GetGenesisRequest__Output } from '../../algod/v2/GetGenesisRequest.js';
import type { ListParticipationKeysRequest as _algod_v2_ListParticipationKeysRequest, ListParticipationKeysRequest__Output as _algod_v2_ListParticipationKeysRequest__Output } from '../../algod/v2/ListParticipationKeysRequest.js';
import type { AddParticipationKeyRequest as _algod_v2_AddParticipationKeyRequest, AddParticipationKeyRequest__Output as _algod_v2_AddParticipationKeyRequest__Output } from '../../algod/v2/AddParticipationKeyRequest.js';
import type { GenerateParticipationKeysRequest as _algod_v2_GenerateParticipationKeysRequest, GenerateParticipationKeysRequest__Output as _algod_v2_GenerateParticipationKeysRequest__Output } from '../../algod/v2/GenerateParticipationKeysRequest.js';
import type { GetParticipationKeyRequest as _algod_v2_GetParticipationKeyRequest, GetParticipationKeyRequest__Output as _algod_v2_GetParticipationKeyRequest__Output } from '../../algod/v2/GetParticipationKeyRequest.js';
import type { DeleteParticipationKeyRequest as _algod_v2_DeleteParticipationKeyRequest, DeleteParticipationKeyRequest__Output as _algod_v2_DeleteParticipationKeyRequest__Output } from '../../algod/v2/DeleteParticipationKeyRequest.js';
import type { AppendParticipationKeysRequest as _algod_v2_AppendParticipationKeysRequest, AppendParticipationKeysRequest__Output as _algod_v2_AppendParticipationKeysRequest__Output } from '../../algod/v2/AppendParticipationKeysRequest.js';
import type { RegisterParticipationKeysRequest as _algod_v2_RegisterParticipationKeysRequest, RegisterParticipationKeysRequest__Output as _algod_v2_RegisterParticipationKeysRequest__Output } from '../../algod/v2/RegisterParticipationKeysRequest.js';
import type { ShutdownNodeRequest as _algod_v2_ShutdownNodeRequest, ShutdownNodeRequest__Output as _algod_v2_ShutdownNodeRequest__Output } from '../../algod/v2/ShutdownNodeRequest.js';
import type { GetAccountRequest as _algod_v2_GetAccountRequest, GetAccountRequest__Output as _algod_v2_GetAccountRequest__Output } from '../../algod/v2/GetAccountRequest.js';
import type { GetBlockRequest as _algod_v2_GetBlockRequest, GetBlockRequest__Output as _algod_v2_GetBlockRequest__Output } from '../../algod/v2/GetBlockRequest.js';
import type { GetTransactionProofRequest as _algod_v2_GetTransactionProofRequest, GetTransactionProofRequest__Output as _algod_v2_GetTransactionProofRequest__Output } from '../../algod/v2/GetTransactionProofRequest.js';
import type { GetSupplyRequest as _algod_v2_GetSupplyRequest, GetSupplyRequest__Output as _algod_v2_GetSupplyRequest__Output } from '../../algod/v2/GetSupplyRequest.js';
import type { GetStatusRequest as _algod_v2_GetStatusRequest, GetStatusRequest__Output as _algod_v2_GetStatusRequest__Output } from '../../algod/v2/GetStatusRequest.js';
import type { WaitForBlockRequest as _algod_v2_WaitForBlockRequest, WaitForBlockRequest__Output as _algod_v2_WaitForBlockRequest__Output } from '../../algod/v2/WaitForBlockRequest.js';
import type { SendRawTransactionRequest as _algod_v2_SendRawTransactionRequest, SendRawTransactionRequest__Output as _algod_v2_SendRawTransactionRequest__Output } from '../../algod/v2/SendRawTransactionRequest.js';
import type { GetTransactionParamsRequest as _algod_v2_GetTransactionParamsRequest, GetTransactionParamsRequest__Output as _algod_v2_GetTransactionParamsRequest__Output } from '../../algod/v2/GetTransactionParamsRequest.js';
import type { GetPendingTransactionRequest as _algod_v2_GetPendingTransactionRequest, GetPendingTransactionRequest__Output as _algod_v2_GetPendingTransactionRequest__Output } from '../../algod/v2/GetPendingTransactionRequest.js';
import type { ListPendingTransactionsRequest as _algod_v2_ListPendingTransactionsRequest, ListPendingTransactionsRequest__Output as _algod_v2_ListPendingTransactionsRequest__Output } from '../../algod/v2/ListPendingTransactionsRequest.js';
import type { ListPendingTransactionsByAddressRequest as _algod_v2_ListPendingTransactionsByAddressRequest, ListPendingTransactionsByAddressRequest__Output as _algod_v2_ListPendingTransactionsByAddressRequest__Output } from '../../algod/v2/ListPendingTransactionsByAddressRequest.js';
import type { StartCatchupRequest as _algod_v2_StartCatchupRequest, StartCatchupRequest__Output as _algod_v2_StartCatchupRequest__Output } from '../../algod/v2/StartCatchupRequest.js';
import type { AbortCatchupRequest as _algod_v2_AbortCatchupRequest, AbortCatchupRequest__Output as _algod_v2_AbortCatchupRequest__Output } from '../../algod/v2/AbortCatchupRequest.js';
import type { GetApplicationRequest as _algod_v2_GetApplicationRequest, GetApplicationRequest__Output as _algod_v2_GetApplicationRequest__Output } from '../../algod/v2/GetApplicationRequest.js';
import type { GetAssetRequest as _algod_v2_GetAssetRequest, GetAssetRequest__Output as _algod_v2_GetAssetRequest__Output } from '../../algod/v2/GetAssetRequest.js';
import type { CompileTealRequest as _algod_v2_CompileTealRequest, CompileTealRequest__Output as _algod_v2_CompileTealRequest__Output } from '../../algod/v2/CompileTealRequest.js';
import type { DisassembleTealRequest as _algod_v2_DisassembleTealRequest, DisassembleTealRequest__Output as _algod_v2_DisassembleTealRequest__Output } from '../../algod/v2/DisassembleTealRequest.js';
import type { DryrunTealRequest as _algod_v2_DryrunTealRequest, DryrunTealRequest__Output as _algod_v2_DryrunTealRequest__Output } from '../../algod/v2/DryrunTealRequest.js';
import type { GetBlockTimestampOffsetRequest as _algod_v2_GetBlockTimestampOffsetRequest, GetBlockTimestampOffsetRequest__Output as _algod_v2_GetBlockTimestampOffsetRequest__Output } from '../../algod/v2/GetBlockTimestampOffsetRequest.js';
import type { SetBlockTimestampOffsetRequest as _algod_v2_SetBlockTimestampOffsetRequest, SetBlockTimestampOffsetRequest__Output as _algod_v2_SetBlockTimestampOffsetRequest__Output } from '../../algod/v2/SetBlockTimestampOffsetRequest.js';
import type { GetAccountAssetInformationRequest as _algod_v2_GetAccountAssetInformationRequest, GetAccountAssetInformationRequest__Output as _algod_v2_GetAccountAssetInformationRequest__Output } from '../../algod/v2/GetAccountAssetInformationRequest.js';
import type { GetAccountApplicationInformationRequest as _algod_v2_GetAccountApplicationInformationRequest, GetAccountApplicationInformationRequest__Output as _algod_v2_GetAccountApplicationInformationRequest__Output } from '../../algod/v2/GetAccountApplicationInformationRequest.js';
import type { EvaluateGroupRequest as _algod_v2_EvaluateGroupRequest, EvaluateGroupRequest__Output as _algod_v2_EvaluateGroupRequest__Output } from '../../algod/v2/EvaluateGroupRequest.js';
import type { GetSyncRoundRequest as _algod_v2_GetSyncRoundRequest, GetSyncRoundRequest__Output as _algod_v2_GetSyncRoundRequest__Output } from '../../algod/v2/GetSyncRoundRequest.js';
import type { SetSyncRoundRequest as _algod_v2_SetSyncRoundRequest, SetSyncRoundRequest__Output as _algod_v2_SetSyncRoundRequest__Output } from '../../algod/v2/SetSyncRoundRequest.js';
import type { UnsetSyncRoundRequest as _algod_v2_UnsetSyncRoundRequest, UnsetSyncRoundRequest__Output as _algod_v2_UnsetSyncRoundRequest__Output } from '../../algod/v2/UnsetSyncRoundRequest.js';

/**
 * One call of a batch. The case names are the snake_case RPC names.
 */
export interface AlgodCall {
  'check_health'?: (_algod_v2_CheckHealthRequest | null);
  'get_readiness'?: (_algod_v2_GetReadinessRequest | null);
  'get_versions'?: (_algod_v2_GetVersionsRequest | null);
  'get_genesis'?: (_algod_v2_GetGenesisRequest | null);
  'list_participation_keys'?: (_algod_v2_ListParticipationKeysRequest | null);
  'add_participation_key'?: (_algod_v2_AddParticipationKeyRequest | null);
  'generate_participation_keys'?: (_algod_v2_GenerateParticipationKeysRequest | null);
  'get_participation_key'?: (_algod_v2_GetParticipationKeyRequest | null);
  'delete_participation_key'?: (_algod_v2_DeleteParticipationKeyRequest | null);
  'append_participation_keys'?: (_algod_v2_AppendParticipationKeysRequest | null);
  'register_participation_keys'?: (_algod_v2_RegisterParticipationKeysRequest | null);
  'shutdown_node'?: (_algod_v2_ShutdownNodeRequest | null);
  'get_account'?: (_algod_v2_GetAccountRequest | null);
  'get_block'?: (_algod_v2_GetBlockRequest | null);
  'get_transaction_proof'?: (_algod_v2_GetTransactionProofRequest | null);
  'get_supply'?: (_algod_v2_GetSupplyRequest | null);
  'get_status'?: (_algod_v2_GetStatusRequest | null);
  'wait_for_block'?: (_algod_v2_WaitForBlockRequest | null);
  'send_raw_transaction'?: (_algod_v2_SendRawTransactionRequest | null);
  'get_transaction_params'?: (_algod_v2_GetTransactionParamsRequest | null);
  'get_pending_transaction'?: (_algod_v2_GetPendingTransactionRequest | null);
  'list_pending_transactions'?: (_algod_v2_ListPendingTransactionsRequest | null);
  'list_pending_transactions_by_address'?: (_algod_v2_ListPendingTransactionsByAddressRequest | null);
  'start_catchup'?: (_algod_v2_StartCatchupRequest | null);
  'abort_catchup'?: (_algod_v2_AbortCatchupRequest | null);
  'get_application'?: (_algod_v2_GetApplicationRequest | null);
  'get_asset'?: (_algod_v2_GetAssetRequest | null);
  'compile_teal'?: (_algod_v2_CompileTealRequest | null);
  'disassemble_teal'?: (_algod_v2_DisassembleTealRequest | null);
  'dryrun_teal'?: (_algod_v2_DryrunTealRequest | null);
  'get_block_timestamp_offset'?: (_algod_v2_GetBlockTimestampOffsetRequest | null);
  'set_block_timestamp_offset'?: (_algod_v2_SetBlockTimestampOffsetRequest | null);
  'get_account_asset_information'?: (_algod_v2_GetAccountAssetInformationRequest | null);
  'get_account_application_information'?: (_algod_v2_GetAccountApplicationInformationRequest | null);
  'evaluate_group'?: (_algod_v2_EvaluateGroupRequest | null);
  'get_sync_round'?: (_algod_v2_GetSyncRoundRequest | null);
  'set_sync_round'?: (_algod_v2_SetSyncRoundRequest | null);
  'unset_sync_round'?: (_algod_v2_UnsetSyncRoundRequest | null);
  'call'?: "check_health"|"get_readiness"|"get_versions"|"get_genesis"|"list_participation_keys"|"add_participation_key"|"generate_participation_keys"|"get_participation_key"|"delete_participation_key"|"append_participation_keys"|"register_participation_keys"|"shutdown_node"|"get_account"|"get_block"|"get_transaction_proof"|"get_supply"|"get_status"|"wait_for_block"|"send_raw_transaction"|"get_transaction_params"|"get_pending_transaction"|"list_pending_transactions"|"list_pending_transactions_by_address"|"start_catchup"|"abort_catchup"|"get_application"|"get_asset"|"compile_teal"|"disassemble_teal"|"dryrun_teal"|"get_block_timestamp_offset"|"set_block_timestamp_offset"|"get_account_asset_information"|"get_account_application_information"|"evaluate_group"|"get_sync_round"|"set_sync_round"|"unset_sync_round";
}

/**
 * One call of a batch. The case names are the snake_case RPC names.
 */
export interface AlgodCall__Output {
  'check_health'?: (_algod_v2_CheckHealthRequest__Output | null);
  'get_readiness'?: (_algod_v2_GetReadinessRequest__Output | null);
  'get_versions'?: (_algod_v2_GetVersionsRequest__Output | null);
  'get_genesis'?: (_algod_v2_GetGenesisRequest__Output | null);
  'list_participation_keys'?: (_algod_v2_ListParticipationKeysRequest__Output | null);
  'add_participation_key'?: (_algod_v2_AddParticipationKeyRequest__Output | null);
  'generate_participation_keys'?: (_algod_v2_GenerateParticipationKeysRequest__Output | null);
  'get_participation_key'?: (_algod_v2_GetParticipationKeyRequest__Output | null);
  'delete_participation_key'?: (_algod_v2_DeleteParticipationKeyRequest__Output | null);
  'append_participation_keys'?: (_algod_v2_AppendParticipationKeysRequest__Output | null);
  'register_participation_keys'?: (_algod_v2_RegisterParticipationKeysRequest__Output | null);
  'shutdown_node'?: (_algod_v2_ShutdownNodeRequest__Output | null);
  'get_account'?: (_algod_v2_GetAccountRequest__Output | null);
  'get_block'?: (_algod_v2_GetBlockRequest__Output | null);
  'get_transaction_proof'?: (_algod_v2_GetTransactionProofRequest__Output | null);
  'get_supply'?: (_algod_v2_GetSupplyRequest__Output | null);
  'get_status'?: (_algod_v2_GetStatusRequest__Output | null);
  'wait_for_block'?: (_algod_v2_WaitForBlockRequest__Output | null);
  'send_raw_transaction'?: (_algod_v2_SendRawTransactionRequest__Output | null);
  'get_transaction_params'?: (_algod_v2_GetTransactionParamsRequest__Output | null);
  'get_pending_transaction'?: (_algod_v2_GetPendingTransactionRequest__Output | null);
  'list_pending_transactions'?: (_algod_v2_ListPendingTransactionsRequest__Output | null);
  'list_pending_transactions_by_address'?: (_algod_v2_ListPendingTransactionsByAddressRequest__Output | null);
  'start_catchup'?: (_algod_v2_StartCatchupRequest__Output | null);
  'abort_catchup'?: (_algod_v2_AbortCatchupRequest__Output | null);
  'get_application'?: (_algod_v2_GetApplicationRequest__Output | null);
  'get_asset'?: (_algod_v2_GetAssetRequest__Output | null);
  'compile_teal'?: (_algod_v2_CompileTealRequest__Output | null);
  'disassemble_teal'?: (_algod_v2_DisassembleTealRequest__Output | null);
  'dryrun_teal'?: (_algod_v2_DryrunTealRequest__Output | null);
  'get_block_timestamp_offset'?: (_algod_v2_GetBlockTimestampOffsetRequest__Output | null);
  'set_block_timestamp_offset'?: (_algod_v2_SetBlockTimestampOffsetRequest__Output | null);
  'get_account_asset_information'?: (_algod_v2_GetAccountAssetInformationRequest__Output | null);
  'get_account_application_information'?: (_algod_v2_GetAccountApplicationInformationRequest__Output | null);
  'evaluate_group'?: (_algod_v2_EvaluateGroupRequest__Output | null);
  'get_sync_round'?: (_algod_v2_GetSyncRoundRequest__Output | null);
  'set_sync_round'?: (_algod_v2_SetSyncRoundRequest__Output | null);
  'unset_sync_round'?: (_algod_v2_UnsetSyncRoundRequest__Output | null);
  'call'?: "check_health"|"get_readiness"|"get_versions"|"get_genesis"|"list_participation_keys"|"add_participation_key"|"generate_participation_keys"|"get_participation_key"|"delete_participation_key"|"append_participation_keys"|"register_participation_keys"|"shutdown_node"|"get_account"|"get_block"|"get_transaction_proof"|"get_supply"|"get_status"|"wait_for_block"|"send_raw_transaction"|"get_transaction_params"|"get_pending_transaction"|"list_pending_transactions"|"list_pending_transactions_by_address"|"start_catchup"|"abort_catchup"|"get_application"|"get_asset"|"compile_teal"|"disassemble_teal"|"dryrun_teal"|"get_block_timestamp_offset"|"set_block_timestamp_offset"|"get_account_asset_information"|"get_account_application_information"|"evaluate_group"|"get_sync_round"|"set_sync_round"|"unset_sync_round";
}
