import type * as grpc from '@grpc/grpc-js';
import type { EnumTypeDefinition, MessageTypeDefinition } from '@grpc/proto-loader';

import type { AbortCatchupRequest as _algorun_algod_v2_AbortCatchupRequest, AbortCatchupRequest__Output as _algorun_algod_v2_AbortCatchupRequest__Output } from './algorun/algod/v2/AbortCatchupRequest.js';
import type { AbortCatchupResponse as _algorun_algod_v2_AbortCatchupResponse, AbortCatchupResponse__Output as _algorun_algod_v2_AbortCatchupResponse__Output } from './algorun/algod/v2/AbortCatchupResponse.js';
import type { Account as _algorun_algod_v2_Account, Account__Output as _algorun_algod_v2_Account__Output } from './algorun/algod/v2/Account.js';
import type { AccountApplicationResource as _algorun_algod_v2_AccountApplicationResource, AccountApplicationResource__Output as _algorun_algod_v2_AccountApplicationResource__Output } from './algorun/algod/v2/AccountApplicationResource.js';
import type { AccountAssetHolding as _algorun_algod_v2_AccountAssetHolding, AccountAssetHolding__Output as _algorun_algod_v2_AccountAssetHolding__Output } from './algorun/algod/v2/AccountAssetHolding.js';
import type { AccountParticipation as _algorun_algod_v2_AccountParticipation, AccountParticipation__Output as _algorun_algod_v2_AccountParticipation__Output } from './algorun/algod/v2/AccountParticipation.js';
import type { AccountStateDelta as _algorun_algod_v2_AccountStateDelta, AccountStateDelta__Output as _algorun_algod_v2_AccountStateDelta__Output } from './algorun/algod/v2/AccountStateDelta.js';
import type { AddParticipationKeyRequest as _algorun_algod_v2_AddParticipationKeyRequest, AddParticipationKeyRequest__Output as _algorun_algod_v2_AddParticipationKeyRequest__Output } from './algorun/algod/v2/AddParticipationKeyRequest.js';
import type { AddParticipationKeyResponse as _algorun_algod_v2_AddParticipationKeyResponse, AddParticipationKeyResponse__Output as _algorun_algod_v2_AddParticipationKeyResponse__Output } from './algorun/algod/v2/AddParticipationKeyResponse.js';
import type { AlgodCall as _algorun_algod_v2_AlgodCall, AlgodCall__Output as _algorun_algod_v2_AlgodCall__Output } from './algorun/algod/v2/AlgodCall.js';
import type { AlgodReply as _algorun_algod_v2_AlgodReply, AlgodReply__Output as _algorun_algod_v2_AlgodReply__Output } from './algorun/algod/v2/AlgodReply.js';
import type { AlgodServiceClient as _algorun_algod_v2_AlgodServiceClient, AlgodServiceDefinition as _algorun_algod_v2_AlgodServiceDefinition } from './algorun/algod/v2/AlgodService.js';
import type { AppCallLogs as _algorun_algod_v2_AppCallLogs, AppCallLogs__Output as _algorun_algod_v2_AppCallLogs__Output } from './algorun/algod/v2/AppCallLogs.js';
import type { AppendParticipationKeysRequest as _algorun_algod_v2_AppendParticipationKeysRequest, AppendParticipationKeysRequest__Output as _algorun_algod_v2_AppendParticipationKeysRequest__Output } from './algorun/algod/v2/AppendParticipationKeysRequest.js';
import type { AppendParticipationKeysResponse as _algorun_algod_v2_AppendParticipationKeysResponse, AppendParticipationKeysResponse__Output as _algorun_algod_v2_AppendParticipationKeysResponse__Output } from './algorun/algod/v2/AppendParticipationKeysResponse.js';
import type { Application as _algorun_algod_v2_Application, Application__Output as _algorun_algod_v2_Application__Output } from './algorun/algod/v2/Application.js';
import type { ApplicationLocalState as _algorun_algod_v2_ApplicationLocalState, ApplicationLocalState__Output as _algorun_algod_v2_ApplicationLocalState__Output } from './algorun/algod/v2/ApplicationLocalState.js';
import type { ApplicationParams as _algorun_algod_v2_ApplicationParams, ApplicationParams__Output as _algorun_algod_v2_ApplicationParams__Output } from './algorun/algod/v2/ApplicationParams.js';
import type { ApplicationStateSchema as _algorun_algod_v2_ApplicationStateSchema, ApplicationStateSchema__Output as _algorun_algod_v2_ApplicationStateSchema__Output } from './algorun/algod/v2/ApplicationStateSchema.js';
import type { Asset as _algorun_algod_v2_Asset, Asset__Output as _algorun_algod_v2_Asset__Output } from './algorun/algod/v2/Asset.js';
import type { AssetHolding as _algorun_algod_v2_AssetHolding, AssetHolding__Output as _algorun_algod_v2_AssetHolding__Output } from './algorun/algod/v2/AssetHolding.js';
import type { AssetParams as _algorun_algod_v2_AssetParams, AssetParams__Output as _algorun_algod_v2_AssetParams__Output } from './algorun/algod/v2/AssetParams.js';
import type { BoxDescriptor as _algorun_algod_v2_BoxDescriptor, BoxDescriptor__Output as _algorun_algod_v2_BoxDescriptor__Output } from './algorun/algod/v2/BoxDescriptor.js';
import type { BuildVersion as _algorun_algod_v2_BuildVersion, BuildVersion__Output as _algorun_algod_v2_BuildVersion__Output } from './algorun/algod/v2/BuildVersion.js';
import type { CheckHealthRequest as _algorun_algod_v2_CheckHealthRequest, CheckHealthRequest__Output as _algorun_algod_v2_CheckHealthRequest__Output } from './algorun/algod/v2/CheckHealthRequest.js';
import type { CheckHealthResponse as _algorun_algod_v2_CheckHealthResponse, CheckHealthResponse__Output as _algorun_algod_v2_CheckHealthResponse__Output } from './algorun/algod/v2/CheckHealthResponse.js';
import type { CompileTealRequest as _algorun_algod_v2_CompileTealRequest, CompileTealRequest__Output as _algorun_algod_v2_CompileTealRequest__Output } from './algorun/algod/v2/CompileTealRequest.js';
import type { CompileTealResponse as _algorun_algod_v2_CompileTealResponse, CompileTealResponse__Output as _algorun_algod_v2_CompileTealResponse__Output } from './algorun/algod/v2/CompileTealResponse.js';
import type { DeleteParticipationKeyRequest as _algorun_algod_v2_DeleteParticipationKeyRequest, DeleteParticipationKeyRequest__Output as _algorun_algod_v2_DeleteParticipationKeyRequest__Output } from './algorun/algod/v2/DeleteParticipationKeyRequest.js';
import type { DeleteParticipationKeyResponse as _algorun_algod_v2_DeleteParticipationKeyResponse, DeleteParticipationKeyResponse__Output as _algorun_algod_v2_DeleteParticipationKeyResponse__Output } from './algorun/algod/v2/DeleteParticipationKeyResponse.js';
import type { DisassembleTealRequest as _algorun_algod_v2_DisassembleTealRequest, DisassembleTealRequest__Output as _algorun_algod_v2_DisassembleTealRequest__Output } from './algorun/algod/v2/DisassembleTealRequest.js';
import type { DisassembleTealResponse as _algorun_algod_v2_DisassembleTealResponse, DisassembleTealResponse__Output as _algorun_algod_v2_DisassembleTealResponse__Output } from './algorun/algod/v2/DisassembleTealResponse.js';
import type { DryrunState as _algorun_algod_v2_DryrunState, DryrunState__Output as _algorun_algod_v2_DryrunState__Output } from './algorun/algod/v2/DryrunState.js';
import type { DryrunTealRequest as _algorun_algod_v2_DryrunTealRequest, DryrunTealRequest__Output as _algorun_algod_v2_DryrunTealRequest__Output } from './algorun/algod/v2/DryrunTealRequest.js';
import type { DryrunTealResponse as _algorun_algod_v2_DryrunTealResponse, DryrunTealResponse__Output as _algorun_algod_v2_DryrunTealResponse__Output } from './algorun/algod/v2/DryrunTealResponse.js';
import type { DryrunTxnResult as _algorun_algod_v2_DryrunTxnResult, DryrunTxnResult__Output as _algorun_algod_v2_DryrunTxnResult__Output } from './algorun/algod/v2/DryrunTxnResult.js';
import type { EvalDelta as _algorun_algod_v2_EvalDelta, EvalDelta__Output as _algorun_algod_v2_EvalDelta__Output } from './algorun/algod/v2/EvalDelta.js';
import type { EvalDeltaKeyValue as _algorun_algod_v2_EvalDeltaKeyValue, EvalDeltaKeyValue__Output as _algorun_algod_v2_EvalDeltaKeyValue__Output } from './algorun/algod/v2/EvalDeltaKeyValue.js';
import type { EvaluateGroupRequest as _algorun_algod_v2_EvaluateGroupRequest, EvaluateGroupRequest__Output as _algorun_algod_v2_EvaluateGroupRequest__Output } from './algorun/algod/v2/EvaluateGroupRequest.js';
import type { EvaluateGroupResponse as _algorun_algod_v2_EvaluateGroupResponse, EvaluateGroupResponse__Output as _algorun_algod_v2_EvaluateGroupResponse__Output } from './algorun/algod/v2/EvaluateGroupResponse.js';
import type { ExecuteBatchRequest as _algorun_algod_v2_ExecuteBatchRequest, ExecuteBatchRequest__Output as _algorun_algod_v2_ExecuteBatchRequest__Output } from './algorun/algod/v2/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _algorun_algod_v2_ExecuteBatchResponse, ExecuteBatchResponse__Output as _algorun_algod_v2_ExecuteBatchResponse__Output } from './algorun/algod/v2/ExecuteBatchResponse.js';
import type { ExperimentalCheckRequest as _algorun_algod_v2_ExperimentalCheckRequest, ExperimentalCheckRequest__Output as _algorun_algod_v2_ExperimentalCheckRequest__Output } from './algorun/algod/v2/ExperimentalCheckRequest.js';
import type { ExperimentalCheckResponse as _algorun_algod_v2_ExperimentalCheckResponse, ExperimentalCheckResponse__Output as _algorun_algod_v2_ExperimentalCheckResponse__Output } from './algorun/algod/v2/ExperimentalCheckResponse.js';
import type { GenerateParticipationKeysRequest as _algorun_algod_v2_GenerateParticipationKeysRequest, GenerateParticipationKeysRequest__Output as _algorun_algod_v2_GenerateParticipationKeysRequest__Output } from './algorun/algod/v2/GenerateParticipationKeysRequest.js';
import type { GenerateParticipationKeysResponse as _algorun_algod_v2_GenerateParticipationKeysResponse, GenerateParticipationKeysResponse__Output as _algorun_algod_v2_GenerateParticipationKeysResponse__Output } from './algorun/algod/v2/GenerateParticipationKeysResponse.js';
import type { GetAccountApplicationInformationRequest as _algorun_algod_v2_GetAccountApplicationInformationRequest, GetAccountApplicationInformationRequest__Output as _algorun_algod_v2_GetAccountApplicationInformationRequest__Output } from './algorun/algod/v2/GetAccountApplicationInformationRequest.js';
import type { GetAccountApplicationInformationResponse as _algorun_algod_v2_GetAccountApplicationInformationResponse, GetAccountApplicationInformationResponse__Output as _algorun_algod_v2_GetAccountApplicationInformationResponse__Output } from './algorun/algod/v2/GetAccountApplicationInformationResponse.js';
import type { GetAccountApplicationsInformationRequest as _algorun_algod_v2_GetAccountApplicationsInformationRequest, GetAccountApplicationsInformationRequest__Output as _algorun_algod_v2_GetAccountApplicationsInformationRequest__Output } from './algorun/algod/v2/GetAccountApplicationsInformationRequest.js';
import type { GetAccountApplicationsInformationResponse as _algorun_algod_v2_GetAccountApplicationsInformationResponse, GetAccountApplicationsInformationResponse__Output as _algorun_algod_v2_GetAccountApplicationsInformationResponse__Output } from './algorun/algod/v2/GetAccountApplicationsInformationResponse.js';
import type { GetAccountAssetInformationRequest as _algorun_algod_v2_GetAccountAssetInformationRequest, GetAccountAssetInformationRequest__Output as _algorun_algod_v2_GetAccountAssetInformationRequest__Output } from './algorun/algod/v2/GetAccountAssetInformationRequest.js';
import type { GetAccountAssetInformationResponse as _algorun_algod_v2_GetAccountAssetInformationResponse, GetAccountAssetInformationResponse__Output as _algorun_algod_v2_GetAccountAssetInformationResponse__Output } from './algorun/algod/v2/GetAccountAssetInformationResponse.js';
import type { GetAccountAssetsInformationRequest as _algorun_algod_v2_GetAccountAssetsInformationRequest, GetAccountAssetsInformationRequest__Output as _algorun_algod_v2_GetAccountAssetsInformationRequest__Output } from './algorun/algod/v2/GetAccountAssetsInformationRequest.js';
import type { GetAccountAssetsInformationResponse as _algorun_algod_v2_GetAccountAssetsInformationResponse, GetAccountAssetsInformationResponse__Output as _algorun_algod_v2_GetAccountAssetsInformationResponse__Output } from './algorun/algod/v2/GetAccountAssetsInformationResponse.js';
import type { GetAccountRequest as _algorun_algod_v2_GetAccountRequest, GetAccountRequest__Output as _algorun_algod_v2_GetAccountRequest__Output } from './algorun/algod/v2/GetAccountRequest.js';
import type { GetAccountResponse as _algorun_algod_v2_GetAccountResponse, GetAccountResponse__Output as _algorun_algod_v2_GetAccountResponse__Output } from './algorun/algod/v2/GetAccountResponse.js';
import type { GetApplicationBoxByNameRequest as _algorun_algod_v2_GetApplicationBoxByNameRequest, GetApplicationBoxByNameRequest__Output as _algorun_algod_v2_GetApplicationBoxByNameRequest__Output } from './algorun/algod/v2/GetApplicationBoxByNameRequest.js';
import type { GetApplicationBoxByNameResponse as _algorun_algod_v2_GetApplicationBoxByNameResponse, GetApplicationBoxByNameResponse__Output as _algorun_algod_v2_GetApplicationBoxByNameResponse__Output } from './algorun/algod/v2/GetApplicationBoxByNameResponse.js';
import type { GetApplicationBoxesRequest as _algorun_algod_v2_GetApplicationBoxesRequest, GetApplicationBoxesRequest__Output as _algorun_algod_v2_GetApplicationBoxesRequest__Output } from './algorun/algod/v2/GetApplicationBoxesRequest.js';
import type { GetApplicationBoxesResponse as _algorun_algod_v2_GetApplicationBoxesResponse, GetApplicationBoxesResponse__Output as _algorun_algod_v2_GetApplicationBoxesResponse__Output } from './algorun/algod/v2/GetApplicationBoxesResponse.js';
import type { GetApplicationRequest as _algorun_algod_v2_GetApplicationRequest, GetApplicationRequest__Output as _algorun_algod_v2_GetApplicationRequest__Output } from './algorun/algod/v2/GetApplicationRequest.js';
import type { GetApplicationResponse as _algorun_algod_v2_GetApplicationResponse, GetApplicationResponse__Output as _algorun_algod_v2_GetApplicationResponse__Output } from './algorun/algod/v2/GetApplicationResponse.js';
import type { GetAssetRequest as _algorun_algod_v2_GetAssetRequest, GetAssetRequest__Output as _algorun_algod_v2_GetAssetRequest__Output } from './algorun/algod/v2/GetAssetRequest.js';
import type { GetAssetResponse as _algorun_algod_v2_GetAssetResponse, GetAssetResponse__Output as _algorun_algod_v2_GetAssetResponse__Output } from './algorun/algod/v2/GetAssetResponse.js';
import type { GetBlockHashRequest as _algorun_algod_v2_GetBlockHashRequest, GetBlockHashRequest__Output as _algorun_algod_v2_GetBlockHashRequest__Output } from './algorun/algod/v2/GetBlockHashRequest.js';
import type { GetBlockHashResponse as _algorun_algod_v2_GetBlockHashResponse, GetBlockHashResponse__Output as _algorun_algod_v2_GetBlockHashResponse__Output } from './algorun/algod/v2/GetBlockHashResponse.js';
import type { GetBlockLogsRequest as _algorun_algod_v2_GetBlockLogsRequest, GetBlockLogsRequest__Output as _algorun_algod_v2_GetBlockLogsRequest__Output } from './algorun/algod/v2/GetBlockLogsRequest.js';
import type { GetBlockLogsResponse as _algorun_algod_v2_GetBlockLogsResponse, GetBlockLogsResponse__Output as _algorun_algod_v2_GetBlockLogsResponse__Output } from './algorun/algod/v2/GetBlockLogsResponse.js';
import type { GetBlockRequest as _algorun_algod_v2_GetBlockRequest, GetBlockRequest__Output as _algorun_algod_v2_GetBlockRequest__Output } from './algorun/algod/v2/GetBlockRequest.js';
import type { GetBlockResponse as _algorun_algod_v2_GetBlockResponse, GetBlockResponse__Output as _algorun_algod_v2_GetBlockResponse__Output } from './algorun/algod/v2/GetBlockResponse.js';
import type { GetBlockTimestampOffsetRequest as _algorun_algod_v2_GetBlockTimestampOffsetRequest, GetBlockTimestampOffsetRequest__Output as _algorun_algod_v2_GetBlockTimestampOffsetRequest__Output } from './algorun/algod/v2/GetBlockTimestampOffsetRequest.js';
import type { GetBlockTimestampOffsetResponse as _algorun_algod_v2_GetBlockTimestampOffsetResponse, GetBlockTimestampOffsetResponse__Output as _algorun_algod_v2_GetBlockTimestampOffsetResponse__Output } from './algorun/algod/v2/GetBlockTimestampOffsetResponse.js';
import type { GetBlockTxidsRequest as _algorun_algod_v2_GetBlockTxidsRequest, GetBlockTxidsRequest__Output as _algorun_algod_v2_GetBlockTxidsRequest__Output } from './algorun/algod/v2/GetBlockTxidsRequest.js';
import type { GetBlockTxidsResponse as _algorun_algod_v2_GetBlockTxidsResponse, GetBlockTxidsResponse__Output as _algorun_algod_v2_GetBlockTxidsResponse__Output } from './algorun/algod/v2/GetBlockTxidsResponse.js';
import type { GetGenesisRequest as _algorun_algod_v2_GetGenesisRequest, GetGenesisRequest__Output as _algorun_algod_v2_GetGenesisRequest__Output } from './algorun/algod/v2/GetGenesisRequest.js';
import type { GetGenesisResponse as _algorun_algod_v2_GetGenesisResponse, GetGenesisResponse__Output as _algorun_algod_v2_GetGenesisResponse__Output } from './algorun/algod/v2/GetGenesisResponse.js';
import type { GetLedgerStateDeltaForTransactionGroupRequest as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, GetLedgerStateDeltaForTransactionGroupRequest__Output as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output } from './algorun/algod/v2/GetLedgerStateDeltaForTransactionGroupRequest.js';
import type { GetLedgerStateDeltaForTransactionGroupResponse as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse, GetLedgerStateDeltaForTransactionGroupResponse__Output as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output } from './algorun/algod/v2/GetLedgerStateDeltaForTransactionGroupResponse.js';
import type { GetLedgerStateDeltaRequest as _algorun_algod_v2_GetLedgerStateDeltaRequest, GetLedgerStateDeltaRequest__Output as _algorun_algod_v2_GetLedgerStateDeltaRequest__Output } from './algorun/algod/v2/GetLedgerStateDeltaRequest.js';
import type { GetLedgerStateDeltaResponse as _algorun_algod_v2_GetLedgerStateDeltaResponse, GetLedgerStateDeltaResponse__Output as _algorun_algod_v2_GetLedgerStateDeltaResponse__Output } from './algorun/algod/v2/GetLedgerStateDeltaResponse.js';
import type { GetLightBlockHeaderProofRequest as _algorun_algod_v2_GetLightBlockHeaderProofRequest, GetLightBlockHeaderProofRequest__Output as _algorun_algod_v2_GetLightBlockHeaderProofRequest__Output } from './algorun/algod/v2/GetLightBlockHeaderProofRequest.js';
import type { GetLightBlockHeaderProofResponse as _algorun_algod_v2_GetLightBlockHeaderProofResponse, GetLightBlockHeaderProofResponse__Output as _algorun_algod_v2_GetLightBlockHeaderProofResponse__Output } from './algorun/algod/v2/GetLightBlockHeaderProofResponse.js';
import type { GetParticipationKeyRequest as _algorun_algod_v2_GetParticipationKeyRequest, GetParticipationKeyRequest__Output as _algorun_algod_v2_GetParticipationKeyRequest__Output } from './algorun/algod/v2/GetParticipationKeyRequest.js';
import type { GetParticipationKeyResponse as _algorun_algod_v2_GetParticipationKeyResponse, GetParticipationKeyResponse__Output as _algorun_algod_v2_GetParticipationKeyResponse__Output } from './algorun/algod/v2/GetParticipationKeyResponse.js';
import type { GetPeersRequest as _algorun_algod_v2_GetPeersRequest, GetPeersRequest__Output as _algorun_algod_v2_GetPeersRequest__Output } from './algorun/algod/v2/GetPeersRequest.js';
import type { GetPeersResponse as _algorun_algod_v2_GetPeersResponse, GetPeersResponse__Output as _algorun_algod_v2_GetPeersResponse__Output } from './algorun/algod/v2/GetPeersResponse.js';
import type { GetPendingTransactionRequest as _algorun_algod_v2_GetPendingTransactionRequest, GetPendingTransactionRequest__Output as _algorun_algod_v2_GetPendingTransactionRequest__Output } from './algorun/algod/v2/GetPendingTransactionRequest.js';
import type { GetPendingTransactionResponse as _algorun_algod_v2_GetPendingTransactionResponse, GetPendingTransactionResponse__Output as _algorun_algod_v2_GetPendingTransactionResponse__Output } from './algorun/algod/v2/GetPendingTransactionResponse.js';
import type { GetReadinessRequest as _algorun_algod_v2_GetReadinessRequest, GetReadinessRequest__Output as _algorun_algod_v2_GetReadinessRequest__Output } from './algorun/algod/v2/GetReadinessRequest.js';
import type { GetReadinessResponse as _algorun_algod_v2_GetReadinessResponse, GetReadinessResponse__Output as _algorun_algod_v2_GetReadinessResponse__Output } from './algorun/algod/v2/GetReadinessResponse.js';
import type { GetStateProofRequest as _algorun_algod_v2_GetStateProofRequest, GetStateProofRequest__Output as _algorun_algod_v2_GetStateProofRequest__Output } from './algorun/algod/v2/GetStateProofRequest.js';
import type { GetStateProofResponse as _algorun_algod_v2_GetStateProofResponse, GetStateProofResponse__Output as _algorun_algod_v2_GetStateProofResponse__Output } from './algorun/algod/v2/GetStateProofResponse.js';
import type { GetStatusRequest as _algorun_algod_v2_GetStatusRequest, GetStatusRequest__Output as _algorun_algod_v2_GetStatusRequest__Output } from './algorun/algod/v2/GetStatusRequest.js';
import type { GetStatusResponse as _algorun_algod_v2_GetStatusResponse, GetStatusResponse__Output as _algorun_algod_v2_GetStatusResponse__Output } from './algorun/algod/v2/GetStatusResponse.js';
import type { GetSupplyRequest as _algorun_algod_v2_GetSupplyRequest, GetSupplyRequest__Output as _algorun_algod_v2_GetSupplyRequest__Output } from './algorun/algod/v2/GetSupplyRequest.js';
import type { GetSupplyResponse as _algorun_algod_v2_GetSupplyResponse, GetSupplyResponse__Output as _algorun_algod_v2_GetSupplyResponse__Output } from './algorun/algod/v2/GetSupplyResponse.js';
import type { GetSyncRoundRequest as _algorun_algod_v2_GetSyncRoundRequest, GetSyncRoundRequest__Output as _algorun_algod_v2_GetSyncRoundRequest__Output } from './algorun/algod/v2/GetSyncRoundRequest.js';
import type { GetSyncRoundResponse as _algorun_algod_v2_GetSyncRoundResponse, GetSyncRoundResponse__Output as _algorun_algod_v2_GetSyncRoundResponse__Output } from './algorun/algod/v2/GetSyncRoundResponse.js';
import type { GetTransactionGroupLedgerStateDeltasForRoundRequest as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, GetTransactionGroupLedgerStateDeltasForRoundRequest__Output as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output } from './algorun/algod/v2/GetTransactionGroupLedgerStateDeltasForRoundRequest.js';
import type { GetTransactionGroupLedgerStateDeltasForRoundResponse as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse, GetTransactionGroupLedgerStateDeltasForRoundResponse__Output as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output } from './algorun/algod/v2/GetTransactionGroupLedgerStateDeltasForRoundResponse.js';
import type { GetTransactionParamsRequest as _algorun_algod_v2_GetTransactionParamsRequest, GetTransactionParamsRequest__Output as _algorun_algod_v2_GetTransactionParamsRequest__Output } from './algorun/algod/v2/GetTransactionParamsRequest.js';
import type { GetTransactionParamsResponse as _algorun_algod_v2_GetTransactionParamsResponse, GetTransactionParamsResponse__Output as _algorun_algod_v2_GetTransactionParamsResponse__Output } from './algorun/algod/v2/GetTransactionParamsResponse.js';
import type { GetTransactionProofRequest as _algorun_algod_v2_GetTransactionProofRequest, GetTransactionProofRequest__Output as _algorun_algod_v2_GetTransactionProofRequest__Output } from './algorun/algod/v2/GetTransactionProofRequest.js';
import type { GetTransactionProofResponse as _algorun_algod_v2_GetTransactionProofResponse, GetTransactionProofResponse__Output as _algorun_algod_v2_GetTransactionProofResponse__Output } from './algorun/algod/v2/GetTransactionProofResponse.js';
import type { GetVersionsRequest as _algorun_algod_v2_GetVersionsRequest, GetVersionsRequest__Output as _algorun_algod_v2_GetVersionsRequest__Output } from './algorun/algod/v2/GetVersionsRequest.js';
import type { GetVersionsResponse as _algorun_algod_v2_GetVersionsResponse, GetVersionsResponse__Output as _algorun_algod_v2_GetVersionsResponse__Output } from './algorun/algod/v2/GetVersionsResponse.js';
import type { ListParticipationKeysRequest as _algorun_algod_v2_ListParticipationKeysRequest, ListParticipationKeysRequest__Output as _algorun_algod_v2_ListParticipationKeysRequest__Output } from './algorun/algod/v2/ListParticipationKeysRequest.js';
import type { ListParticipationKeysResponse as _algorun_algod_v2_ListParticipationKeysResponse, ListParticipationKeysResponse__Output as _algorun_algod_v2_ListParticipationKeysResponse__Output } from './algorun/algod/v2/ListParticipationKeysResponse.js';
import type { ListPendingTransactionsByAddressRequest as _algorun_algod_v2_ListPendingTransactionsByAddressRequest, ListPendingTransactionsByAddressRequest__Output as _algorun_algod_v2_ListPendingTransactionsByAddressRequest__Output } from './algorun/algod/v2/ListPendingTransactionsByAddressRequest.js';
import type { ListPendingTransactionsByAddressResponse as _algorun_algod_v2_ListPendingTransactionsByAddressResponse, ListPendingTransactionsByAddressResponse__Output as _algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output } from './algorun/algod/v2/ListPendingTransactionsByAddressResponse.js';
import type { ListPendingTransactionsRequest as _algorun_algod_v2_ListPendingTransactionsRequest, ListPendingTransactionsRequest__Output as _algorun_algod_v2_ListPendingTransactionsRequest__Output } from './algorun/algod/v2/ListPendingTransactionsRequest.js';
import type { ListPendingTransactionsResponse as _algorun_algod_v2_ListPendingTransactionsResponse, ListPendingTransactionsResponse__Output as _algorun_algod_v2_ListPendingTransactionsResponse__Output } from './algorun/algod/v2/ListPendingTransactionsResponse.js';
import type { NodeStatus as _algorun_algod_v2_NodeStatus, NodeStatus__Output as _algorun_algod_v2_NodeStatus__Output } from './algorun/algod/v2/NodeStatus.js';
import type { ParticipationKey as _algorun_algod_v2_ParticipationKey, ParticipationKey__Output as _algorun_algod_v2_ParticipationKey__Output } from './algorun/algod/v2/ParticipationKey.js';
import type { PeerStatus as _algorun_algod_v2_PeerStatus, PeerStatus__Output as _algorun_algod_v2_PeerStatus__Output } from './algorun/algod/v2/PeerStatus.js';
import type { RawTransactionAsyncRequest as _algorun_algod_v2_RawTransactionAsyncRequest, RawTransactionAsyncRequest__Output as _algorun_algod_v2_RawTransactionAsyncRequest__Output } from './algorun/algod/v2/RawTransactionAsyncRequest.js';
import type { RawTransactionAsyncResponse as _algorun_algod_v2_RawTransactionAsyncResponse, RawTransactionAsyncResponse__Output as _algorun_algod_v2_RawTransactionAsyncResponse__Output } from './algorun/algod/v2/RawTransactionAsyncResponse.js';
import type { RegisterParticipationKeysRequest as _algorun_algod_v2_RegisterParticipationKeysRequest, RegisterParticipationKeysRequest__Output as _algorun_algod_v2_RegisterParticipationKeysRequest__Output } from './algorun/algod/v2/RegisterParticipationKeysRequest.js';
import type { RegisterParticipationKeysResponse as _algorun_algod_v2_RegisterParticipationKeysResponse, RegisterParticipationKeysResponse__Output as _algorun_algod_v2_RegisterParticipationKeysResponse__Output } from './algorun/algod/v2/RegisterParticipationKeysResponse.js';
import type { SendRawTransactionRequest as _algorun_algod_v2_SendRawTransactionRequest, SendRawTransactionRequest__Output as _algorun_algod_v2_SendRawTransactionRequest__Output } from './algorun/algod/v2/SendRawTransactionRequest.js';
import type { SendRawTransactionResponse as _algorun_algod_v2_SendRawTransactionResponse, SendRawTransactionResponse__Output as _algorun_algod_v2_SendRawTransactionResponse__Output } from './algorun/algod/v2/SendRawTransactionResponse.js';
import type { SetBlockTimestampOffsetRequest as _algorun_algod_v2_SetBlockTimestampOffsetRequest, SetBlockTimestampOffsetRequest__Output as _algorun_algod_v2_SetBlockTimestampOffsetRequest__Output } from './algorun/algod/v2/SetBlockTimestampOffsetRequest.js';
import type { SetBlockTimestampOffsetResponse as _algorun_algod_v2_SetBlockTimestampOffsetResponse, SetBlockTimestampOffsetResponse__Output as _algorun_algod_v2_SetBlockTimestampOffsetResponse__Output } from './algorun/algod/v2/SetBlockTimestampOffsetResponse.js';
import type { SetSyncRoundRequest as _algorun_algod_v2_SetSyncRoundRequest, SetSyncRoundRequest__Output as _algorun_algod_v2_SetSyncRoundRequest__Output } from './algorun/algod/v2/SetSyncRoundRequest.js';
import type { SetSyncRoundResponse as _algorun_algod_v2_SetSyncRoundResponse, SetSyncRoundResponse__Output as _algorun_algod_v2_SetSyncRoundResponse__Output } from './algorun/algod/v2/SetSyncRoundResponse.js';
import type { ShutdownNodeRequest as _algorun_algod_v2_ShutdownNodeRequest, ShutdownNodeRequest__Output as _algorun_algod_v2_ShutdownNodeRequest__Output } from './algorun/algod/v2/ShutdownNodeRequest.js';
import type { ShutdownNodeResponse as _algorun_algod_v2_ShutdownNodeResponse, ShutdownNodeResponse__Output as _algorun_algod_v2_ShutdownNodeResponse__Output } from './algorun/algod/v2/ShutdownNodeResponse.js';
import type { SimulateTransactionsRequest as _algorun_algod_v2_SimulateTransactionsRequest, SimulateTransactionsRequest__Output as _algorun_algod_v2_SimulateTransactionsRequest__Output } from './algorun/algod/v2/SimulateTransactionsRequest.js';
import type { SimulateTransactionsResponse as _algorun_algod_v2_SimulateTransactionsResponse, SimulateTransactionsResponse__Output as _algorun_algod_v2_SimulateTransactionsResponse__Output } from './algorun/algod/v2/SimulateTransactionsResponse.js';
import type { SourceMap as _algorun_algod_v2_SourceMap, SourceMap__Output as _algorun_algod_v2_SourceMap__Output } from './algorun/algod/v2/SourceMap.js';
import type { StartCatchupRequest as _algorun_algod_v2_StartCatchupRequest, StartCatchupRequest__Output as _algorun_algod_v2_StartCatchupRequest__Output } from './algorun/algod/v2/StartCatchupRequest.js';
import type { StartCatchupResponse as _algorun_algod_v2_StartCatchupResponse, StartCatchupResponse__Output as _algorun_algod_v2_StartCatchupResponse__Output } from './algorun/algod/v2/StartCatchupResponse.js';
import type { SubscribeBlocksRequest as _algorun_algod_v2_SubscribeBlocksRequest, SubscribeBlocksRequest__Output as _algorun_algod_v2_SubscribeBlocksRequest__Output } from './algorun/algod/v2/SubscribeBlocksRequest.js';
import type { SubscribeBlocksResponse as _algorun_algod_v2_SubscribeBlocksResponse, SubscribeBlocksResponse__Output as _algorun_algod_v2_SubscribeBlocksResponse__Output } from './algorun/algod/v2/SubscribeBlocksResponse.js';
import type { TealKeyValue as _algorun_algod_v2_TealKeyValue, TealKeyValue__Output as _algorun_algod_v2_TealKeyValue__Output } from './algorun/algod/v2/TealKeyValue.js';
import type { TealValue as _algorun_algod_v2_TealValue, TealValue__Output as _algorun_algod_v2_TealValue__Output } from './algorun/algod/v2/TealValue.js';
import type { UnsetSyncRoundRequest as _algorun_algod_v2_UnsetSyncRoundRequest, UnsetSyncRoundRequest__Output as _algorun_algod_v2_UnsetSyncRoundRequest__Output } from './algorun/algod/v2/UnsetSyncRoundRequest.js';
import type { UnsetSyncRoundResponse as _algorun_algod_v2_UnsetSyncRoundResponse, UnsetSyncRoundResponse__Output as _algorun_algod_v2_UnsetSyncRoundResponse__Output } from './algorun/algod/v2/UnsetSyncRoundResponse.js';
import type { WaitForBlockRequest as _algorun_algod_v2_WaitForBlockRequest, WaitForBlockRequest__Output as _algorun_algod_v2_WaitForBlockRequest__Output } from './algorun/algod/v2/WaitForBlockRequest.js';
import type { WaitForBlockResponse as _algorun_algod_v2_WaitForBlockResponse, WaitForBlockResponse__Output as _algorun_algod_v2_WaitForBlockResponse__Output } from './algorun/algod/v2/WaitForBlockResponse.js';
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
    algod: {
      v2: {
        AbortCatchupRequest: MessageTypeDefinition<_algorun_algod_v2_AbortCatchupRequest, _algorun_algod_v2_AbortCatchupRequest__Output>
        AbortCatchupResponse: MessageTypeDefinition<_algorun_algod_v2_AbortCatchupResponse, _algorun_algod_v2_AbortCatchupResponse__Output>
        Account: MessageTypeDefinition<_algorun_algod_v2_Account, _algorun_algod_v2_Account__Output>
        AccountApplicationResource: MessageTypeDefinition<_algorun_algod_v2_AccountApplicationResource, _algorun_algod_v2_AccountApplicationResource__Output>
        AccountAssetHolding: MessageTypeDefinition<_algorun_algod_v2_AccountAssetHolding, _algorun_algod_v2_AccountAssetHolding__Output>
        AccountParticipation: MessageTypeDefinition<_algorun_algod_v2_AccountParticipation, _algorun_algod_v2_AccountParticipation__Output>
        AccountStateDelta: MessageTypeDefinition<_algorun_algod_v2_AccountStateDelta, _algorun_algod_v2_AccountStateDelta__Output>
        AddParticipationKeyRequest: MessageTypeDefinition<_algorun_algod_v2_AddParticipationKeyRequest, _algorun_algod_v2_AddParticipationKeyRequest__Output>
        AddParticipationKeyResponse: MessageTypeDefinition<_algorun_algod_v2_AddParticipationKeyResponse, _algorun_algod_v2_AddParticipationKeyResponse__Output>
        AlgodCall: MessageTypeDefinition<_algorun_algod_v2_AlgodCall, _algorun_algod_v2_AlgodCall__Output>
        AlgodReply: MessageTypeDefinition<_algorun_algod_v2_AlgodReply, _algorun_algod_v2_AlgodReply__Output>
        AlgodService: SubtypeConstructor<typeof grpc.Client, _algorun_algod_v2_AlgodServiceClient> & { service: _algorun_algod_v2_AlgodServiceDefinition }
        AppCallLogs: MessageTypeDefinition<_algorun_algod_v2_AppCallLogs, _algorun_algod_v2_AppCallLogs__Output>
        AppendParticipationKeysRequest: MessageTypeDefinition<_algorun_algod_v2_AppendParticipationKeysRequest, _algorun_algod_v2_AppendParticipationKeysRequest__Output>
        AppendParticipationKeysResponse: MessageTypeDefinition<_algorun_algod_v2_AppendParticipationKeysResponse, _algorun_algod_v2_AppendParticipationKeysResponse__Output>
        Application: MessageTypeDefinition<_algorun_algod_v2_Application, _algorun_algod_v2_Application__Output>
        ApplicationLocalState: MessageTypeDefinition<_algorun_algod_v2_ApplicationLocalState, _algorun_algod_v2_ApplicationLocalState__Output>
        ApplicationParams: MessageTypeDefinition<_algorun_algod_v2_ApplicationParams, _algorun_algod_v2_ApplicationParams__Output>
        ApplicationStateSchema: MessageTypeDefinition<_algorun_algod_v2_ApplicationStateSchema, _algorun_algod_v2_ApplicationStateSchema__Output>
        Asset: MessageTypeDefinition<_algorun_algod_v2_Asset, _algorun_algod_v2_Asset__Output>
        AssetHolding: MessageTypeDefinition<_algorun_algod_v2_AssetHolding, _algorun_algod_v2_AssetHolding__Output>
        AssetParams: MessageTypeDefinition<_algorun_algod_v2_AssetParams, _algorun_algod_v2_AssetParams__Output>
        BoxDescriptor: MessageTypeDefinition<_algorun_algod_v2_BoxDescriptor, _algorun_algod_v2_BoxDescriptor__Output>
        BuildVersion: MessageTypeDefinition<_algorun_algod_v2_BuildVersion, _algorun_algod_v2_BuildVersion__Output>
        CheckHealthRequest: MessageTypeDefinition<_algorun_algod_v2_CheckHealthRequest, _algorun_algod_v2_CheckHealthRequest__Output>
        CheckHealthResponse: MessageTypeDefinition<_algorun_algod_v2_CheckHealthResponse, _algorun_algod_v2_CheckHealthResponse__Output>
        CompileTealRequest: MessageTypeDefinition<_algorun_algod_v2_CompileTealRequest, _algorun_algod_v2_CompileTealRequest__Output>
        CompileTealResponse: MessageTypeDefinition<_algorun_algod_v2_CompileTealResponse, _algorun_algod_v2_CompileTealResponse__Output>
        DeleteParticipationKeyRequest: MessageTypeDefinition<_algorun_algod_v2_DeleteParticipationKeyRequest, _algorun_algod_v2_DeleteParticipationKeyRequest__Output>
        DeleteParticipationKeyResponse: MessageTypeDefinition<_algorun_algod_v2_DeleteParticipationKeyResponse, _algorun_algod_v2_DeleteParticipationKeyResponse__Output>
        DisassembleTealRequest: MessageTypeDefinition<_algorun_algod_v2_DisassembleTealRequest, _algorun_algod_v2_DisassembleTealRequest__Output>
        DisassembleTealResponse: MessageTypeDefinition<_algorun_algod_v2_DisassembleTealResponse, _algorun_algod_v2_DisassembleTealResponse__Output>
        DryrunState: MessageTypeDefinition<_algorun_algod_v2_DryrunState, _algorun_algod_v2_DryrunState__Output>
        DryrunTealRequest: MessageTypeDefinition<_algorun_algod_v2_DryrunTealRequest, _algorun_algod_v2_DryrunTealRequest__Output>
        DryrunTealResponse: MessageTypeDefinition<_algorun_algod_v2_DryrunTealResponse, _algorun_algod_v2_DryrunTealResponse__Output>
        DryrunTxnResult: MessageTypeDefinition<_algorun_algod_v2_DryrunTxnResult, _algorun_algod_v2_DryrunTxnResult__Output>
        EvalDelta: MessageTypeDefinition<_algorun_algod_v2_EvalDelta, _algorun_algod_v2_EvalDelta__Output>
        EvalDeltaKeyValue: MessageTypeDefinition<_algorun_algod_v2_EvalDeltaKeyValue, _algorun_algod_v2_EvalDeltaKeyValue__Output>
        EvaluateGroupRequest: MessageTypeDefinition<_algorun_algod_v2_EvaluateGroupRequest, _algorun_algod_v2_EvaluateGroupRequest__Output>
        EvaluateGroupResponse: MessageTypeDefinition<_algorun_algod_v2_EvaluateGroupResponse, _algorun_algod_v2_EvaluateGroupResponse__Output>
        ExecuteBatchRequest: MessageTypeDefinition<_algorun_algod_v2_ExecuteBatchRequest, _algorun_algod_v2_ExecuteBatchRequest__Output>
        ExecuteBatchResponse: MessageTypeDefinition<_algorun_algod_v2_ExecuteBatchResponse, _algorun_algod_v2_ExecuteBatchResponse__Output>
        ExperimentalCheckRequest: MessageTypeDefinition<_algorun_algod_v2_ExperimentalCheckRequest, _algorun_algod_v2_ExperimentalCheckRequest__Output>
        ExperimentalCheckResponse: MessageTypeDefinition<_algorun_algod_v2_ExperimentalCheckResponse, _algorun_algod_v2_ExperimentalCheckResponse__Output>
        GenerateParticipationKeysRequest: MessageTypeDefinition<_algorun_algod_v2_GenerateParticipationKeysRequest, _algorun_algod_v2_GenerateParticipationKeysRequest__Output>
        GenerateParticipationKeysResponse: MessageTypeDefinition<_algorun_algod_v2_GenerateParticipationKeysResponse, _algorun_algod_v2_GenerateParticipationKeysResponse__Output>
        GetAccountApplicationInformationRequest: MessageTypeDefinition<_algorun_algod_v2_GetAccountApplicationInformationRequest, _algorun_algod_v2_GetAccountApplicationInformationRequest__Output>
        GetAccountApplicationInformationResponse: MessageTypeDefinition<_algorun_algod_v2_GetAccountApplicationInformationResponse, _algorun_algod_v2_GetAccountApplicationInformationResponse__Output>
        GetAccountApplicationsInformationRequest: MessageTypeDefinition<_algorun_algod_v2_GetAccountApplicationsInformationRequest, _algorun_algod_v2_GetAccountApplicationsInformationRequest__Output>
        GetAccountApplicationsInformationResponse: MessageTypeDefinition<_algorun_algod_v2_GetAccountApplicationsInformationResponse, _algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>
        GetAccountAssetInformationRequest: MessageTypeDefinition<_algorun_algod_v2_GetAccountAssetInformationRequest, _algorun_algod_v2_GetAccountAssetInformationRequest__Output>
        GetAccountAssetInformationResponse: MessageTypeDefinition<_algorun_algod_v2_GetAccountAssetInformationResponse, _algorun_algod_v2_GetAccountAssetInformationResponse__Output>
        GetAccountAssetsInformationRequest: MessageTypeDefinition<_algorun_algod_v2_GetAccountAssetsInformationRequest, _algorun_algod_v2_GetAccountAssetsInformationRequest__Output>
        GetAccountAssetsInformationResponse: MessageTypeDefinition<_algorun_algod_v2_GetAccountAssetsInformationResponse, _algorun_algod_v2_GetAccountAssetsInformationResponse__Output>
        GetAccountRequest: MessageTypeDefinition<_algorun_algod_v2_GetAccountRequest, _algorun_algod_v2_GetAccountRequest__Output>
        GetAccountResponse: MessageTypeDefinition<_algorun_algod_v2_GetAccountResponse, _algorun_algod_v2_GetAccountResponse__Output>
        GetApplicationBoxByNameRequest: MessageTypeDefinition<_algorun_algod_v2_GetApplicationBoxByNameRequest, _algorun_algod_v2_GetApplicationBoxByNameRequest__Output>
        GetApplicationBoxByNameResponse: MessageTypeDefinition<_algorun_algod_v2_GetApplicationBoxByNameResponse, _algorun_algod_v2_GetApplicationBoxByNameResponse__Output>
        GetApplicationBoxesRequest: MessageTypeDefinition<_algorun_algod_v2_GetApplicationBoxesRequest, _algorun_algod_v2_GetApplicationBoxesRequest__Output>
        GetApplicationBoxesResponse: MessageTypeDefinition<_algorun_algod_v2_GetApplicationBoxesResponse, _algorun_algod_v2_GetApplicationBoxesResponse__Output>
        GetApplicationRequest: MessageTypeDefinition<_algorun_algod_v2_GetApplicationRequest, _algorun_algod_v2_GetApplicationRequest__Output>
        GetApplicationResponse: MessageTypeDefinition<_algorun_algod_v2_GetApplicationResponse, _algorun_algod_v2_GetApplicationResponse__Output>
        GetAssetRequest: MessageTypeDefinition<_algorun_algod_v2_GetAssetRequest, _algorun_algod_v2_GetAssetRequest__Output>
        GetAssetResponse: MessageTypeDefinition<_algorun_algod_v2_GetAssetResponse, _algorun_algod_v2_GetAssetResponse__Output>
        GetBlockHashRequest: MessageTypeDefinition<_algorun_algod_v2_GetBlockHashRequest, _algorun_algod_v2_GetBlockHashRequest__Output>
        GetBlockHashResponse: MessageTypeDefinition<_algorun_algod_v2_GetBlockHashResponse, _algorun_algod_v2_GetBlockHashResponse__Output>
        GetBlockLogsRequest: MessageTypeDefinition<_algorun_algod_v2_GetBlockLogsRequest, _algorun_algod_v2_GetBlockLogsRequest__Output>
        GetBlockLogsResponse: MessageTypeDefinition<_algorun_algod_v2_GetBlockLogsResponse, _algorun_algod_v2_GetBlockLogsResponse__Output>
        GetBlockRequest: MessageTypeDefinition<_algorun_algod_v2_GetBlockRequest, _algorun_algod_v2_GetBlockRequest__Output>
        GetBlockResponse: MessageTypeDefinition<_algorun_algod_v2_GetBlockResponse, _algorun_algod_v2_GetBlockResponse__Output>
        GetBlockTimestampOffsetRequest: MessageTypeDefinition<_algorun_algod_v2_GetBlockTimestampOffsetRequest, _algorun_algod_v2_GetBlockTimestampOffsetRequest__Output>
        GetBlockTimestampOffsetResponse: MessageTypeDefinition<_algorun_algod_v2_GetBlockTimestampOffsetResponse, _algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>
        GetBlockTxidsRequest: MessageTypeDefinition<_algorun_algod_v2_GetBlockTxidsRequest, _algorun_algod_v2_GetBlockTxidsRequest__Output>
        GetBlockTxidsResponse: MessageTypeDefinition<_algorun_algod_v2_GetBlockTxidsResponse, _algorun_algod_v2_GetBlockTxidsResponse__Output>
        GetGenesisRequest: MessageTypeDefinition<_algorun_algod_v2_GetGenesisRequest, _algorun_algod_v2_GetGenesisRequest__Output>
        GetGenesisResponse: MessageTypeDefinition<_algorun_algod_v2_GetGenesisResponse, _algorun_algod_v2_GetGenesisResponse__Output>
        GetLedgerStateDeltaForTransactionGroupRequest: MessageTypeDefinition<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output>
        GetLedgerStateDeltaForTransactionGroupResponse: MessageTypeDefinition<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse, _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>
        GetLedgerStateDeltaRequest: MessageTypeDefinition<_algorun_algod_v2_GetLedgerStateDeltaRequest, _algorun_algod_v2_GetLedgerStateDeltaRequest__Output>
        GetLedgerStateDeltaResponse: MessageTypeDefinition<_algorun_algod_v2_GetLedgerStateDeltaResponse, _algorun_algod_v2_GetLedgerStateDeltaResponse__Output>
        GetLightBlockHeaderProofRequest: MessageTypeDefinition<_algorun_algod_v2_GetLightBlockHeaderProofRequest, _algorun_algod_v2_GetLightBlockHeaderProofRequest__Output>
        GetLightBlockHeaderProofResponse: MessageTypeDefinition<_algorun_algod_v2_GetLightBlockHeaderProofResponse, _algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>
        GetParticipationKeyRequest: MessageTypeDefinition<_algorun_algod_v2_GetParticipationKeyRequest, _algorun_algod_v2_GetParticipationKeyRequest__Output>
        GetParticipationKeyResponse: MessageTypeDefinition<_algorun_algod_v2_GetParticipationKeyResponse, _algorun_algod_v2_GetParticipationKeyResponse__Output>
        GetPeersRequest: MessageTypeDefinition<_algorun_algod_v2_GetPeersRequest, _algorun_algod_v2_GetPeersRequest__Output>
        GetPeersResponse: MessageTypeDefinition<_algorun_algod_v2_GetPeersResponse, _algorun_algod_v2_GetPeersResponse__Output>
        GetPendingTransactionRequest: MessageTypeDefinition<_algorun_algod_v2_GetPendingTransactionRequest, _algorun_algod_v2_GetPendingTransactionRequest__Output>
        GetPendingTransactionResponse: MessageTypeDefinition<_algorun_algod_v2_GetPendingTransactionResponse, _algorun_algod_v2_GetPendingTransactionResponse__Output>
        GetReadinessRequest: MessageTypeDefinition<_algorun_algod_v2_GetReadinessRequest, _algorun_algod_v2_GetReadinessRequest__Output>
        GetReadinessResponse: MessageTypeDefinition<_algorun_algod_v2_GetReadinessResponse, _algorun_algod_v2_GetReadinessResponse__Output>
        GetStateProofRequest: MessageTypeDefinition<_algorun_algod_v2_GetStateProofRequest, _algorun_algod_v2_GetStateProofRequest__Output>
        GetStateProofResponse: MessageTypeDefinition<_algorun_algod_v2_GetStateProofResponse, _algorun_algod_v2_GetStateProofResponse__Output>
        GetStatusRequest: MessageTypeDefinition<_algorun_algod_v2_GetStatusRequest, _algorun_algod_v2_GetStatusRequest__Output>
        GetStatusResponse: MessageTypeDefinition<_algorun_algod_v2_GetStatusResponse, _algorun_algod_v2_GetStatusResponse__Output>
        GetSupplyRequest: MessageTypeDefinition<_algorun_algod_v2_GetSupplyRequest, _algorun_algod_v2_GetSupplyRequest__Output>
        GetSupplyResponse: MessageTypeDefinition<_algorun_algod_v2_GetSupplyResponse, _algorun_algod_v2_GetSupplyResponse__Output>
        GetSyncRoundRequest: MessageTypeDefinition<_algorun_algod_v2_GetSyncRoundRequest, _algorun_algod_v2_GetSyncRoundRequest__Output>
        GetSyncRoundResponse: MessageTypeDefinition<_algorun_algod_v2_GetSyncRoundResponse, _algorun_algod_v2_GetSyncRoundResponse__Output>
        GetTransactionGroupLedgerStateDeltasForRoundRequest: MessageTypeDefinition<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output>
        GetTransactionGroupLedgerStateDeltasForRoundResponse: MessageTypeDefinition<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse, _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>
        GetTransactionParamsRequest: MessageTypeDefinition<_algorun_algod_v2_GetTransactionParamsRequest, _algorun_algod_v2_GetTransactionParamsRequest__Output>
        GetTransactionParamsResponse: MessageTypeDefinition<_algorun_algod_v2_GetTransactionParamsResponse, _algorun_algod_v2_GetTransactionParamsResponse__Output>
        GetTransactionProofRequest: MessageTypeDefinition<_algorun_algod_v2_GetTransactionProofRequest, _algorun_algod_v2_GetTransactionProofRequest__Output>
        GetTransactionProofResponse: MessageTypeDefinition<_algorun_algod_v2_GetTransactionProofResponse, _algorun_algod_v2_GetTransactionProofResponse__Output>
        GetVersionsRequest: MessageTypeDefinition<_algorun_algod_v2_GetVersionsRequest, _algorun_algod_v2_GetVersionsRequest__Output>
        GetVersionsResponse: MessageTypeDefinition<_algorun_algod_v2_GetVersionsResponse, _algorun_algod_v2_GetVersionsResponse__Output>
        ListParticipationKeysRequest: MessageTypeDefinition<_algorun_algod_v2_ListParticipationKeysRequest, _algorun_algod_v2_ListParticipationKeysRequest__Output>
        ListParticipationKeysResponse: MessageTypeDefinition<_algorun_algod_v2_ListParticipationKeysResponse, _algorun_algod_v2_ListParticipationKeysResponse__Output>
        ListPendingTransactionsByAddressRequest: MessageTypeDefinition<_algorun_algod_v2_ListPendingTransactionsByAddressRequest, _algorun_algod_v2_ListPendingTransactionsByAddressRequest__Output>
        ListPendingTransactionsByAddressResponse: MessageTypeDefinition<_algorun_algod_v2_ListPendingTransactionsByAddressResponse, _algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>
        ListPendingTransactionsRequest: MessageTypeDefinition<_algorun_algod_v2_ListPendingTransactionsRequest, _algorun_algod_v2_ListPendingTransactionsRequest__Output>
        ListPendingTransactionsResponse: MessageTypeDefinition<_algorun_algod_v2_ListPendingTransactionsResponse, _algorun_algod_v2_ListPendingTransactionsResponse__Output>
        NodeStatus: MessageTypeDefinition<_algorun_algod_v2_NodeStatus, _algorun_algod_v2_NodeStatus__Output>
        ParticipationKey: MessageTypeDefinition<_algorun_algod_v2_ParticipationKey, _algorun_algod_v2_ParticipationKey__Output>
        PeerStatus: MessageTypeDefinition<_algorun_algod_v2_PeerStatus, _algorun_algod_v2_PeerStatus__Output>
        RawTransactionAsyncRequest: MessageTypeDefinition<_algorun_algod_v2_RawTransactionAsyncRequest, _algorun_algod_v2_RawTransactionAsyncRequest__Output>
        RawTransactionAsyncResponse: MessageTypeDefinition<_algorun_algod_v2_RawTransactionAsyncResponse, _algorun_algod_v2_RawTransactionAsyncResponse__Output>
        RegisterParticipationKeysRequest: MessageTypeDefinition<_algorun_algod_v2_RegisterParticipationKeysRequest, _algorun_algod_v2_RegisterParticipationKeysRequest__Output>
        RegisterParticipationKeysResponse: MessageTypeDefinition<_algorun_algod_v2_RegisterParticipationKeysResponse, _algorun_algod_v2_RegisterParticipationKeysResponse__Output>
        SendRawTransactionRequest: MessageTypeDefinition<_algorun_algod_v2_SendRawTransactionRequest, _algorun_algod_v2_SendRawTransactionRequest__Output>
        SendRawTransactionResponse: MessageTypeDefinition<_algorun_algod_v2_SendRawTransactionResponse, _algorun_algod_v2_SendRawTransactionResponse__Output>
        SetBlockTimestampOffsetRequest: MessageTypeDefinition<_algorun_algod_v2_SetBlockTimestampOffsetRequest, _algorun_algod_v2_SetBlockTimestampOffsetRequest__Output>
        SetBlockTimestampOffsetResponse: MessageTypeDefinition<_algorun_algod_v2_SetBlockTimestampOffsetResponse, _algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>
        SetSyncRoundRequest: MessageTypeDefinition<_algorun_algod_v2_SetSyncRoundRequest, _algorun_algod_v2_SetSyncRoundRequest__Output>
        SetSyncRoundResponse: MessageTypeDefinition<_algorun_algod_v2_SetSyncRoundResponse, _algorun_algod_v2_SetSyncRoundResponse__Output>
        ShutdownNodeRequest: MessageTypeDefinition<_algorun_algod_v2_ShutdownNodeRequest, _algorun_algod_v2_ShutdownNodeRequest__Output>
        ShutdownNodeResponse: MessageTypeDefinition<_algorun_algod_v2_ShutdownNodeResponse, _algorun_algod_v2_ShutdownNodeResponse__Output>
        SimulateTransactionsRequest: MessageTypeDefinition<_algorun_algod_v2_SimulateTransactionsRequest, _algorun_algod_v2_SimulateTransactionsRequest__Output>
        SimulateTransactionsResponse: MessageTypeDefinition<_algorun_algod_v2_SimulateTransactionsResponse, _algorun_algod_v2_SimulateTransactionsResponse__Output>
        SourceMap: MessageTypeDefinition<_algorun_algod_v2_SourceMap, _algorun_algod_v2_SourceMap__Output>
        StartCatchupRequest: MessageTypeDefinition<_algorun_algod_v2_StartCatchupRequest, _algorun_algod_v2_StartCatchupRequest__Output>
        StartCatchupResponse: MessageTypeDefinition<_algorun_algod_v2_StartCatchupResponse, _algorun_algod_v2_StartCatchupResponse__Output>
        SubscribeBlocksRequest: MessageTypeDefinition<_algorun_algod_v2_SubscribeBlocksRequest, _algorun_algod_v2_SubscribeBlocksRequest__Output>
        SubscribeBlocksResponse: MessageTypeDefinition<_algorun_algod_v2_SubscribeBlocksResponse, _algorun_algod_v2_SubscribeBlocksResponse__Output>
        TealKeyValue: MessageTypeDefinition<_algorun_algod_v2_TealKeyValue, _algorun_algod_v2_TealKeyValue__Output>
        TealValue: MessageTypeDefinition<_algorun_algod_v2_TealValue, _algorun_algod_v2_TealValue__Output>
        UnsetSyncRoundRequest: MessageTypeDefinition<_algorun_algod_v2_UnsetSyncRoundRequest, _algorun_algod_v2_UnsetSyncRoundRequest__Output>
        UnsetSyncRoundResponse: MessageTypeDefinition<_algorun_algod_v2_UnsetSyncRoundResponse, _algorun_algod_v2_UnsetSyncRoundResponse__Output>
        WaitForBlockRequest: MessageTypeDefinition<_algorun_algod_v2_WaitForBlockRequest, _algorun_algod_v2_WaitForBlockRequest__Output>
        WaitForBlockResponse: MessageTypeDefinition<_algorun_algod_v2_WaitForBlockResponse, _algorun_algod_v2_WaitForBlockResponse__Output>
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

