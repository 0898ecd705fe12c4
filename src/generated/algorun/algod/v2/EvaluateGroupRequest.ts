// Original file: proto/algorun/algod/v2/algod.proto


export interface EvaluateGroupRequest {
  /**
   * One or more canonical msgpack SignedTxn objects, concatenated (a group), as in SendRawTransactionRequest.
   */
  'signed_transactions'?: (Buffer | Uint8Array | string);
  'skip_pq_address_check'?: (boolean);
}

export interface EvaluateGroupRequest__Output {
  /**
   * One or more canonical msgpack SignedTxn objects, concatenated (a group), as in SendRawTransactionRequest.
   */
  'signed_transactions': (Buffer);
  'skip_pq_address_check': (boolean);
}
