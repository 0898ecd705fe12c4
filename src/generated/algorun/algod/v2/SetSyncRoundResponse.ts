// Original file: proto/algorun/algod/v2/algod.proto


export interface SetSyncRoundResponse {
}

export interface SetSyncRoundResponse__Output {
}
