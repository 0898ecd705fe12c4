// Original file: proto/algorun/algod/v2/algod.proto


export interface SetBlockTimestampOffsetResponse {
}

export interface SetBlockTimestampOffsetResponse__Output {
}
