// Original file: proto/algod/v2/algod.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AbortCatchupRequest as _algod_v2_AbortCatchupRequest, AbortCatchupRequest__Output as _algod_v2_AbortCatchupRequest__Output } from '../../algod/v2/AbortCatchupRequest.js';
import type { AbortCatchupResponse as _algod_v2_AbortCatchupResponse, AbortCatchupResponse__Output as _algod_v2_AbortCatchupResponse__Output } from '../../algod/v2/AbortCatchupResponse.js';
import type { AddParticipationKeyRequest as _algod_v2_AddParticipationKeyRequest, AddParticipationKeyRequest__Output as _algod_v2_AddParticipationKeyRequest__Output } from '../../algod/v2/AddParticipationKeyRequest.js';
import type { AddParticipationKeyResponse as _algod_v2_AddParticipationKeyResponse, AddParticipationKeyResponse__Output as _algod_v2_AddParticipationKeyResponse__Output } from '../../algod/v2/AddParticipationKeyResponse.js';
import type { AppendParticipationKeysRequest as _algod_v2_AppendParticipationKeysRequest, AppendParticipationKeysRequest__Output as _algod_v2_AppendParticipationKeysRequest__Output } from '../../algod/v2/AppendParticipationKeysRequest.js';
import type { AppendParticipationKeysResponse as _algod_v2_AppendParticipationKeysResponse, AppendParticipationKeysResponse__Output as _algod_v2_AppendParticipationKeysResponse__Output } from '../../algod/v2/AppendParticipationKeysResponse.js';
import type { CheckHealthRequest as _algod_v2_CheckHealthRequest, CheckHealthRequest__Output as _algod_v2_CheckHealthRequest__Output } from '../../algod/v2/CheckHealthRequest.js';
import type { CheckHealthResponse as _algod_v2_CheckHealthResponse, CheckHealthResponse__Output as _algod_v2_CheckHealthResponse__Output } from '../../algod/v2/CheckHealthResponse.js';
import type { CompileTealRequest as _algod_v2_CompileTealRequest, CompileTealRequest__Output as _algod_v2_CompileTealRequest__Output } from '../../algod/v2/CompileTealRequest.js';
import type { CompileTealResponse as _algod_v2_CompileTealResponse, CompileTealResponse__Output as _algod_v2_CompileTealResponse__Output } from '../../algod/v2/CompileTealResponse.js';
import type { DeleteParticipationKeyRequest as _algod_v2_DeleteParticipationKeyRequest, DeleteParticipationKeyRequest__Output as _algod_v2_DeleteParticipationKeyRequest__Output } from '../../algod/v2/DeleteParticipationKeyRequest.js';
import type { DeleteParticipationKeyResponse as _algod_v2_DeleteParticipationKeyResponse, DeleteParticipationKeyResponse__Output as _algod_v2_DeleteParticipationKeyResponse__Output } from '../../algod/v2/DeleteParticipationKeyResponse.js';
import type { DisassembleTealRequest as _algod_v2_DisassembleTealRequest, DisassembleTealRequest__Output as _algod_v2_DisassembleTealRequest__Output } from '../../algod/v2/DisassembleTealRequest.js';
import type { DisassembleTealResponse as _algod_v2_DisassembleTealResponse, DisassembleTealResponse__Output as _algod_v2_DisassembleTealResponse__Output } from '../../algod/v2/DisassembleTealResponse.js';
import type { DryrunTealRequest as _algod_v2_DryrunTealRequest, DryrunTealRequest__Output as _algod_v2_DryrunTealRequest__Output } from '../../algod/v2/DryrunTealRequest.js';
import type { DryrunTealResponse as _algod_v2_DryrunTealResponse, DryrunTealResponse__Output as _algod_v2_DryrunTealResponse__Output } from '../../algod/v2/DryrunTealResponse.js';
import type { EvaluateGroupRequest as _algod_v2_EvaluateGroupRequest, EvaluateGroupRequest__Output as _algod_v2_EvaluateGroupRequest__Output } from '../../algod/v2/EvaluateGroupRequest.js';
import type { EvaluateGroupResponse as _algod_v2_EvaluateGroupResponse, EvaluateGroupResponse__Output as _algod_v2_EvaluateGroupResponse__Output } from '../../algod/v2/EvaluateGroupResponse.js';
import type { ExecuteBatchRequest as _algod_v2_ExecuteBatchRequest, ExecuteBatchRequest__Output as _algod_v2_ExecuteBatchRequest__Output } from '../../algod/v2/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _algod_v2_ExecuteBatchResponse, ExecuteBatchResponse__Output as _algod_v2_ExecuteBatchResponse__Output } from '../../algod/v2/ExecuteBatchResponse.js';
import type { ExperimentalCheckRequest as _algod_v2_ExperimentalCheckRequest, ExperimentalCheckRequest__Output as _algod_v2_ExperimentalCheckRequest__Output } from '../../algod/v2/ExperimentalCheckRequest.js';
import type { ExperimentalCheckResponse as _algod_v2_ExperimentalCheckResponse, ExperimentalCheckResponse__Output as _algod_v2_ExperimentalCheckResponse__Output } from '../../algod/v2/ExperimentalCheckResponse.js';
import type { GenerateParticipationKeysRequest as _algod_v2_GenerateParticipationKeysRequest, GenerateParticipationKeysRequest__Output as _algod_v2_GenerateParticipationKeysRequest__Output } from '../../algod/v2/GenerateParticipationKeysRequest.js';
import type { GenerateParticipationKeysResponse as _algod_v2_GenerateParticipationKeysResponse, GenerateParticipationKeysResponse__Output as _algod_v2_GenerateParticipationKeysResponse__Output } from '../../algod/v2/GenerateParticipationKeysResponse.js';
import type { GetAccountApplicationInformationRequest as _algod_v2_GetAccountApplicationInformationRequest, GetAccountApplicationInformationRequest__Output as _algod_v2_GetAccountApplicationInformationRequest__Output } from '../../algod/v2/GetAccountApplicationInformationRequest.js';
import type { GetAccountApplicationInformationResponse as _algod_v2_GetAccountApplicationInformationResponse, GetAccountApplicationInformationResponse__Output as _algod_v2_GetAccountApplicationInformationResponse__Output } from '../../algod/v2/GetAccountApplicationInformationResponse.js';
import type { GetAccountApplicationsInformationRequest as _algod_v2_GetAccountApplicationsInformationRequest, GetAccountApplicationsInformationRequest__Output as _algod_v2_GetAccountApplicationsInformationRequest__Output } from '../../algod/v2/GetAccountApplicationsInformationRequest.js';
import type { GetAccountApplicationsInformationResponse as _algod_v2_GetAccountApplicationsInformationResponse, GetAccountApplicationsInformationResponse__Output as _algod_v2_GetAccountApplicationsInformationResponse__Output } from '../../algod/v2/GetAccountApplicationsInformationResponse.js';
import type { GetAccountAssetInformationRequest as _algod_v2_GetAccountAssetInformationRequest, GetAccountAssetInformationRequest__Output as _algod_v2_GetAccountAssetInformationRequest__Output } from '../../algod/v2/GetAccountAssetInformationRequest.js';
import type { GetAccountAssetInformationResponse as _algod_v2_GetAccountAssetInformationResponse, GetAccountAssetInformationResponse__Output as _algod_v2_GetAccountAssetInformationResponse__Output } from '../../algod/v2/GetAccountAssetInformationResponse.js';
import type { GetAccountAssetsInformationRequest as _algod_v2_GetAccountAssetsInformationRequest, GetAccountAssetsInformationRequest__Output as _algod_v2_GetAccountAssetsInformationRequest__Output } from '../../algod/v2/GetAccountAssetsInformationRequest.js';
import type { GetAccountAssetsInformationResponse as _algod_v2_GetAccountAssetsInformationResponse, GetAccountAssetsInformationResponse__Output as _algod_v2_GetAccountAssetsInformationResponse__Output } from '../../algod/v2/GetAccountAssetsInformationResponse.js';
import type { GetAccountRequest as _algod_v2_GetAccountRequest, GetAccountRequest__Output as _algod_v2_GetAccountRequest__Output } from '../../algod/v2/GetAccountRequest.js';
import type { GetAccountResponse as _algod_v2_GetAccountResponse, GetAccountResponse__Output as _algod_v2_GetAccountResponse__Output } from '../../algod/v2/GetAccountResponse.js';
import type { GetApplicationBoxByNameRequest as _algod_v2_GetApplicationBoxByNameRequest, GetApplicationBoxByNameRequest__Output as _algod_v2_GetApplicationBoxByNameRequest__Output } from '../../algod/v2/GetApplicationBoxByNameRequest.js';
import type { GetApplicationBoxByNameResponse as _algod_v2_GetApplicationBoxByNameResponse, GetApplicationBoxByNameResponse__Output as _algod_v2_GetApplicationBoxByNameResponse__Output } from '../../algod/v2/GetApplicationBoxByNameResponse.js';
import type { GetApplicationBoxesRequest as _algod_v2_GetApplicationBoxesRequest, GetApplicationBoxesRequest__Output as _algod_v2_GetApplicationBoxesRequest__Output } from '../../algod/v2/GetApplicationBoxesRequest.js';
import type { GetApplicationBoxesResponse as _algod_v2_GetApplicationBoxesResponse, GetApplicationBoxesResponse__Output as _algod_v2_GetApplicationBoxesResponse__Output } from '../../algod/v2/GetApplicationBoxesResponse.js';
import type { GetApplicationRequest as _algod_v2_GetApplicationRequest, GetApplicationRequest__Output as _algod_v2_GetApplicationRequest__Output } from '../../algod/v2/GetApplicationRequest.js';
import type { GetApplicationResponse as _algod_v2_GetApplicationResponse, GetApplicationResponse__Output as _algod_v2_GetApplicationResponse__Output } from '../../algod/v2/GetApplicationResponse.js';
import type { GetAssetRequest as _algod_v2_GetAssetRequest, GetAssetRequest__Output as _algod_v2_GetAssetRequest__Output } from '../../algod/v2/GetAssetRequest.js';
import type { GetAssetResponse as _algod_v2_GetAssetResponse, GetAssetResponse__Output as _algod_v2_GetAssetResponse__Output } from '../../algod/v2/GetAssetResponse.js';
import type { GetBlockHashRequest as _algod_v2_GetBlockHashRequest, GetBlockHashRequest__Output as _algod_v2_GetBlockHashRequest__Output } from '../../algod/v2/GetBlockHashRequest.js';
import type { GetBlockHashResponse as _algod_v2_GetBlockHashResponse, GetBlockHashResponse__Output as _algod_v2_GetBlockHashResponse__Output } from '../../algod/v2/GetBlockHashResponse.js';
import type { GetBlockLogsRequest as _algod_v2_GetBlockLogsRequest, GetBlockLogsRequest__Output as _algod_v2_GetBlockLogsRequest__Output } from '../../algod/v2/GetBlockLogsRequest.js';
import type { GetBlockLogsResponse as _algod_v2_GetBlockLogsResponse, GetBlockLogsResponse__Output as _algod_v2_GetBlockLogsResponse__Output } from '../../algod/v2/GetBlockLogsResponse.js';
import type { GetBlockRequest as _algod_v2_GetBlockRequest, GetBlockRequest__Output as _algod_v2_GetBlockRequest__Output } from '../../algod/v2/GetBlockRequest.js';
import type { GetBlockResponse as _algod_v2_GetBlockResponse, GetBlockResponse__Output as _algod_v2_GetBlockResponse__Output } from '../../algod/v2/GetBlockResponse.js';
import type { GetBlockTimestampOffsetRequest as _algod_v2_GetBlockTimestampOffsetRequest, GetBlockTimestampOffsetRequest__Output as _algod_v2_GetBlockTimestampOffsetRequest__Output } from '../../algod/v2/GetBlockTimestampOffsetRequest.js';
import type { GetBlockTimestampOffsetResponse as _algod_v2_GetBlockTimestampOffsetResponse, GetBlockTimestampOffsetResponse__Output as _algod_v2_GetBlockTimestampOffsetResponse__Output } from '../../algod/v2/GetBlockTimestampOffsetResponse.js';
import type { GetBlockTxidsRequest as _algod_v2_GetBlockTxidsRequest, GetBlockTxidsRequest__Output as _algod_v2_GetBlockTxidsRequest__Output } from '../../algod/v2/GetBlockTxidsRequest.js';
import type { GetBlockTxidsResponse as _algod_v2_GetBlockTxidsResponse, GetBlockTxidsResponse__Output as _algod_v2_GetBlockTxidsResponse__Output } from '../../algod/v2/GetBlockTxidsResponse.js';
import type { GetGenesisRequest as _algod_v2_GetGenesisRequest, GetGenesisRequest__Output as _algod_v2_GetGenesisRequest__Output } from '../../algod/v2/GetGenesisRequest.js';
import type { GetGenesisResponse as _algod_v2_GetGenesisResponse, GetGenesisResponse__Output as _algod_v2_GetGenesisResponse__Output } from '../../algod/v2/GetGenesisResponse.js';
import type { GetLedgerStateDeltaForTransactionGroupRequest as _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, GetLedgerStateDeltaForTransactionGroupRequest__Output as _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output } from '../../algod/v2/GetLedgerStateDeltaForTransactionGroupRequest.js';
import type { GetLedgerStateDeltaForTransactionGroupResponse as _algod_v2_GetLedgerStateDeltaForTransactionGroupResponse, GetLedgerStateDeltaForTransactionGroupResponse__Output as _algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output } from '../../algod/v2/GetLedgerStateDeltaForTransactionGroupResponse.js';
import type { GetLedgerStateDeltaRequest as _algod_v2_GetLedgerStateDeltaRequest, GetLedgerStateDeltaRequest__Output as _algod_v2_GetLedgerStateDeltaRequest__Output } from '../../algod/v2/GetLedgerStateDeltaRequest.js';
import type { GetLedgerStateDeltaResponse as _algod_v2_GetLedgerStateDeltaResponse, GetLedgerStateDeltaResponse__Output as _algod_v2_GetLedgerStateDeltaResponse__Output } from '../../algod/v2/GetLedgerStateDeltaResponse.js';
import type { GetLightBlockHeaderProofRequest as _algod_v2_GetLightBlockHeaderProofRequest, GetLightBlockHeaderProofRequest__Output as _algod_v2_GetLightBlockHeaderProofRequest__Output } from '../../algod/v2/GetLightBlockHeaderProofRequest.js';
import type { GetLightBlockHeaderProofResponse as _algod_v2_GetLightBlockHeaderProofResponse, GetLightBlockHeaderProofResponse__Output as _algod_v2_GetLightBlockHeaderProofResponse__Output } from '../../algod/v2/GetLightBlockHeaderProofResponse.js';
import type { GetParticipationKeyRequest as _algod_v2_GetParticipationKeyRequest, GetParticipationKeyRequest__Output as _algod_v2_GetParticipationKeyRequest__Output } from '../../algod/v2/GetParticipationKeyRequest.js';
import type { GetParticipationKeyResponse as _algod_v2_GetParticipationKeyResponse, GetParticipationKeyResponse__Output as _algod_v2_GetParticipationKeyResponse__Output } from '../../algod/v2/GetParticipationKeyResponse.js';
import type { GetPeersRequest as _algod_v2_GetPeersRequest, GetPeersRequest__Output as _algod_v2_GetPeersRequest__Output } from '../../algod/v2/GetPeersRequest.js';
import type { GetPeersResponse as _algod_v2_GetPeersResponse, GetPeersResponse__Output as _algod_v2_GetPeersResponse__Output } from '../../algod/v2/GetPeersResponse.js';
import type { GetPendingTransactionRequest as _algod_v2_GetPendingTransactionRequest, GetPendingTransactionRequest__Output as _algod_v2_GetPendingTransactionRequest__Output } from '../../algod/v2/GetPendingTransactionRequest.js';
import type { GetPendingTransactionResponse as _algod_v2_GetPendingTransactionResponse, GetPendingTransactionResponse__Output as _algod_v2_GetPendingTransactionResponse__Output } from '../../algod/v2/GetPendingTransactionResponse.js';
import type { GetReadinessRequest as _algod_v2_GetReadinessRequest, GetReadinessRequest__Output as _algod_v2_GetReadinessRequest__Output } from '../../algod/v2/GetReadinessRequest.js';
import type { GetReadinessResponse as _algod_v2_GetReadinessResponse, GetReadinessResponse__Output as _algod_v2_GetReadinessResponse__Output } from '../../algod/v2/GetReadinessResponse.js';
import type { GetStateProofRequest as _algod_v2_GetStateProofRequest, GetStateProofRequest__Output as _algod_v2_GetStateProofRequest__Output } from '../../algod/v2/GetStateProofRequest.js';
import type { GetStateProofResponse as _algod_v2_GetStateProofResponse, GetStateProofResponse__Output as _algod_v2_GetStateProofResponse__Output } from '../../algod/v2/GetStateProofResponse.js';
import type { GetStatusRequest as _algod_v2_GetStatusRequest, GetStatusRequest__Output as _algod_v2_GetStatusRequest__Output } from '../../algod/v2/GetStatusRequest.js';
import type { GetStatusResponse as _algod_v2_GetStatusResponse, GetStatusResponse__Output as _algod_v2_GetStatusResponse__Output } from '../../algod/v2/GetStatusResponse.js';
import type { GetSupplyRequest as _algod_v2_GetSupplyRequest, GetSupplyRequest__Output as _algod_v2_GetSupplyRequest__Output } from '../../algod/v2/GetSupplyRequest.js';
import type { GetSupplyResponse as _algod_v2_GetSupplyResponse, GetSupplyResponse__Output as _algod_v2_GetSupplyResponse__Output } from '../../algod/v2/GetSupplyResponse.js';
import type { GetSyncRoundRequest as _algod_v2_GetSyncRoundRequest, GetSyncRoundRequest__Output as _algod_v2_GetSyncRoundRequest__Output } from '../../algod/v2/GetSyncRoundRequest.js';
import type { GetSyncRoundResponse as _algod_v2_GetSyncRoundResponse, GetSyncRoundResponse__Output as _algod_v2_GetSyncRoundResponse__Output } from '../../algod/v2/GetSyncRoundResponse.js';
import type { GetTransactionGroupLedgerStateDeltasForRoundRequest as _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, GetTransactionGroupLedgerStateDeltasForRoundRequest__Output as _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output } from '../../algod/v2/GetTransactionGroupLedgerStateDeltasForRoundRequest.js';
import type { GetTransactionGroupLedgerStateDeltasForRoundResponse as _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse, GetTransactionGroupLedgerStateDeltasForRoundResponse__Output as _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output } from '../../algod/v2/GetTransactionGroupLedgerStateDeltasForRoundResponse.js';
import type { GetTransactionParamsRequest as _algod_v2_GetTransactionParamsRequest, GetTransactionParamsRequest__Output as _algod_v2_GetTransactionParamsRequest__Output } from '../../algod/v2/GetTransactionParamsRequest.js';
import type { GetTransactionParamsResponse as _algod_v2_GetTransactionParamsResponse, GetTransactionParamsResponse__Output as _algod_v2_GetTransactionParamsResponse__Output } from '../../algod/v2/GetTransactionParamsResponse.js';
import type { GetTransactionProofRequest as _algod_v2_GetTransactionProofRequest, GetTransactionProofRequest__Output as _algod_v2_GetTransactionProofRequest__Output } from '../../algod/v2/GetTransactionProofRequest.js';
import type { GetTransactionProofResponse as _algod_v2_GetTransactionProofResponse, GetTransactionProofResponse__Output as _algod_v2_GetTransactionProofResponse__Output } from '../../algod/v2/GetTransactionProofResponse.js';
import type { GetVersionsRequest as _algod_v2_GetVersionsRequest, GetVersionsRequest__Output as _algod_v2_GetVersionsRequest__Output } from '../../algod/v2/GetVersionsRequest.js';
import type { GetVersionsResponse as _algod_v2_GetVersionsResponse, GetVersionsResponse__Output as _algod_v2_GetVersionsResponse__Output } from '../../algod/v2/GetVersionsResponse.js';
import type { ListParticipationKeysRequest as _algod_v2_ListParticipationKeysRequest, ListParticipationKeysRequest__Output as _algod_v2_ListParticipationKeysRequest__Output } from '../../algod/v2/ListParticipationKeysRequest.js';
import type { ListParticipationKeysResponse as _algod_v2_ListParticipationKeysResponse, ListParticipationKeysResponse__Output as _algod_v2_ListParticipationKeysResponse__Output } from '../../algod/v2/ListParticipationKeysResponse.js';
import type { ListPendingTransactionsByAddressRequest as _algod_v2_ListPendingTransactionsByAddressRequest, ListPendingTransactionsByAddressRequest__Output as _algod_v2_ListPendingTransactionsByAddressRequest__Output } from '../../algod/v2/ListPendingTransactionsByAddressRequest.js';
import type { ListPendingTransactionsByAddressResponse as _algod_v2_ListPendingTransactionsByAddressResponse, ListPendingTransactionsByAddressResponse__Output as _algod_v2_ListPendingTransactionsByAddressResponse__Output } from '../../algod/v2/ListPendingTransactionsByAddressResponse.js';
import type { ListPendingTransactionsRequest as _algod_v2_ListPendingTransactionsRequest, ListPendingTransactionsRequest__Output as _algod_v2_ListPendingTransactionsRequest__Output } from '../../algod/v2/ListPendingTransactionsRequest.js';
import type { ListPendingTransactionsResponse as _algod_v2_ListPendingTransactionsResponse, ListPendingTransactionsResponse__Output as _algod_v2_ListPendingTransactionsResponse__Output } from '../../algod/v2/ListPendingTransactionsResponse.js';
import type { RawTransactionAsyncRequest as _algod_v2_RawTransactionAsyncRequest, RawTransactionAsyncRequest__Output as _algod_v2_RawTransactionAsyncRequest__Output } from '../../algod/v2/RawTransactionAsyncRequest.js';
import type { RawTransactionAsyncResponse as _algod_v2_RawTransactionAsyncResponse, RawTransactionAsyncResponse__Output as _algod_v2_RawTransactionAsyncResponse__Output } from '../../algod/v2/RawTransactionAsyncResponse.js';
import type { RegisterParticipationKeysRequest as _algod_v2_RegisterParticipationKeysRequest, RegisterParticipationKeysRequest__Output as _algod_v2_RegisterParticipationKeysRequest__Output } from '../../algod/v2/RegisterParticipationKeysRequest.js';
import type { RegisterParticipationKeysResponse as _algod_v2_RegisterParticipationKeysResponse, RegisterParticipationKeysResponse__Output as _algod_v2_RegisterParticipationKeysResponse__Output } from '../../algod/v2/RegisterParticipationKeysResponse.js';
import type { SendRawTransactionRequest as _algod_v2_SendRawTransactionRequest, SendRawTransactionRequest__Output as _algod_v2_SendRawTransactionRequest__Output } from '../../algod/v2/SendRawTransactionRequest.js';
import type { SendRawTransactionResponse as _algod_v2_SendRawTransactionResponse, SendRawTransactionResponse__Output as _algod_v2_SendRawTransactionResponse__Output } from '../../algod/v2/SendRawTransactionResponse.js';
import type { SetBlockTimestampOffsetRequest as _algod_v2_SetBlockTimestampOffsetRequest, SetBlockTimestampOffsetRequest__Output as _algod_v2_SetBlockTimestampOffsetRequest__Output } from '../../algod/v2/SetBlockTimestampOffsetRequest.js';
import type { SetBlockTimestampOffsetResponse as _algod_v2_SetBlockTimestampOffsetResponse, SetBlockTimestampOffsetResponse__Output as _algod_v2_SetBlockTimestampOffsetResponse__Output } from '../../algod/v2/SetBlockTimestampOffsetResponse.js';
import type { SetSyncRoundRequest as _algod_v2_SetSyncRoundRequest, SetSyncRoundRequest__Output as _algod_v2_SetSyncRoundRequest__Output } from '../../algod/v2/SetSyncRoundRequest.js';
import type { SetSyncRoundResponse as _algod_v2_SetSyncRoundResponse, SetSyncRoundResponse__Output as _algod_v2_SetSyncRoundResponse__Output } from '../../algod/v2/SetSyncRoundResponse.js';
import type { ShutdownNodeRequest as _algod_v2_ShutdownNodeRequest, ShutdownNodeRequest__Output as _algod_v2_ShutdownNodeRequest__Output } from '../../algod/v2/ShutdownNodeRequest.js';
import type { ShutdownNodeResponse as _algod_v2_ShutdownNodeResponse, ShutdownNodeResponse__Output as _algod_v2_ShutdownNodeResponse__Output } from '../../algod/v2/ShutdownNodeResponse.js';
import type { SimulateTransactionsRequest as _algod_v2_SimulateTransactionsRequest, SimulateTransactionsRequest__Output as _algod_v2_SimulateTransactionsRequest__Output } from '../../algod/v2/SimulateTransactionsRequest.js';
import type { SimulateTransactionsResponse as _algod_v2_SimulateTransactionsResponse, SimulateTransactionsResponse__Output as _algod_v2_SimulateTransactionsResponse__Output } from '../../algod/v2/SimulateTransactionsResponse.js';
import type { StartCatchupRequest as _algod_v2_StartCatchupRequest, StartCatchupRequest__Output as _algod_v2_StartCatchupRequest__Output } from '../../algod/v2/StartCatchupRequest.js';
import type { StartCatchupResponse as _algod_v2_StartCatchupResponse, StartCatchupResponse__Output as _algod_v2_StartCatchupResponse__Output } from '../../algod/v2/StartCatchupResponse.js';
import type { SubscribeBlocksRequest as _algod_v2_SubscribeBlocksRequest, SubscribeBlocksRequest__Output as _algod_v2_SubscribeBlocksRequest__Output } from '../../algod/v2/SubscribeBlocksRequest.js';
import type { SubscribeBlocksResponse as _algod_v2_SubscribeBlocksResponse, SubscribeBlocksResponse__Output as _algod_v2_SubscribeBlocksResponse__Output } from '../../algod/v2/SubscribeBlocksResponse.js';
import type { UnsetSyncRoundRequest as _algod_v2_UnsetSyncRoundRequest, UnsetSyncRoundRequest__Output as _algod_v2_UnsetSyncRoundRequest__Output } from '../../algod/v2/UnsetSyncRoundRequest.js';
import type { UnsetSyncRoundResponse as _algod_v2_UnsetSyncRoundResponse, UnsetSyncRoundResponse__Output as _algod_v2_UnsetSyncRoundResponse__Output } from '../../algod/v2/UnsetSyncRoundResponse.js';
import type { WaitForBlockRequest as _algod_v2_WaitForBlockRequest, WaitForBlockRequest__Output as _algod_v2_WaitForBlockRequest__Output } from '../../algod/v2/WaitForBlockRequest.js';
import type { WaitForBlockResponse as _algod_v2_WaitForBlockResponse, WaitForBlockResponse__Output as _algod_v2_WaitForBlockResponse__Output } from '../../algod/v2/WaitForBlockResponse.js';

