// Original file: proto/algorun/algod/v2/algod.proto


export interface ShutdownNodeResponse {
}

export interface ShutdownNodeResponse__Output {
}
