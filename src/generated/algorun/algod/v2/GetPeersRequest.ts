// Original file: proto/algorun/algod/v2/algod.proto


export interface GetPeersRequest {
}

export interface GetPeersRequest__Output {
}
