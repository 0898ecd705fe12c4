// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignTransactionRequest {
  /**
   * The address whose key signs; empty = the sender's. A key other than the sender's is recorded as `sgnr`.
   * REST carries it as the base64 32-byte key, as kmd does.
   */
  'public_key'?: (string);
  /**
   * msgpack Transaction (not a SignedTxn).
   */
  'transaction'?: (Buffer | Uint8Array | string);
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
}

export interface SignTransactionRequest__Output {
  /**
   * The address whose key signs; empty = the sender's. A key other than the sender's is recorded as `sgnr`.
   * REST carries it as the base64 32-byte key, as kmd does.
   */
  'public_key': (string);
  /**
   * msgpack Transaction (not a SignedTxn).
   */
  'transaction': (Buffer);
  'wallet_handle_token': (string);
  'wallet_password': (string);
}
