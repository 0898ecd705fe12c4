// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignTransactionsRequest {
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
  /**
   * msgpack Transactions (not SignedTxns), signed in this order.
   */
  'transactions'?: (Buffer | Uint8Array | string)[];
  /**
   * Optional, per transaction: empty (or a shorter list) selects the key by sender; otherwise the address whose
   * key signs, as `public_key` of SignTransaction.
   */
  'public_keys'?: (string)[];
}

export interface SignTransactionsRequest__Output {
  'wallet_handle_token': (string);
  'wallet_password': (string);
  /**
   * msgpack Transactions (not SignedTxns), signed in this order.
   */
  'transactions': (Buffer)[];
  /**
   * Optional, per transaction: empty (or a shorter list) selects the key by sender; otherwise the address whose
   * key signs, as `public_key` of SignTransaction.
   */
  'public_keys': (string)[];
}
