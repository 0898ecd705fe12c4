// Original file: proto/algorun/algod/v2/algod.proto


export interface GetReadinessRequest {
}

export interface GetReadinessRequest__Output {
}
