// Original file: proto/algorun/algod/v2/algod.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AbortCatchupRequest as _algorun_algod_v2_AbortCatchupRequest, AbortCatchupRequest__Output as _algorun_algod_v2_AbortCatchupRequest__Output } from '../../../algorun/algod/v2/AbortCatchupRequest.js';
import type { AbortCatchupResponse as _algorun_algod_v2_AbortCatchupResponse, AbortCatchupResponse__Output as _algorun_algod_v2_AbortCatchupResponse__Output } from '../../../algorun/algod/v2/AbortCatchupResponse.js';
import type { AddParticipationKeyRequest as _algorun_algod_v2_AddParticipationKeyRequest, AddParticipationKeyRequest__Output as _algorun_algod_v2_AddParticipationKeyRequest__Output } from '../../../algorun/algod/v2/AddParticipationKeyRequest.js';
import type { AddParticipationKeyResponse as _algorun_algod_v2_AddParticipationKeyResponse, AddParticipationKeyResponse__Output as _algorun_algod_v2_AddParticipationKeyResponse__Output } from '../../../algorun/algod/v2/AddParticipationKeyResponse.js';
import type { AppendParticipationKeysRequest as _algorun_algod_v2_AppendParticipationKeysRequest, AppendParticipationKeysRequest__Output as _algorun_algod_v2_AppendParticipationKeysRequest__Output } from '../../../algorun/algod/v2/AppendParticipationKeysRequest.js';
import type { AppendParticipationKeysResponse as _algorun_algod_v2_AppendParticipationKeysResponse, AppendParticipationKeysResponse__Output as _algorun_algod_v2_AppendParticipationKeysResponse__Output } from '../../../algorun/algod/v2/AppendParticipationKeysResponse.js';
import type { CheckHealthRequest as _algorun_algod_v2_CheckHealthRequest, CheckHealthRequest__Output as _algorun_algod_v2_CheckHealthRequest__Output } from '../../../algorun/algod/v2/CheckHealthRequest.js';
import type { CheckHealthResponse as _algorun_algod_v2_CheckHealthResponse, CheckHealthResponse__Output as _algorun_algod_v2_CheckHealthResponse__Output } from '../../../algorun/algod/v2/CheckHealthResponse.js';
import type { CompileTealRequest as _algorun_algod_v2_CompileTealRequest, CompileTealRequest__Output as _algorun_algod_v2_CompileTealRequest__Output } from '../../../algorun/algod/v2/CompileTealRequest.js';
import type { CompileTealResponse as _algorun_algod_v2_CompileTealResponse, CompileTealResponse__Output as _algorun_algod_v2_CompileTealResponse__Output } from '../../../algorun/algod/v2/CompileTealResponse.js';
import type { DeleteParticipationKeyRequest as _algorun_algod_v2_DeleteParticipationKeyRequest, DeleteParticipationKeyRequest__Output as _algorun_algod_v2_DeleteParticipationKeyRequest__Output } from '../../../algorun/algod/v2/DeleteParticipationKeyRequest.js';
import type { DeleteParticipationKeyResponse as _algorun_algod_v2_DeleteParticipationKeyResponse, DeleteParticipationKeyResponse__Output as _algorun_algod_v2_DeleteParticipationKeyResponse__Output } from '../../../algorun/algod/v2/DeleteParticipationKeyResponse.js';
import type { DisassembleTealRequest as _algorun_algod_v2_DisassembleTealRequest, DisassembleTealRequest__Output as _algorun_algod_v2_DisassembleTealRequest__Output } from '../../../algorun/algod/v2/DisassembleTealRequest.js';
import type { DisassembleTealResponse as _algorun_algod_v2_DisassembleTealResponse, DisassembleTealResponse__Output as _algorun_algod_v2_DisassembleTealResponse__Output } from '../../../algorun/algod/v2/DisassembleTealResponse.js';
import type { DryrunTealRequest as _algorun_algod_v2_DryrunTealRequest, DryrunTealRequest__Output as _algorun_algod_v2_DryrunTealRequest__Output } from '../../../algorun/algod/v2/DryrunTealRequest.js';
import type { DryrunTealResponse as _algorun_algod_v2_DryrunTealResponse, DryrunTealResponse__Output as _algorun_algod_v2_DryrunTealResponse__Output } from '../../../algorun/algod/v2/DryrunTealResponse.js';
import type { EvaluateGroupRequest as _algorun_algod_v2_EvaluateGroupRequest, EvaluateGroupRequest__Output as _algorun_algod_v2_EvaluateGroupRequest__Output } from '../../../algorun/algod/v2/EvaluateGroupRequest.js';
import type { EvaluateGroupResponse as _algorun_algod_v2_EvaluateGroupResponse, EvaluateGroupResponse__Output as _algorun_algod_v2_EvaluateGroupResponse__Output } from '../../../algorun/algod/v2/EvaluateGroupResponse.js';
import type { ExecuteBatchRequest as _algorun_algod_v2_ExecuteBatchRequest, ExecuteBatchRequest__Output as _algorun_algod_v2_ExecuteBatchRequest__Output } from '../../../algorun/algod/v2/ExecuteBatchRequest.js';
import type { ExecuteBatchResponse as _algorun_algod_v2_ExecuteBatchResponse, ExecuteBatchResponse__Output as _algorun_algod_v2_ExecuteBatchResponse__Output } from '../../../algorun/algod/v2/ExecuteBatchResponse.js';
import type { ExperimentalCheckRequest as _algorun_algod_v2_ExperimentalCheckRequest, ExperimentalCheckRequest__Output as _algorun_algod_v2_ExperimentalCheckRequest__Output } from '../../../algorun/algod/v2/ExperimentalCheckRequest.js';
import type { ExperimentalCheckResponse as _algorun_algod_v2_ExperimentalCheckResponse, ExperimentalCheckResponse__Output as _algorun_algod_v2_ExperimentalCheckResponse__Output } from '../../../algorun/algod/v2/ExperimentalCheckResponse.js';
import type { GenerateParticipationKeysRequest as _algorun_algod_v2_GenerateParticipationKeysRequest, GenerateParticipationKeysRequest__Output as _algorun_algod_v2_GenerateParticipationKeysRequest__Output } from '../../../algorun/algod/v2/GenerateParticipationKeysRequest.js';
import type { GenerateParticipationKeysResponse as _algorun_algod_v2_GenerateParticipationKeysResponse, GenerateParticipationKeysResponse__Output as _algorun_algod_v2_GenerateParticipationKeysResponse__Output } from '../../../algorun/algod/v2/GenerateParticipationKeysResponse.js';
import type { GetAccountApplicationInformationRequest as _algorun_algod_v2_GetAccountApplicationInformationRequest, GetAccountApplicationInformationRequest__Output as _algorun_algod_v2_GetAccountApplicationInformationRequest__Output } from '../../../algorun/algod/v2/GetAccountApplicationInformationRequest.js';
import type { GetAccountApplicationInformationResponse as _algorun_algod_v2_GetAccountApplicationInformationResponse, GetAccountApplicationInformationResponse__Output as _algorun_algod_v2_GetAccountApplicationInformationResponse__Output } from '../../../algorun/algod/v2/GetAccountApplicationInformationResponse.js';
import type { GetAccountApplicationsInformationRequest as _algorun_algod_v2_GetAccountApplicationsInformationRequest, GetAccountApplicationsInformationRequest__Output as _algorun_algod_v2_GetAccountApplicationsInformationRequest__Output } from '../../../algorun/algod/v2/GetAccountApplicationsInformationRequest.js';
import type { GetAccountApplicationsInformationResponse as _algorun_algod_v2_GetAccountApplicationsInformationResponse, GetAccountApplicationsInformationResponse__Output as _algorun_algod_v2_GetAccountApplicationsInformationResponse__Output } from '../../../algorun/algod/v2/GetAccountApplicationsInformationResponse.js';
import type { GetAccountAssetInformationRequest as _algorun_algod_v2_GetAccountAssetInformationRequest, GetAccountAssetInformationRequest__Output as _algorun_algod_v2_GetAccountAssetInformationRequest__Output } from '../../../algorun/algod/v2/GetAccountAssetInformationRequest.js';
import type { GetAccountAssetInformationResponse as _algorun_algod_v2_GetAccountAssetInformationResponse, GetAccountAssetInformationResponse__Output as _algorun_algod_v2_GetAccountAssetInformationResponse__Output } from '../../../algorun/algod/v2/GetAccountAssetInformationResponse.js';
import type { GetAccountAssetsInformationRequest as _algorun_algod_v2_GetAccountAssetsInformationRequest, GetAccountAssetsInformationRequest__Output as _algorun_algod_v2_GetAccountAssetsInformationRequest__Output } from '../../../algorun/algod/v2/GetAccountAssetsInformationRequest.js';
import type { GetAccountAssetsInformationResponse as _algorun_algod_v2_GetAccountAssetsInformationResponse, GetAccountAssetsInformationResponse__Output as _algorun_algod_v2_GetAccountAssetsInformationResponse__Output } from '../../../algorun/algod/v2/GetAccountAssetsInformationResponse.js';
import type { GetAccountRequest as _algorun_algod_v2_GetAccountRequest, GetAccountRequest__Output as _algorun_algod_v2_GetAccountRequest__Output } from '../../../algorun/algod/v2/GetAccountRequest.js';
import type { GetAccountResponse as _algorun_algod_v2_GetAccountResponse, GetAccountResponse__Output as _algorun_algod_v2_GetAccountResponse__Output } from '../../../algorun/algod/v2/GetAccountResponse.js';
import type { GetApplicationBoxByNameRequest as _algorun_algod_v2_GetApplicationBoxByNameRequest, GetApplicationBoxByNameRequest__Output as _algorun_algod_v2_GetApplicationBoxByNameRequest__Output } from '../../../algorun/algod/v2/GetApplicationBoxByNameRequest.js';
import type { GetApplicationBoxByNameResponse as _algorun_algod_v2_GetApplicationBoxByNameResponse, GetApplicationBoxByNameResponse__Output as _algorun_algod_v2_GetApplicationBoxByNameResponse__Output } from '../../../algorun/algod/v2/GetApplicationBoxByNameResponse.js';
import type { GetApplicationBoxesRequest as _algorun_algod_v2_GetApplicationBoxesRequest, GetApplicationBoxesRequest__Output as _algorun_algod_v2_GetApplicationBoxesRequest__Output } from '../../../algorun/algod/v2/GetApplicationBoxesRequest.js';
import type { GetApplicationBoxesResponse as _algorun_algod_v2_GetApplicationBoxesResponse, GetApplicationBoxesResponse__Output as _algorun_algod_v2_GetApplicationBoxesResponse__Output } from '../../../algorun/algod/v2/GetApplicationBoxesResponse.js';
import type { GetApplicationRequest as _algorun_algod_v2_GetApplicationRequest, GetApplicationRequest__Output as _algorun_algod_v2_GetApplicationRequest__Output } from '../../../algorun/algod/v2/GetApplicationRequest.js';
import type { GetApplicationResponse as _algorun_algod_v2_GetApplicationResponse, GetApplicationResponse__Output as _algorun_algod_v2_GetApplicationResponse__Output } from '../../../algorun/algod/v2/GetApplicationResponse.js';
import type { GetAssetRequest as _algorun_algod_v2_GetAssetRequest, GetAssetRequest__Output as _algorun_algod_v2_GetAssetRequest__Output } from '../../../algorun/algod/v2/GetAssetRequest.js';
import type { GetAssetResponse as _algorun_algod_v2_GetAssetResponse, GetAssetResponse__Output as _algorun_algod_v2_GetAssetResponse__Output } from '../../../algorun/algod/v2/GetAssetResponse.js';
import type { GetBlockHashRequest as _algorun_algod_v2_GetBlockHashRequest, GetBlockHashRequest__Output as _algorun_algod_v2_GetBlockHashRequest__Output } from '../../../algorun/algod/v2/GetBlockHashRequest.js';
import type { GetBlockHashResponse as _algorun_algod_v2_GetBlockHashResponse, GetBlockHashResponse__Output as _algorun_algod_v2_GetBlockHashResponse__Output } from '../../../algorun/algod/v2/GetBlockHashResponse.js';
import type { GetBlockLogsRequest as _algorun_algod_v2_GetBlockLogsRequest, GetBlockLogsRequest__Output as _algorun_algod_v2_GetBlockLogsRequest__Output } from '../../../algorun/algod/v2/GetBlockLogsRequest.js';
import type { GetBlockLogsResponse as _algorun_algod_v2_GetBlockLogsResponse, GetBlockLogsResponse__Output as _algorun_algod_v2_GetBlockLogsResponse__Output } from '../../../algorun/algod/v2/GetBlockLogsResponse.js';
import type { GetBlockRequest as _algorun_algod_v2_GetBlockRequest, GetBlockRequest__Output as _algorun_algod_v2_GetBlockRequest__Output } from '../../../algorun/algod/v2/GetBlockRequest.js';
import type { GetBlockResponse as _algorun_algod_v2_GetBlockResponse, GetBlockResponse__Output as _algorun_algod_v2_GetBlockResponse__Output } from '../../../algorun/algod/v2/GetBlockResponse.js';
import type { GetBlockTimestampOffsetRequest as _algorun_algod_v2_GetBlockTimestampOffsetRequest, GetBlockTimestampOffsetRequest__Output as _algorun_algod_v2_GetBlockTimestampOffsetRequest__Output } from '../../../algorun/algod/v2/GetBlockTimestampOffsetRequest.js';
import type { GetBlockTimestampOffsetResponse as _algorun_algod_v2_GetBlockTimestampOffsetResponse, GetBlockTimestampOffsetResponse__Output as _algorun_algod_v2_GetBlockTimestampOffsetResponse__Output } from '../../../algorun/algod/v2/GetBlockTimestampOffsetResponse.js';
import type { GetBlockTxidsRequest as _algorun_algod_v2_GetBlockTxidsRequest, GetBlockTxidsRequest__Output as _algorun_algod_v2_GetBlockTxidsRequest__Output } from '../../../algorun/algod/v2/GetBlockTxidsRequest.js';
import type { GetBlockTxidsResponse as _algorun_algod_v2_GetBlockTxidsResponse, GetBlockTxidsResponse__Output as _algorun_algod_v2_GetBlockTxidsResponse__Output } from '../../../algorun/algod/v2/GetBlockTxidsResponse.js';
import type { GetGenesisRequest as _algorun_algod_v2_GetGenesisRequest, GetGenesisRequest__Output as _algorun_algod_v2_GetGenesisRequest__Output } from '../../../algorun/algod/v2/GetGenesisRequest.js';
import type { GetGenesisResponse as _algorun_algod_v2_GetGenesisResponse, GetGenesisResponse__Output as _algorun_algod_v2_GetGenesisResponse__Output } from '../../../algorun/algod/v2/GetGenesisResponse.js';
import type { GetLedgerStateDeltaForTransactionGroupRequest as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, GetLedgerStateDeltaForTransactionGroupRequest__Output as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output } from '../../../algorun/algod/v2/GetLedgerStateDeltaForTransactionGroupRequest.js';
import type { GetLedgerStateDeltaForTransactionGroupResponse as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse, GetLedgerStateDeltaForTransactionGroupResponse__Output as _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output } from '../../../algorun/algod/v2/GetLedgerStateDeltaForTransactionGroupResponse.js';
import type { GetLedgerStateDeltaRequest as _algorun_algod_v2_GetLedgerStateDeltaRequest, GetLedgerStateDeltaRequest__Output as _algorun_algod_v2_GetLedgerStateDeltaRequest__Output } from '../../../algorun/algod/v2/GetLedgerStateDeltaRequest.js';
import type { GetLedgerStateDeltaResponse as _algorun_algod_v2_GetLedgerStateDeltaResponse, GetLedgerStateDeltaResponse__Output as _algorun_algod_v2_GetLedgerStateDeltaResponse__Output } from '../../../algorun/algod/v2/GetLedgerStateDeltaResponse.js';
import type { GetLightBlockHeaderProofRequest as _algorun_algod_v2_GetLightBlockHeaderProofRequest, GetLightBlockHeaderProofRequest__Output as _algorun_algod_v2_GetLightBlockHeaderProofRequest__Output } from '../../../algorun/algod/v2/GetLightBlockHeaderProofRequest.js';
import type { GetLightBlockHeaderProofResponse as _algorun_algod_v2_GetLightBlockHeaderProofResponse, GetLightBlockHeaderProofResponse__Output as _algorun_algod_v2_GetLightBlockHeaderProofResponse__Output } from '../../../algorun/algod/v2/GetLightBlockHeaderProofResponse.js';
import type { GetParticipationKeyRequest as _algorun_algod_v2_GetParticipationKeyRequest, GetParticipationKeyRequest__Output as _algorun_algod_v2_GetParticipationKeyRequest__Output } from '../../../algorun/algod/v2/GetParticipationKeyRequest.js';
import type { GetParticipationKeyResponse as _algorun_algod_v2_GetParticipationKeyResponse, GetParticipationKeyResponse__Output as _algorun_algod_v2_GetParticipationKeyResponse__Output } from '../../../algorun/algod/v2/GetParticipationKeyResponse.js';
import type { GetPeersRequest as _algorun_algod_v2_GetPeersRequest, GetPeersRequest__Output as _algorun_algod_v2_GetPeersRequest__Output } from '../../../algorun/algod/v2/GetPeersRequest.js';
import type { GetPeersResponse as _algorun_algod_v2_GetPeersResponse, GetPeersResponse__Output as _algorun_algod_v2_GetPeersResponse__Output } from '../../../algorun/algod/v2/GetPeersResponse.js';
import type { GetPendingTransactionRequest as _algorun_algod_v2_GetPendingTransactionRequest, GetPendingTransactionRequest__Output as _algorun_algod_v2_GetPendingTransactionRequest__Output } from '../../../algorun/algod/v2/GetPendingTransactionRequest.js';
import type { GetPendingTransactionResponse as _algorun_algod_v2_GetPendingTransactionResponse, GetPendingTransactionResponse__Output as _algorun_algod_v2_GetPendingTransactionResponse__Output } from '../../../algorun/algod/v2/GetPendingTransactionResponse.js';
import type { GetReadinessRequest as _algorun_algod_v2_GetReadinessRequest, GetReadinessRequest__Output as _algorun_algod_v2_GetReadinessRequest__Output } from '../../../algorun/algod/v2/GetReadinessRequest.js';
import type { GetReadinessResponse as _algorun_algod_v2_GetReadinessResponse, GetReadinessResponse__Output as _algorun_algod_v2_GetReadinessResponse__Output } from '../../../algorun/algod/v2/GetReadinessResponse.js';
import type { GetStateProofRequest as _algorun_algod_v2_GetStateProofRequest, GetStateProofRequest__Output as _algorun_algod_v2_GetStateProofRequest__Output } from '../../../algorun/algod/v2/GetStateProofRequest.js';
import type { GetStateProofResponse as _algorun_algod_v2_GetStateProofResponse, GetStateProofResponse__Output as _algorun_algod_v2_GetStateProofResponse__Output } from '../../../algorun/algod/v2/GetStateProofResponse.js';
import type { GetStatusRequest as _algorun_algod_v2_GetStatusRequest, GetStatusRequest__Output as _algorun_algod_v2_GetStatusRequest__Output } from '../../../algorun/algod/v2/GetStatusRequest.js';
import type { GetStatusResponse as _algorun_algod_v2_GetStatusResponse, GetStatusResponse__Output as _algorun_algod_v2_GetStatusResponse__Output } from '../../../algorun/algod/v2/GetStatusResponse.js';
import type { GetSupplyRequest as _algorun_algod_v2_GetSupplyRequest, GetSupplyRequest__Output as _algorun_algod_v2_GetSupplyRequest__Output } from '../../../algorun/algod/v2/GetSupplyRequest.js';
import type { GetSupplyResponse as _algorun_algod_v2_GetSupplyResponse, GetSupplyResponse__Output as _algorun_algod_v2_GetSupplyResponse__Output } from '../../../algorun/algod/v2/GetSupplyResponse.js';
import type { GetSyncRoundRequest as _algorun_algod_v2_GetSyncRoundRequest, GetSyncRoundRequest__Output as _algorun_algod_v2_GetSyncRoundRequest__Output } from '../../../algorun/algod/v2/GetSyncRoundRequest.js';
import type { GetSyncRoundResponse as _algorun_algod_v2_GetSyncRoundResponse, GetSyncRoundResponse__Output as _algorun_algod_v2_GetSyncRoundResponse__Output } from '../../../algorun/algod/v2/GetSyncRoundResponse.js';
import type { GetTransactionGroupLedgerStateDeltasForRoundRequest as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, GetTransactionGroupLedgerStateDeltasForRoundRequest__Output as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output } from '../../../algorun/algod/v2/GetTransactionGroupLedgerStateDeltasForRoundRequest.js';
import type { GetTransactionGroupLedgerStateDeltasForRoundResponse as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse, GetTransactionGroupLedgerStateDeltasForRoundResponse__Output as _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output } from '../../../algorun/algod/v2/GetTransactionGroupLedgerStateDeltasForRoundResponse.js';
import type { GetTransactionParamsRequest as _algorun_algod_v2_GetTransactionParamsRequest, GetTransactionParamsRequest__Output as _algorun_algod_v2_GetTransactionParamsRequest__Output } from '../../../algorun/algod/v2/GetTransactionParamsRequest.js';
import type { GetTransactionParamsResponse as _algorun_algod_v2_GetTransactionParamsResponse, GetTransactionParamsResponse__Output as _algorun_algod_v2_GetTransactionParamsResponse__Output } from '../../../algorun/algod/v2/GetTransactionParamsResponse.js';
import type { GetTransactionProofRequest as _algorun_algod_v2_GetTransactionProofRequest, GetTransactionProofRequest__Output as _algorun_algod_v2_GetTransactionProofRequest__Output } from '../../../algorun/algod/v2/GetTransactionProofRequest.js';
import type { GetTransactionProofResponse as _algorun_algod_v2_GetTransactionProofResponse, GetTransactionProofResponse__Output as _algorun_algod_v2_GetTransactionProofResponse__Output } from '../../../algorun/algod/v2/GetTransactionProofResponse.js';
import type { GetVersionsRequest as _algorun_algod_v2_GetVersionsRequest, GetVersionsRequest__Output as _algorun_algod_v2_GetVersionsRequest__Output } from '../../../algorun/algod/v2/GetVersionsRequest.js';
import type { GetVersionsResponse as _algorun_algod_v2_GetVersionsResponse, GetVersionsResponse__Output as _algorun_algod_v2_GetVersionsResponse__Output } from '../../../algorun/algod/v2/GetVersionsResponse.js';
import type { ListParticipationKeysRequest as _algorun_algod_v2_ListParticipationKeysRequest, ListParticipationKeysRequest__Output as _algorun_algod_v2_ListParticipationKeysRequest__Output } from '../../../algorun/algod/v2/ListParticipationKeysRequest.js';
import type { ListParticipationKeysResponse as _algorun_algod_v2_ListParticipationKeysResponse, ListParticipationKeysResponse__Output as _algorun_algod_v2_ListParticipationKeysResponse__Output } from '../../../algorun/algod/v2/ListParticipationKeysResponse.js';
import type { ListPendingTransactionsByAddressRequest as _algorun_algod_v2_ListPendingTransactionsByAddressRequest, ListPendingTransactionsByAddressRequest__Output as _algorun_algod_v2_ListPendingTransactionsByAddressRequest__Output } from '../../../algorun/algod/v2/ListPendingTransactionsByAddressRequest.js';
import type { ListPendingTransactionsByAddressResponse as _algorun_algod_v2_ListPendingTransactionsByAddressResponse, ListPendingTransactionsByAddressResponse__Output as _algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output } from '../../../algorun/algod/v2/ListPendingTransactionsByAddressResponse.js';
import type { ListPendingTransactionsRequest as _algorun_algod_v2_ListPendingTransactionsRequest, ListPendingTransactionsRequest__Output as _algorun_algod_v2_ListPendingTransactionsRequest__Output } from '../../../algorun/algod/v2/ListPendingTransactionsRequest.js';
import type { ListPendingTransactionsResponse as _algorun_algod_v2_ListPendingTransactionsResponse, ListPendingTransactionsResponse__Output as _algorun_algod_v2_ListPendingTransactionsResponse__Output } from '../../../algorun/algod/v2/ListPendingTransactionsResponse.js';
import type { RawTransactionAsyncRequest as _algorun_algod_v2_RawTransactionAsyncRequest, RawTransactionAsyncRequest__Output as _algorun_algod_v2_RawTransactionAsyncRequest__Output } from '../../../algorun/algod/v2/RawTransactionAsyncRequest.js';
import type { RawTransactionAsyncResponse as _algorun_algod_v2_RawTransactionAsyncResponse, RawTransactionAsyncResponse__Output as _algorun_algod_v2_RawTransactionAsyncResponse__Output } from '../../../algorun/algod/v2/RawTransactionAsyncResponse.js';
import type { RegisterParticipationKeysRequest as _algorun_algod_v2_RegisterParticipationKeysRequest, RegisterParticipationKeysRequest__Output as _algorun_algod_v2_RegisterParticipationKeysRequest__Output } from '../../../algorun/algod/v2/RegisterParticipationKeysRequest.js';
import type { RegisterParticipationKeysResponse as _algorun_algod_v2_RegisterParticipationKeysResponse, RegisterParticipationKeysResponse__Output as _algorun_algod_v2_RegisterParticipationKeysResponse__Output } from '../../../algorun/algod/v2/RegisterParticipationKeysResponse.js';
import type { SendRawTransactionRequest as _algorun_algod_v2_SendRawTransactionRequest, SendRawTransactionRequest__Output as _algorun_algod_v2_SendRawTransactionRequest__Output } from '../../../algorun/algod/v2/SendRawTransactionRequest.js';
import type { SendRawTransactionResponse as _algorun_algod_v2_SendRawTransactionResponse, SendRawTransactionResponse__Output as _algorun_algod_v2_SendRawTransactionResponse__Output } from '../../../algorun/algod/v2/SendRawTransactionResponse.js';
import type { SetBlockTimestampOffsetRequest as _algorun_algod_v2_SetBlockTimestampOffsetRequest, SetBlockTimestampOffsetRequest__Output as _algorun_algod_v2_SetBlockTimestampOffsetRequest__Output } from '../../../algorun/algod/v2/SetBlockTimestampOffsetRequest.js';
import type { SetBlockTimestampOffsetResponse as _algorun_algod_v2_SetBlockTimestampOffsetResponse, SetBlockTimestampOffsetResponse__Output as _algorun_algod_v2_SetBlockTimestampOffsetResponse__Output } from '../../../algorun/algod/v2/SetBlockTimestampOffsetResponse.js';
import type { SetSyncRoundRequest as _algorun_algod_v2_SetSyncRoundRequest, SetSyncRoundRequest__Output as _algorun_algod_v2_SetSyncRoundRequest__Output } from '../../../algorun/algod/v2/SetSyncRoundRequest.js';
import type { SetSyncRoundResponse as _algorun_algod_v2_SetSyncRoundResponse, SetSyncRoundResponse__Output as _algorun_algod_v2_SetSyncRoundResponse__Output } from '../../../algorun/algod/v2/SetSyncRoundResponse.js';
import type { ShutdownNodeRequest as _algorun_algod_v2_ShutdownNodeRequest, ShutdownNodeRequest__Output as _algorun_algod_v2_ShutdownNodeRequest__Output } from '../../../algorun/algod/v2/ShutdownNodeRequest.js';
import type { ShutdownNodeResponse as _algorun_algod_v2_ShutdownNodeResponse, ShutdownNodeResponse__Output as _algorun_algod_v2_ShutdownNodeResponse__Output } from '../../../algorun/algod/v2/ShutdownNodeResponse.js';
import type { SimulateTransactionsRequest as _algorun_algod_v2_SimulateTransactionsRequest, SimulateTransactionsRequest__Output as _algorun_algod_v2_SimulateTransactionsRequest__Output } from '../../../algorun/algod/v2/SimulateTransactionsRequest.js';
import type { SimulateTransactionsResponse as _algorun_algod_v2_SimulateTransactionsResponse, SimulateTransactionsResponse__Output as _algorun_algod_v2_SimulateTransactionsResponse__Output } from '../../../algorun/algod/v2/SimulateTransactionsResponse.js';
import type { StartCatchupRequest as _algorun_algod_v2_StartCatchupRequest, StartCatchupRequest__Output as _algorun_algod_v2_StartCatchupRequest__Output } from '../../../algorun/algod/v2/StartCatchupRequest.js';
import type { StartCatchupResponse as _algorun_algod_v2_StartCatchupResponse, StartCatchupResponse__Output as _algorun_algod_v2_StartCatchupResponse__Output } from '../../../algorun/algod/v2/StartCatchupResponse.js';
import type { SubscribeBlocksRequest as _algorun_algod_v2_SubscribeBlocksRequest, SubscribeBlocksRequest__Output as _algorun_algod_v2_SubscribeBlocksRequest__Output } from '../../../algorun/algod/v2/SubscribeBlocksRequest.js';
import type { SubscribeBlocksResponse as _algorun_algod_v2_SubscribeBlocksResponse, SubscribeBlocksResponse__Output as _algorun_algod_v2_SubscribeBlocksResponse__Output } from '../../../algorun/algod/v2/SubscribeBlocksResponse.js';
import type { UnsetSyncRoundRequest as _algorun_algod_v2_UnsetSyncRoundRequest, UnsetSyncRoundRequest__Output as _algorun_algod_v2_UnsetSyncRoundRequest__Output } from '../../../algorun/algod/v2/UnsetSyncRoundRequest.js';
import type { UnsetSyncRoundResponse as _algorun_algod_v2_UnsetSyncRoundResponse, UnsetSyncRoundResponse__Output as _algorun_algod_v2_UnsetSyncRoundResponse__Output } from '../../../algorun/algod/v2/UnsetSyncRoundResponse.js';
import type { WaitForBlockRequest as _algorun_algod_v2_WaitForBlockRequest, WaitForBlockRequest__Output as _algorun_algod_v2_WaitForBlockRequest__Output } from '../../../algorun/algod/v2/WaitForBlockRequest.js';
import type { WaitForBlockResponse as _algorun_algod_v2_WaitForBlockResponse, WaitForBlockResponse__Output as _algorun_algod_v2_WaitForBlockResponse__Output } from '../../../algorun/algod/v2/WaitForBlockResponse.js';

