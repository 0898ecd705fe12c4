// Original file: proto/algorun/algod/v2/algod.proto


export interface RawTransactionAsyncResponse {
}

export interface RawTransactionAsyncResponse__Output {
}
