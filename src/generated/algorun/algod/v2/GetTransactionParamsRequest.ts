// Original file: proto/algorun/algod/v2/algod.proto


export interface GetTransactionParamsRequest {
}

export interface GetTransactionParamsRequest__Output {
}
