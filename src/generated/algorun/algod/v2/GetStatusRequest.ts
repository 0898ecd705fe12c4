// Original file: proto/algorun/algod/v2/algod.proto


export interface GetStatusRequest {
}

export interface GetStatusRequest__Output {
}
