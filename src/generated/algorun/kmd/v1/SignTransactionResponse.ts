// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignTransactionResponse {
  /**
   * msgpack SignedTxn.
   */
  'signed_transaction'?: (Buffer | Uint8Array | string);
}

export interface SignTransactionResponse__Output {
  /**
   * msgpack SignedTxn.
   */
  'signed_transaction': (Buffer);
}
