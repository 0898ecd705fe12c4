// Original file: proto/algorun/algod/v2/algod.proto


export interface GetReadinessResponse {
}

export interface GetReadinessResponse__Output {
}
