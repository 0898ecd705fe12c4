// Original file: proto/algorun/algod/v2/algod.proto


export interface CheckHealthResponse {
}

export interface CheckHealthResponse__Output {
}
