// Original file: proto/algorun/algod/v2/algod.proto


export interface GetGenesisRequest {
}

export interface GetGenesisRequest__Output {
}
