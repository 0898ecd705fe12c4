// Original file: proto/algorun/algod/v2/algod.proto


export interface SendRawTransactionRequest {
  /**
   * One or more canonical msgpack SignedTxn objects, concatenated (a group).
   */
  'signed_transactions'?: (Buffer | Uint8Array | string);
  'skip_pq_address_check'?: (boolean);
}

export interface SendRawTransactionRequest__Output {
  /**
   * One or more canonical msgpack SignedTxn objects, concatenated (a group).
   */
  'signed_transactions': (Buffer);
  'skip_pq_address_check': (boolean);
}
