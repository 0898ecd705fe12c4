// Original file: proto/algorun/algod/v2/algod.proto


export interface GetBlockTimestampOffsetRequest {
}

export interface GetBlockTimestampOffsetRequest__Output {
}
