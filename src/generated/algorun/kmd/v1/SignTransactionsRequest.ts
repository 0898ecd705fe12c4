// Original file: proto/algorun/kmd/v1/kmd.proto


export interface SignTransactionsRequest {
  'wallet_handle_token'?: (string);
  'wallet_password'?: (string);
  /**
   * msgpack Transactions (not SignedTxns), signed in this order.
   */
  'transactions'?: (Buffer | Uint8Array | string)[];
  /**
   * Optional, per transaction: empty (or a shorter list) selects the key by sender; otherwise the 32-byte key
   * to sign with, as `public_key` of SignTransaction.
   */
  'public_keys'?: (Buffer | Uint8Array | string)[];
}

export interface SignTransactionsRequest__Output {
  'wallet_handle_token': (string);
  'wallet_password': (string);
  /**
   * msgpack Transactions (not SignedTxns), signed in this order.
   */
  'transactions': (Buffer)[];
  /**
   * Optional, per transaction: empty (or a shorter list) selects the key by sender; otherwise the 32-byte key
   * to sign with, as `public_key` of SignTransaction.
   */
  'public_keys': (Buffer)[];
}