export interface AlgodServiceClient extends grpc.Client {
  /**
   * DELETE /v2/catchup/{catchpoint} (admin)
   */
  AbortCatchup(argument: _algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  AbortCatchup(argument: _algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  AbortCatchup(argument: _algod_v2_AbortCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  AbortCatchup(argument: _algod_v2_AbortCatchupRequest, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /v2/catchup/{catchpoint} (admin)
   */
  abortCatchup(argument: _algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  abortCatchup(argument: _algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  abortCatchup(argument: _algod_v2_AbortCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  abortCatchup(argument: _algod_v2_AbortCatchupRequest, callback: grpc.requestCallback<_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/participation (admin)
   */
  AddParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  AddParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  AddParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  AddParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/participation (admin)
   */
  addParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  addParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  addParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  addParticipationKey(argument: _algod_v2_AddParticipationKeyRequest, callback: grpc.requestCallback<_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/participation/{participation-id} (admin): append state-proof keys
   */
  AppendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  AppendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  AppendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  AppendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/participation/{participation-id} (admin): append state-proof keys
   */
  appendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  appendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  appendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  appendParticipationKeys(argument: _algod_v2_AppendParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /health
   */
  CheckHealth(argument: _algod_v2_CheckHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckHealth(argument: _algod_v2_CheckHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckHealth(argument: _algod_v2_CheckHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckHealth(argument: _algod_v2_CheckHealthRequest, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /health
   */
  checkHealth(argument: _algod_v2_CheckHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  checkHealth(argument: _algod_v2_CheckHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  checkHealth(argument: _algod_v2_CheckHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  checkHealth(argument: _algod_v2_CheckHealthRequest, callback: grpc.requestCallback<_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/teal/compile (developer API)
   */
  CompileTeal(argument: _algod_v2_CompileTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  CompileTeal(argument: _algod_v2_CompileTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  CompileTeal(argument: _algod_v2_CompileTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  CompileTeal(argument: _algod_v2_CompileTealRequest, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/teal/compile (developer API)
   */
  compileTeal(argument: _algod_v2_CompileTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  compileTeal(argument: _algod_v2_CompileTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  compileTeal(argument: _algod_v2_CompileTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  compileTeal(argument: _algod_v2_CompileTealRequest, callback: grpc.requestCallback<_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * DELETE /v2/participation/{participation-id} (admin)
   */
  DeleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /v2/participation/{participation-id} (admin)
   */
  deleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteParticipationKey(argument: _algod_v2_DeleteParticipationKeyRequest, callback: grpc.requestCallback<_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/teal/disassemble (developer API)
   */
  DisassembleTeal(argument: _algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  DisassembleTeal(argument: _algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  DisassembleTeal(argument: _algod_v2_DisassembleTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  DisassembleTeal(argument: _algod_v2_DisassembleTealRequest, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/teal/disassemble (developer API)
   */
  disassembleTeal(argument: _algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  disassembleTeal(argument: _algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  disassembleTeal(argument: _algod_v2_DisassembleTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  disassembleTeal(argument: _algod_v2_DisassembleTealRequest, callback: grpc.requestCallback<_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/teal/dryrun (developer API)
   */
  DryrunTeal(argument: _algod_v2_DryrunTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  DryrunTeal(argument: _algod_v2_DryrunTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  DryrunTeal(argument: _algod_v2_DryrunTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  DryrunTeal(argument: _algod_v2_DryrunTealRequest, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/teal/dryrun (developer API)
   */
  dryrunTeal(argument: _algod_v2_DryrunTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  dryrunTeal(argument: _algod_v2_DryrunTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  dryrunTeal(argument: _algod_v2_DryrunTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  dryrunTeal(argument: _algod_v2_DryrunTealRequest, callback: grpc.requestCallback<_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * gRPC only (no REST route): evaluate a signed group exactly as SendRawTransaction would, against the pending
   * state, without admitting it.
   */
  EvaluateGroup(argument: _algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  EvaluateGroup(argument: _algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  EvaluateGroup(argument: _algod_v2_EvaluateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  EvaluateGroup(argument: _algod_v2_EvaluateGroupRequest, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * gRPC only (no REST route): evaluate a signed group exactly as SendRawTransaction would, against the pending
   * state, without admitting it.
   */
  evaluateGroup(argument: _algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  evaluateGroup(argument: _algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  evaluateGroup(argument: _algod_v2_EvaluateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  evaluateGroup(argument: _algod_v2_EvaluateGroupRequest, callback: grpc.requestCallback<_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients). Each call
   * is authorised on its own, as if it were sent unary with this call's metadata.
   */
  ExecuteBatch(argument: _algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algod_v2_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algod_v2_ExecuteBatchRequest, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients). Each call
   * is authorised on its own, as if it were sent unary with this call's metadata.
   */
  executeBatch(argument: _algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algod_v2_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algod_v2_ExecuteBatchRequest, callback: grpc.requestCallback<_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/experimental
   */
  ExperimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  ExperimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  ExperimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  ExperimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/experimental
   */
  experimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  experimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  experimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  experimentalCheck(argument: _algod_v2_ExperimentalCheckRequest, callback: grpc.requestCallback<_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/participation/generate/{address} (admin)
   */
  GenerateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  GenerateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  GenerateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  GenerateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/participation/generate/{address} (admin)
   */
  generateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  generateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  generateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  generateParticipationKeys(argument: _algod_v2_GenerateParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/accounts/{address}
   */
  GetAccount(argument: _algod_v2_GetAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _algod_v2_GetAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _algod_v2_GetAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _algod_v2_GetAccountRequest, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/accounts/{address}
   */
  getAccount(argument: _algod_v2_GetAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _algod_v2_GetAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _algod_v2_GetAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _algod_v2_GetAccountRequest, callback: grpc.requestCallback<_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/accounts/{address}/applications/{application-id}
   */
  GetAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/accounts/{address}/applications/{application-id}
   */
  getAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationInformation(argument: _algod_v2_GetAccountApplicationInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/accounts/{address}/applications (paginated)
   */
  GetAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/accounts/{address}/applications (paginated)
   */
  getAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationsInformation(argument: _algod_v2_GetAccountApplicationsInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/accounts/{address}/assets/{asset-id}
   */
  GetAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/accounts/{address}/assets/{asset-id}
   */
  getAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetInformation(argument: _algod_v2_GetAccountAssetInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/accounts/{address}/assets (paginated)
   */
  GetAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/accounts/{address}/assets (paginated)
   */
  getAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetsInformation(argument: _algod_v2_GetAccountAssetsInformationRequest, callback: grpc.requestCallback<_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/applications/{application-id}
   */
  GetApplication(argument: _algod_v2_GetApplicationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  GetApplication(argument: _algod_v2_GetApplicationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  GetApplication(argument: _algod_v2_GetApplicationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  GetApplication(argument: _algod_v2_GetApplicationRequest, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/applications/{application-id}
   */
  getApplication(argument: _algod_v2_GetApplicationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  getApplication(argument: _algod_v2_GetApplicationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  getApplication(argument: _algod_v2_GetApplicationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  getApplication(argument: _algod_v2_GetApplicationRequest, callback: grpc.requestCallback<_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/applications/{application-id}/box?name=
   */
  GetApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/applications/{application-id}/box?name=
   */
  getApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxByName(argument: _algod_v2_GetApplicationBoxByNameRequest, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/applications/{application-id}/boxes
   */
  GetApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/applications/{application-id}/boxes
   */
  getApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxes(argument: _algod_v2_GetApplicationBoxesRequest, callback: grpc.requestCallback<_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/assets/{asset-id}
   */
  GetAsset(argument: _algod_v2_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _algod_v2_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _algod_v2_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _algod_v2_GetAssetRequest, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/assets/{asset-id}
   */
  getAsset(argument: _algod_v2_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _algod_v2_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _algod_v2_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _algod_v2_GetAssetRequest, callback: grpc.requestCallback<_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/blocks/{round}
   */
  GetBlock(argument: _algod_v2_GetBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  GetBlock(argument: _algod_v2_GetBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  GetBlock(argument: _algod_v2_GetBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  GetBlock(argument: _algod_v2_GetBlockRequest, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/blocks/{round}
   */
  getBlock(argument: _algod_v2_GetBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  getBlock(argument: _algod_v2_GetBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  getBlock(argument: _algod_v2_GetBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  getBlock(argument: _algod_v2_GetBlockRequest, callback: grpc.requestCallback<_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/blocks/{round}/hash
   */
  GetBlockHash(argument: _algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  GetBlockHash(argument: _algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  GetBlockHash(argument: _algod_v2_GetBlockHashRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  GetBlockHash(argument: _algod_v2_GetBlockHashRequest, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/blocks/{round}/hash
   */
  getBlockHash(argument: _algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  getBlockHash(argument: _algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  getBlockHash(argument: _algod_v2_GetBlockHashRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  getBlockHash(argument: _algod_v2_GetBlockHashRequest, callback: grpc.requestCallback<_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/blocks/{round}/logs
   */
  GetBlockLogs(argument: _algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockLogs(argument: _algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockLogs(argument: _algod_v2_GetBlockLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockLogs(argument: _algod_v2_GetBlockLogsRequest, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/blocks/{round}/logs
   */
  getBlockLogs(argument: _algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  getBlockLogs(argument: _algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  getBlockLogs(argument: _algod_v2_GetBlockLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  getBlockLogs(argument: _algod_v2_GetBlockLogsRequest, callback: grpc.requestCallback<_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/devmode/blocks/offset
   */
  GetBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/devmode/blocks/offset
   */
  getBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  getBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  getBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  getBlockTimestampOffset(argument: _algod_v2_GetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/blocks/{round}/txids
   */
  GetBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/blocks/{round}/txids
   */
  getBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  getBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  getBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  getBlockTxids(argument: _algod_v2_GetBlockTxidsRequest, callback: grpc.requestCallback<_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /genesis
   */
  GetGenesis(argument: _algod_v2_GetGenesisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  GetGenesis(argument: _algod_v2_GetGenesisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  GetGenesis(argument: _algod_v2_GetGenesisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  GetGenesis(argument: _algod_v2_GetGenesisRequest, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /genesis
   */
  getGenesis(argument: _algod_v2_GetGenesisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  getGenesis(argument: _algod_v2_GetGenesisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  getGenesis(argument: _algod_v2_GetGenesisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  getGenesis(argument: _algod_v2_GetGenesisRequest, callback: grpc.requestCallback<_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/deltas/{round}
   */
  GetLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/deltas/{round}
   */
  getLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDelta(argument: _algod_v2_GetLedgerStateDeltaRequest, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/deltas/txn/group/{id}
   */
  GetLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/deltas/txn/group/{id}
   */
  getLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDeltaForTransactionGroup(argument: _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, callback: grpc.requestCallback<_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/blocks/{round}/lightheader/proof (a dev node makes no state proofs: answers upstream's "no state proof")
   */
  GetLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  GetLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  GetLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  GetLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/blocks/{round}/lightheader/proof (a dev node makes no state proofs: answers upstream's "no state proof")
   */
  getLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  getLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  getLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  getLightBlockHeaderProof(argument: _algod_v2_GetLightBlockHeaderProofRequest, callback: grpc.requestCallback<_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/participation/{participation-id} (admin)
   */
  GetParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  GetParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  GetParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  GetParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/participation/{participation-id} (admin)
   */
  getParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  getParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  getParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  getParticipationKey(argument: _algod_v2_GetParticipationKeyRequest, callback: grpc.requestCallback<_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/node/peers (admin)
   */
  GetPeers(argument: _algod_v2_GetPeersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  GetPeers(argument: _algod_v2_GetPeersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  GetPeers(argument: _algod_v2_GetPeersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  GetPeers(argument: _algod_v2_GetPeersRequest, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/node/peers (admin)
   */
  getPeers(argument: _algod_v2_GetPeersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  getPeers(argument: _algod_v2_GetPeersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  getPeers(argument: _algod_v2_GetPeersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  getPeers(argument: _algod_v2_GetPeersRequest, callback: grpc.requestCallback<_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/transactions/pending/{txid}
   */
  GetPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  GetPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  GetPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  GetPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/transactions/pending/{txid}
   */
  getPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  getPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  getPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  getPendingTransaction(argument: _algod_v2_GetPendingTransactionRequest, callback: grpc.requestCallback<_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /ready
   */
  GetReadiness(argument: _algod_v2_GetReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  GetReadiness(argument: _algod_v2_GetReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  GetReadiness(argument: _algod_v2_GetReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  GetReadiness(argument: _algod_v2_GetReadinessRequest, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /ready
   */
  getReadiness(argument: _algod_v2_GetReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  getReadiness(argument: _algod_v2_GetReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  getReadiness(argument: _algod_v2_GetReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  getReadiness(argument: _algod_v2_GetReadinessRequest, callback: grpc.requestCallback<_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/stateproofs/{round} (a dev node makes no state proofs: answers upstream's "no state proof")
   */
  GetStateProof(argument: _algod_v2_GetStateProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  GetStateProof(argument: _algod_v2_GetStateProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  GetStateProof(argument: _algod_v2_GetStateProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  GetStateProof(argument: _algod_v2_GetStateProofRequest, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/stateproofs/{round} (a dev node makes no state proofs: answers upstream's "no state proof")
   */
  getStateProof(argument: _algod_v2_GetStateProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  getStateProof(argument: _algod_v2_GetStateProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  getStateProof(argument: _algod_v2_GetStateProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  getStateProof(argument: _algod_v2_GetStateProofRequest, callback: grpc.requestCallback<_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/status
   */
  GetStatus(argument: _algod_v2_GetStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  GetStatus(argument: _algod_v2_GetStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  GetStatus(argument: _algod_v2_GetStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  GetStatus(argument: _algod_v2_GetStatusRequest, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/status
   */
  getStatus(argument: _algod_v2_GetStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  getStatus(argument: _algod_v2_GetStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  getStatus(argument: _algod_v2_GetStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  getStatus(argument: _algod_v2_GetStatusRequest, callback: grpc.requestCallback<_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/ledger/supply
   */
  GetSupply(argument: _algod_v2_GetSupplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  GetSupply(argument: _algod_v2_GetSupplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  GetSupply(argument: _algod_v2_GetSupplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  GetSupply(argument: _algod_v2_GetSupplyRequest, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/ledger/supply
   */
  getSupply(argument: _algod_v2_GetSupplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  getSupply(argument: _algod_v2_GetSupplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  getSupply(argument: _algod_v2_GetSupplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  getSupply(argument: _algod_v2_GetSupplyRequest, callback: grpc.requestCallback<_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/ledger/sync (follower mode; docs/spec/follower.md §5)
   */
  GetSyncRound(argument: _algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  GetSyncRound(argument: _algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  GetSyncRound(argument: _algod_v2_GetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  GetSyncRound(argument: _algod_v2_GetSyncRoundRequest, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/ledger/sync (follower mode; docs/spec/follower.md §5)
   */
  getSyncRound(argument: _algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  getSyncRound(argument: _algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  getSyncRound(argument: _algod_v2_GetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  getSyncRound(argument: _algod_v2_GetSyncRoundRequest, callback: grpc.requestCallback<_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/deltas/{round}/txn/group (dev mode: one group per block; interval mode: upstream's no-tracer 501)
   */
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/deltas/{round}/txn/group (dev mode: one group per block; interval mode: upstream's no-tracer 501)
   */
  getTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  getTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  getTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  getTransactionGroupLedgerStateDeltasForRound(argument: _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, callback: grpc.requestCallback<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/transactions/params
   */
  GetTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/transactions/params
   */
  getTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  getTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  getTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  getTransactionParams(argument: _algod_v2_GetTransactionParamsRequest, callback: grpc.requestCallback<_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/blocks/{round}/transactions/{txid}/proof
   */
  GetTransactionProof(argument: _algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionProof(argument: _algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionProof(argument: _algod_v2_GetTransactionProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionProof(argument: _algod_v2_GetTransactionProofRequest, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/blocks/{round}/transactions/{txid}/proof
   */
  getTransactionProof(argument: _algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  getTransactionProof(argument: _algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  getTransactionProof(argument: _algod_v2_GetTransactionProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  getTransactionProof(argument: _algod_v2_GetTransactionProofRequest, callback: grpc.requestCallback<_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /versions
   */
  GetVersions(argument: _algod_v2_GetVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algod_v2_GetVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algod_v2_GetVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algod_v2_GetVersionsRequest, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /versions
   */
  getVersions(argument: _algod_v2_GetVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algod_v2_GetVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algod_v2_GetVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algod_v2_GetVersionsRequest, callback: grpc.requestCallback<_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/participation (admin)
   */
  ListParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  ListParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  ListParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  ListParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/participation (admin)
   */
  listParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  listParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  listParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  listParticipationKeys(argument: _algod_v2_ListParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/transactions/pending
   */
  ListPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/transactions/pending
   */
  listPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactions(argument: _algod_v2_ListPendingTransactionsRequest, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/accounts/{address}/transactions/pending
   */
  ListPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/accounts/{address}/transactions/pending
   */
  listPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactionsByAddress(argument: _algod_v2_ListPendingTransactionsByAddressRequest, callback: grpc.requestCallback<_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/transactions/async: admit a group without waiting for its block
   */
  RawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  RawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  RawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  RawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/transactions/async: admit a group without waiting for its block
   */
  rawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  rawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  rawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  rawTransactionAsync(argument: _algod_v2_RawTransactionAsyncRequest, callback: grpc.requestCallback<_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/register-participation-keys/{address} (admin): always "Endpoint not implemented."
   */
  RegisterParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  RegisterParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  RegisterParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  RegisterParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/register-participation-keys/{address} (admin): always "Endpoint not implemented."
   */
  registerParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  registerParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  registerParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  registerParticipationKeys(argument: _algod_v2_RegisterParticipationKeysRequest, callback: grpc.requestCallback<_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/transactions
   */
  SendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  SendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  SendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  SendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/transactions
   */
  sendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  sendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  sendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  sendRawTransaction(argument: _algod_v2_SendRawTransactionRequest, callback: grpc.requestCallback<_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/devmode/blocks/offset/{offset}
   */
  SetBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  SetBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  SetBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  SetBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/devmode/blocks/offset/{offset}
   */
  setBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  setBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  setBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  setBlockTimestampOffset(argument: _algod_v2_SetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/ledger/sync/{round} (follower mode)
   */
  SetSyncRound(argument: _algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  SetSyncRound(argument: _algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  SetSyncRound(argument: _algod_v2_SetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  SetSyncRound(argument: _algod_v2_SetSyncRoundRequest, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/ledger/sync/{round} (follower mode)
   */
  setSyncRound(argument: _algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  setSyncRound(argument: _algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  setSyncRound(argument: _algod_v2_SetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  setSyncRound(argument: _algod_v2_SetSyncRoundRequest, callback: grpc.requestCallback<_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/shutdown and POST /v2/node/shutdown (admin): always "Endpoint not implemented."
   */
  ShutdownNode(argument: _algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  ShutdownNode(argument: _algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  ShutdownNode(argument: _algod_v2_ShutdownNodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  ShutdownNode(argument: _algod_v2_ShutdownNodeRequest, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/shutdown and POST /v2/node/shutdown (admin): always "Endpoint not implemented."
   */
  shutdownNode(argument: _algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  shutdownNode(argument: _algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  shutdownNode(argument: _algod_v2_ShutdownNodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  shutdownNode(argument: _algod_v2_ShutdownNodeRequest, callback: grpc.requestCallback<_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/transactions/simulate
   */
  SimulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SimulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SimulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SimulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/transactions/simulate
   */
  simulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  simulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  simulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  simulateTransactions(argument: _algod_v2_SimulateTransactionsRequest, callback: grpc.requestCallback<_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * POST /v2/catchup/{catchpoint} (admin)
   */
  StartCatchup(argument: _algod_v2_StartCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  StartCatchup(argument: _algod_v2_StartCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  StartCatchup(argument: _algod_v2_StartCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  StartCatchup(argument: _algod_v2_StartCatchupRequest, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * POST /v2/catchup/{catchpoint} (admin)
   */
  startCatchup(argument: _algod_v2_StartCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  startCatchup(argument: _algod_v2_StartCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  startCatchup(argument: _algod_v2_StartCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  startCatchup(argument: _algod_v2_StartCatchupRequest, callback: grpc.requestCallback<_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * gRPC only, server streaming: every block from `from_round` on, in order, then each new one as it becomes durable;
   * ends when the client cancels (or at shutdown). Not part of ExecuteBatch.
   */
  SubscribeBlocks(argument: _algod_v2_SubscribeBlocksRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_algod_v2_SubscribeBlocksResponse__Output>;
  SubscribeBlocks(argument: _algod_v2_SubscribeBlocksRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_algod_v2_SubscribeBlocksResponse__Output>;
  /**
   * gRPC only, server streaming: every block from `from_round` on, in order, then each new one as it becomes durable;
   * ends when the client cancels (or at shutdown). Not part of ExecuteBatch.
   */
  subscribeBlocks(argument: _algod_v2_SubscribeBlocksRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_algod_v2_SubscribeBlocksResponse__Output>;
  subscribeBlocks(argument: _algod_v2_SubscribeBlocksRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_algod_v2_SubscribeBlocksResponse__Output>;
  
  /**
   * DELETE /v2/ledger/sync (follower mode)
   */
  UnsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  UnsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  UnsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  UnsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * DELETE /v2/ledger/sync (follower mode)
   */
  unsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  unsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  unsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  unsetSyncRound(argument: _algod_v2_UnsetSyncRoundRequest, callback: grpc.requestCallback<_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * GET /v2/status/wait-for-block-after/{round}
   */
  WaitForBlock(argument: _algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  WaitForBlock(argument: _algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  WaitForBlock(argument: _algod_v2_WaitForBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  WaitForBlock(argument: _algod_v2_WaitForBlockRequest, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  /**
   * GET /v2/status/wait-for-block-after/{round}
   */
  waitForBlock(argument: _algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  waitForBlock(argument: _algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  waitForBlock(argument: _algod_v2_WaitForBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  waitForBlock(argument: _algod_v2_WaitForBlockRequest, callback: grpc.requestCallback<_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AlgodServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * DELETE /v2/catchup/{catchpoint} (admin)
   */
  AbortCatchup: grpc.handleUnaryCall<_algod_v2_AbortCatchupRequest__Output, _algod_v2_AbortCatchupResponse>;
  
  /**
   * POST /v2/participation (admin)
   */
  AddParticipationKey: grpc.handleUnaryCall<_algod_v2_AddParticipationKeyRequest__Output, _algod_v2_AddParticipationKeyResponse>;
  
  /**
   * POST /v2/participation/{participation-id} (admin): append state-proof keys
   */
  AppendParticipationKeys: grpc.handleUnaryCall<_algod_v2_AppendParticipationKeysRequest__Output, _algod_v2_AppendParticipationKeysResponse>;
  
  /**
   * GET /health
   */
  CheckHealth: grpc.handleUnaryCall<_algod_v2_CheckHealthRequest__Output, _algod_v2_CheckHealthResponse>;
  
  /**
   * POST /v2/teal/compile (developer API)
   */
  CompileTeal: grpc.handleUnaryCall<_algod_v2_CompileTealRequest__Output, _algod_v2_CompileTealResponse>;
  
  /**
   * DELETE /v2/participation/{participation-id} (admin)
   */
  DeleteParticipationKey: grpc.handleUnaryCall<_algod_v2_DeleteParticipationKeyRequest__Output, _algod_v2_DeleteParticipationKeyResponse>;
  
  /**
   * POST /v2/teal/disassemble (developer API)
   */
  DisassembleTeal: grpc.handleUnaryCall<_algod_v2_DisassembleTealRequest__Output, _algod_v2_DisassembleTealResponse>;
  
  /**
   * POST /v2/teal/dryrun (developer API)
   */
  DryrunTeal: grpc.handleUnaryCall<_algod_v2_DryrunTealRequest__Output, _algod_v2_DryrunTealResponse>;
  
  /**
   * gRPC only (no REST route): evaluate a signed group exactly as SendRawTransaction would, against the pending
   * state, without admitting it.
   */
  EvaluateGroup: grpc.handleUnaryCall<_algod_v2_EvaluateGroupRequest__Output, _algod_v2_EvaluateGroupResponse>;
  
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients). Each call
   * is authorised on its own, as if it were sent unary with this call's metadata.
   */
  ExecuteBatch: grpc.handleUnaryCall<_algod_v2_ExecuteBatchRequest__Output, _algod_v2_ExecuteBatchResponse>;
  
  /**
   * GET /v2/experimental
   */
  ExperimentalCheck: grpc.handleUnaryCall<_algod_v2_ExperimentalCheckRequest__Output, _algod_v2_ExperimentalCheckResponse>;
  
  /**
   * POST /v2/participation/generate/{address} (admin)
   */
  GenerateParticipationKeys: grpc.handleUnaryCall<_algod_v2_GenerateParticipationKeysRequest__Output, _algod_v2_GenerateParticipationKeysResponse>;
  
  /**
   * GET /v2/accounts/{address}
   */
  GetAccount: grpc.handleUnaryCall<_algod_v2_GetAccountRequest__Output, _algod_v2_GetAccountResponse>;
  
  /**
   * GET /v2/accounts/{address}/applications/{application-id}
   */
  GetAccountApplicationInformation: grpc.handleUnaryCall<_algod_v2_GetAccountApplicationInformationRequest__Output, _algod_v2_GetAccountApplicationInformationResponse>;
  
  /**
   * GET /v2/accounts/{address}/applications (paginated)
   */
  GetAccountApplicationsInformation: grpc.handleUnaryCall<_algod_v2_GetAccountApplicationsInformationRequest__Output, _algod_v2_GetAccountApplicationsInformationResponse>;
  
  /**
   * GET /v2/accounts/{address}/assets/{asset-id}
   */
  GetAccountAssetInformation: grpc.handleUnaryCall<_algod_v2_GetAccountAssetInformationRequest__Output, _algod_v2_GetAccountAssetInformationResponse>;
  
  /**
   * GET /v2/accounts/{address}/assets (paginated)
   */
  GetAccountAssetsInformation: grpc.handleUnaryCall<_algod_v2_GetAccountAssetsInformationRequest__Output, _algod_v2_GetAccountAssetsInformationResponse>;
  
  /**
   * GET /v2/applications/{application-id}
   */
  GetApplication: grpc.handleUnaryCall<_algod_v2_GetApplicationRequest__Output, _algod_v2_GetApplicationResponse>;
  
  /**
   * GET /v2/applications/{application-id}/box?name=
   */
  GetApplicationBoxByName: grpc.handleUnaryCall<_algod_v2_GetApplicationBoxByNameRequest__Output, _algod_v2_GetApplicationBoxByNameResponse>;
  
  /**
   * GET /v2/applications/{application-id}/boxes
   */
  GetApplicationBoxes: grpc.handleUnaryCall<_algod_v2_GetApplicationBoxesRequest__Output, _algod_v2_GetApplicationBoxesResponse>;
  
  /**
   * GET /v2/assets/{asset-id}
   */
  GetAsset: grpc.handleUnaryCall<_algod_v2_GetAssetRequest__Output, _algod_v2_GetAssetResponse>;
  
  /**
   * GET /v2/blocks/{round}
   */
  GetBlock: grpc.handleUnaryCall<_algod_v2_GetBlockRequest__Output, _algod_v2_GetBlockResponse>;
  
  /**
   * GET /v2/blocks/{round}/hash
   */
  GetBlockHash: grpc.handleUnaryCall<_algod_v2_GetBlockHashRequest__Output, _algod_v2_GetBlockHashResponse>;
  
  /**
   * GET /v2/blocks/{round}/logs
   */
  GetBlockLogs: grpc.handleUnaryCall<_algod_v2_GetBlockLogsRequest__Output, _algod_v2_GetBlockLogsResponse>;
  
  /**
   * GET /v2/devmode/blocks/offset
   */
  GetBlockTimestampOffset: grpc.handleUnaryCall<_algod_v2_GetBlockTimestampOffsetRequest__Output, _algod_v2_GetBlockTimestampOffsetResponse>;
  
  /**
   * GET /v2/blocks/{round}/txids
   */
  GetBlockTxids: grpc.handleUnaryCall<_algod_v2_GetBlockTxidsRequest__Output, _algod_v2_GetBlockTxidsResponse>;
  
  /**
   * GET /genesis
   */
  GetGenesis: grpc.handleUnaryCall<_algod_v2_GetGenesisRequest__Output, _algod_v2_GetGenesisResponse>;
  
  /**
   * GET /v2/deltas/{round}
   */
  GetLedgerStateDelta: grpc.handleUnaryCall<_algod_v2_GetLedgerStateDeltaRequest__Output, _algod_v2_GetLedgerStateDeltaResponse>;
  
  /**
   * GET /v2/deltas/txn/group/{id}
   */
  GetLedgerStateDeltaForTransactionGroup: grpc.handleUnaryCall<_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output, _algod_v2_GetLedgerStateDeltaForTransactionGroupResponse>;
  
  /**
   * GET /v2/blocks/{round}/lightheader/proof (a dev node makes no state proofs: answers upstream's "no state proof")
   */
  GetLightBlockHeaderProof: grpc.handleUnaryCall<_algod_v2_GetLightBlockHeaderProofRequest__Output, _algod_v2_GetLightBlockHeaderProofResponse>;
  
  /**
   * GET /v2/participation/{participation-id} (admin)
   */
  GetParticipationKey: grpc.handleUnaryCall<_algod_v2_GetParticipationKeyRequest__Output, _algod_v2_GetParticipationKeyResponse>;
  
  /**
   * GET /v2/node/peers (admin)
   */
  GetPeers: grpc.handleUnaryCall<_algod_v2_GetPeersRequest__Output, _algod_v2_GetPeersResponse>;
  
  /**
   * GET /v2/transactions/pending/{txid}
   */
  GetPendingTransaction: grpc.handleUnaryCall<_algod_v2_GetPendingTransactionRequest__Output, _algod_v2_GetPendingTransactionResponse>;
  
  /**
   * GET /ready
   */
  GetReadiness: grpc.handleUnaryCall<_algod_v2_GetReadinessRequest__Output, _algod_v2_GetReadinessResponse>;
  
  /**
   * GET /v2/stateproofs/{round} (a dev node makes no state proofs: answers upstream's "no state proof")
   */
  GetStateProof: grpc.handleUnaryCall<_algod_v2_GetStateProofRequest__Output, _algod_v2_GetStateProofResponse>;
  
  /**
   * GET /v2/status
   */
  GetStatus: grpc.handleUnaryCall<_algod_v2_GetStatusRequest__Output, _algod_v2_GetStatusResponse>;
  
  /**
   * GET /v2/ledger/supply
   */
  GetSupply: grpc.handleUnaryCall<_algod_v2_GetSupplyRequest__Output, _algod_v2_GetSupplyResponse>;
  
  /**
   * GET /v2/ledger/sync (follower mode; docs/spec/follower.md §5)
   */
  GetSyncRound: grpc.handleUnaryCall<_algod_v2_GetSyncRoundRequest__Output, _algod_v2_GetSyncRoundResponse>;
  
  /**
   * GET /v2/deltas/{round}/txn/group (dev mode: one group per block; interval mode: upstream's no-tracer 501)
   */
  GetTransactionGroupLedgerStateDeltasForRound: grpc.handleUnaryCall<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output, _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse>;
  
  /**
   * GET /v2/transactions/params
   */
  GetTransactionParams: grpc.handleUnaryCall<_algod_v2_GetTransactionParamsRequest__Output, _algod_v2_GetTransactionParamsResponse>;
  
  /**
   * GET /v2/blocks/{round}/transactions/{txid}/proof
   */
  GetTransactionProof: grpc.handleUnaryCall<_algod_v2_GetTransactionProofRequest__Output, _algod_v2_GetTransactionProofResponse>;
  
  /**
   * GET /versions
   */
  GetVersions: grpc.handleUnaryCall<_algod_v2_GetVersionsRequest__Output, _algod_v2_GetVersionsResponse>;
  
  /**
   * GET /v2/participation (admin)
   */
  ListParticipationKeys: grpc.handleUnaryCall<_algod_v2_ListParticipationKeysRequest__Output, _algod_v2_ListParticipationKeysResponse>;
  
  /**
   * GET /v2/transactions/pending
   */
  ListPendingTransactions: grpc.handleUnaryCall<_algod_v2_ListPendingTransactionsRequest__Output, _algod_v2_ListPendingTransactionsResponse>;
  
  /**
   * GET /v2/accounts/{address}/transactions/pending
   */
  ListPendingTransactionsByAddress: grpc.handleUnaryCall<_algod_v2_ListPendingTransactionsByAddressRequest__Output, _algod_v2_ListPendingTransactionsByAddressResponse>;
  
  /**
   * POST /v2/transactions/async: admit a group without waiting for its block
   */
  RawTransactionAsync: grpc.handleUnaryCall<_algod_v2_RawTransactionAsyncRequest__Output, _algod_v2_RawTransactionAsyncResponse>;
  
  /**
   * POST /v2/register-participation-keys/{address} (admin): always "Endpoint not implemented."
   */
  RegisterParticipationKeys: grpc.handleUnaryCall<_algod_v2_RegisterParticipationKeysRequest__Output, _algod_v2_RegisterParticipationKeysResponse>;
  
  /**
   * POST /v2/transactions
   */
  SendRawTransaction: grpc.handleUnaryCall<_algod_v2_SendRawTransactionRequest__Output, _algod_v2_SendRawTransactionResponse>;
  
  /**
   * POST /v2/devmode/blocks/offset/{offset}
   */
  SetBlockTimestampOffset: grpc.handleUnaryCall<_algod_v2_SetBlockTimestampOffsetRequest__Output, _algod_v2_SetBlockTimestampOffsetResponse>;
  
  /**
   * POST /v2/ledger/sync/{round} (follower mode)
   */
  SetSyncRound: grpc.handleUnaryCall<_algod_v2_SetSyncRoundRequest__Output, _algod_v2_SetSyncRoundResponse>;
  
  /**
   * POST /v2/shutdown and POST /v2/node/shutdown (admin): always "Endpoint not implemented."
   */
  ShutdownNode: grpc.handleUnaryCall<_algod_v2_ShutdownNodeRequest__Output, _algod_v2_ShutdownNodeResponse>;
  
  /**
   * POST /v2/transactions/simulate
   */
  SimulateTransactions: grpc.handleUnaryCall<_algod_v2_SimulateTransactionsRequest__Output, _algod_v2_SimulateTransactionsResponse>;
  
  /**
   * POST /v2/catchup/{catchpoint} (admin)
   */
  StartCatchup: grpc.handleUnaryCall<_algod_v2_StartCatchupRequest__Output, _algod_v2_StartCatchupResponse>;
  
  /**
   * gRPC only, server streaming: every block from `from_round` on, in order, then each new one as it becomes durable;
   * ends when the client cancels (or at shutdown). Not part of ExecuteBatch.
   */
  SubscribeBlocks: grpc.handleServerStreamingCall<_algod_v2_SubscribeBlocksRequest__Output, _algod_v2_SubscribeBlocksResponse>;
  
  /**
   * DELETE /v2/ledger/sync (follower mode)
   */
  UnsetSyncRound: grpc.handleUnaryCall<_algod_v2_UnsetSyncRoundRequest__Output, _algod_v2_UnsetSyncRoundResponse>;
  
  /**
   * GET /v2/status/wait-for-block-after/{round}
   */
  WaitForBlock: grpc.handleUnaryCall<_algod_v2_WaitForBlockRequest__Output, _algod_v2_WaitForBlockResponse>;
  
}

export interface AlgodServiceDefinition extends grpc.ServiceDefinition {
  AbortCatchup: MethodDefinition<_algod_v2_AbortCatchupRequest, _algod_v2_AbortCatchupResponse, _algod_v2_AbortCatchupRequest__Output, _algod_v2_AbortCatchupResponse__Output>
  AddParticipationKey: MethodDefinition<_algod_v2_AddParticipationKeyRequest, _algod_v2_AddParticipationKeyResponse, _algod_v2_AddParticipationKeyRequest__Output, _algod_v2_AddParticipationKeyResponse__Output>
  AppendParticipationKeys: MethodDefinition<_algod_v2_AppendParticipationKeysRequest, _algod_v2_AppendParticipationKeysResponse, _algod_v2_AppendParticipationKeysRequest__Output, _algod_v2_AppendParticipationKeysResponse__Output>
  CheckHealth: MethodDefinition<_algod_v2_CheckHealthRequest, _algod_v2_CheckHealthResponse, _algod_v2_CheckHealthRequest__Output, _algod_v2_CheckHealthResponse__Output>
  CompileTeal: MethodDefinition<_algod_v2_CompileTealRequest, _algod_v2_CompileTealResponse, _algod_v2_CompileTealRequest__Output, _algod_v2_CompileTealResponse__Output>
  DeleteParticipationKey: MethodDefinition<_algod_v2_DeleteParticipationKeyRequest, _algod_v2_DeleteParticipationKeyResponse, _algod_v2_DeleteParticipationKeyRequest__Output, _algod_v2_DeleteParticipationKeyResponse__Output>
  DisassembleTeal: MethodDefinition<_algod_v2_DisassembleTealRequest, _algod_v2_DisassembleTealResponse, _algod_v2_DisassembleTealRequest__Output, _algod_v2_DisassembleTealResponse__Output>
  DryrunTeal: MethodDefinition<_algod_v2_DryrunTealRequest, _algod_v2_DryrunTealResponse, _algod_v2_DryrunTealRequest__Output, _algod_v2_DryrunTealResponse__Output>
  EvaluateGroup: MethodDefinition<_algod_v2_EvaluateGroupRequest, _algod_v2_EvaluateGroupResponse, _algod_v2_EvaluateGroupRequest__Output, _algod_v2_EvaluateGroupResponse__Output>
  ExecuteBatch: MethodDefinition<_algod_v2_ExecuteBatchRequest, _algod_v2_ExecuteBatchResponse, _algod_v2_ExecuteBatchRequest__Output, _algod_v2_ExecuteBatchResponse__Output>
  ExperimentalCheck: MethodDefinition<_algod_v2_ExperimentalCheckRequest, _algod_v2_ExperimentalCheckResponse, _algod_v2_ExperimentalCheckRequest__Output, _algod_v2_ExperimentalCheckResponse__Output>
  GenerateParticipationKeys: MethodDefinition<_algod_v2_GenerateParticipationKeysRequest, _algod_v2_GenerateParticipationKeysResponse, _algod_v2_GenerateParticipationKeysRequest__Output, _algod_v2_GenerateParticipationKeysResponse__Output>
  GetAccount: MethodDefinition<_algod_v2_GetAccountRequest, _algod_v2_GetAccountResponse, _algod_v2_GetAccountRequest__Output, _algod_v2_GetAccountResponse__Output>
  GetAccountApplicationInformation: MethodDefinition<_algod_v2_GetAccountApplicationInformationRequest, _algod_v2_GetAccountApplicationInformationResponse, _algod_v2_GetAccountApplicationInformationRequest__Output, _algod_v2_GetAccountApplicationInformationResponse__Output>
  GetAccountApplicationsInformation: MethodDefinition<_algod_v2_GetAccountApplicationsInformationRequest, _algod_v2_GetAccountApplicationsInformationResponse, _algod_v2_GetAccountApplicationsInformationRequest__Output, _algod_v2_GetAccountApplicationsInformationResponse__Output>
  GetAccountAssetInformation: MethodDefinition<_algod_v2_GetAccountAssetInformationRequest, _algod_v2_GetAccountAssetInformationResponse, _algod_v2_GetAccountAssetInformationRequest__Output, _algod_v2_GetAccountAssetInformationResponse__Output>
  GetAccountAssetsInformation: MethodDefinition<_algod_v2_GetAccountAssetsInformationRequest, _algod_v2_GetAccountAssetsInformationResponse, _algod_v2_GetAccountAssetsInformationRequest__Output, _algod_v2_GetAccountAssetsInformationResponse__Output>
  GetApplication: MethodDefinition<_algod_v2_GetApplicationRequest, _algod_v2_GetApplicationResponse, _algod_v2_GetApplicationRequest__Output, _algod_v2_GetApplicationResponse__Output>
  GetApplicationBoxByName: MethodDefinition<_algod_v2_GetApplicationBoxByNameRequest, _algod_v2_GetApplicationBoxByNameResponse, _algod_v2_GetApplicationBoxByNameRequest__Output, _algod_v2_GetApplicationBoxByNameResponse__Output>
  GetApplicationBoxes: MethodDefinition<_algod_v2_GetApplicationBoxesRequest, _algod_v2_GetApplicationBoxesResponse, _algod_v2_GetApplicationBoxesRequest__Output, _algod_v2_GetApplicationBoxesResponse__Output>
  GetAsset: MethodDefinition<_algod_v2_GetAssetRequest, _algod_v2_GetAssetResponse, _algod_v2_GetAssetRequest__Output, _algod_v2_GetAssetResponse__Output>
  GetBlock: MethodDefinition<_algod_v2_GetBlockRequest, _algod_v2_GetBlockResponse, _algod_v2_GetBlockRequest__Output, _algod_v2_GetBlockResponse__Output>
  GetBlockHash: MethodDefinition<_algod_v2_GetBlockHashRequest, _algod_v2_GetBlockHashResponse, _algod_v2_GetBlockHashRequest__Output, _algod_v2_GetBlockHashResponse__Output>
  GetBlockLogs: MethodDefinition<_algod_v2_GetBlockLogsRequest, _algod_v2_GetBlockLogsResponse, _algod_v2_GetBlockLogsRequest__Output, _algod_v2_GetBlockLogsResponse__Output>
  GetBlockTimestampOffset: MethodDefinition<_algod_v2_GetBlockTimestampOffsetRequest, _algod_v2_GetBlockTimestampOffsetResponse, _algod_v2_GetBlockTimestampOffsetRequest__Output, _algod_v2_GetBlockTimestampOffsetResponse__Output>
  GetBlockTxids: MethodDefinition<_algod_v2_GetBlockTxidsRequest, _algod_v2_GetBlockTxidsResponse, _algod_v2_GetBlockTxidsRequest__Output, _algod_v2_GetBlockTxidsResponse__Output>
  GetGenesis: MethodDefinition<_algod_v2_GetGenesisRequest, _algod_v2_GetGenesisResponse, _algod_v2_GetGenesisRequest__Output, _algod_v2_GetGenesisResponse__Output>
  GetLedgerStateDelta: MethodDefinition<_algod_v2_GetLedgerStateDeltaRequest, _algod_v2_GetLedgerStateDeltaResponse, _algod_v2_GetLedgerStateDeltaRequest__Output, _algod_v2_GetLedgerStateDeltaResponse__Output>
  GetLedgerStateDeltaForTransactionGroup: MethodDefinition<_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, _algod_v2_GetLedgerStateDeltaForTransactionGroupResponse, _algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output, _algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>
  GetLightBlockHeaderProof: MethodDefinition<_algod_v2_GetLightBlockHeaderProofRequest, _algod_v2_GetLightBlockHeaderProofResponse, _algod_v2_GetLightBlockHeaderProofRequest__Output, _algod_v2_GetLightBlockHeaderProofResponse__Output>
  GetParticipationKey: MethodDefinition<_algod_v2_GetParticipationKeyRequest, _algod_v2_GetParticipationKeyResponse, _algod_v2_GetParticipationKeyRequest__Output, _algod_v2_GetParticipationKeyResponse__Output>
  GetPeers: MethodDefinition<_algod_v2_GetPeersRequest, _algod_v2_GetPeersResponse, _algod_v2_GetPeersRequest__Output, _algod_v2_GetPeersResponse__Output>
  GetPendingTransaction: MethodDefinition<_algod_v2_GetPendingTransactionRequest, _algod_v2_GetPendingTransactionResponse, _algod_v2_GetPendingTransactionRequest__Output, _algod_v2_GetPendingTransactionResponse__Output>
  GetReadiness: MethodDefinition<_algod_v2_GetReadinessRequest, _algod_v2_GetReadinessResponse, _algod_v2_GetReadinessRequest__Output, _algod_v2_GetReadinessResponse__Output>
  GetStateProof: MethodDefinition<_algod_v2_GetStateProofRequest, _algod_v2_GetStateProofResponse, _algod_v2_GetStateProofRequest__Output, _algod_v2_GetStateProofResponse__Output>
  GetStatus: MethodDefinition<_algod_v2_GetStatusRequest, _algod_v2_GetStatusResponse, _algod_v2_GetStatusRequest__Output, _algod_v2_GetStatusResponse__Output>
  GetSupply: MethodDefinition<_algod_v2_GetSupplyRequest, _algod_v2_GetSupplyResponse, _algod_v2_GetSupplyRequest__Output, _algod_v2_GetSupplyResponse__Output>
  GetSyncRound: MethodDefinition<_algod_v2_GetSyncRoundRequest, _algod_v2_GetSyncRoundResponse, _algod_v2_GetSyncRoundRequest__Output, _algod_v2_GetSyncRoundResponse__Output>
  GetTransactionGroupLedgerStateDeltasForRound: MethodDefinition<_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse, _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output, _algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>
  GetTransactionParams: MethodDefinition<_algod_v2_GetTransactionParamsRequest, _algod_v2_GetTransactionParamsResponse, _algod_v2_GetTransactionParamsRequest__Output, _algod_v2_GetTransactionParamsResponse__Output>
  GetTransactionProof: MethodDefinition<_algod_v2_GetTransactionProofRequest, _algod_v2_GetTransactionProofResponse, _algod_v2_GetTransactionProofRequest__Output, _algod_v2_GetTransactionProofResponse__Output>
  GetVersions: MethodDefinition<_algod_v2_GetVersionsRequest, _algod_v2_GetVersionsResponse, _algod_v2_GetVersionsRequest__Output, _algod_v2_GetVersionsResponse__Output>
  ListParticipationKeys: MethodDefinition<_algod_v2_ListParticipationKeysRequest, _algod_v2_ListParticipationKeysResponse, _algod_v2_ListParticipationKeysRequest__Output, _algod_v2_ListParticipationKeysResponse__Output>
  ListPendingTransactions: MethodDefinition<_algod_v2_ListPendingTransactionsRequest, _algod_v2_ListPendingTransactionsResponse, _algod_v2_ListPendingTransactionsRequest__Output, _algod_v2_ListPendingTransactionsResponse__Output>
  ListPendingTransactionsByAddress: MethodDefinition<_algod_v2_ListPendingTransactionsByAddressRequest, _algod_v2_ListPendingTransactionsByAddressResponse, _algod_v2_ListPendingTransactionsByAddressRequest__Output, _algod_v2_ListPendingTransactionsByAddressResponse__Output>
  RawTransactionAsync: MethodDefinition<_algod_v2_RawTransactionAsyncRequest, _algod_v2_RawTransactionAsyncResponse, _algod_v2_RawTransactionAsyncRequest__Output, _algod_v2_RawTransactionAsyncResponse__Output>
  RegisterParticipationKeys: MethodDefinition<_algod_v2_RegisterParticipationKeysRequest, _algod_v2_RegisterParticipationKeysResponse, _algod_v2_RegisterParticipationKeysRequest__Output, _algod_v2_RegisterParticipationKeysResponse__Output>
  SendRawTransaction: MethodDefinition<_algod_v2_SendRawTransactionRequest, _algod_v2_SendRawTransactionResponse, _algod_v2_SendRawTransactionRequest__Output, _algod_v2_SendRawTransactionResponse__Output>
  SetBlockTimestampOffset: MethodDefinition<_algod_v2_SetBlockTimestampOffsetRequest, _algod_v2_SetBlockTimestampOffsetResponse, _algod_v2_SetBlockTimestampOffsetRequest__Output, _algod_v2_SetBlockTimestampOffsetResponse__Output>
  SetSyncRound: MethodDefinition<_algod_v2_SetSyncRoundRequest, _algod_v2_SetSyncRoundResponse, _algod_v2_SetSyncRoundRequest__Output, _algod_v2_SetSyncRoundResponse__Output>
  ShutdownNode: MethodDefinition<_algod_v2_ShutdownNodeRequest, _algod_v2_ShutdownNodeResponse, _algod_v2_ShutdownNodeRequest__Output, _algod_v2_ShutdownNodeResponse__Output>
  SimulateTransactions: MethodDefinition<_algod_v2_SimulateTransactionsRequest, _algod_v2_SimulateTransactionsResponse, _algod_v2_SimulateTransactionsRequest__Output, _algod_v2_SimulateTransactionsResponse__Output>
  StartCatchup: MethodDefinition<_algod_v2_StartCatchupRequest, _algod_v2_StartCatchupResponse, _algod_v2_StartCatchupRequest__Output, _algod_v2_StartCatchupResponse__Output>
  SubscribeBlocks: MethodDefinition<_algod_v2_SubscribeBlocksRequest, _algod_v2_SubscribeBlocksResponse, _algod_v2_SubscribeBlocksRequest__Output, _algod_v2_SubscribeBlocksResponse__Output>
  UnsetSyncRound: MethodDefinition<_algod_v2_UnsetSyncRoundRequest, _algod_v2_UnsetSyncRoundResponse, _algod_v2_UnsetSyncRoundRequest__Output, _algod_v2_UnsetSyncRoundResponse__Output>
  WaitForBlock: MethodDefinition<_algod_v2_WaitForBlockRequest, _algod_v2_WaitForBlockResponse, _algod_v2_WaitForBlockRequest__Output, _algod_v2_WaitForBlockResponse__Output>
}
