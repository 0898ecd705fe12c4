// Original file: proto/algorun/algod/v2/algod.proto


export interface GetPendingTransactionRequest {
  'txid'?: (string);
}

export interface GetPendingTransactionRequest__Output {
  'txid': (string);
}
