// Original file: proto/algorun/algod/v2/algod.proto


export interface CheckHealthRequest {
}

export interface CheckHealthRequest__Output {
}
