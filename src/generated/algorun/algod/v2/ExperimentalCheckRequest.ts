// Original file: proto/algorun/algod/v2/algod.proto


export interface ExperimentalCheckRequest {
}

export interface ExperimentalCheckRequest__Output {
}