export interface AlgodServiceClient extends grpc.Client {
  AbortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  AbortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  AbortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  AbortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  abortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  abortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  abortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  abortCatchup(argument: _algorun_algod_v2_AbortCatchupRequest, callback: grpc.requestCallback<_algorun_algod_v2_AbortCatchupResponse__Output>): grpc.ClientUnaryCall;
  
  AddParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  AddParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  AddParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  AddParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  addParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  addParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  addParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  addParticipationKey(argument: _algorun_algod_v2_AddParticipationKeyRequest, callback: grpc.requestCallback<_algorun_algod_v2_AddParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Append state-proof keys.
   */
  AppendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  AppendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  AppendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  AppendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Append state-proof keys.
   */
  appendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  appendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  appendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  appendParticipationKeys(argument: _algorun_algod_v2_AppendParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_AppendParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  CheckHealth(argument: _algorun_algod_v2_CheckHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckHealth(argument: _algorun_algod_v2_CheckHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckHealth(argument: _algorun_algod_v2_CheckHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  CheckHealth(argument: _algorun_algod_v2_CheckHealthRequest, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  checkHealth(argument: _algorun_algod_v2_CheckHealthRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  checkHealth(argument: _algorun_algod_v2_CheckHealthRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  checkHealth(argument: _algorun_algod_v2_CheckHealthRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  checkHealth(argument: _algorun_algod_v2_CheckHealthRequest, callback: grpc.requestCallback<_algorun_algod_v2_CheckHealthResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Developer API.
   */
  CompileTeal(argument: _algorun_algod_v2_CompileTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  CompileTeal(argument: _algorun_algod_v2_CompileTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  CompileTeal(argument: _algorun_algod_v2_CompileTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  CompileTeal(argument: _algorun_algod_v2_CompileTealRequest, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Developer API.
   */
  compileTeal(argument: _algorun_algod_v2_CompileTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  compileTeal(argument: _algorun_algod_v2_CompileTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  compileTeal(argument: _algorun_algod_v2_CompileTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  compileTeal(argument: _algorun_algod_v2_CompileTealRequest, callback: grpc.requestCallback<_algorun_algod_v2_CompileTealResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  DeleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  deleteParticipationKey(argument: _algorun_algod_v2_DeleteParticipationKeyRequest, callback: grpc.requestCallback<_algorun_algod_v2_DeleteParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Developer API.
   */
  DisassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  DisassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  DisassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  DisassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Developer API.
   */
  disassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  disassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  disassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  disassembleTeal(argument: _algorun_algod_v2_DisassembleTealRequest, callback: grpc.requestCallback<_algorun_algod_v2_DisassembleTealResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Developer API.
   */
  DryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  DryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  DryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  DryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Developer API.
   */
  dryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  dryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  dryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  dryrunTeal(argument: _algorun_algod_v2_DryrunTealRequest, callback: grpc.requestCallback<_algorun_algod_v2_DryrunTealResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * gRPC only (no REST route): evaluate a signed group exactly as SendRawTransaction would, against the pending
   * state, without admitting it.
   */
  EvaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  EvaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  EvaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  EvaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  /**
   * gRPC only (no REST route): evaluate a signed group exactly as SendRawTransaction would, against the pending
   * state, without admitting it.
   */
  evaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  evaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  evaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  evaluateGroup(argument: _algorun_algod_v2_EvaluateGroupRequest, callback: grpc.requestCallback<_algorun_algod_v2_EvaluateGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients). Each call
   * is authorised on its own, as if it were sent unary with this call's metadata.
   */
  ExecuteBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  ExecuteBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients). Each call
   * is authorised on its own, as if it were sent unary with this call's metadata.
   */
  executeBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  executeBatch(argument: _algorun_algod_v2_ExecuteBatchRequest, callback: grpc.requestCallback<_algorun_algod_v2_ExecuteBatchResponse__Output>): grpc.ClientUnaryCall;
  
  ExperimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  ExperimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  ExperimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  ExperimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  experimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  experimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  experimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  experimentalCheck(argument: _algorun_algod_v2_ExperimentalCheckRequest, callback: grpc.requestCallback<_algorun_algod_v2_ExperimentalCheckResponse__Output>): grpc.ClientUnaryCall;
  
  GenerateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  GenerateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  GenerateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  GenerateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  generateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  generateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  generateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  generateParticipationKeys(argument: _algorun_algod_v2_GenerateParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_GenerateParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  GetAccount(argument: _algorun_algod_v2_GetAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _algorun_algod_v2_GetAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _algorun_algod_v2_GetAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  GetAccount(argument: _algorun_algod_v2_GetAccountRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _algorun_algod_v2_GetAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _algorun_algod_v2_GetAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _algorun_algod_v2_GetAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  getAccount(argument: _algorun_algod_v2_GetAccountRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountResponse__Output>): grpc.ClientUnaryCall;
  
  GetAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationInformation(argument: _algorun_algod_v2_GetAccountApplicationInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationInformationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Paginated.
   */
  GetAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Paginated.
   */
  getAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountApplicationsInformation(argument: _algorun_algod_v2_GetAccountApplicationsInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>): grpc.ClientUnaryCall;
  
  GetAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetInformation(argument: _algorun_algod_v2_GetAccountAssetInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetInformationResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Paginated.
   */
  GetAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  GetAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Paginated.
   */
  getAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  getAccountAssetsInformation(argument: _algorun_algod_v2_GetAccountAssetsInformationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAccountAssetsInformationResponse__Output>): grpc.ClientUnaryCall;
  
  GetApplication(argument: _algorun_algod_v2_GetApplicationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  GetApplication(argument: _algorun_algod_v2_GetApplicationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  GetApplication(argument: _algorun_algod_v2_GetApplicationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  GetApplication(argument: _algorun_algod_v2_GetApplicationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  getApplication(argument: _algorun_algod_v2_GetApplicationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  getApplication(argument: _algorun_algod_v2_GetApplicationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  getApplication(argument: _algorun_algod_v2_GetApplicationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  getApplication(argument: _algorun_algod_v2_GetApplicationRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationResponse__Output>): grpc.ClientUnaryCall;
  
  GetApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxByName(argument: _algorun_algod_v2_GetApplicationBoxByNameRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxByNameResponse__Output>): grpc.ClientUnaryCall;
  
  GetApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  GetApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  getApplicationBoxes(argument: _algorun_algod_v2_GetApplicationBoxesRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetApplicationBoxesResponse__Output>): grpc.ClientUnaryCall;
  
  GetAsset(argument: _algorun_algod_v2_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _algorun_algod_v2_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _algorun_algod_v2_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  GetAsset(argument: _algorun_algod_v2_GetAssetRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _algorun_algod_v2_GetAssetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _algorun_algod_v2_GetAssetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _algorun_algod_v2_GetAssetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  getAsset(argument: _algorun_algod_v2_GetAssetRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetAssetResponse__Output>): grpc.ClientUnaryCall;
  
  GetBlock(argument: _algorun_algod_v2_GetBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  GetBlock(argument: _algorun_algod_v2_GetBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  GetBlock(argument: _algorun_algod_v2_GetBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  GetBlock(argument: _algorun_algod_v2_GetBlockRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  getBlock(argument: _algorun_algod_v2_GetBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  getBlock(argument: _algorun_algod_v2_GetBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  getBlock(argument: _algorun_algod_v2_GetBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  getBlock(argument: _algorun_algod_v2_GetBlockRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockResponse__Output>): grpc.ClientUnaryCall;
  
  GetBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  GetBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  GetBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  GetBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  getBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  getBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  getBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  getBlockHash(argument: _algorun_algod_v2_GetBlockHashRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockHashResponse__Output>): grpc.ClientUnaryCall;
  
  GetBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  getBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  getBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  getBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  getBlockLogs(argument: _algorun_algod_v2_GetBlockLogsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockLogsResponse__Output>): grpc.ClientUnaryCall;
  
  GetBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  getBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  getBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  getBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  getBlockTimestampOffset(argument: _algorun_algod_v2_GetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  
  GetBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  GetBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  getBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  getBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  getBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  getBlockTxids(argument: _algorun_algod_v2_GetBlockTxidsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetBlockTxidsResponse__Output>): grpc.ClientUnaryCall;
  
  GetGenesis(argument: _algorun_algod_v2_GetGenesisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  GetGenesis(argument: _algorun_algod_v2_GetGenesisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  GetGenesis(argument: _algorun_algod_v2_GetGenesisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  GetGenesis(argument: _algorun_algod_v2_GetGenesisRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  getGenesis(argument: _algorun_algod_v2_GetGenesisRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  getGenesis(argument: _algorun_algod_v2_GetGenesisRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  getGenesis(argument: _algorun_algod_v2_GetGenesisRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  getGenesis(argument: _algorun_algod_v2_GetGenesisRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetGenesisResponse__Output>): grpc.ClientUnaryCall;
  
  GetLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDelta(argument: _algorun_algod_v2_GetLedgerStateDeltaRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaResponse__Output>): grpc.ClientUnaryCall;
  
  GetLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  GetLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  getLedgerStateDeltaForTransactionGroup(argument: _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A dev node makes no state proofs: answers upstream's "no state proof"
   */
  GetLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  GetLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  GetLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  GetLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A dev node makes no state proofs: answers upstream's "no state proof"
   */
  getLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  getLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  getLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  getLightBlockHeaderProof(argument: _algorun_algod_v2_GetLightBlockHeaderProofRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>): grpc.ClientUnaryCall;
  
  GetParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  GetParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  GetParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  GetParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  getParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  getParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  getParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  getParticipationKey(argument: _algorun_algod_v2_GetParticipationKeyRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetParticipationKeyResponse__Output>): grpc.ClientUnaryCall;
  
  GetPeers(argument: _algorun_algod_v2_GetPeersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  GetPeers(argument: _algorun_algod_v2_GetPeersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  GetPeers(argument: _algorun_algod_v2_GetPeersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  GetPeers(argument: _algorun_algod_v2_GetPeersRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  getPeers(argument: _algorun_algod_v2_GetPeersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  getPeers(argument: _algorun_algod_v2_GetPeersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  getPeers(argument: _algorun_algod_v2_GetPeersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  getPeers(argument: _algorun_algod_v2_GetPeersRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetPeersResponse__Output>): grpc.ClientUnaryCall;
  
  GetPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  GetPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  GetPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  GetPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  getPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  getPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  getPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  getPendingTransaction(argument: _algorun_algod_v2_GetPendingTransactionRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetPendingTransactionResponse__Output>): grpc.ClientUnaryCall;
  
  GetReadiness(argument: _algorun_algod_v2_GetReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  GetReadiness(argument: _algorun_algod_v2_GetReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  GetReadiness(argument: _algorun_algod_v2_GetReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  GetReadiness(argument: _algorun_algod_v2_GetReadinessRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  getReadiness(argument: _algorun_algod_v2_GetReadinessRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  getReadiness(argument: _algorun_algod_v2_GetReadinessRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  getReadiness(argument: _algorun_algod_v2_GetReadinessRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  getReadiness(argument: _algorun_algod_v2_GetReadinessRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetReadinessResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * A dev node makes no state proofs: answers upstream's "no state proof"
   */
  GetStateProof(argument: _algorun_algod_v2_GetStateProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  GetStateProof(argument: _algorun_algod_v2_GetStateProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  GetStateProof(argument: _algorun_algod_v2_GetStateProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  GetStateProof(argument: _algorun_algod_v2_GetStateProofRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  /**
   * A dev node makes no state proofs: answers upstream's "no state proof"
   */
  getStateProof(argument: _algorun_algod_v2_GetStateProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  getStateProof(argument: _algorun_algod_v2_GetStateProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  getStateProof(argument: _algorun_algod_v2_GetStateProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  getStateProof(argument: _algorun_algod_v2_GetStateProofRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetStateProofResponse__Output>): grpc.ClientUnaryCall;
  
  GetStatus(argument: _algorun_algod_v2_GetStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  GetStatus(argument: _algorun_algod_v2_GetStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  GetStatus(argument: _algorun_algod_v2_GetStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  GetStatus(argument: _algorun_algod_v2_GetStatusRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  getStatus(argument: _algorun_algod_v2_GetStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  getStatus(argument: _algorun_algod_v2_GetStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  getStatus(argument: _algorun_algod_v2_GetStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  getStatus(argument: _algorun_algod_v2_GetStatusRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetStatusResponse__Output>): grpc.ClientUnaryCall;
  
  GetSupply(argument: _algorun_algod_v2_GetSupplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  GetSupply(argument: _algorun_algod_v2_GetSupplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  GetSupply(argument: _algorun_algod_v2_GetSupplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  GetSupply(argument: _algorun_algod_v2_GetSupplyRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  getSupply(argument: _algorun_algod_v2_GetSupplyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  getSupply(argument: _algorun_algod_v2_GetSupplyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  getSupply(argument: _algorun_algod_v2_GetSupplyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  getSupply(argument: _algorun_algod_v2_GetSupplyRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetSupplyResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Follower mode; docs/spec/follower.md §5.
   */
  GetSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  GetSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  GetSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  GetSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Follower mode; docs/spec/follower.md §5.
   */
  getSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  getSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  getSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  getSyncRound(argument: _algorun_algod_v2_GetSyncRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Dev mode: one group per block; interval mode: upstream's no-tracer 501.
   */
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Dev mode: one group per block; interval mode: upstream's no-tracer 501.
   */
  getTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  getTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  getTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  getTransactionGroupLedgerStateDeltasForRound(argument: _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>): grpc.ClientUnaryCall;
  
  GetTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  getTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  getTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  getTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  getTransactionParams(argument: _algorun_algod_v2_GetTransactionParamsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionParamsResponse__Output>): grpc.ClientUnaryCall;
  
  GetTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  GetTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  getTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  getTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  getTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  getTransactionProof(argument: _algorun_algod_v2_GetTransactionProofRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetTransactionProofResponse__Output>): grpc.ClientUnaryCall;
  
  GetVersions(argument: _algorun_algod_v2_GetVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algorun_algod_v2_GetVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algorun_algod_v2_GetVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  GetVersions(argument: _algorun_algod_v2_GetVersionsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algorun_algod_v2_GetVersionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algorun_algod_v2_GetVersionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algorun_algod_v2_GetVersionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  getVersions(argument: _algorun_algod_v2_GetVersionsRequest, callback: grpc.requestCallback<_algorun_algod_v2_GetVersionsResponse__Output>): grpc.ClientUnaryCall;
  
  ListParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  ListParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  ListParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  ListParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  listParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  listParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  listParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  listParticipationKeys(argument: _algorun_algod_v2_ListParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_ListParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  ListPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactions(argument: _algorun_algod_v2_ListPendingTransactionsRequest, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsResponse__Output>): grpc.ClientUnaryCall;
  
  ListPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  ListPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  listPendingTransactionsByAddress(argument: _algorun_algod_v2_ListPendingTransactionsByAddressRequest, callback: grpc.requestCallback<_algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Admit a group without waiting for its block.
   */
  RawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  RawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  RawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  RawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Admit a group without waiting for its block.
   */
  rawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  rawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  rawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  rawTransactionAsync(argument: _algorun_algod_v2_RawTransactionAsyncRequest, callback: grpc.requestCallback<_algorun_algod_v2_RawTransactionAsyncResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Always "Endpoint not implemented."
   */
  RegisterParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  RegisterParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  RegisterParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  RegisterParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Always "Endpoint not implemented."
   */
  registerParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  registerParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  registerParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  registerParticipationKeys(argument: _algorun_algod_v2_RegisterParticipationKeysRequest, callback: grpc.requestCallback<_algorun_algod_v2_RegisterParticipationKeysResponse__Output>): grpc.ClientUnaryCall;
  
  SendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  SendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  SendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  SendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  sendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  sendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  sendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  sendRawTransaction(argument: _algorun_algod_v2_SendRawTransactionRequest, callback: grpc.requestCallback<_algorun_algod_v2_SendRawTransactionResponse__Output>): grpc.ClientUnaryCall;
  
  SetBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  SetBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  SetBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  SetBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  setBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  setBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  setBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  setBlockTimestampOffset(argument: _algorun_algod_v2_SetBlockTimestampOffsetRequest, callback: grpc.requestCallback<_algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Follower mode.
   */
  SetSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  SetSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  SetSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  SetSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Follower mode.
   */
  setSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  setSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  setSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  setSyncRound(argument: _algorun_algod_v2_SetSyncRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_SetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Always "Endpoint not implemented."
   */
  ShutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  ShutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  ShutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  ShutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Always "Endpoint not implemented."
   */
  shutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  shutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  shutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  shutdownNode(argument: _algorun_algod_v2_ShutdownNodeRequest, callback: grpc.requestCallback<_algorun_algod_v2_ShutdownNodeResponse__Output>): grpc.ClientUnaryCall;
  
  SimulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SimulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SimulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  SimulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  simulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  simulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  simulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  simulateTransactions(argument: _algorun_algod_v2_SimulateTransactionsRequest, callback: grpc.requestCallback<_algorun_algod_v2_SimulateTransactionsResponse__Output>): grpc.ClientUnaryCall;
  
  StartCatchup(argument: _algorun_algod_v2_StartCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  StartCatchup(argument: _algorun_algod_v2_StartCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  StartCatchup(argument: _algorun_algod_v2_StartCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  StartCatchup(argument: _algorun_algod_v2_StartCatchupRequest, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  startCatchup(argument: _algorun_algod_v2_StartCatchupRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  startCatchup(argument: _algorun_algod_v2_StartCatchupRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  startCatchup(argument: _algorun_algod_v2_StartCatchupRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  startCatchup(argument: _algorun_algod_v2_StartCatchupRequest, callback: grpc.requestCallback<_algorun_algod_v2_StartCatchupResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * gRPC only, server streaming: every block from `from_round` on, in order, then each new one as it becomes durable;
   * ends when the client cancels (or at shutdown). Not part of ExecuteBatch.
   */
  SubscribeBlocks(argument: _algorun_algod_v2_SubscribeBlocksRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_algorun_algod_v2_SubscribeBlocksResponse__Output>;
  SubscribeBlocks(argument: _algorun_algod_v2_SubscribeBlocksRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_algorun_algod_v2_SubscribeBlocksResponse__Output>;
  /**
   * gRPC only, server streaming: every block from `from_round` on, in order, then each new one as it becomes durable;
   * ends when the client cancels (or at shutdown). Not part of ExecuteBatch.
   */
  subscribeBlocks(argument: _algorun_algod_v2_SubscribeBlocksRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_algorun_algod_v2_SubscribeBlocksResponse__Output>;
  subscribeBlocks(argument: _algorun_algod_v2_SubscribeBlocksRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_algorun_algod_v2_SubscribeBlocksResponse__Output>;
  
  /**
   * Follower mode.
   */
  UnsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  UnsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  UnsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  UnsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Follower mode.
   */
  unsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  unsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  unsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  unsetSyncRound(argument: _algorun_algod_v2_UnsetSyncRoundRequest, callback: grpc.requestCallback<_algorun_algod_v2_UnsetSyncRoundResponse__Output>): grpc.ClientUnaryCall;
  
  WaitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  WaitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  WaitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  WaitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  waitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  waitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  waitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  waitForBlock(argument: _algorun_algod_v2_WaitForBlockRequest, callback: grpc.requestCallback<_algorun_algod_v2_WaitForBlockResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface AlgodServiceHandlers extends grpc.UntypedServiceImplementation {
  AbortCatchup: grpc.handleUnaryCall<_algorun_algod_v2_AbortCatchupRequest__Output, _algorun_algod_v2_AbortCatchupResponse>;
  
  AddParticipationKey: grpc.handleUnaryCall<_algorun_algod_v2_AddParticipationKeyRequest__Output, _algorun_algod_v2_AddParticipationKeyResponse>;
  
  /**
   * Append state-proof keys.
   */
  AppendParticipationKeys: grpc.handleUnaryCall<_algorun_algod_v2_AppendParticipationKeysRequest__Output, _algorun_algod_v2_AppendParticipationKeysResponse>;
  
  CheckHealth: grpc.handleUnaryCall<_algorun_algod_v2_CheckHealthRequest__Output, _algorun_algod_v2_CheckHealthResponse>;
  
  /**
   * Developer API.
   */
  CompileTeal: grpc.handleUnaryCall<_algorun_algod_v2_CompileTealRequest__Output, _algorun_algod_v2_CompileTealResponse>;
  
  DeleteParticipationKey: grpc.handleUnaryCall<_algorun_algod_v2_DeleteParticipationKeyRequest__Output, _algorun_algod_v2_DeleteParticipationKeyResponse>;
  
  /**
   * Developer API.
   */
  DisassembleTeal: grpc.handleUnaryCall<_algorun_algod_v2_DisassembleTealRequest__Output, _algorun_algod_v2_DisassembleTealResponse>;
  
  /**
   * Developer API.
   */
  DryrunTeal: grpc.handleUnaryCall<_algorun_algod_v2_DryrunTealRequest__Output, _algorun_algod_v2_DryrunTealResponse>;
  
  /**
   * gRPC only (no REST route): evaluate a signed group exactly as SendRawTransaction would, against the pending
   * state, without admitting it.
   */
  EvaluateGroup: grpc.handleUnaryCall<_algorun_algod_v2_EvaluateGroupRequest__Output, _algorun_algod_v2_EvaluateGroupResponse>;
  
  /**
   * Many calls in one message, answered in order (used by the remote-core channel and bulk clients). Each call
   * is authorised on its own, as if it were sent unary with this call's metadata.
   */
  ExecuteBatch: grpc.handleUnaryCall<_algorun_algod_v2_ExecuteBatchRequest__Output, _algorun_algod_v2_ExecuteBatchResponse>;
  
  ExperimentalCheck: grpc.handleUnaryCall<_algorun_algod_v2_ExperimentalCheckRequest__Output, _algorun_algod_v2_ExperimentalCheckResponse>;
  
  GenerateParticipationKeys: grpc.handleUnaryCall<_algorun_algod_v2_GenerateParticipationKeysRequest__Output, _algorun_algod_v2_GenerateParticipationKeysResponse>;
  
  GetAccount: grpc.handleUnaryCall<_algorun_algod_v2_GetAccountRequest__Output, _algorun_algod_v2_GetAccountResponse>;
  
  GetAccountApplicationInformation: grpc.handleUnaryCall<_algorun_algod_v2_GetAccountApplicationInformationRequest__Output, _algorun_algod_v2_GetAccountApplicationInformationResponse>;
  
  /**
   * Paginated.
   */
  GetAccountApplicationsInformation: grpc.handleUnaryCall<_algorun_algod_v2_GetAccountApplicationsInformationRequest__Output, _algorun_algod_v2_GetAccountApplicationsInformationResponse>;
  
  GetAccountAssetInformation: grpc.handleUnaryCall<_algorun_algod_v2_GetAccountAssetInformationRequest__Output, _algorun_algod_v2_GetAccountAssetInformationResponse>;
  
  /**
   * Paginated.
   */
  GetAccountAssetsInformation: grpc.handleUnaryCall<_algorun_algod_v2_GetAccountAssetsInformationRequest__Output, _algorun_algod_v2_GetAccountAssetsInformationResponse>;
  
  GetApplication: grpc.handleUnaryCall<_algorun_algod_v2_GetApplicationRequest__Output, _algorun_algod_v2_GetApplicationResponse>;
  
  GetApplicationBoxByName: grpc.handleUnaryCall<_algorun_algod_v2_GetApplicationBoxByNameRequest__Output, _algorun_algod_v2_GetApplicationBoxByNameResponse>;
  
  GetApplicationBoxes: grpc.handleUnaryCall<_algorun_algod_v2_GetApplicationBoxesRequest__Output, _algorun_algod_v2_GetApplicationBoxesResponse>;
  
  GetAsset: grpc.handleUnaryCall<_algorun_algod_v2_GetAssetRequest__Output, _algorun_algod_v2_GetAssetResponse>;
  
  GetBlock: grpc.handleUnaryCall<_algorun_algod_v2_GetBlockRequest__Output, _algorun_algod_v2_GetBlockResponse>;
  
  GetBlockHash: grpc.handleUnaryCall<_algorun_algod_v2_GetBlockHashRequest__Output, _algorun_algod_v2_GetBlockHashResponse>;
  
  GetBlockLogs: grpc.handleUnaryCall<_algorun_algod_v2_GetBlockLogsRequest__Output, _algorun_algod_v2_GetBlockLogsResponse>;
  
  GetBlockTimestampOffset: grpc.handleUnaryCall<_algorun_algod_v2_GetBlockTimestampOffsetRequest__Output, _algorun_algod_v2_GetBlockTimestampOffsetResponse>;
  
  GetBlockTxids: grpc.handleUnaryCall<_algorun_algod_v2_GetBlockTxidsRequest__Output, _algorun_algod_v2_GetBlockTxidsResponse>;
  
  GetGenesis: grpc.handleUnaryCall<_algorun_algod_v2_GetGenesisRequest__Output, _algorun_algod_v2_GetGenesisResponse>;
  
  GetLedgerStateDelta: grpc.handleUnaryCall<_algorun_algod_v2_GetLedgerStateDeltaRequest__Output, _algorun_algod_v2_GetLedgerStateDeltaResponse>;
  
  GetLedgerStateDeltaForTransactionGroup: grpc.handleUnaryCall<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output, _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse>;
  
  /**
   * A dev node makes no state proofs: answers upstream's "no state proof"
   */
  GetLightBlockHeaderProof: grpc.handleUnaryCall<_algorun_algod_v2_GetLightBlockHeaderProofRequest__Output, _algorun_algod_v2_GetLightBlockHeaderProofResponse>;
  
  GetParticipationKey: grpc.handleUnaryCall<_algorun_algod_v2_GetParticipationKeyRequest__Output, _algorun_algod_v2_GetParticipationKeyResponse>;
  
  GetPeers: grpc.handleUnaryCall<_algorun_algod_v2_GetPeersRequest__Output, _algorun_algod_v2_GetPeersResponse>;
  
  GetPendingTransaction: grpc.handleUnaryCall<_algorun_algod_v2_GetPendingTransactionRequest__Output, _algorun_algod_v2_GetPendingTransactionResponse>;
  
  GetReadiness: grpc.handleUnaryCall<_algorun_algod_v2_GetReadinessRequest__Output, _algorun_algod_v2_GetReadinessResponse>;
  
  /**
   * A dev node makes no state proofs: answers upstream's "no state proof"
   */
  GetStateProof: grpc.handleUnaryCall<_algorun_algod_v2_GetStateProofRequest__Output, _algorun_algod_v2_GetStateProofResponse>;
  
  GetStatus: grpc.handleUnaryCall<_algorun_algod_v2_GetStatusRequest__Output, _algorun_algod_v2_GetStatusResponse>;
  
  GetSupply: grpc.handleUnaryCall<_algorun_algod_v2_GetSupplyRequest__Output, _algorun_algod_v2_GetSupplyResponse>;
  
  /**
   * Follower mode; docs/spec/follower.md §5.
   */
  GetSyncRound: grpc.handleUnaryCall<_algorun_algod_v2_GetSyncRoundRequest__Output, _algorun_algod_v2_GetSyncRoundResponse>;
  
  /**
   * Dev mode: one group per block; interval mode: upstream's no-tracer 501.
   */
  GetTransactionGroupLedgerStateDeltasForRound: grpc.handleUnaryCall<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output, _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse>;
  
  GetTransactionParams: grpc.handleUnaryCall<_algorun_algod_v2_GetTransactionParamsRequest__Output, _algorun_algod_v2_GetTransactionParamsResponse>;
  
  GetTransactionProof: grpc.handleUnaryCall<_algorun_algod_v2_GetTransactionProofRequest__Output, _algorun_algod_v2_GetTransactionProofResponse>;
  
  GetVersions: grpc.handleUnaryCall<_algorun_algod_v2_GetVersionsRequest__Output, _algorun_algod_v2_GetVersionsResponse>;
  
  ListParticipationKeys: grpc.handleUnaryCall<_algorun_algod_v2_ListParticipationKeysRequest__Output, _algorun_algod_v2_ListParticipationKeysResponse>;
  
  ListPendingTransactions: grpc.handleUnaryCall<_algorun_algod_v2_ListPendingTransactionsRequest__Output, _algorun_algod_v2_ListPendingTransactionsResponse>;
  
  ListPendingTransactionsByAddress: grpc.handleUnaryCall<_algorun_algod_v2_ListPendingTransactionsByAddressRequest__Output, _algorun_algod_v2_ListPendingTransactionsByAddressResponse>;
  
  /**
   * Admit a group without waiting for its block.
   */
  RawTransactionAsync: grpc.handleUnaryCall<_algorun_algod_v2_RawTransactionAsyncRequest__Output, _algorun_algod_v2_RawTransactionAsyncResponse>;
  
  /**
   * Always "Endpoint not implemented."
   */
  RegisterParticipationKeys: grpc.handleUnaryCall<_algorun_algod_v2_RegisterParticipationKeysRequest__Output, _algorun_algod_v2_RegisterParticipationKeysResponse>;
  
  SendRawTransaction: grpc.handleUnaryCall<_algorun_algod_v2_SendRawTransactionRequest__Output, _algorun_algod_v2_SendRawTransactionResponse>;
  
  SetBlockTimestampOffset: grpc.handleUnaryCall<_algorun_algod_v2_SetBlockTimestampOffsetRequest__Output, _algorun_algod_v2_SetBlockTimestampOffsetResponse>;
  
  /**
   * Follower mode.
   */
  SetSyncRound: grpc.handleUnaryCall<_algorun_algod_v2_SetSyncRoundRequest__Output, _algorun_algod_v2_SetSyncRoundResponse>;
  
  /**
   * Always "Endpoint not implemented."
   */
  ShutdownNode: grpc.handleUnaryCall<_algorun_algod_v2_ShutdownNodeRequest__Output, _algorun_algod_v2_ShutdownNodeResponse>;
  
  SimulateTransactions: grpc.handleUnaryCall<_algorun_algod_v2_SimulateTransactionsRequest__Output, _algorun_algod_v2_SimulateTransactionsResponse>;
  
  StartCatchup: grpc.handleUnaryCall<_algorun_algod_v2_StartCatchupRequest__Output, _algorun_algod_v2_StartCatchupResponse>;
  
  /**
   * gRPC only, server streaming: every block from `from_round` on, in order, then each new one as it becomes durable;
   * ends when the client cancels (or at shutdown). Not part of ExecuteBatch.
   */
  SubscribeBlocks: grpc.handleServerStreamingCall<_algorun_algod_v2_SubscribeBlocksRequest__Output, _algorun_algod_v2_SubscribeBlocksResponse>;
  
  /**
   * Follower mode.
   */
  UnsetSyncRound: grpc.handleUnaryCall<_algorun_algod_v2_UnsetSyncRoundRequest__Output, _algorun_algod_v2_UnsetSyncRoundResponse>;
  
  WaitForBlock: grpc.handleUnaryCall<_algorun_algod_v2_WaitForBlockRequest__Output, _algorun_algod_v2_WaitForBlockResponse>;
  
}

export interface AlgodServiceDefinition extends grpc.ServiceDefinition {
  AbortCatchup: MethodDefinition<_algorun_algod_v2_AbortCatchupRequest, _algorun_algod_v2_AbortCatchupResponse, _algorun_algod_v2_AbortCatchupRequest__Output, _algorun_algod_v2_AbortCatchupResponse__Output>
  AddParticipationKey: MethodDefinition<_algorun_algod_v2_AddParticipationKeyRequest, _algorun_algod_v2_AddParticipationKeyResponse, _algorun_algod_v2_AddParticipationKeyRequest__Output, _algorun_algod_v2_AddParticipationKeyResponse__Output>
  AppendParticipationKeys: MethodDefinition<_algorun_algod_v2_AppendParticipationKeysRequest, _algorun_algod_v2_AppendParticipationKeysResponse, _algorun_algod_v2_AppendParticipationKeysRequest__Output, _algorun_algod_v2_AppendParticipationKeysResponse__Output>
  CheckHealth: MethodDefinition<_algorun_algod_v2_CheckHealthRequest, _algorun_algod_v2_CheckHealthResponse, _algorun_algod_v2_CheckHealthRequest__Output, _algorun_algod_v2_CheckHealthResponse__Output>
  CompileTeal: MethodDefinition<_algorun_algod_v2_CompileTealRequest, _algorun_algod_v2_CompileTealResponse, _algorun_algod_v2_CompileTealRequest__Output, _algorun_algod_v2_CompileTealResponse__Output>
  DeleteParticipationKey: MethodDefinition<_algorun_algod_v2_DeleteParticipationKeyRequest, _algorun_algod_v2_DeleteParticipationKeyResponse, _algorun_algod_v2_DeleteParticipationKeyRequest__Output, _algorun_algod_v2_DeleteParticipationKeyResponse__Output>
  DisassembleTeal: MethodDefinition<_algorun_algod_v2_DisassembleTealRequest, _algorun_algod_v2_DisassembleTealResponse, _algorun_algod_v2_DisassembleTealRequest__Output, _algorun_algod_v2_DisassembleTealResponse__Output>
  DryrunTeal: MethodDefinition<_algorun_algod_v2_DryrunTealRequest, _algorun_algod_v2_DryrunTealResponse, _algorun_algod_v2_DryrunTealRequest__Output, _algorun_algod_v2_DryrunTealResponse__Output>
  EvaluateGroup: MethodDefinition<_algorun_algod_v2_EvaluateGroupRequest, _algorun_algod_v2_EvaluateGroupResponse, _algorun_algod_v2_EvaluateGroupRequest__Output, _algorun_algod_v2_EvaluateGroupResponse__Output>
  ExecuteBatch: MethodDefinition<_algorun_algod_v2_ExecuteBatchRequest, _algorun_algod_v2_ExecuteBatchResponse, _algorun_algod_v2_ExecuteBatchRequest__Output, _algorun_algod_v2_ExecuteBatchResponse__Output>
  ExperimentalCheck: MethodDefinition<_algorun_algod_v2_ExperimentalCheckRequest, _algorun_algod_v2_ExperimentalCheckResponse, _algorun_algod_v2_ExperimentalCheckRequest__Output, _algorun_algod_v2_ExperimentalCheckResponse__Output>
  GenerateParticipationKeys: MethodDefinition<_algorun_algod_v2_GenerateParticipationKeysRequest, _algorun_algod_v2_GenerateParticipationKeysResponse, _algorun_algod_v2_GenerateParticipationKeysRequest__Output, _algorun_algod_v2_GenerateParticipationKeysResponse__Output>
  GetAccount: MethodDefinition<_algorun_algod_v2_GetAccountRequest, _algorun_algod_v2_GetAccountResponse, _algorun_algod_v2_GetAccountRequest__Output, _algorun_algod_v2_GetAccountResponse__Output>
  GetAccountApplicationInformation: MethodDefinition<_algorun_algod_v2_GetAccountApplicationInformationRequest, _algorun_algod_v2_GetAccountApplicationInformationResponse, _algorun_algod_v2_GetAccountApplicationInformationRequest__Output, _algorun_algod_v2_GetAccountApplicationInformationResponse__Output>
  GetAccountApplicationsInformation: MethodDefinition<_algorun_algod_v2_GetAccountApplicationsInformationRequest, _algorun_algod_v2_GetAccountApplicationsInformationResponse, _algorun_algod_v2_GetAccountApplicationsInformationRequest__Output, _algorun_algod_v2_GetAccountApplicationsInformationResponse__Output>
  GetAccountAssetInformation: MethodDefinition<_algorun_algod_v2_GetAccountAssetInformationRequest, _algorun_algod_v2_GetAccountAssetInformationResponse, _algorun_algod_v2_GetAccountAssetInformationRequest__Output, _algorun_algod_v2_GetAccountAssetInformationResponse__Output>
  GetAccountAssetsInformation: MethodDefinition<_algorun_algod_v2_GetAccountAssetsInformationRequest, _algorun_algod_v2_GetAccountAssetsInformationResponse, _algorun_algod_v2_GetAccountAssetsInformationRequest__Output, _algorun_algod_v2_GetAccountAssetsInformationResponse__Output>
  GetApplication: MethodDefinition<_algorun_algod_v2_GetApplicationRequest, _algorun_algod_v2_GetApplicationResponse, _algorun_algod_v2_GetApplicationRequest__Output, _algorun_algod_v2_GetApplicationResponse__Output>
  GetApplicationBoxByName: MethodDefinition<_algorun_algod_v2_GetApplicationBoxByNameRequest, _algorun_algod_v2_GetApplicationBoxByNameResponse, _algorun_algod_v2_GetApplicationBoxByNameRequest__Output, _algorun_algod_v2_GetApplicationBoxByNameResponse__Output>
  GetApplicationBoxes: MethodDefinition<_algorun_algod_v2_GetApplicationBoxesRequest, _algorun_algod_v2_GetApplicationBoxesResponse, _algorun_algod_v2_GetApplicationBoxesRequest__Output, _algorun_algod_v2_GetApplicationBoxesResponse__Output>
  GetAsset: MethodDefinition<_algorun_algod_v2_GetAssetRequest, _algorun_algod_v2_GetAssetResponse, _algorun_algod_v2_GetAssetRequest__Output, _algorun_algod_v2_GetAssetResponse__Output>
  GetBlock: MethodDefinition<_algorun_algod_v2_GetBlockRequest, _algorun_algod_v2_GetBlockResponse, _algorun_algod_v2_GetBlockRequest__Output, _algorun_algod_v2_GetBlockResponse__Output>
  GetBlockHash: MethodDefinition<_algorun_algod_v2_GetBlockHashRequest, _algorun_algod_v2_GetBlockHashResponse, _algorun_algod_v2_GetBlockHashRequest__Output, _algorun_algod_v2_GetBlockHashResponse__Output>
  GetBlockLogs: MethodDefinition<_algorun_algod_v2_GetBlockLogsRequest, _algorun_algod_v2_GetBlockLogsResponse, _algorun_algod_v2_GetBlockLogsRequest__Output, _algorun_algod_v2_GetBlockLogsResponse__Output>
  GetBlockTimestampOffset: MethodDefinition<_algorun_algod_v2_GetBlockTimestampOffsetRequest, _algorun_algod_v2_GetBlockTimestampOffsetResponse, _algorun_algod_v2_GetBlockTimestampOffsetRequest__Output, _algorun_algod_v2_GetBlockTimestampOffsetResponse__Output>
  GetBlockTxids: MethodDefinition<_algorun_algod_v2_GetBlockTxidsRequest, _algorun_algod_v2_GetBlockTxidsResponse, _algorun_algod_v2_GetBlockTxidsRequest__Output, _algorun_algod_v2_GetBlockTxidsResponse__Output>
  GetGenesis: MethodDefinition<_algorun_algod_v2_GetGenesisRequest, _algorun_algod_v2_GetGenesisResponse, _algorun_algod_v2_GetGenesisRequest__Output, _algorun_algod_v2_GetGenesisResponse__Output>
  GetLedgerStateDelta: MethodDefinition<_algorun_algod_v2_GetLedgerStateDeltaRequest, _algorun_algod_v2_GetLedgerStateDeltaResponse, _algorun_algod_v2_GetLedgerStateDeltaRequest__Output, _algorun_algod_v2_GetLedgerStateDeltaResponse__Output>
  GetLedgerStateDeltaForTransactionGroup: MethodDefinition<_algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest, _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse, _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupRequest__Output, _algorun_algod_v2_GetLedgerStateDeltaForTransactionGroupResponse__Output>
  GetLightBlockHeaderProof: MethodDefinition<_algorun_algod_v2_GetLightBlockHeaderProofRequest, _algorun_algod_v2_GetLightBlockHeaderProofResponse, _algorun_algod_v2_GetLightBlockHeaderProofRequest__Output, _algorun_algod_v2_GetLightBlockHeaderProofResponse__Output>
  GetParticipationKey: MethodDefinition<_algorun_algod_v2_GetParticipationKeyRequest, _algorun_algod_v2_GetParticipationKeyResponse, _algorun_algod_v2_GetParticipationKeyRequest__Output, _algorun_algod_v2_GetParticipationKeyResponse__Output>
  GetPeers: MethodDefinition<_algorun_algod_v2_GetPeersRequest, _algorun_algod_v2_GetPeersResponse, _algorun_algod_v2_GetPeersRequest__Output, _algorun_algod_v2_GetPeersResponse__Output>
  GetPendingTransaction: MethodDefinition<_algorun_algod_v2_GetPendingTransactionRequest, _algorun_algod_v2_GetPendingTransactionResponse, _algorun_algod_v2_GetPendingTransactionRequest__Output, _algorun_algod_v2_GetPendingTransactionResponse__Output>
  GetReadiness: MethodDefinition<_algorun_algod_v2_GetReadinessRequest, _algorun_algod_v2_GetReadinessResponse, _algorun_algod_v2_GetReadinessRequest__Output, _algorun_algod_v2_GetReadinessResponse__Output>
  GetStateProof: MethodDefinition<_algorun_algod_v2_GetStateProofRequest, _algorun_algod_v2_GetStateProofResponse, _algorun_algod_v2_GetStateProofRequest__Output, _algorun_algod_v2_GetStateProofResponse__Output>
  GetStatus: MethodDefinition<_algorun_algod_v2_GetStatusRequest, _algorun_algod_v2_GetStatusResponse, _algorun_algod_v2_GetStatusRequest__Output, _algorun_algod_v2_GetStatusResponse__Output>
  GetSupply: MethodDefinition<_algorun_algod_v2_GetSupplyRequest, _algorun_algod_v2_GetSupplyResponse, _algorun_algod_v2_GetSupplyRequest__Output, _algorun_algod_v2_GetSupplyResponse__Output>
  GetSyncRound: MethodDefinition<_algorun_algod_v2_GetSyncRoundRequest, _algorun_algod_v2_GetSyncRoundResponse, _algorun_algod_v2_GetSyncRoundRequest__Output, _algorun_algod_v2_GetSyncRoundResponse__Output>
  GetTransactionGroupLedgerStateDeltasForRound: MethodDefinition<_algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest, _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse, _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundRequest__Output, _algorun_algod_v2_GetTransactionGroupLedgerStateDeltasForRoundResponse__Output>
  GetTransactionParams: MethodDefinition<_algorun_algod_v2_GetTransactionParamsRequest, _algorun_algod_v2_GetTransactionParamsResponse, _algorun_algod_v2_GetTransactionParamsRequest__Output, _algorun_algod_v2_GetTransactionParamsResponse__Output>
  GetTransactionProof: MethodDefinition<_algorun_algod_v2_GetTransactionProofRequest, _algorun_algod_v2_GetTransactionProofResponse, _algorun_algod_v2_GetTransactionProofRequest__Output, _algorun_algod_v2_GetTransactionProofResponse__Output>
  GetVersions: MethodDefinition<_algorun_algod_v2_GetVersionsRequest, _algorun_algod_v2_GetVersionsResponse, _algorun_algod_v2_GetVersionsRequest__Output, _algorun_algod_v2_GetVersionsResponse__Output>
  ListParticipationKeys: MethodDefinition<_algorun_algod_v2_ListParticipationKeysRequest, _algorun_algod_v2_ListParticipationKeysResponse, _algorun_algod_v2_ListParticipationKeysRequest__Output, _algorun_algod_v2_ListParticipationKeysResponse__Output>
  ListPendingTransactions: MethodDefinition<_algorun_algod_v2_ListPendingTransactionsRequest, _algorun_algod_v2_ListPendingTransactionsResponse, _algorun_algod_v2_ListPendingTransactionsRequest__Output, _algorun_algod_v2_ListPendingTransactionsResponse__Output>
  ListPendingTransactionsByAddress: MethodDefinition<_algorun_algod_v2_ListPendingTransactionsByAddressRequest, _algorun_algod_v2_ListPendingTransactionsByAddressResponse, _algorun_algod_v2_ListPendingTransactionsByAddressRequest__Output, _algorun_algod_v2_ListPendingTransactionsByAddressResponse__Output>
  RawTransactionAsync: MethodDefinition<_algorun_algod_v2_RawTransactionAsyncRequest, _algorun_algod_v2_RawTransactionAsyncResponse, _algorun_algod_v2_RawTransactionAsyncRequest__Output, _algorun_algod_v2_RawTransactionAsyncResponse__Output>
  RegisterParticipationKeys: MethodDefinition<_algorun_algod_v2_RegisterParticipationKeysRequest, _algorun_algod_v2_RegisterParticipationKeysResponse, _algorun_algod_v2_RegisterParticipationKeysRequest__Output, _algorun_algod_v2_RegisterParticipationKeysResponse__Output>
  SendRawTransaction: MethodDefinition<_algorun_algod_v2_SendRawTransactionRequest, _algorun_algod_v2_SendRawTransactionResponse, _algorun_algod_v2_SendRawTransactionRequest__Output, _algorun_algod_v2_SendRawTransactionResponse__Output>
  SetBlockTimestampOffset: MethodDefinition<_algorun_algod_v2_SetBlockTimestampOffsetRequest, _algorun_algod_v2_SetBlockTimestampOffsetResponse, _algorun_algod_v2_SetBlockTimestampOffsetRequest__Output, _algorun_algod_v2_SetBlockTimestampOffsetResponse__Output>
  SetSyncRound: MethodDefinition<_algorun_algod_v2_SetSyncRoundRequest, _algorun_algod_v2_SetSyncRoundResponse, _algorun_algod_v2_SetSyncRoundRequest__Output, _algorun_algod_v2_SetSyncRoundResponse__Output>
  ShutdownNode: MethodDefinition<_algorun_algod_v2_ShutdownNodeRequest, _algorun_algod_v2_ShutdownNodeResponse, _algorun_algod_v2_ShutdownNodeRequest__Output, _algorun_algod_v2_ShutdownNodeResponse__Output>
  SimulateTransactions: MethodDefinition<_algorun_algod_v2_SimulateTransactionsRequest, _algorun_algod_v2_SimulateTransactionsResponse, _algorun_algod_v2_SimulateTransactionsRequest__Output, _algorun_algod_v2_SimulateTransactionsResponse__Output>
  StartCatchup: MethodDefinition<_algorun_algod_v2_StartCatchupRequest, _algorun_algod_v2_StartCatchupResponse, _algorun_algod_v2_StartCatchupRequest__Output, _algorun_algod_v2_StartCatchupResponse__Output>
  SubscribeBlocks: MethodDefinition<_algorun_algod_v2_SubscribeBlocksRequest, _algorun_algod_v2_SubscribeBlocksResponse, _algorun_algod_v2_SubscribeBlocksRequest__Output, _algorun_algod_v2_SubscribeBlocksResponse__Output>
  UnsetSyncRound: MethodDefinition<_algorun_algod_v2_UnsetSyncRoundRequest, _algorun_algod_v2_UnsetSyncRoundResponse, _algorun_algod_v2_UnsetSyncRoundRequest__Output, _algorun_algod_v2_UnsetSyncRoundResponse__Output>
  WaitForBlock: MethodDefinition<_algorun_algod_v2_WaitForBlockRequest, _algorun_algod_v2_WaitForBlockResponse, _algorun_algod_v2_WaitForBlockRequest__Output, _algorun_algod_v2_WaitForBlockResponse__Output>
}
