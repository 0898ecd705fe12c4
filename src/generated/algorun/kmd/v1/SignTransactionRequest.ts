// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignTransactionRequest {
  'public_key'?: (Buffer | Uint8Array | string);
  /**
   * msgpack Transaction (not a SignedTxn).
   */
  'transaction'?: (Buffer | Uint8Array | string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface SignTransactionRequest__Output {
  'public_key': (Buffer);
  /**
   * msgpack Transaction (not a SignedTxn).
   */
  'transaction': (Buffer);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
