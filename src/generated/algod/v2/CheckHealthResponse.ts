// Original file: proto/algod/v2/algod.proto


export interface CheckHealthResponse {
}

export interface CheckHealthResponse__Output {
}
