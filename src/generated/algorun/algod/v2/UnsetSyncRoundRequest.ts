// Original file: proto/algorun/algod/v2/algod.proto


export interface UnsetSyncRoundRequest {
}

export interface UnsetSyncRoundRequest__Output {
}
