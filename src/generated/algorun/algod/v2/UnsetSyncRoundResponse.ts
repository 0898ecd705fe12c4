// Original file: proto/algorun/algod/v2/algod.proto


export interface UnsetSyncRoundResponse {
}

export interface UnsetSyncRoundResponse__Output {
}
